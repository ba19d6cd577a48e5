/** Academic records: the purchase restrictions (locks) of students. */
import type { AppRoute } from '../../app/route';
import { lazyPage } from '../../app/lazyPage';

const LockDetailPage = lazyPage(() => import('./LockDetailPage'), 'LockDetailPage');
const LocksPage = lazyPage(() => import('./LocksPage'), 'LocksPage');

const LOCKS = 'academic.locks';

export const academicRoutes: AppRoute[] = [
  { path: '/academic/locks', keys: LOCKS, title: 'academic.locks.title', element: <LocksPage /> },
  { path: '/academic/locks/create/:code', keys: LOCKS, title: 'academic.lock.title', element: <LockDetailPage /> },
  { path: '/academic/locks/edit/:code', keys: LOCKS, title: 'academic.lock.title', element: <LockDetailPage /> },
];

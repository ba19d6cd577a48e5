/** Academic records: the purchase restrictions (locks) of students. */
import type { AppRoute } from '../../app/route';
import { LockDetailPage } from './LockDetailPage';
import { LocksPage } from './LocksPage';

const LOCKS = 'academic.locks';

export const academicRoutes: AppRoute[] = [
  { path: '/academic/locks', keys: LOCKS, title: 'Restricciones de compra', element: <LocksPage /> },
  { path: '/academic/locks/create/:code', keys: LOCKS, title: 'Restricciones del estudiante', element: <LockDetailPage /> },
  { path: '/academic/locks/edit/:code', keys: LOCKS, title: 'Restricciones del estudiante', element: <LockDetailPage /> },
];

/** Academic records: courses, guardians and the purchase restrictions (locks) of students. */
import type { AppRoute } from '../../app/route';
import type { ResourceScreens } from '../../app/generic/resourceUI';
import { GenericCreate, GenericEdit, GenericList } from '../../app/generic/screens';
import { guardiansResource, studentsResource } from '../../domain/resources';
import { lazyPage } from '../../app/lazyPage';

const LockDetailPage = lazyPage(() => import('./LockDetailPage'), 'LockDetailPage');
const LocksPage = lazyPage(() => import('./LocksPage'), 'LocksPage');

const CoursePicker = lazyPage(() => import('./students/StudentPickers'), 'CoursePicker');
const GuardianPicker = lazyPage(() => import('./students/StudentPickers'), 'GuardianPicker');
const ProductPicker = lazyPage(() => import('./students/StudentPickers'), 'ProductPicker');

const STUDENT_PICKERS = {
  productodefault: <ProductPicker />,
  select_course: <CoursePicker />,
  select_attendant: <GuardianPicker />,
};

const GuardianProfilePage = lazyPage(() => import('./guardians/GuardianProfilePage'), 'GuardianProfilePage');
const GuardianProfileButton = lazyPage(() => import('./guardians/GuardianProfilePage'), 'GuardianProfileButton');

const LOCKS = 'academic.locks';

/** Guardians are created from the student form's dialog (spec part 2 §2): their list has no Nuevo. */
export const academicScreens: ResourceScreens = {
  // A student leaves the school by deactivating their user, not by deletion. Course, guardian
  // and default meal are picked in the spec's dialogs.
  [studentsResource.name]: {
    list: <GenericList def={studentsResource} remove={false} />,
    create: <GenericCreate def={studentsResource} inputs={STUDENT_PICKERS} />,
    edit: <GenericEdit def={studentsResource} inputs={STUDENT_PICKERS} />,
  },
  [guardiansResource.name]: {
    list: <GenericList def={guardiansResource} create={false} rowActions={<GuardianProfileButton />} />,
    create: undefined,
    pages: [{ path: 'profile/:id', keys: 'academic.attendant', title: 'academic.guardian.title', element: <GuardianProfilePage /> }],
  },
};

export const academicRoutes: AppRoute[] = [
  { path: '/academic/locks', keys: LOCKS, title: 'academic.locks.title', element: <LocksPage /> },
  { path: '/academic/locks/create/:code', keys: LOCKS, title: 'academic.lock.title', element: <LockDetailPage /> },
  { path: '/academic/locks/edit/:code', keys: LOCKS, title: 'academic.lock.title', element: <LockDetailPage /> },
];

/** Academic records: courses, guardians and the purchase restrictions of students. */
import { Navigate } from 'react-router-dom';
import type { AppRoute } from '../../kit/route';
import type { ResourceScreens } from '../../kit/generic/resourceUI';
import { GenericCreate, GenericEdit, GenericList } from '../../kit/generic/screens';
import { guardiansResource, studentsResource } from '../../domain/resources';
import { STUDENT_PAGE_SIZE } from '../../domain/academic';
import { lazyPage } from '../../kit/lazyPage';

const RestrictionDetailPage = lazyPage(
  () => import('./restrictions/RestrictionDetailPage'),
  'RestrictionDetailPage',
);
const RestrictionsPage = lazyPage(() => import('./restrictions/RestrictionsPage'), 'RestrictionsPage');

const CoursePicker = lazyPage(() => import('./students/StudentPickers'), 'CoursePicker');
const GuardianPicker = lazyPage(() => import('./students/StudentPickers'), 'GuardianPicker');
const ProductPicker = lazyPage(() => import('./students/StudentPickers'), 'ProductPicker');

const HomeLocationInput = lazyPage(() => import('./students/HomeLocationInput'), 'HomeLocationInput');

/** The spec's dialogs for course, guardian and default meal; the map holds both coordinates. */
const STUDENT_INPUTS = {
  productodefault: <ProductPicker />,
  select_course: <CoursePicker />,
  select_attendant: <GuardianPicker />,
  latitud: <HomeLocationInput />,
  longitud: null,
};

const GuardianProfilePage = lazyPage(() => import('./guardians/GuardianProfilePage'), 'GuardianProfilePage');
const GuardianProfileButton = lazyPage(
  () => import('./guardians/GuardianProfilePage'),
  'GuardianProfileButton',
);

const StudentFilePage = lazyPage(() => import('./students/StudentFilePage'), 'StudentFilePage');
// A row button to a student's file, loaded when first shown: the students' list and the credentials' list use it.
export const StudentFileButton = lazyPage(() => import('./students/StudentFileButton'), 'StudentFileButton');

const StudentImportPage = lazyPage(() => import('./import/StudentImportPage'), 'StudentImportPage');
const StudentImportButton = lazyPage(() => import('./import/StudentImportPage'), 'StudentImportButton');

const RESTRICTIONS = 'academic.locks';
/** Spec part 2 §2: the student screens are titled ESTUDIANTE. */
const STUDENT_TITLE = 'academic.student.title';
const STUDENT_FILE_KEYS = ['academic.students', RESTRICTIONS, 'carnets.list', 'carnets.noactions'] as const;

/** Guardians are created from the student form's dialog (spec part 2 §2): their list has no Nuevo. */
export const academicScreens: ResourceScreens = {
  // A student leaves the school by deactivating their user, not by deletion. Course, guardian
  // and default meal are picked in the spec's dialogs.
  [studentsResource.name]: {
    list: (
      <GenericList
        def={studentsResource}
        remove={false}
        title={STUDENT_TITLE}
        rowActions={<StudentFileButton />}
        toolbar={<StudentImportButton />}
        perPage={STUDENT_PAGE_SIZE}
      />
    ),
    create: <GenericCreate def={studentsResource} inputs={STUDENT_INPUTS} title={STUDENT_TITLE} />,
    edit: <GenericEdit def={studentsResource} inputs={STUDENT_INPUTS} title={STUDENT_TITLE} />,
    // The file is opened from the list, the restrictions grid and the credential screens.
    pages: [
      {
        path: ':id/show',
        keys: STUDENT_FILE_KEYS,
        title: 'academic.file.title',
        element: <StudentFilePage />,
      },
      // Students from a CSV file (issue 13, item 7).
      {
        path: 'import',
        keys: 'academic.students',
        title: 'academic.import.title',
        element: <StudentImportPage />,
      },
    ],
  },
  [guardiansResource.name]: {
    list: <GenericList def={guardiansResource} create={false} rowActions={<GuardianProfileButton />} />,
    // No Nuevo on the list, but the spec's `#/academic/attendant/create` opens the guardian's form
    // (the fields of the student form's 'Nuevo Acudiente'), then back to the list.
    create: <GenericCreate def={guardiansResource} />,
    pages: [
      {
        path: 'profile/:id',
        keys: 'academic.attendant',
        title: 'academic.guardian.title',
        element: <GuardianProfilePage />,
      },
    ],
  },
};

export const academicRoutes: AppRoute[] = [
  {
    path: '/academic/locks',
    keys: RESTRICTIONS,
    title: 'academic.locks.title',
    element: <RestrictionsPage />,
  },
  // By the student's document (restrictions/restrictionPaths.ts); a scanned code typed there is found as well.
  {
    path: '/academic/locks/create/:student',
    keys: RESTRICTIONS,
    title: 'academic.lock.title',
    element: <RestrictionDetailPage />,
  },
  {
    path: '/academic/locks/edit/:student',
    keys: RESTRICTIONS,
    title: 'academic.lock.title',
    element: <RestrictionDetailPage />,
  },
  // The spec's other restrictions URLs (part 2 §1: locks/list, create, profile) land on the grid, where a student is chosen.
  ...['list', 'create', 'profile'].map((alias) => ({
    path: `/academic/locks/${alias}`,
    element: <Navigate to="/academic/locks" replace />,
  })),
];

/** Administration: users, roles, schools and shifts, the offline tills, the global report, the offline sales report and the school calendar. */
import PeopleIcon from '@mui/icons-material/People';
import { Navigate } from 'react-router-dom';
import SecurityIcon from '@mui/icons-material/Security';
import SchoolIcon from '@mui/icons-material/School';
import ScheduleIcon from '@mui/icons-material/Schedule';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import {
  rolesResource,
  schoolsResource,
  shiftsResource,
  tillsResource,
  usersResource,
} from '../../domain/resources';
import type { ResourceScreens, ResourceUI } from '../../kit/generic/resourceUI';
import type { AppRoute } from '../../kit/route';
import { lazyPage } from '../../kit/lazyPage';
import { domainKeys } from '../../i18n/domain-messages';

const InactiveUserList = lazyPage(() => import('./users/UserLists'), 'InactiveUserList');
const UserList = lazyPage(() => import('./users/UserLists'), 'UserList');
const RoleCreate = lazyPage(() => import('./roles/RoleForms'), 'RoleCreate');
const RoleEdit = lazyPage(() => import('./roles/RoleForms'), 'RoleEdit');
const GlobalReportPage = lazyPage(() => import('./globalReport/GlobalReportPage'), 'GlobalReportPage');
const OfflineSalesPage = lazyPage(() => import('./offlineSales/OfflineSalesPage'), 'OfflineSalesPage');
const CalendarPage = lazyPage(() => import('./calendar/CalendarPage'), 'CalendarPage');

export const adminScreens: ResourceScreens = {
  [usersResource.name]: { icon: PeopleIcon, list: <UserList /> },
  [rolesResource.name]: { icon: SecurityIcon, create: <RoleCreate />, edit: <RoleEdit /> },
  [schoolsResource.name]: { icon: SchoolIcon },
  [shiftsResource.name]: { icon: ScheduleIcon },
  [tillsResource.name]: { icon: PointOfSaleIcon },
};

export const adminViews: ResourceUI[] = [
  // The deactivated users (`admin/usersdel`), read from their own path.
  {
    def: usersResource,
    name: 'admin/usersdel',
    label: 'admin.users.inactive',
    icon: PeopleIcon,
    list: <InactiveUserList />,
  },
];

export const adminRoutes: AppRoute[] = [
  // The list names itself (its title is the Excel file's name too).
  { path: '/admin/users/dels', keys: 'admin.users', element: <InactiveUserList /> },
  {
    path: '/admin/general',
    keys: 'admin.general',
    title: domainKeys.menu('admin.general'),
    element: <GlobalReportPage />,
  },
  // A list: it names itself.
  { path: '/admin/offline-sales', keys: 'admin.offlinesales', element: <OfflineSalesPage /> },
  {
    path: '/admin/calendar',
    keys: 'admin.calendar',
    title: domainKeys.menu('admin.calendar'),
    element: <CalendarPage />,
  },
  // The spec's section URL opens its first screen (the users list checks its own key).
  { path: '/admin', element: <Navigate to="/admin/users" replace /> },
];

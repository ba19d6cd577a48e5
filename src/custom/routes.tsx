/** Pages that are not a resource's own, inside the layout. */
import type { ReactElement } from 'react';
import { Dashboard } from './dashboard/Dashboard';
import { ProfilePage } from './profile/ProfilePage';
import { InactiveUserList } from '../resources/admin/users';
import { ValidateCarnetPage } from './carnets/ValidateCarnetPage';
import { GlobalReportPage } from './reports/GlobalReportPage';
import { PosValidatePage } from './pos/PosValidatePage';
import { PosPage } from './pos/PosPage';

export const CUSTOM_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/admin/users/profile', element: <ProfilePage /> },
  { path: '/admin/users/dels', element: <InactiveUserList /> },
  { path: '/admin/validatecarnet', element: <ValidateCarnetPage key="recarga" mode="recarga" /> },
  { path: '/admin/validatecarnet/desc', element: <ValidateCarnetPage key="descarga" mode="descarga" /> },
  { path: '/admin/general', element: <GlobalReportPage /> },
  { path: '/cafeteria/requests/create', element: <PosValidatePage key="cafeteria" store="cafeteria" /> },
  { path: '/cafeteria/requests/recreate', element: <PosPage key="cafeteria" store="cafeteria" /> },
  { path: '/papeleria/requests/create', element: <PosValidatePage key="papeleria" store="papeleria" /> },
  { path: '/papeleria/requests/recreate', element: <PosPage key="papeleria" store="papeleria" /> },
];

/** Pages that are not a resource's own, inside the layout. */
import type { ReactElement } from 'react';
import { Dashboard } from './dashboard/Dashboard';
import { ProfilePage } from './profile/ProfilePage';
import { InactiveUserList } from '../resources/admin/users';
import { ValidateCarnetPage } from './carnets/ValidateCarnetPage';
import { GlobalReportPage } from './reports/GlobalReportPage';

export const CUSTOM_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/admin/users/profile', element: <ProfilePage /> },
  { path: '/admin/users/dels', element: <InactiveUserList /> },
  { path: '/admin/validatecarnet', element: <ValidateCarnetPage key="recarga" mode="recarga" /> },
  { path: '/admin/validatecarnet/desc', element: <ValidateCarnetPage key="descarga" mode="descarga" /> },
  { path: '/admin/general', element: <GlobalReportPage /> },
];

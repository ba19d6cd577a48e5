/** Pages that are not a resource's own, inside the layout. */
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { ProfilePage } from './profile/ProfilePage';
import { InactiveUserList } from '../resources/admin/users';
import { ValidateCarnetPage } from './carnets/ValidateCarnetPage';
import { GlobalReportPage } from './reports/GlobalReportPage';
import { StoreReportsPage } from './reports/StoreReportsPage';
import { PosValidatePage } from './pos/PosValidatePage';
import { PosPage } from './pos/PosPage';
import { PrepBoardPage } from './boards/PrepBoardPage';
import { RequirePermission } from './RequirePermission';
import { LocksPage } from './academic/LocksPage';
import { LockDetailPage } from './academic/LockDetailPage';
import { DeliveryPage } from './delivery/DeliveryPage';
import { DispatchPage } from './delivery/DispatchPage';
import { ExternalRequestPage } from './delivery/ExternalRequestPage';
import { PendingListPage } from './delivery/PendingListPage';

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
  {
    path: '/cafeteria/enlistment/board',
    element: (
      <RequirePermission keys="cafeteria.board">
        <PrepBoardPage store="cafeteria" />
      </RequirePermission>
    ),
  },
  { path: '/cafeteria/reports', element: <StoreReportsPage key="cafeteria" store="cafeteria" /> },
  { path: '/papeleria/reports', element: <StoreReportsPage key="papeleria" store="papeleria" /> },
  // The spec's list URLs of the reports.
  { path: '/cafeteria/reports/list', element: <Navigate to="/cafeteria/reports" replace /> },
  { path: '/papeleria/reports/list', element: <Navigate to="/papeleria/reports" replace /> },
  { path: '/academic/locks', element: <LocksPage /> },
  { path: '/academic/locks/create/:code', element: <LockDetailPage /> },
  { path: '/academic/locks/edit/:code', element: <LockDetailPage /> },
  // Delivery to the customer; each page checks its external.* key (RequirePermission).
  { path: '/external/request', element: <ExternalRequestPage /> },
  { path: '/external/list', element: <PendingListPage /> },
  { path: '/external/entrega', element: <DeliveryPage /> },
  { path: '/external/dispatch', element: <DispatchPage /> },
];

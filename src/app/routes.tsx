/** Pages that are not a resource's own, inside the layout. */
import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { ProfilePage } from './profile/ProfilePage';
import { InactiveUserList } from '../areas/admin/users';
import { ValidateCarnetPage } from '../areas/credentials/ValidateCarnetPage';
import { GlobalReportPage } from '../areas/admin/GlobalReportPage';
import { StoreReportsPage } from '../areas/orders/StoreReportsPage';
import { PosValidatePage } from '../areas/orders/pos/PosValidatePage';
import { PosPage } from '../areas/orders/pos/PosPage';
import { PrepBoardPage } from '../areas/boards/PrepBoardPage';
import { RequirePermission } from './RequirePermission';
import { STORE_REGISTRY } from '../domain/stores';
import { isSaleSegment } from '../domain/orders';
import { LocksPage } from '../areas/academic/LocksPage';
import { LockDetailPage } from '../areas/academic/LockDetailPage';
import { DeliveryPage } from '../areas/boards/delivery/DeliveryPage';
import { DispatchPage } from '../areas/boards/delivery/DispatchPage';
import { ExternalRequestPage } from '../areas/boards/delivery/ExternalRequestPage';
import { PendingListPage } from '../areas/boards/delivery/PendingListPage';

/** Each store's own pages, from the store registry: its point of sale, reports and preparation board. */
function storeRoutes(): { path: string; element: ReactElement }[] {
  return STORE_REGISTRY.flatMap((s): { path: string; element: ReactElement }[] => [
    ...(isSaleSegment(s.segment)
      ? [
          { path: `/${s.segment}/requests/create`, element: <PosValidatePage key={s.segment} store={s.segment} /> },
          { path: `/${s.segment}/requests/recreate`, element: <PosPage key={s.segment} store={s.segment} /> },
          { path: `/${s.segment}/reports`, element: <StoreReportsPage key={s.segment} store={s.segment} /> },
          // The spec's list URL of the reports.
          { path: `/${s.segment}/reports/list`, element: <Navigate to={`/${s.segment}/reports`} replace /> },
        ]
      : []),
    ...(s.prepBoard && isSaleSegment(s.segment)
      ? [
          {
            path: `/${s.segment}/enlistment/board`,
            element: (
              <RequirePermission keys={`${s.segment}.board`}>
                <PrepBoardPage key={s.segment} store={s.segment} />
              </RequirePermission>
            ),
          },
        ]
      : []),
  ]);
}

export const CUSTOM_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/dashboard', element: <Dashboard /> },
  { path: '/admin/users/profile', element: <ProfilePage /> },
  { path: '/admin/users/dels', element: <InactiveUserList /> },
  { path: '/admin/validatecarnet', element: <ValidateCarnetPage key="recarga" mode="recarga" /> },
  { path: '/admin/validatecarnet/desc', element: <ValidateCarnetPage key="descarga" mode="descarga" /> },
  { path: '/admin/general', element: <GlobalReportPage /> },
  ...storeRoutes(),
  { path: '/academic/locks', element: <LocksPage /> },
  { path: '/academic/locks/create/:code', element: <LockDetailPage /> },
  { path: '/academic/locks/edit/:code', element: <LockDetailPage /> },
  // Delivery to the customer; each page checks its external.* key (RequirePermission).
  { path: '/external/request', element: <ExternalRequestPage /> },
  { path: '/external/list', element: <PendingListPage /> },
  { path: '/external/entrega', element: <DeliveryPage /> },
  { path: '/external/dispatch', element: <DispatchPage /> },
];

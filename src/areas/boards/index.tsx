/** Boards: the kitchen's preparation boards, the external delivery counter and the hall turn displays. */
import type { AppRoute } from '../../kit/route';
import { DISPLAY_PAGES } from '../../domain/displays';
import { DISPATCH_KEY, ENTREGA_KEY, PENDING_LIST_KEY, REQUEST_KEY } from '../../domain/delivery';
import { isSaleSegment } from '../../domain/orders';
import { STORE_REGISTRY } from '../../domain/stores';
import { permissionKey } from '../../domain/permissions';
import { lazyPage } from '../../kit/lazyPage';

const PrepBoardPage = lazyPage(() => import('./prep/PrepBoardPage'), 'PrepBoardPage');
const DeliveryPage = lazyPage(() => import('./delivery/DeliveryPage'), 'DeliveryPage');
const DispatchPage = lazyPage(() => import('./delivery/DispatchPage'), 'DispatchPage');
const ExternalRequestPage = lazyPage(() => import('./delivery/ExternalRequestPage'), 'ExternalRequestPage');
const PendingListPage = lazyPage(() => import('./delivery/PendingListPage'), 'PendingListPage');
const TurnDisplayPage = lazyPage(() => import('./turns/TurnDisplayPage'), 'TurnDisplayPage');

/** The preparation board of each store that has one (store registry). */
const prepBoards: AppRoute[] = STORE_REGISTRY.filter((s) => s.prepBoard).flatMap(({ segment }) =>
  isSaleSegment(segment)
    ? [
        {
          path: `/${segment}/enlistment/board`,
          keys: permissionKey(`${segment}.board`),
          title: 'boards.prep.title',
          element: <PrepBoardPage key={segment} store={segment} />,
        },
      ]
    : [],
);

export const boardRoutes: AppRoute[] = [
  ...prepBoards,
  {
    path: '/external/request',
    keys: REQUEST_KEY,
    title: 'boards.request.title',
    element: <ExternalRequestPage />,
  },
  {
    path: '/external/list',
    keys: PENDING_LIST_KEY,
    title: 'boards.pending.title',
    element: <PendingListPage />,
  },
  { path: '/external/entrega', keys: ENTREGA_KEY, title: 'boards.delivery.title', element: <DeliveryPage /> },
  {
    path: '/external/dispatch',
    keys: DISPATCH_KEY,
    title: 'boards.dispatch.title',
    element: <DispatchPage />,
  },
  // The hall displays: full screen, each its own heading.
  ...DISPLAY_PAGES.map((page): AppRoute => ({
    path: page.path,
    keys: permissionKey(page.permission),
    element: <TurnDisplayPage key={page.path} page={page} />,
    noLayout: true,
  })),
];

/**
 * Orders: each store's point of sale, order lists (with edit and reversal) and sales reports, one
 * folder per server feature of server/modules/orders: pos/ (the sale, the validation, an order's
 * edit), lists/ (the order lists and their actions), reports/ (the sales reports).
 */
import { Navigate } from 'react-router-dom';
import type { AppRoute } from '../../kit/route';
import { POS_SEGMENTS } from '../../domain/orders';
import { STORE_REGISTRY } from '../../domain/stores';
import { domainKeys } from '../../i18n/domain-messages';
import { lazyPage } from '../../kit/lazyPage';

const PosPage = lazyPage(() => import('./pos/PosPage'), 'PosPage');
const PosValidatePage = lazyPage(() => import('./pos/PosValidatePage'), 'PosValidatePage');
const StoreReportsPage = lazyPage(() => import('./reports/StoreReportsPage'), 'StoreReportsPage');

export { ORDER_UIS as orderViews } from './lists/resources';

/** Each store with a point of sale, from the store registry: its sale screens. */
const saleRoutes: AppRoute[] = POS_SEGMENTS.flatMap((store): AppRoute[] => {
  const sale = { keys: `${store}.pos` as const, title: domainKeys.store(store, 'sale.title') };
  return [
    { path: `/${store}/requests/create`, ...sale, element: <PosValidatePage key={store} store={store} /> },
    { path: `/${store}/requests/recreate`, ...sale, element: <PosPage key={store} store={store} /> },
  ];
});

/** Every store's sales reports (src/domain/reports: STORE_REPORTS). */
const reportRoutes: AppRoute[] = STORE_REGISTRY.flatMap(({ segment: store }): AppRoute[] => [
  {
    path: `/${store}/reports`,
    keys: `${store}.reports` as const,
    title: `orders.reports.title.${store}`,
    element: <StoreReportsPage key={store} store={store} />,
  },
  // The spec's list URL of the reports.
  { path: `/${store}/reports/list`, element: <Navigate to={`/${store}/reports`} replace /> },
]);

export const orderRoutes: AppRoute[] = [...saleRoutes, ...reportRoutes];

// What other areas use of this one: the sales columns' English (the restaurant's reports) and
// the credential's validation (the external counter validates as the point of sale does), which
// loads when shown.
export { SALES_COLUMNS_ENGLISH } from './messages';
export const PosValidate = lazyPage(() => import('./pos/PosValidatePage'), 'PosValidate');

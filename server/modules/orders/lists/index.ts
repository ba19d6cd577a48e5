/**
 * Lists: each store's order lists and an order's flow after the sale — ready, delivered,
 * reversed (routes.ts, the rules in service/flow.ts, the board message in service/events.ts);
 * the order read model the other features and areas share (queries/orders.ts: an order as the
 * API answers it) and the lists' reads (queries/order-list.ts). Its screens are
 * src/areas/orders/lists/.
 */
export { orderRoutes } from './routes';
export { deliver, ORDER_NOT_FOUND } from './service/flow';
export { orderEvent } from './service/events';
export {
  cashier,
  customer,
  findOrder,
  INSERTED_ORDER_RETURNING,
  orderColumns,
  orderUnits,
  productsText,
  productsTextOf,
  statusOf,
  toOrderLine,
  toOrderSummary,
  type OrderRow,
} from './queries/orders';

/**
 * Orders: the points of sale (sale, lists, edit, reversal, preparation, hand-over) and the
 * sales reports. HTTP in routes.ts and reports.ts; the transactions in purchase.ts (the sale),
 * edit.ts (an order's edit) and flow.ts (ready, delivered, reversed); the reads in queries.ts
 * and report-queries.ts.
 */
import type { AreaPlugin } from '../../http/area';
import { salesReportRoutes } from './reports';
import { orderRoutes } from './routes';

export const ordersArea: AreaPlugin = async function orders(app, opts) {
  orderRoutes(app, opts);
  salesReportRoutes(app, opts);
};

// What other areas use of orders: the sale (the lunch line), the hand-over and the order read
// model (the boards), the board message, the catalog (a student's locks) and the report pieces
// (the restaurant's reports).
export { purchase } from './purchase';
export { deliver } from './flow';
export { orderEvent } from './events';
export { cashier, customer, orderColumns, orderUnits, posCatalog, productsText, statusOf, toOrderSummary, type OrderRow } from './queries';
export { dataUserRoute, userNotFound } from './reports';
export { reversals, salesByProduct, salesDetail, userMovements } from './report-queries';

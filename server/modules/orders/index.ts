/**
 * Orders: the points of sale (sale, lists, edit, reversal, preparation, hand-over) and the
 * sales reports. HTTP in routes.ts and reports.ts; the transactions in purchase.ts (the sale),
 * edit.ts (an order's edit) and flow.ts (ready, delivered, reversed); the reads in queries.ts
 * and report-queries.ts.
 */
import type { AreaPlugin } from '../area';
import { salesReportRoutes } from './reports';
import { orderRoutes } from './routes';

export const ordersArea: AreaPlugin = async function orders(app, opts) {
  orderRoutes(app, opts);
  salesReportRoutes(app, opts);
};

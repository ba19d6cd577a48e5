/**
 * Orders: the points of sale (sale, lists, edit, reversal, preparation, hand-over) and the
 * sales reports. The order lists, an order's flow (ready, delivered, reversed), the board message
 * and the order read model are the lists feature (lists/); the sale, an order's edit and the
 * cashier's catalog the pos feature (pos/); the sales reports the reports feature (reports/).
 * The offline till (issue 33): routes/offline.ts, service/late-sale.ts and tills.ts, queries/roster.ts.
 */
import type { AreaPlugin } from '../../http/area';
import { salesReportRoutes } from './reports';
import { orderRoutes } from './lists';
import { posRoutes } from './pos';
import { offlineRoutes } from './routes/offline';
import { offlineReportRoutes } from './routes/offline-report';

export const ordersArea: AreaPlugin = async function orders(app, opts) {
  orderRoutes(app, opts);
  posRoutes(app, opts);
  salesReportRoutes(app, opts);
  offlineRoutes(app, opts);
  offlineReportRoutes(app, opts);
};

// What other areas use of orders: the sale (the lunch line), the hand-over and the order read
// model (the boards), the board message, the catalog (a student's locks) and the report pieces
// (the restaurant's reports).
export { posCatalog, purchase, type Sale } from './pos';
export { cashier, customer, deliver, orderColumns, orderEvent, orderUnits, productsText, statusOf, toOrderSummary, type OrderRow } from './lists';
export { reversals, salesByProduct, salesDetail, userMovements, userNotFound } from './reports';
export { lateSaleMessage, takeLateSale } from './routes/late-sale-take';
export { recordRosterRead } from './service/tills';
export { rosterQuerySchema } from './routes/offline';
export { rosterRows, toRoster, type RosterRow } from './queries/roster';
// The student's file's nurse's list (academic's timeline).
export { foodTimeline } from './queries/food-timeline';

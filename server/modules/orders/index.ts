/**
 * Orders: the points of sale (sale, lists, edit, reversal, preparation, hand-over) and the
 * sales reports. The order lists, an order's flow (ready, delivered, reversed), the board message
 * and the order read model are the lists feature (lists/); the sale, an order's edit and the
 * cashier's catalog the pos feature (pos/); the sales reports the reports feature (reports/).
 * The offline till (issue 33), its late sales and the offline sales report are the offline feature
 * (offline/).
 */
import type { AreaPlugin } from '../../http/area';
import { salesReportRoutes } from './reports';
import { orderRoutes } from './lists';
import { posRoutes } from './pos';
import { offlineReportRoutes, offlineRoutes } from './offline';

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
export { lateSaleMessage, recordRosterRead, rosterQuerySchema, rosterRows, takeLateSale, toRoster, type RosterRow } from './offline';
// The student's file's nurse's list (academic's timeline).
export { foodTimeline } from './queries/food-timeline';

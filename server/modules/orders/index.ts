/**
 * Orders: the points of sale (sale, lists, edit, reversal, preparation, hand-over), the sales
 * reports and the offline till. The area composes six features, each with its door:
 *   lists/     the order lists and an order's flow (ready, delivered, reversed), the board message
 *              and the order read model the other features and areas share;
 *   pos/       the sale at a point of sale, an order's alternate edit and the cashier's catalog;
 *   reports/   the stores' sales reports;
 *   offline/   the offline till (issue 33): a till's roster, the late sales and their report;
 *   timeline/  the nurse's list, a source of the student's timeline (API only);
 *   attempts/  what a student tried to buy that a rule refused (issue 55), recorded by every door
 *              that sells and a source of the student's timeline (API only);
 *   retired/   the old client's store calls that are gone, each answering what replaced it.
 * Its screens are src/areas/orders/ (lists/, pos/, reports/).
 */
import type { AreaPlugin } from '../../http/area';
import { salesReportRoutes } from './reports';
import { orderRoutes } from './lists';
import { posRoutes } from './pos';
import { offlineReportRoutes, offlineRoutes } from './offline';
import { retiredRoutes } from './retired';

export const ordersArea: AreaPlugin = async function orders(app, opts) {
  orderRoutes(app, opts);
  posRoutes(app, opts);
  salesReportRoutes(app, opts);
  offlineRoutes(app, opts);
  offlineReportRoutes(app, opts);
  retiredRoutes(app);
};

// What other areas use of orders: the sale (the lunch line), the hand-over and the order read
// model (the boards), the board message, the catalog (a student's restrictions), the report pieces
// (the restaurant's reports) and the offline till's late sales and rosters (the restaurant's till).
export { posCatalog, purchase, type Sale } from './pos';
export {
  cashier,
  customer,
  deliver,
  orderColumns,
  orderEvent,
  orderUnits,
  productsText,
  statusOf,
  toOrderSummary,
  type OrderRow,
} from './lists';
export { reversals, salesByProduct, salesDetail, userMovements, userNotFound } from './reports';
// The demo school's tills are made as a point of sale makes them.
export {
  createTill,
  lateSaleMessage,
  recordRosterRead,
  rosterQuerySchema,
  rosterRows,
  takeLateSale,
  type PaidAhead,
  toRoster,
  type RosterRow,
} from './offline';
// The student's file's nurse's list (academic's timeline).
export { foodTimeline } from './timeline';
// What the student tried (issue 55): recorded by the lunch line's routes too, read by academic's timeline.
export { attemptTimeline, recordingAttempts } from './attempts';

/**
 * The families' online payments at Mercado Pago, on the staff's side: the payments (a held one asked
 * again), the daily reconciliation and its differences, and the school's terms. A screen without a
 * feature of its own in server/modules/credentials: its server side is the payments module's review
 * and reconciliation features (server/modules/payments/, the staff's routes under
 * /api/admin/online-payments). The area's index loads its page through this door.
 */
export { OnlinePaymentsPage } from './OnlinePaymentsPage';

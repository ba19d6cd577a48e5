/**
 * The family's side of online top-ups (issue 54): the school's terms, opening a payment for its
 * children at Mercado Pago's checkout, and following its payments. Mercado Pago's client and the
 * settlement of a notified payment are the payments area's (server/modules/payments).
 */
export { onlinePaymentRoutes } from './routes';

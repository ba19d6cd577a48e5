/**
 * The staff's view of online payments (issue 54): every family's payments, a pending or held one
 * asked of Mercado Pago again, and the school's terms (minimum, maximum, fee).
 */
export { reviewRoutes, ONLINE_STAFF_PATH } from './routes';
export { onlinePaymentRows, onlineTerms } from './queries';

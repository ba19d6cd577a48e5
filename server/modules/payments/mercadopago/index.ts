/**
 * Mercado Pago, as this school's server speaks to it: its REST API (Checkout Pro's preferences,
 * a payment by id, the payments' search) and the check of its notifications' signature. Built to
 * its published API; the tests speak to a local stand-in (tests/api/fixtures/mercadopago.ts).
 */
export {
  createPreference,
  getPayment,
  searchPayments,
  MercadoPagoUnavailable,
  PAYMENTS_UNAVAILABLE,
  type MercadoPagoAccess,
  type MercadoPagoPayment,
} from './service/client';
export { verifySignature, type SignatureVerdict } from './service/signature';
export { askMercadoPago } from './service/ask';

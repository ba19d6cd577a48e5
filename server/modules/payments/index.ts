/**
 * Online payments (issue 54): a family tops up its children's credentials from the portal through
 * Mercado Pago's checkout, and the money is credited when Mercado Pago's signed notification is
 * heard. Features: online/ (the webhook and the settlement of a notified payment), mercadopago/
 * (its REST API and the signature's check), review/ (the staff's list, the held ones, the terms) and
 * reconciliation/ (the daily comparison with Mercado Pago's own list). The family's side, opening and following a payment,
 * is the family area's (server/modules/family/payments).
 */
import type { AreaPlugin } from '../../http/area';
import { webhookRoutes } from './online';
import { reconciliationRoutes, startReconciliationJob } from './reconciliation';
import { reviewRoutes } from './review';

export const paymentsArea: AreaPlugin = async function payments(app, opts) {
  webhookRoutes(app, opts);
  reviewRoutes(app, opts);
  reconciliationRoutes(app, opts);
  startReconciliationJob(app, opts);
};

// The family's side opens the checkout with the same client and reads its payments as the staff do.
export { createPreference, MercadoPagoUnavailable, PAYMENTS_UNAVAILABLE } from './mercadopago';
export { onlinePaymentRows, onlineTerms } from './review';

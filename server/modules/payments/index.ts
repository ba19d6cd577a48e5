/**
 * Online payments (issue 54): a family tops up its children's credentials from the portal through
 * Mercado Pago's checkout, and the money is credited when Mercado Pago's signed notification is
 * heard. Features: online/ (the payments, the family's routes, the webhook, the settlement) and
 * mercadopago/ (its REST API and the signature's check).
 */
import type { AreaPlugin } from '../../http/area';
import { onlinePaymentRoutes, webhookRoutes } from './online';

export const paymentsArea: AreaPlugin = async function payments(app, opts) {
  onlinePaymentRoutes(app, opts);
  webhookRoutes(app, opts);
};

/**
 * A family's online payments, settled by what Mercado Pago's API says of them (settle.ts, through
 * routes.ts's settleFromMercadoPago: asked by the notification, the reconciliation and the staff). The family opens them in the portal
 * (server/modules/family/payments).
 */
export { settleFromMercadoPago, webhookRoutes } from './routes';
export { settlePayment, type ProviderPayment, type SettleOptions, type Settlement } from './service/settle';

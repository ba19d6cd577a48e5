/**
 * A family's online payments, settled by what Mercado Pago's API says of them (settle.ts, asked by
 * the notification's route and, later, by the reconciliation). The family opens them in the portal
 * (server/modules/family/payments).
 */
export { webhookRoutes } from './routes';
export { settlePayment, type ProviderPayment, type Settlement } from './service/settle';

/**
 * A family's online payments: opened from the portal, settled by what Mercado Pago's API says of
 * them (settle.ts, asked by the notification and by the reconciliation).
 */
export { onlinePaymentRoutes } from './routes/family';
export { webhookRoutes } from './routes/webhook';
export { settlePayment, type ProviderPayment, type Settlement } from './service/settle';

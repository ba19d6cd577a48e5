/**
 * The daily reconciliation with Mercado Pago (issue 54, item 3): a job reconciles yesterday, the
 * staff read any day's differences, run a day again and settle a difference with one click.
 */
export { reconcileDay, reconciliationRoutes, startReconciliationJob, type ReconcileOutcome } from './routes';

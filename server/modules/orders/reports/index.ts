/**
 * Reports: the sales reports of each store with a point of sale — sales one by one, by product,
 * one customer's purchases, reversals, and the user lookup (routes.ts; the reads in
 * queries.ts). The restaurant's reports reuse its reads. Its screen is
 * src/areas/orders/reports/.
 */
export { salesReportRoutes, userNotFound } from './routes';
export { reversals, salesByProduct, salesDetail, userMovements } from './queries';

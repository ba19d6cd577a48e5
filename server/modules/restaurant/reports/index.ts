/**
 * The restaurant's reports: the stores' sales reads for the restaurant with their running total,
 * and the person of the movements tab (routes.ts; the reads are the orders area's).
 */
export { restaurantReportRoutes, withRunningTotal } from './routes';

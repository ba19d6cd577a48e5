/**
 * The lunch line: a scan of a credential (or a typed document) serves the student's meal once per
 * service, and a second helping sold on purpose (routes.ts; the sale and the service's rules in
 * service/ — issue 56's pre-orders and plans in service/planned.ts —, the scanned meal read in
 * queries.ts). The offline feature reads its meal's columns for the roster, and its rule for a meal sent late.
 */
export { lineRoutes } from './routes';
export { lateMealRefusal } from './service/mealOfService';
export { paidAheadLate } from './service/planned';
export { MEAL_COLUMNS } from './queries';

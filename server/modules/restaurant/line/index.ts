/**
 * The lunch line: a scan of a credential (or a typed document) serves the student's meal once per
 * service, and a second helping sold on purpose (routes/line.ts; the sale and the service's rules in
 * service/, the scanned meal and the user categories read in queries/). The offline feature reads
 * its meal's columns and categories for the roster, and its rule for a meal sent late.
 */
export { restaurantRoutes } from './routes/line';
export { lateMealRefusal } from './service/mealOfService';
export { MEAL_COLUMNS, userCategories } from './queries/line';

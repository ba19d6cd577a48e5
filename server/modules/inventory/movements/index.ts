/**
 * Stock in and out from inventory and the stock-movement report: the routes (routes.ts),
 * the step's rule (service.ts) and the report's read (queries.ts). Its screens are the stock
 * buttons on the products' lists and the report's list (src/areas/inventory/movements).
 */
export { movementRoutes } from './routes';

/**
 * The catalog of the three stores: the CRUDs of categories, subcategories, providers and products with
 * the old client's alias paths (routes/catalog.ts) and the listings by category and subcategory
 * (routes/listings.ts), the rules of a write (service.ts) and the reads (queries.ts). Its
 * screens are the generic ones and the stores' views (src/areas/inventory/catalog).
 */
export { catalogRoutes } from './routes/catalog';
// For stock in/out (movements): the store refusal, and the product as a stock movement left it.
export { productAfterMove, STORE_FORBIDDEN } from './service';

/**
 * Inventory: the catalog's CRUD and the old client's alias paths (routes/catalog.ts, its listings
 * by category and subcategory in routes/listings.ts), stock in/out
 * and the movement report (movements/), restaurant products by age (productsForAge/).
 * The catalog's rules are in service/catalog.ts (stock moves through the stock core, server/stock),
 * its reads in queries.ts. The school's food policy (issue 35) is in foodPolicy/.
 */
import type { AreaPlugin } from '../../http/area';
import { foodPolicyRoutes } from './foodPolicy';
import { catalogRoutes } from './routes/catalog';
import { movementRoutes } from './movements';
import { restaurantRoutes } from './productsForAge';

export const inventoryArea: AreaPlugin = async function inventory(app, opts) {
  catalogRoutes(app, opts);
  movementRoutes(app, opts);
  restaurantRoutes(app, opts);
  foodPolicyRoutes(app, opts);
};

// The school's food policy (issue 35): the tills' catalog and the lunch line read it.
export { readFoodPolicy } from './foodPolicy';

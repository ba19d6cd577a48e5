/**
 * Inventory, by feature: the catalog's CRUDs, the old client's alias paths and the listings by
 * category and subcategory (catalog/), stock in/out and the movement report (movements/), restaurant
 * products by age (productsForAge/) and the school's food policy (foodPolicy/, issue 35). Stock moves
 * only through the stock core (server/stock).
 */
import type { AreaPlugin } from '../../http/area';
import { foodPolicyRoutes } from './foodPolicy';
import { catalogRoutes } from './catalog';
import { movementRoutes } from './movements';
import { productsForAgeRoutes } from './productsForAge';

export const inventoryArea: AreaPlugin = async function inventory(app, opts) {
  catalogRoutes(app, opts);
  movementRoutes(app, opts);
  productsForAgeRoutes(app, opts);
  foodPolicyRoutes(app, opts);
};

// The school's food policy (issue 35): the tills' catalog and the lunch line read it.
export { readFoodPolicy } from './foodPolicy';

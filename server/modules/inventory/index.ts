/** Inventory: catalog CRUD and aliases, stock in/out, the movement report, restaurant products by age. */
import type { AreaPlugin } from '../area';
import { catalogRoutes } from './catalog';
import { movementRoutes } from './movements';
import { restaurantRoutes } from './restaurant';

export const inventoryArea: AreaPlugin = async function inventory(app, opts) {
  catalogRoutes(app, opts);
  movementRoutes(app, opts);
  restaurantRoutes(app, opts);
};

/** Restaurant: the lunch line by credential scan, one meal per service. */
import type { AreaPlugin } from '../area';
import { restaurantRoutes } from './routes';

export const restaurantArea: AreaPlugin = async function restaurant(app, opts) {
  restaurantRoutes(app, opts);
};

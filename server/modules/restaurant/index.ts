/** Restaurant: the lunch line by credential scan, one meal per service, and its reports. */
import type { AreaPlugin } from '../area';
import { restaurantReportRoutes } from './reports';
import { restaurantRoutes } from './routes';

export const restaurantArea: AreaPlugin = async function restaurant(app, opts) {
  restaurantRoutes(app, opts);
  restaurantReportRoutes(app, opts);
};

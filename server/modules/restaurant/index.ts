/** Restaurant: the lunch line by credential scan, one meal per service, its reports and the day's menu picture. */
import type { AreaPlugin } from '../../http/area';
import { menuRoutes } from './menu';
import { restaurantReportRoutes } from './reports';
import { restaurantRoutes } from './routes';

export const restaurantArea: AreaPlugin = async function restaurant(app, opts) {
  restaurantRoutes(app, opts);
  restaurantReportRoutes(app, opts);
  await menuRoutes(app, opts);
};

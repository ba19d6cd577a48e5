/**
 * Restaurant: the lunch line by credential scan, one meal per service (line/), the same line
 * offline with its roster and late meals (offline/), its reports (reports/) and the day's menu
 * picture (menu/).
 */
import type { AreaPlugin } from '../../http/area';
import { lineRoutes } from './line';
import { menuRoutes } from './menu';
import { restaurantReportRoutes } from './reports';
import { lunchOfflineRoutes } from './offline';

export const restaurantArea: AreaPlugin = async function restaurant(app, opts) {
  lineRoutes(app, opts);
  restaurantReportRoutes(app, opts);
  lunchOfflineRoutes(app, opts);
  await menuRoutes(app, opts);
};

/** Restaurant: the lunch line by credential scan, one meal per service (offline too: routes/offline.ts), its reports and the day's menu picture. */
import type { AreaPlugin } from '../../http/area';
import { restaurantRoutes } from './routes/line';
import { menuRoutes } from './routes/menu';
import { restaurantReportRoutes } from './routes/reports';
import { lunchOfflineRoutes } from './routes/offline';

export const restaurantArea: AreaPlugin = async function restaurant(app, opts) {
  restaurantRoutes(app, opts);
  restaurantReportRoutes(app, opts);
  lunchOfflineRoutes(app, opts);
  await menuRoutes(app, opts);
};

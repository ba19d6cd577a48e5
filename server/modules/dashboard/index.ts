/** Dashboard: the tiles and the sales series of the home page. */
import type { AreaPlugin } from '../../http/area';
import { dashboardRoutes } from './routes';

export const dashboardArea: AreaPlugin = async function dashboard(app, opts) {
  dashboardRoutes(app, opts);
};

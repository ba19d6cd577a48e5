/** Orders: the points of sale (sale, lists, edit, reversal, preparation, hand-over) and the sales reports. */
import type { AreaPlugin } from '../area';
import { salesReportRoutes } from './reports';
import { orderRoutes } from './routes';

export const ordersArea: AreaPlugin = async function orders(app, opts) {
  orderRoutes(app, opts);
  salesReportRoutes(app, opts);
};

/**
 * Boards: event streams, preparation and turn boards (routes.ts), and delivery to the customer
 * (delivery.ts); their reads in queries.ts, the node's event bus in bus.ts.
 */
import type { AreaPlugin } from '../../http/area';
import { deliveryRoutes } from './delivery';
import { boardRoutes } from './routes';

export const boardsArea: AreaPlugin = async function boards(app, opts) {
  boardRoutes(app, opts);
  deliveryRoutes(app, opts);
};

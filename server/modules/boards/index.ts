/**
 * Boards: event streams, preparation and turn boards (routes/boards.ts), and delivery to the customer
 * (routes/delivery.ts); their reads in queries.ts, the node's event bus in bus.ts.
 */
import type { AreaPlugin } from '../../http/area';
import { boardRoutes } from './routes/boards';
import { deliveryRoutes } from './routes/delivery';

export const boardsArea: AreaPlugin = async function boards(app, opts) {
  boardRoutes(app, opts);
  deliveryRoutes(app, opts);
};

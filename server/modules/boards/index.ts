/**
 * Boards: the stores' event streams and the boards' bus messages (events/), preparation and turn
 * boards (routes/boards.ts), and delivery to the customer (routes/delivery.ts); their reads in queries.ts.
 */
import type { AreaPlugin } from '../../http/area';
import { eventRoutes } from './events';
import { boardRoutes } from './routes/boards';
import { deliveryRoutes } from './routes/delivery';

export const boardsArea: AreaPlugin = async function boards(app, opts) {
  eventRoutes(app);
  boardRoutes(app, opts);
  deliveryRoutes(app, opts);
};

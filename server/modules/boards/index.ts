/**
 * Boards: the stores' event streams and the boards' bus messages (events/), the preparation board
 * (prep/), the hall display's turn cards (turns/), and delivery to the customer (delivery/).
 */
import type { AreaPlugin } from '../../http/area';
import { eventRoutes } from './events';
import { prepRoutes } from './prep';
import { turnRoutes } from './turns';
import { deliveryRoutes } from './delivery';

export const boardsArea: AreaPlugin = async function boards(app, opts) {
  eventRoutes(app);
  prepRoutes(app, opts);
  turnRoutes(app, opts);
  deliveryRoutes(app, opts);
};

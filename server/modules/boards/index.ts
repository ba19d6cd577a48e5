/** Boards: event streams, preparation and turn boards, and delivery to the customer. */
import type { AreaPlugin } from '../area';
import { deliveryRoutes } from './delivery';
import { boardRoutes } from './routes';

export const boardsArea: AreaPlugin = async function boards(app, opts) {
  boardRoutes(app, opts);
  deliveryRoutes(app, opts);
};

/** Display sessions: a browser turned into a hall turn display. */
import type { AreaPlugin } from '../../http/area';
import { displayRoutes } from './routes';

export const displaysArea: AreaPlugin = async function displays(app, opts) {
  displayRoutes(app, opts);
};

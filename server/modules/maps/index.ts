/** Maps: the tile server, default centre and place search every map on screen uses. */
import type { AreaPlugin } from '../../http/area';
import { mapRoutes } from './routes';

export const mapsArea: AreaPlugin = async function maps(app, opts) {
  mapRoutes(app, opts);
};

/**
 * What any map on screen needs (student homes, later the transport routes):
 *   GET /api/map/settings    tiles, attribution, default centre, zoom, whether search works
 *   GET /api/map/places?q=   places matching q (within Colombia), asked of MAP_SEARCH_URL
 * Any signed-in staff member may ask: the answers hold no school data.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAP_ZOOM,
  mapSettingsSchema,
  placeSchema,
  placeSearchSchema,
  type MapSettings,
} from '../../../src/domain/maps';
import { answers } from '../../http/answers';
import { ok } from '../../http/envelope';
import type { AreaOptions } from '../../http/area';
import { searchPlaces } from './service';

export function mapRoutes(app: FastifyInstance, { config }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Mapas'];
  const settings: MapSettings = {
    tiles: config.map.tiles,
    attribution: config.map.attribution,
    center: config.map.center,
    zoom: MAP_ZOOM,
    search: config.map.search !== null,
  };

  r.get(
    '/api/map/settings',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Servidor de mapas, centro por defecto y zoom',
        response: answers(mapSettingsSchema),
      },
    },
    async () => ok(settings),
  );

  r.get(
    '/api/map/places',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Lugares que coinciden con q, en Colombia (name, lat, lon; máximo 5); 503 si el servicio de búsqueda no responde',
        querystring: placeSearchSchema,
        response: answers(z.array(placeSchema)),
      },
    },
    async (req) => ok(await searchPlaces(config.map.search, req.query.q)),
  );
}

/**
 * Maps (student homes, later the transport routes): where the tiles and the place search come
 * from is the server's configuration (MAP_TILES_URL, MAP_SEARCH_URL, MAP_CENTER), so a school
 * can point them at its own services. Spec part 2 §9: zoom 15; place search within Colombia.
 */
import { z } from 'zod';

export const MAP_ZOOM = 15;
/** The country the place search is restricted to (ISO 3166-1 alpha-2). */
export const MAP_SEARCH_COUNTRY = 'co';
export const MAP_SEARCH_MAX_RESULTS = 5;

export const latLonSchema = z.object({ lat: z.number(), lon: z.number() });
export type LatLon = z.infer<typeof latLonSchema>;

/** `GET map/settings`: what a map on screen needs. */
export const mapSettingsSchema = z.object({
  /** Leaflet tile URL template ({z}/{x}/{y}); null when the school turned tiles off. */
  tiles: z.string().nullable(),
  attribution: z.string(),
  /** Shown until the browser's geolocation answers (spec: a fixed default centre). */
  center: latLonSchema,
  zoom: z.number(),
  /** Whether a place-search service is configured. */
  search: z.boolean(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** A place found by the search. */
export const placeSchema = z.object({ name: z.string(), lat: z.number(), lon: z.number() });
export type Place = z.infer<typeof placeSchema>;

export const PLACE_SEARCH_UNAVAILABLE =
  'La búsqueda de lugares no está disponible. Arrastre el marcador o escriba la latitud y la longitud.';

export const placeSearchSchema = z.object({
  q: z
    .string({ error: 'Escriba el lugar que busca' })
    .trim()
    .min(3, { error: 'Escriba al menos 3 caracteres del lugar que busca' })
    .max(200, { error: 'El lugar buscado admite máximo 200 caracteres' }),
});

/** A point is usable when both coordinates are numbers within range. */
export function validPoint(lat: unknown, lon: unknown): LatLon | null {
  const a = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const b = typeof lon === 'string' && lon.trim() !== '' ? Number(lon) : lon;
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b))
    return null;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lon: b };
}

/** "7.1193,-73.1227" → a point; null when malformed (the configuration check names it). */
export function parsePoint(text: string): LatLon | null {
  const parts = text.split(',');
  return parts.length === 2 ? validPoint(parts[0], parts[1]) : null;
}

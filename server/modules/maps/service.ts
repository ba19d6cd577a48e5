/**
 * The place search, asked by the server of a Nominatim-compatible service (MAP_SEARCH_URL):
 * the browser talks only to this server (the CSP allows no other origin), and a school can
 * point it at its own service. Unreachable or slow, it answers PLACE_SEARCH_UNAVAILABLE so the
 * staff member drags the marker or types the coordinates instead.
 */
import {
  MAP_SEARCH_COUNTRY,
  MAP_SEARCH_MAX_RESULTS,
  PLACE_SEARCH_UNAVAILABLE,
  validPoint,
  type Place,
} from '../../../src/domain/maps';
import { AppError } from '../../http/errors';

const TIMEOUT_MS = 5000;
const unavailable = () => new AppError(503, PLACE_SEARCH_UNAVAILABLE, 'unavailable');

export async function searchPlaces(serviceUrl: string | null, q: string): Promise<Place[]> {
  if (!serviceUrl) throw unavailable();
  const url = new URL(serviceUrl);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('countrycodes', MAP_SEARCH_COUNTRY);
  url.searchParams.set('limit', String(MAP_SEARCH_MAX_RESULTS));
  url.searchParams.set('accept-language', 'es');
  let found: unknown;
  try {
    // Nominatim's usage policy asks every client to name itself.
    const response = await fetch(url, {
      headers: { 'user-agent': 'colegio-backoffice', accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw unavailable();
    found = await response.json();
  } catch {
    throw unavailable();
  }
  if (!Array.isArray(found)) throw unavailable();
  const places: Place[] = [];
  for (const item of found.slice(0, MAP_SEARCH_MAX_RESULTS) as Record<string, unknown>[]) {
    const point = validPoint(item?.lat, item?.lon);
    const name = typeof item?.display_name === 'string' ? item.display_name : null;
    if (point && name) places.push({ name, ...point });
  }
  return places;
}

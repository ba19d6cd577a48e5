/**
 * Resources whose API path is not their name: the store views of the catalog go to the
 * catalog's endpoints with their store as a fixed filter and a fixed value on create.
 * Everything else maps to the path of the same name.
 */
import { STORE_VIEWS } from '../domain/inventory';

export interface Endpoint {
  path: string;
  /** Added to every list filter. */
  filter?: Record<string, unknown>;
  /** Added to every create. */
  data?: Record<string, unknown>;
}

const ENDPOINTS: Record<string, Endpoint> = Object.fromEntries(
  STORE_VIEWS.map((view) => [view.name, { path: view.resource, filter: { store: view.store }, data: { store: view.store } }]),
);

export const endpointOf = (resource: string): Endpoint => ENDPOINTS[resource] ?? { path: resource };

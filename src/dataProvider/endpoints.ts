/**
 * Resources whose API path is not their name: the store views of the catalog go to the
 * catalog's endpoints with their store as a fixed filter and a fixed value on create.
 * Access control's shifts are administration's (admin/turns) under the spec's URL.
 * Everything else maps to the path of the same name.
 */
import { STORE_VIEWS } from '../domain/inventory';
import { accessShiftsView, shiftsResource } from '../domain/resources';

export interface Endpoint {
  path: string;
  /** Added to every list filter. */
  filter?: Record<string, unknown>;
  /** Added to every create. */
  data?: Record<string, unknown>;
}

const ENDPOINTS: Record<string, Endpoint> = {
  ...Object.fromEntries(
    STORE_VIEWS.map((view) => [
      view.name,
      { path: view.resource, filter: { store: view.store }, data: { store: view.store } },
    ]),
  ),
  [accessShiftsView.name]: { path: shiftsResource.name },
};

export const endpointOf = (resource: string): Endpoint => ENDPOINTS[resource] ?? { path: resource };

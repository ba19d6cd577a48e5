import { usersResource } from './users';
import { rolesResource } from './roles';
import { schoolsResource } from './schools';
import { accessShiftsView, shiftsResource } from './shifts';
import { tillsResource } from './tills';
import { credentialsResource } from './credentials';
import {
  categoriesResource,
  productsResource,
  providersResource,
  stockMovementsResource,
  subcategoriesResource,
} from './inventory';
import { coursesResource, guardiansResource, studentsResource } from './academic';
import { restaurantServicesResource, userCategoriesResource } from './restaurant';
import { gatesResource } from './access';
import {
  driversResource,
  messengersResource,
  monitorsResource,
  newsResource,
  vehiclesResource,
} from './transport';
import { ORDER_LISTS, orderListResource, type OrderList } from './orders';
import { isSaleSegment } from '../orders';
import { STORE, type StoreSegment } from '../stores';

export * from './users';
export * from './roles';
export * from './schools';
export * from './shifts';
export * from './tills';
export * from './credentials';
export * from './inventory';
export * from './orders';
export * from './academic';
export * from './restaurant';
export * from './transport';
export * from './access';

/** Every resource of the web app, in menu order (credentials have their own server module). */
export const RESOURCES = [
  usersResource,
  rolesResource,
  schoolsResource,
  shiftsResource,
  tillsResource,
  credentialsResource,
  productsResource,
  categoriesResource,
  subcategoriesResource,
  providersResource,
  stockMovementsResource,
  studentsResource,
  guardiansResource,
  coursesResource,
  restaurantServicesResource,
  userCategoriesResource,
  monitorsResource,
  driversResource,
  vehiclesResource,
  newsResource,
  messengersResource,
  gatesResource,
] as const;

/** Another resource's records under another name and key (access control's shifts, served at admin/turns). */
export const RESOURCE_VIEWS = [accessShiftsView] as const;

/**
 * The order lists of every store (requests, enlistment, deliveries, Reversion). The restaurant's
 * `#/restaurant/requests` is its lunch line (src/areas/restaurant), not a list.
 */
export const ORDER_LIST_RESOURCES = (Object.keys(STORE) as StoreSegment[]).flatMap((store) =>
  (Object.keys(ORDER_LISTS) as OrderList[])
    .filter((list) => list !== 'requests' || isSaleSegment(store))
    .map((list) => ({ store, list, def: orderListResource(store, list) })),
);

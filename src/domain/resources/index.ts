import { usersResource } from './users';
import { rolesResource } from './roles';
import { schoolsResource } from './schools';
import { shiftsResource } from './shifts';
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
import { ORDER_LISTS, orderListResource, type OrderList } from './orders';
import { POS_SEGMENTS } from '../orders';

export * from './users';
export * from './roles';
export * from './schools';
export * from './shifts';
export * from './credentials';
export * from './inventory';
export * from './orders';
export * from './academic';
export * from './restaurant';

/** Every resource of the web app, in menu order (credentials have their own server module). */
export const RESOURCES = [
  usersResource,
  rolesResource,
  schoolsResource,
  shiftsResource,
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
] as const;

/** The order lists of both points of sale (requests, enlistment, deliveries, Reversion). */
export const ORDER_LIST_RESOURCES = POS_SEGMENTS.flatMap((store) =>
  (Object.keys(ORDER_LISTS) as OrderList[]).map((list) => ({ store, list, def: orderListResource(store, list) })),
);

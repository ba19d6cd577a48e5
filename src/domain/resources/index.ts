import { usersResource } from './users';
import { rolesResource } from './roles';
import { schoolsResource } from './schools';
import { turnsResource } from './turns';
import { carnetsResource } from './carnets';
import {
  categoriesResource,
  productsResource,
  providersResource,
  stockMovementsResource,
  subcategoriesResource,
} from './inventory';
import { cafeteriaRequestsResource, papeleriaRequestsResource } from './orders';

export * from './users';
export * from './roles';
export * from './schools';
export * from './turns';
export * from './carnets';
export * from './inventory';
export * from './orders';

/** Every resource of the web app, in menu order (credentials have their own server module). */
export const RESOURCES = [
  usersResource,
  rolesResource,
  schoolsResource,
  turnsResource,
  carnetsResource,
  productsResource,
  categoriesResource,
  subcategoriesResource,
  providersResource,
  stockMovementsResource,
  cafeteriaRequestsResource,
  papeleriaRequestsResource,
] as const;

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

export {
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
};

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

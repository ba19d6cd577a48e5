import { usersResource } from './users';
import { rolesResource } from './roles';
import { schoolsResource } from './schools';
import { turnsResource } from './turns';

export { usersResource, rolesResource, schoolsResource, turnsResource };

/** Every generic CRUD resource, in menu order. */
export const RESOURCES = [usersResource, rolesResource, schoolsResource, turnsResource] as const;

/**
 * The staff's users: the generic CRUD over the active ones, the inactivated list, reactivation and a
 * temporary password; roles with the rights checks every door that gives a role runs.
 */
export { roleRoutes, userRoutes } from './routes';
export { checkAssignable } from './service';

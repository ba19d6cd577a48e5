/**
 * The roles and the rights rule (nobody grants what they do not hold): the role CRUD, and the checks
 * the users feature and every other door that gives a role run.
 */
export { roleRoutes } from './routes';
export { checkAssignable, checkManageable } from './service';

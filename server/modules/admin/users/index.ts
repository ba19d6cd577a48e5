/**
 * The staff's users: the generic CRUD over the active ones, the inactivated list, reactivation and a
 * temporary password.
 */
export { userRoutes } from './routes';

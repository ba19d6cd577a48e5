/** The roles' reads: the table the generic CRUD of roles works on. */
export { roles as roleTable } from '../../../db/schema';

/**
 * The users' reads: the table the generic CRUD of users works on, and which users each list shows
 * (the active ones; the inactivated list), so the route file builds no condition.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';

export { users as userTable } from '../../../db/schema';

/** The users the main list, the edit and the delete see: the active ones. */
export const activeUsers = () => eq(users.active, 1);
/** The inactivated users' list (`/api/admin/usersdel`). */
export const inactiveUsers = () => eq(users.active, 0);

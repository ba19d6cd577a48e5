/** Administration: users, roles (with the rights checks), schools and their turns. */
import type { AreaPlugin } from '../area';
import { roleRoutes } from './roles';
import { schoolRoutes } from './schools';
import { userRoutes } from './users';

export const adminArea: AreaPlugin = async function admin(app, opts) {
  userRoutes(app, opts);
  roleRoutes(app, opts);
  schoolRoutes(app, opts);
};

/** Administration: users, roles (with the rights checks), schools and their turns. */
import type { AreaPlugin } from '../area';
import { roleRoutes, schoolRoutes, userRoutes } from './routes';

export const adminArea: AreaPlugin = async function admin(app, opts) {
  userRoutes(app, opts);
  roleRoutes(app, opts);
  schoolRoutes(app, opts);
};

/** Administration: users and roles (with the rights checks); schools and shifts are plain resources (modules/resources.ts). */
import type { AreaPlugin } from '../area';
import { roleRoutes, userRoutes } from './routes';

export const adminArea: AreaPlugin = async function admin(app, opts) {
  userRoutes(app, opts);
  roleRoutes(app, opts);
};

/** Academic: courses for the pickers, per-student product restrictions and daily spending limit (locks). */
import type { AreaPlugin } from '../area';
import { courseRoutes, lockRoutes } from './routes';

export const academicArea: AreaPlugin = async function academic(app, opts) {
  courseRoutes(app, opts);
  lockRoutes(app, opts);
};

/** Academic: students, courses for the pickers, per-student product restrictions and daily spending limit (locks). */
import type { AreaPlugin } from '../../http/area';
import { courseRoutes, lockRoutes, studentImportRoutes, studentRoutes } from './routes';

export const academicArea: AreaPlugin = async function academic(app, opts) {
  courseRoutes(app, opts);
  studentRoutes(app, opts);
  studentImportRoutes(app, opts);
  lockRoutes(app, opts);
};

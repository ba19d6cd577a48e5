/** Academic: per-student product restrictions and daily spending limit (locks). */
import type { AreaPlugin } from '../area';
import { lockRoutes } from './routes';

export const academicArea: AreaPlugin = async function academic(app, opts) {
  lockRoutes(app, opts);
};

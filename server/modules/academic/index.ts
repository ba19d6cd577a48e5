/** Academic: students, courses for the pickers, per-student product restrictions and daily spending limit. */
import type { AreaPlugin } from '../../http/area';
import { courseRoutes } from './courses';
import { studentImportRoutes } from './import';
import { restrictionRoutes } from './restrictions';
import { studentRoutes } from './students';

export const academicArea: AreaPlugin = async function academic(app, opts) {
  courseRoutes(app, opts);
  studentRoutes(app, opts);
  studentImportRoutes(app, opts);
  restrictionRoutes(app, opts);
};
export { studentTimeline } from './timeline';
// Where a student's money went: the student file's and the portal's Gastos.
export { studentSpending } from './spending';
// A student's limits, changed by the staff's restrictions screen or by the family's portal.
export { setStudentLimits } from './restrictions';
// A student's allergies, changed by the staff's student form or by the family's portal (issue 35).
export { setStudentAllergies } from './students';

/** Access control (issue 16): the gate, permits, reports and the shifts. Its gates are a plain resource (server/modules/resources/index.ts). */
import type { AreaPlugin } from '../../http/area';
import { absenceRoutes } from './absences';
import { gateRoutes } from './gate';
import { permitRoutes } from './permits';
import { accessReportRoutes } from './reports';
import { rollCallRoutes } from './rollcall';
import { shiftRoutes } from './shifts';

export const accessArea: AreaPlugin = async function access(app, opts) {
  shiftRoutes(app, opts);
  gateRoutes(app, opts);
  permitRoutes(app, opts);
  accessReportRoutes(app, opts);
  rollCallRoutes(app, opts);
  absenceRoutes(app, opts);
};

// The portal's excuses are the office's.
export { excusesWhere, saveExcuse } from './absences';
// Gate passages as a source of a student's timeline.
export { passageTimeline } from './timeline';

/**
 * School transport (issue 15): the buses and the school routes. Its people are plain resources (server/modules/resources/index.ts).
 * Its features: the buses and the seats guard (vehicles/), the routes and their riders (busRoutes/), the students
 * getting on and off (boardings/), today's riders of a route (routeReports/), the boardings as a source of the
 * student's timeline (timeline/, API-only), the bus runs (runs/) and their alarms with the alarm timer (alarms/),
 * the buses' and drivers' papers with their Excel (papers/).
 */
import type { AreaPlugin } from '../../http/area';
import { alarmRoutes } from './alarms';
import { boardingRoutes } from './boardings';
import { busRouteRoutes } from './busRoutes';
import { paperRoutes } from './papers';
import { routeReportRoutes } from './routeReports';
import { runRoutes } from './runs';
import { vehicleRoutes } from './vehicles';

export const transportArea: AreaPlugin = async function transport(app, opts) {
  vehicleRoutes(app, opts);
  busRouteRoutes(app, opts);
  routeReportRoutes(app, opts);
  boardingRoutes(app, opts);
  paperRoutes(app, opts);
  runRoutes(app, opts);
  alarmRoutes(app, opts);
};

// Bus boardings as a source of a student's timeline.
export { boardingTimeline } from './timeline';
// The run alarms' round, for a caller with a clock of its own (the tests).
export { raiseRunAlarms } from './alarms';
// The demo school's routes and its run under way, through the same services as the screens.
export { saveRoute } from './busRoutes';
export { boardRider, dropRider, startRun } from './runs';

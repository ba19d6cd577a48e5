/**
 * School transport (issue 15): the buses and the school routes. Its people are plain resources (server/modules/resources/index.ts).
 * Its features: the buses and the seats guard (vehicles/), the routes and their riders (busRoutes/), the students
 * getting on and off (boardings/), today's riders of a route (routeReports/), and the boardings as a source of the
 * student's timeline (timeline/, API-only).
 */
import type { AreaPlugin } from '../../http/area';
import { boardingRoutes } from './boardings';
import { busRouteRoutes } from './busRoutes';
import { routeReportRoutes } from './routeReports';
import { vehicleRoutes } from './vehicles';

export const transportArea: AreaPlugin = async function transport(app, opts) {
  vehicleRoutes(app, opts);
  busRouteRoutes(app, opts);
  routeReportRoutes(app, opts);
  boardingRoutes(app, opts);
};

// Bus boardings as a source of a student's timeline.
export { boardingTimeline } from './timeline';

/**
 * School transport (issue 15): the buses and the school routes. Its people are plain resources (server/modules/resources/index.ts).
 * HTTP in routes/, the rules and writes (routes, riders, boardings, the seats guard) in service/, the reads in queries/.
 */
import type { AreaPlugin } from '../../http/area';
import { boardingRoutes } from './routes/boardings';
import { busRouteRoutes } from './routes/busRoutes';
import { routeReportRoutes } from './routes/routeReports';
import { vehicleRoutes } from './routes/vehicles';

export const transportArea: AreaPlugin = async function transport(app, opts) {
  vehicleRoutes(app, opts);
  busRouteRoutes(app, opts);
  routeReportRoutes(app, opts);
  boardingRoutes(app, opts);
};

// Bus boardings as a source of a student's timeline.
export { boardingTimeline } from './queries/timeline';

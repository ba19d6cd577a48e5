/**
 * Bus runs (issue 53, item 4): a route's run per day and direction, its children boarded and
 * dropped, ended only when nobody is on board (routes.ts; the writes, the papers' check and the
 * alarms' one writer in service.ts, the reads in queries.ts). The alarms feature lists the open
 * runs and raises the due alarms through this door. Its screen is src/areas/transport/runs/.
 */
export { runRoutes, tags } from './routes';
export { dueRuns, runSummaries } from './queries';
export { raiseDueAlarms } from './service';
// The demo school's run under way is written by the same rules.
export { boardRider, dropRider, startRun } from './service';

/**
 * Bus routes: the school routes, their driver, monitor, vehicle and riders, and the assignment of
 * students to a route (routes/busRoutes.ts; the rules and writes in service.ts, the reads in
 * queries.ts). What the school routes' HTTP files share — their tags and key, the 404,
 * one route's summary, today by the school's clock — is routes/context.ts, exported here for the
 * boardings and the route reports; so are the routes' summaries. Its screens are
 * src/areas/transport/busRoutes/.
 */
export { busRouteRoutes } from './routes/busRoutes';
export { KEY, notFound, summaryOf, tags, todayBy } from './routes/context';
export { routeSummaries } from './queries';
// The demo school's routes are written by the same rules.
export { saveRoute } from './service';

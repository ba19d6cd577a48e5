/**
 * The lunch line offline (issue 33): the roster a till reads to serve meals without the server, and
 * the meals served offline sent late (routes.ts; the roster read in queries.ts, the late
 * meal's rule is the line's).
 */
export { lunchOfflineRoutes } from './routes';

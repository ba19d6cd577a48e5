/**
 * The lunch line offline (issue 33): the roster a till reads to serve meals without the server, and
 * the meals served offline sent late (routes/offline.ts; the roster read in queries/, the late
 * meal's rule is the line's).
 */
export { lunchOfflineRoutes } from './routes/offline';

/** Access control's permits: the office's lookup, a permit written, listed and deleted; the screen is src/areas/access/permits/. */
export { permitRoutes } from './routes';
// The permits report lists them as the screen does.
export { permitRows } from './queries';

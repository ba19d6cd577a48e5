/**
 * Boardings: a student read getting on or off a bus, a route's board and the riders on board now
 * (routes.ts; the boarding's write and the families' notice in service.ts, the reads in
 * queries.ts); the route reports read today's riders and a student's day through this door, and
 * the bus runs (runs/) record their boardings with the same writer and its families' notice. Its
 * screen is src/areas/transport/boardings/.
 */
export { boardingRoutes } from './routes';
export { ridersOn, ridesOn, studentByRead, studentDay } from './queries';
export { recordBoarding } from './service';

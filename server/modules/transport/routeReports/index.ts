/**
 * Route reports: today's riders of a route, read-only, and a student's transport today
 * (routes.ts, reading through the boardings' and the bus routes' doors). Its screen
 * is src/areas/transport/routeReports/.
 */
export { routeReportRoutes } from './routes';

/** Access control's three reports (entries and exits, permits, absences of a day); the screen is src/areas/access/reports/. */
export { accessReportRoutes } from './routes';

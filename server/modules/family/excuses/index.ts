/** A family excuses a child's day (issue 53); the excuses themselves are access control's (server/modules/access/absences). */
export { excuseRoutes } from './routes';

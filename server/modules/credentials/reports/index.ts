/**
 * The credentials' reports: the top-ups and deductions of a period (its screen is the feature of
 * the same name in src/areas/credentials) and the global report of one user's credential (its
 * screen is the admin area's).
 */
export { credentialReportRoutes } from './routes';

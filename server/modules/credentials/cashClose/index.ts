/**
 * The front desk's blind cash close (issue 34): a close, its note and review, the closes' list and
 * the X and Z reports. Its screens are the feature of the same name in src/areas/credentials.
 */
export { cashCloseRoutes } from './routes';
export { ensureCloseStart } from './service';

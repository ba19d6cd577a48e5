/** The old client's store calls that are gone, each answering what replaced it (routes.ts). */
export { retiredRoutes } from './routes';

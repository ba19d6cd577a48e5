/**
 * Prep: the kitchen's preparation board, each store's orders waiting to be prepared (routes.ts,
 * its read in queries.ts); its screen is src/areas/boards/prep/.
 */
export { prepRoutes } from './routes';

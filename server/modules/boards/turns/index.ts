/**
 * Turns: the hall display's turn cards, each store's ready orders (routes.ts, its read in
 * queries.ts); its screen is src/areas/boards/turns/.
 */
export { turnRoutes } from './routes';

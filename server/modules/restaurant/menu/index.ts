/**
 * The day's menu picture: the kitchen publishes or takes down the image the restaurant's hall
 * displays show (routes.ts; the write in service.ts, the picture shown now in queries.ts); its
 * screen is src/areas/restaurant/menu/.
 */
export { menuRoutes } from './routes';

/**
 * The day's menu picture: the kitchen publishes or takes down the image the restaurant's hall
 * displays show (routes/menu.ts; the write in service/, the picture shown now in queries/); its
 * screen is src/areas/restaurant/menu/.
 */
export { menuRoutes } from './routes/menu';

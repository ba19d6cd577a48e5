/**
 * The restaurant's products for a student's age (`POST restaurant/getproductstudents`): its route
 * (routes.ts) and its read (queries.ts). API only on the inventory side: its screen is the
 * students' form (the default meal's dialog, src/areas/academic), and the demo school picks each
 * student's default meal with the same read.
 */
export { productsForAgeRoutes } from './routes';
export { productsForAge } from './queries';

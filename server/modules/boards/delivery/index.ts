/**
 * Delivery: handing waiting orders over to their customer at the delivery screens (routes.ts,
 * the customer and the waiting orders read in queries.ts); its screens are src/areas/boards/delivery/.
 */
export { deliveryRoutes } from './routes';

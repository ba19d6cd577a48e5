/**
 * Vehicles: the school buses, the generic CRUD under schoolroutes/vehicles and the old client's
 * plate paths (routes.ts, their reads in queries.ts), and the seats rule's one
 * guard (service.ts): a vehicle's riders on each weekday of each shift fit its seats. The
 * bus routes' writes call the guard through this door. Its screens are src/areas/transport/vehicles/.
 */
export { vehicleRoutes } from './routes';
export { checkSeats, lockRoutes } from './service';

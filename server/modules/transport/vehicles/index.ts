/**
 * Vehicles: the school buses, the generic CRUD under schoolroutes/vehicles and the old client's
 * plate paths (routes/vehicles.ts, their reads in queries/vehicles.ts), and the seats rule's one
 * guard (service/seats.ts): a vehicle's riders on each weekday of each shift fit its seats. The
 * bus routes' writes call the guard through this door. Its screens are src/areas/transport/vehicles/.
 */
export { vehicleRoutes } from './routes/vehicles';
export { checkSeats, lockRoutes } from './service/seats';

/**
 * Pre-orders (issue 56): placed, changed and cancelled by the staff (routes.ts) and the families
 * (server/modules/family/lunch) through the same service.ts; read in queries.ts. The cut-off's round
 * and the gate give back through `releasePreorder`.
 */
export { lunchClockOf, preorderDoors, staffPreorderRoutes } from './routes';
export { childLunch, preorderById, preordersOf, waitingPreordersOn } from './queries';
export { cancelPreorder, lockPreorder, placePreorder, releasePreorder, type LunchClock } from './service';

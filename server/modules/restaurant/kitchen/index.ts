/**
 * The kitchen (issue 56): *Cocina hoy*, *Pronóstico* and the waste (routes.ts; the rows in
 * queries.ts, the figures in src/domain/kitchenCount.ts, the writes in service.ts). The cut-off's
 * round fixes the portions; the line and the gate ask how many are spare.
 */
export { kitchenRoutes } from './routes';
export { serviceSpare } from './queries';
export { fixPortions } from './service';

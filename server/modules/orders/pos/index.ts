/**
 * Pos: the sale at each store's point of sale and an order's alternate edit (routes.ts; the
 * sale in service/purchase.ts, the edit in service/edit.ts, a supervisor's allergy overrides in
 * service/allergy-overrides.ts; the cashier's catalog in queries.ts). Its screens are
 * src/areas/orders/pos/ (the sale, the credential's validation, the edit).
 */
export { posRoutes } from './routes';
export { purchase, writeSaleOnce, type Sale } from './service/purchase';
export { posCatalog } from './queries';

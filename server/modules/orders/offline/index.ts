/**
 * Offline: the offline till (issue 33) — the tills a browser chooses or makes, and their rosters
 * (routes/offline.ts, service/tills.ts, queries/tills.ts, queries/roster.ts), a sale made offline taken when it arrives late
 * (routes/late-sale-take.ts, service/late-sale*.ts), and the offline sales report with a refused
 * sale's settlement (routes/offline-report.ts, service/late-sale-resolve.ts, queries/offline-sales.ts).
 * It has no screen folder in src/areas/orders: the till runs in the point of sale's screens through
 * the client's till kit (src/kit/till/), and the report's screens are the administration's
 * (src/areas/admin/). The restaurant's offline till takes its late sales and rosters through the
 * area's door.
 */
export { offlineRoutes, rosterQuerySchema } from './routes/offline';
export { offlineReportRoutes } from './routes/offline-report';
export { lateSaleMessage, takeLateSale } from './routes/late-sale-take';
export type { PaidAhead } from './service/late-sale';
export { createTill, recordRosterRead } from './service/tills';
export { rosterRows, toRoster, type RosterRow } from './queries/roster';

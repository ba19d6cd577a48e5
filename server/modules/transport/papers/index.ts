/**
 * Papers (issue 53, item 5): every bus's SOAT, technical inspection and policy and every driver's
 * licence with its state on the school's day, and their Excel (routes.ts; the reads in queries.ts,
 * the workbook in service.ts). The rule is src/domain/vehiclePapers.ts, which the runs' refusal
 * asks too. Its screen is src/areas/transport/papers/.
 */
export { paperRoutes } from './routes';
// The run's start reads the same papers.
export { driverLicenceColumns, vehiclePaperColumns } from './queries';

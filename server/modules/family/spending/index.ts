/**
 * A child's *Gastos* on the portal (src/family/spending): the figures are the academic area's
 * (studentSpending, the student file's too), read only for a child of the signed-in family.
 */
export { spendingRoutes } from './routes';

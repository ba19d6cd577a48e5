/**
 * Top-ups and deductions of a credential at the front desk, through the ledger, with how each was
 * paid (or went back). Its screens are the feature of the same name in src/areas/credentials.
 */
export { topupRoutes } from './routes';

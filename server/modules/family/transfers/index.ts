/**
 * Reported transfers: the family reports and follows them (its screen is src/family/transfers);
 * the staff list them, read the receipt, approve (one top-up) or reject (their screen is the back
 * office's credentials area).
 */
export { transferRoutes } from './routes';

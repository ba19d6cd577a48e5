/**
 * One front-desk movement's printed receipt (issue 34): a top-up or a deduction with its holder and
 * clerk. Its screen is the feature of the same name in src/areas/credentials.
 */
export { receiptRoutes } from './routes';

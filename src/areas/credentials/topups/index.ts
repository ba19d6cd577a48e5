/**
 * Top-ups and deductions at the front desk: the amount, how it was paid (or went back) and whether
 * to print its receipt. Its server side is the feature of the same name in server/modules/credentials.
 * What the sibling features use: the payment methods' names (the report, the receipt, the cash close).
 */
export { methodName } from './labels';

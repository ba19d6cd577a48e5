/**
 * One top-up's or deduction's printed receipt. Its server side is the feature of the same name in
 * server/modules/credentials. What the sibling features use: a label and its value on one line,
 * as the receipt prints it (the cash close's Z report).
 */
export { Line } from './ReceiptPage';

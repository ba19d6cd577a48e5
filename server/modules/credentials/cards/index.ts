/**
 * Printed cards (issue 34, item 4): one credential's card or a course's, with the whole code for the
 * QR, and the print page's course picker. Its screen is the feature of the same name in src/areas/credentials.
 */
export { cardPrintRoutes } from './routes';
// The school's name as the cards print it, also printed on a movement's receipt (receipts).
export { schoolName } from './queries';

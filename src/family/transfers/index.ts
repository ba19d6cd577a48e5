/**
 * Reporting a transfer on the portal: the form with the receipt (TransferCard; receiptFile.ts reads
 * and shrinks the picture) and the family's reports with their state; the screen of
 * server/modules/family/transfers. The child's page shows the card.
 */
export { TRANSFER_AMOUNT_ID, TransferCard } from './TransferCard';
// The excuse card takes its note's photo the same way.
export { PhotoPicker } from './PhotoPicker';

/**
 * The credentials themselves: the list, creation and edit (state, a new code) and the validation
 * screens that find one for a top-up or a deduction. Its server side is the feature of the same
 * name in server/modules/credentials. What the sibling features use: the card with its balance and
 * the loaded credential (topups), and the QR (the printed cards).
 */
export { BalanceField, CredentialCard, CredentialQr } from './CredentialCard';
export { useCredential } from './useCredential';

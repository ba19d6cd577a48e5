/**
 * The spending guard every door that charges a credential calls before writing anything, with the
 * credential locked: the balance first, then the daily cap (the old system's order). The balance's
 * refusal is the door's own words (a sale and an order edit say it differently). Today's
 * consumption comes in already read (consumption.ts `consumptionTodaySql`), in the statement that
 * locks the products, after the credential's lock: no one can change it before the caller commits.
 */
import type { AppError } from '../http/errors';
import { checkDailyCap } from './daily-cap';
import type { LockedCredential } from './lock';

export function refuseSpending(
  credential: Pick<LockedCredential, 'saldo' | 'lockSaldo'>,
  amount: number,
  consumedToday: number,
  /** Made only when refused: an error captures its stack, too dear for every sale. */
  overBalance: () => AppError,
): void {
  if (amount > credential.saldo) throw overBalance();
  checkDailyCap(credential, consumedToday, amount);
}

/**
 * The spending check every door that charges a credential asks before writing anything, with the
 * credential locked: the balance first, then the daily cap (the old system's order). The balance's
 * words are the door's own (a sale and an order edit say it differently). Today's consumption comes
 * in already read (consumption.ts `consumptionTodaySql`), in the statement that locks the products,
 * after the credential's lock: no one can change it before the caller commits.
 */
import type { Problem } from '../http/problems';
import { refuseFirst } from '../http/problems';
import { dailyCapProblem } from './daily-cap';
import type { LockedCredential } from './lock';

type Spender = Pick<LockedCredential, 'saldo' | 'lockSaldo'>;

/** What the balance's problem says, in the door's words. */
export type OverBalance = Pick<Problem, 'message' | 'field'>;

/** The problems of spending `amount` more today: over the balance, over the daily cap (each at most once, in that order). */
export function spendingProblems(
  credential: Spender,
  amount: number,
  consumedToday: number,
  overBalance: OverBalance,
): Problem[] {
  const problems: Problem[] = [];
  if (amount > credential.saldo) problems.push({ status: 409, reason: 'insufficient_funds', ...overBalance });
  const cap = dailyCapProblem(credential, consumedToday, amount);
  if (cap) problems.push(cap);
  return problems;
}

/** The same, thrown: the first of them. */
export const refuseSpending = (
  credential: Spender,
  amount: number,
  consumedToday: number,
  overBalance: OverBalance,
): void => refuseFirst(spendingProblems(credential, amount, consumedToday, overBalance));

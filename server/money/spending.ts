/**
 * The spending guard every door that charges a credential calls before writing anything, with the
 * credential locked: the balance first, then the daily cap (the old system's order). The balance's
 * refusal is the door's own words (a sale and an order edit say it differently).
 */
import type { Db } from '../db/client';
import type { AppError } from '../http/errors';
import { refuseOverDailyCap } from './daily-cap';
import type { LockedCredential } from './lock';

/** Answers today's consumption before `amount`, which a sale reports back. */
export async function refuseSpending(
  tx: Db,
  credential: Pick<LockedCredential, 'id' | 'saldo' | 'lockSaldo'>,
  amount: number,
  timezone: string,
  overBalance: AppError,
): Promise<number> {
  if (amount > credential.saldo) throw overBalance;
  return refuseOverDailyCap(tx, credential, amount, timezone);
}

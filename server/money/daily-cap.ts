/**
 * The daily cap (spec part 1 §5 'Daily lock'): the decision, and the guard every door that spends a
 * credential's money calls with the credential locked.
 */
import { DAILY_LIMIT_MESSAGE, exceedsDailyLimit } from '../../src/domain/cart';
import type { Db } from '../db/client';
import { conflict } from '../http/errors';
import { consumptionToday } from './consumption';
import type { LockedCredential } from './lock';

/**
 * The daily cap's decision (DESIGN §5; spec part 1 §5 'Daily lock'): 409 daily_limit, with the
 * spec's 'La compra excede el bloquedo diario de consumo', when spending `amount` more on top of
 * today's consumption `consumed` passes the credential's cap (`lockSaldo`; 0 is no cap). The same
 * rule as the till's cart (src/domain/cart.ts `exceedsDailyLimit`).
 */
export function checkDailyCap(credential: Pick<LockedCredential, 'saldo' | 'lockSaldo'>, consumed: number, amount: number): void {
  if (exceedsDailyLimit({ saldo: credential.saldo, lockSaldo: credential.lockSaldo, purchase: consumed }, amount)) {
    throw conflict(DAILY_LIMIT_MESSAGE, 'daily_limit');
  }
}

/**
 * The daily-cap guard, the one every door that spends a credential's money calls (issue 29,
 * item 9): a sale at any till or the restaurant (orders/service/purchase.ts) and an order edit that
 * charges more (orders/service/edit.ts). Call it with the credential locked (`lockCredential`), so
 * today's consumption cannot change before the caller commits. Answers that consumption
 * (before `amount`), which a sale reports back.
 */
export async function refuseOverDailyCap(
  tx: Db,
  credential: Pick<LockedCredential, 'id' | 'saldo' | 'lockSaldo'>,
  amount: number,
  timezone: string,
  now?: Date,
): Promise<number> {
  const consumed = await consumptionToday(tx, credential.id, timezone, now);
  checkDailyCap(credential, consumed, amount);
  return consumed;
}

/**
 * The daily cap (spec part 1 §5 'Daily lock'): the decision, which every door that spends a
 * credential's money takes through the spending guard (spending.ts).
 */
import { DAILY_LIMIT_MESSAGE, exceedsDailyLimit } from '../../src/domain/cart';
import { conflict } from '../http/errors';
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

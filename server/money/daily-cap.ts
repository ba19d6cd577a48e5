/**
 * The daily cap (spec part 1 §5 'Daily lock'): the decision, which every door that spends a
 * credential's money takes through the spending check (spending.ts).
 */
import { DAILY_LIMIT_MESSAGE, exceedsDailyLimit } from '../../src/domain/cart';
import { refuseFirst, type Problem } from '../http/problems';
import type { LockedCredential } from './lock';

type Cap = Pick<LockedCredential, 'saldo' | 'lockSaldo'>;

/**
 * The daily cap's decision (docs/architecture.md: Ledgers; spec part 1 §5 'Daily lock'): 409 daily_limit, with the
 * spec's 'La compra excede el bloquedo diario de consumo', when spending `amount` more on top of
 * today's consumption `consumed` passes the credential's cap (`lockSaldo`; 0 is no cap). The same
 * rule as the till's cart (src/domain/cart.ts `exceedsDailyLimit`).
 */
export function dailyCapProblem(credential: Cap, consumed: number, amount: number): Problem | null {
  return exceedsDailyLimit(
    { saldo: credential.saldo, lockSaldo: credential.lockSaldo, purchase: consumed },
    amount,
  )
    ? { status: 409, reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE, field: null }
    : null;
}

/** The same, thrown. */
export const checkDailyCap = (credential: Cap, consumed: number, amount: number): void =>
  refuseFirst([dailyCapProblem(credential, consumed, amount)]);

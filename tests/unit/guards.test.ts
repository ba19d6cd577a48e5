/**
 * One guard per rule (issue 29, item 9), each tested alone here; the API tests show every door
 * calling it (tests/api/daily-cap.test.ts, tests/api/rights.test.ts, tests/api/access-gate.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import { AppError } from '../../server/http/errors';
import { checkDailyCap } from '../../server/modules/credentials/ledger';

/** What a guard threw, or null when it let the call through. */
function refusal(guard: () => void): AppError | null {
  try {
    guard();
    return null;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

describe('daily cap guard (checkDailyCap, behind refuseOverDailyCap)', () => {
  const carnet = (lockSaldo: number) => ({ saldo: 1_000_000, lockSaldo });

  it('lets anything through when the credential has no cap (0)', () => {
    expect(refusal(() => checkDailyCap(carnet(0), 5_000_000, 999_999))).toBeNull();
  });

  it('lets spending reach the cap exactly, and refuses one peso past it with 409 daily_limit and the spec’s words', () => {
    expect(refusal(() => checkDailyCap(carnet(10_000), 8_000, 2_000))).toBeNull();
    const over = refusal(() => checkDailyCap(carnet(10_000), 8_000, 2_001));
    expect(over).toMatchObject({ status: 409, reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    expect(over?.message).toBe('La compra excede el bloquedo diario de consumo');
  });

  it('refuses any new spending once today’s consumption is already past a cap lowered afterwards', () => {
    expect(refusal(() => checkDailyCap(carnet(5_000), 6_000, 1))?.reason).toBe('daily_limit');
  });

  it('counts only this amount on top of today’s consumption: nothing spent today leaves the whole cap', () => {
    expect(refusal(() => checkDailyCap(carnet(3_000), 0, 3_000))).toBeNull();
    expect(refusal(() => checkDailyCap(carnet(3_000), 0, 3_001))?.reason).toBe('daily_limit');
  });

});

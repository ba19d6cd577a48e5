/**
 * One guard per rule (issue 29, item 9), each tested alone here; the API tests show every door
 * calling it (tests/api/daily-cap.test.ts, tests/api/rights.test.ts, tests/api/rights-students.test.ts,
 * tests/api/access-gate-day.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ENTRY, EXIT, isLateArrival } from '../../src/domain/access';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import { assignRoleRefusal, RIGHTS_MESSAGES } from '../../src/domain/permissions';
import { AppError } from '../../server/http/errors';
import type { Db } from '../../server/db/client';
import { charge, checkDailyCap, deduct, refund, topUp } from '../../server/money';
import { CASH_PAYMENT } from '../../src/domain/payments';
import { localTime } from '../../server/time';
import { startClock } from '../../server/clock';

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

describe('daily cap guard (checkDailyCap, behind refuseSpending)', () => {
  const credential = (lockSaldo: number) => ({ saldo: 1_000_000, lockSaldo });

  it('lets anything through when the credential has no cap (0)', () => {
    expect(refusal(() => checkDailyCap(credential(0), 5_000_000, 999_999))).toBeNull();
  });

  it('lets spending reach the cap exactly, and refuses one peso past it with 409 daily_limit and the spec’s words', () => {
    expect(refusal(() => checkDailyCap(credential(10_000), 8_000, 2_000))).toBeNull();
    const over = refusal(() => checkDailyCap(credential(10_000), 8_000, 2_001));
    expect(over).toMatchObject({ status: 409, reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    expect(over?.message).toBe('La compra excede el bloquedo diario de consumo');
  });

  it('refuses any new spending once today’s consumption is already past a cap lowered afterwards', () => {
    expect(refusal(() => checkDailyCap(credential(5_000), 6_000, 1))?.reason).toBe('daily_limit');
  });

  it('counts only this amount on top of today’s consumption: nothing spent today leaves the whole cap', () => {
    expect(refusal(() => checkDailyCap(credential(3_000), 0, 3_000))).toBeNull();
    expect(refusal(() => checkDailyCap(credential(3_000), 0, 3_001))?.reason).toBe('daily_limit');
  });
});

describe('rights rule (assignRoleRefusal, behind admin/roles/service.ts checkAssignable)', () => {
  const held = new Set(['dashboard', 'admin', 'admin.users', 'academic', 'academic.students']);

  it("gives a role whose keys are all held, the students' role (no keys) included", () => {
    expect(assignRoleRefusal(held, [])).toBeNull();
    expect(assignRoleRefusal(held, ['dashboard', 'academic.students'])).toBeNull();
  });

  it('refuses a role holding one key the staff member lacks, with the users screen’s words', () => {
    expect(assignRoleRefusal(held, ['dashboard', 'carnets.recharge'])).toBe(RIGHTS_MESSAGES.assignRole);
    expect(assignRoleRefusal(new Set(), ['dashboard'])).toBe(
      'No puede asignar un rol con permisos que usted no tiene',
    );
  });
});

describe('late arrival (isLateArrival, called by the gate)', () => {
  const entry = (localTime: string, shiftStart: string | null = '07:00', firstOfDay = true) =>
    isLateArrival({ tipo: ENTRY, firstOfDay, shiftStart, localTime });

  it('is on time up to the start’s minute, any second of it included, and late from the next minute', () => {
    expect(entry('06:59')).toBe(false);
    expect(entry('07:00')).toBe(false);
    expect(entry('07:00:59')).toBe(false);
    expect(entry('07:01')).toBe(true);
    expect(entry('13:00', '12:30')).toBe(true);
  });

  it('reads a start stored with seconds as its minute', () => {
    expect(entry('06:30', '06:30:00')).toBe(false);
    expect(entry('06:31', '06:30:00')).toBe(true);
  });

  it('only for the day’s first passage, an entry, of someone with a shift', () => {
    expect(entry('09:00', '07:00', false)).toBe(false);
    expect(isLateArrival({ tipo: EXIT, firstOfDay: true, shiftStart: '07:00', localTime: '09:00' })).toBe(
      false,
    );
    expect(entry('23:59', null)).toBe(false);
  });

  it('a night shift: late until midnight; just after midnight is the next school day, before its start', () => {
    expect(entry('18:30', '18:30')).toBe(false);
    expect(entry('23:59', '18:30')).toBe(true);
    expect(entry('00:05', '18:30')).toBe(false);
  });

  it('on the school’s clock (America/Bogota, UTC−5), not the server’s UTC one', () => {
    const bogota = (iso: string) => localTime(new Date(iso), 'America/Bogota');
    // 12:00:30 UTC is 07:00:30 at the school: on time; 12:01 UTC is 07:01: late.
    expect(entry(bogota('2026-03-02T12:00:30Z'))).toBe(false);
    expect(entry(bogota('2026-03-02T12:01:00Z'))).toBe(true);
    // 02:00 UTC on the 3rd is still the evening of the 2nd at the school: late for a 18:30 start,
    // where the server's clock would read 02:00, before it.
    expect(entry(bogota('2026-03-03T02:00:00Z'), '18:30')).toBe(true);
    expect(entry(localTime(new Date('2026-03-03T02:00:00Z'), 'UTC'), '18:30')).toBe(false);
  });
});

describe("the money core's doors take a positive amount and write its sign themselves", () => {
  // A transaction that fails the test if a door reaches the database with a bad amount.
  const untouchable = new Proxy(
    {},
    {
      get: () => {
        throw new Error('the database was reached');
      },
    },
  ) as Db;
  const input = (amount: number) => ({ credentialId: 1, amount, staffId: null, payment: CASH_PAYMENT });
  const clock = startClock(new Date('2026-03-10T15:00:00Z'));

  it.each([0, -500, Number.NaN])('refuses %s before touching the database, at every door', async (amount) => {
    for (const door of [
      () => charge(untouchable, clock, 'sale', input(amount)),
      () => charge(untouchable, clock, 'editCharge', input(amount)),
      () => refund(untouchable, clock, 'reversal', input(amount)),
      () => refund(untouchable, clock, 'editRefund', input(amount)),
      () => topUp(untouchable, clock, input(amount)),
      () => deduct(untouchable, clock, input(amount)),
    ]) {
      await expect(door()).rejects.toThrow(/mayor que cero/);
    }
  });
});

/**
 * Each door's mapping of the sale core's problems (server/sale/check.ts) to outcomes: the till and
 * an order's edit refuse on the first (refuseFirst), the late door flags or refuses
 * (late-sale-verdict.ts).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/http/errors';
import { refuseFirst, type Problem } from '../../server/http/problems';
import { checkSale } from '../../server/sale';
import { lateSaleVerdict } from '../../server/modules/orders/offline/service/late-sale-verdict';
import { CREDENTIAL, facts, product } from './support/saleFacts';

describe("the doors' mapping of problems", () => {
  it('the till and an edit refuse with the first problem, its status, reason and field', () => {
    const problems = checkSale(facts({ restricted: new Set([1]), lines: [{ id: 1, count: 11 }] }));
    let thrown: unknown = null;
    try {
      refuseFirst(problems);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      status: 409,
      reason: 'product_locked',
      errors: { products: problems[0].message },
    });
    expect(() => refuseFirst([])).not.toThrow();
  });

  const late = (
    problems: Problem[],
    held = false,
    money = { saldo: 5_000, total: 1_000, overdraft: 2_000 },
  ) => lateSaleVerdict(problems, { ...money, heldAtRoster: () => held });

  it('the late door refuses what its till could not have sold', async () => {
    const gone = checkSale(facts({ lines: [{ id: 9, count: 1 }] }));
    expect(await late(gone)).toEqual({ reject: 'El producto 9 no existe' });
    expect(
      await late(
        checkSale(
          facts({
            credential: { ...CREDENTIAL, active: 0, saldo: 5_000 },
          }),
        ),
      ),
    ).toMatchObject({ reject: expect.any(String) });
    expect(
      await late(checkSale(facts({ allowance: { maxSale: 500, maxTotal: 10_000, soldBefore: 0 } }))),
    ).toMatchObject({ reject: expect.stringContaining('cada venta') });
  });

  it('the late door refuses a roster rule its till knew, and flags one that came after', async () => {
    const restricted = checkSale(facts({ restricted: new Set([1]) }));
    expect(await late(restricted, true)).toEqual({ reject: restricted[0].message });
    expect(await late(restricted, false)).toEqual({ flags: ['restringido'] });
    const capped = checkSale(
      facts({
        credential: { ...CREDENTIAL, lockSaldo: 1_000 },
        consumedToday: 900,
      }),
    );
    expect(await late(capped, false)).toEqual({ flags: ['tope_diario'] });
  });

  it('the late door charges short stock, a product taken off sale and a short balance within the overdraft, flagged; beyond the overdraft it refuses', async () => {
    const short = checkSale(facts({ lines: [{ id: 1, count: 11 }] }, [product(1, { enable: 0 })]));
    expect(await late(short, false, { saldo: 50_000, total: 11_000, overdraft: 0 })).toEqual({
      flags: ['stock'],
    });
    const broke = checkSale(
      facts({
        credential: { ...CREDENTIAL, saldo: 500 },
      }),
    );
    expect(await late(broke, false, { saldo: 500, total: 1_000, overdraft: 1_000 })).toEqual({
      flags: ['sobregiro'],
    });
    expect(await late(broke, false, { saldo: 500, total: 1_000, overdraft: 100 })).toMatchObject({
      reject: expect.stringContaining('Saldo insuficiente al sincronizar'),
    });
  });
});

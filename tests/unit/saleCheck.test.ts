/**
 * The sale core's one check (server/sale/check.ts) against a table of cases, one per problem, and
 * each door's mapping of problems to outcomes: the till and an order's edit refuse on the first
 * (refuseFirst), the late door flags or refuses (late-sale-verdict.ts).
 */
import { describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/cart';
import { STORE } from '../../src/domain/inventory';
import { OVER_BALANCE } from '../../src/domain/orders';
import { AppError } from '../../server/http/errors';
import { refuseFirst, type Problem } from '../../server/http/problems';
import { checkSale, type LockedProduct, type SaleFacts } from '../../server/sale';
import { lateSaleVerdict } from '../../server/modules/orders/offline/service/late-sale-verdict';

const product = (id: number, changes: Partial<LockedProduct> = {}): LockedProduct => ({
  id,
  name: `Producto ${id}`,
  price: 1_000,
  stock: 10,
  store: STORE.cafeteria,
  enable: 1,
  enlistment: 0,
  sellos: [],
  alergenos: [],
  ...changes,
});

/** A sale that has no problem: one unit of product 1 to an active student with money and no cap. */
function facts(changes: Partial<SaleFacts> = {}, products: LockedProduct[] = [product(1)]): SaleFacts {
  return {
    store: STORE.cafeteria,
    operation: 'sale',
    credential: { active: 1, holderActive: 1, saldo: 50_000, lockSaldo: 0 },
    lines: [{ id: 1, count: 1 }],
    products: new Map(products.map((p) => [p.id, p])),
    restricted: new Set(),
    food: { allergies: [], blocked: [], set: 'CO' },
    consumedToday: 0,
    ...changes,
  };
}

const reasons = (problems: Problem[]) => problems.map((p) => p.rule ?? p.reason);

describe('checkSale', () => {
  it('finds nothing wrong with a sale that may be made', () => {
    expect(checkSale(facts())).toEqual([]);
  });

  const CASES: [string, SaleFacts, string, Partial<Problem>][] = [
    [
      'an inactive credential',
      facts({ credential: { active: 0, holderActive: 1, saldo: 50_000, lockSaldo: 0 } }),
      'inactive',
      { status: 409, field: null },
    ],
    [
      'an inactive holder',
      facts({ credential: { active: 1, holderActive: 0, saldo: 50_000, lockSaldo: 0 } }),
      'inactive',
      { status: 409 },
    ],
    [
      'a product that does not exist',
      facts({ lines: [{ id: 9, count: 1 }] }),
      'product_missing',
      { status: 400, field: 'products', message: 'El producto 9 no existe' },
    ],
    [
      'a product of another store',
      facts({}, [product(1, { store: STORE.papeleria })]),
      'product_other_store',
      { status: 400, field: 'products' },
    ],
    [
      'a product not on sale',
      facts({}, [product(1, { enable: 0 })]),
      'product_disabled',
      { status: 400, message: 'El producto Producto 1 no está disponible para la venta' },
    ],
    [
      'a product the student may not buy',
      facts({ restricted: new Set([1]) }),
      'product_locked',
      { status: 409, productId: 1, field: 'products' },
    ],
    [
      'a seal the school blocks',
      facts({ food: { allergies: [], blocked: ['azucares'], set: 'CO' } }, [
        product(1, { sellos: ['azucares'] }),
      ]),
      'seal_blocked',
      { data: { id_product: 1, sellos: ['azucares'] } },
    ],
    [
      'an allergen of the student',
      facts({ food: { allergies: ['mani'], blocked: [], set: 'CO' } }, [product(1, { alergenos: ['mani'] })]),
      'allergy',
      { data: { id_product: 1, alergenos: ['mani'] } },
    ],
    [
      'short stock',
      facts({ lines: [{ id: 1, count: 11 }] }),
      'out_of_stock',
      { status: 409, field: 'products' },
    ],
    [
      'more than the till may sell in one sale',
      facts({ allowance: { maxSale: 999, maxTotal: 1_000_000, soldBefore: 0 } }),
      'over_allowance',
      { status: 409 },
    ],
    [
      'more than the till may sell in total',
      facts({ allowance: { maxSale: 5_000, maxTotal: 1_500, soldBefore: 1_000 } }),
      'over_allowance',
      { status: 409 },
    ],
    [
      'short balance',
      facts({ credential: { active: 1, holderActive: 1, saldo: 999, lockSaldo: 0 } }),
      'insufficient_funds',
      { message: INSUFFICIENT_FUNDS_MESSAGE, field: null },
    ],
    [
      'the daily cap',
      facts({
        credential: { active: 1, holderActive: 1, saldo: 50_000, lockSaldo: 1_500 },
        consumedToday: 600,
      }),
      'daily_limit',
      { message: DAILY_LIMIT_MESSAGE },
    ],
  ];
  it.each(CASES)('%s: one problem, which says what and where', (_name, given, reason, shape) => {
    const problems = checkSale(given);
    expect(reasons(problems)).toEqual([reason]);
    expect(problems[0]).toMatchObject(shape);
  });

  it('answers every problem in the order a refusing door meets them', () => {
    const problems = checkSale(
      facts(
        {
          credential: { active: 0, holderActive: 1, saldo: 10, lockSaldo: 1_000 },
          lines: [
            { id: 1, count: 20 },
            { id: 2, count: 1 },
            { id: 3, count: 1 },
          ],
          restricted: new Set([2]),
          food: { allergies: ['leche'], blocked: [], set: 'CO' },
        },
        [product(1), product(2), product(3, { alergenos: ['leche'] })],
      ),
    );
    expect(reasons(problems)).toEqual([
      'inactive',
      'product_locked',
      'allergy',
      'out_of_stock',
      'insufficient_funds',
      'daily_limit',
    ]);
  });

  it("an order's edit: what the order held stays as sold, only more units are bought now, and its balance says so under the products", () => {
    const held = facts(
      {
        operation: 'editCharge',
        lines: [{ id: 1, count: 3, held: 2 }],
        restricted: new Set([1]),
        amount: 1_000,
        credential: { active: 1, holderActive: 1, saldo: 500, lockSaldo: 0 },
      },
      [product(1, { enable: 0, stock: 0 })],
    );
    expect(reasons(checkSale(held))).toEqual(['product_locked', 'out_of_stock', 'insufficient_funds']);
    expect(checkSale(held).at(-1)).toMatchObject({ message: OVER_BALANCE, field: 'products' });
    // Fewer units than it held: nothing is bought, nothing spent.
    expect(
      checkSale({ ...held, operation: 'editRefund', lines: [{ id: 1, count: 1, held: 2 }], amount: -1_000 }),
    ).toEqual([]);
  });

  it("lets the allergies through with a supervisor's override, never a blocked seal", () => {
    const food = { allergies: ['mani'], blocked: ['sodio'], set: 'CO' as const };
    const given = facts({ food, allergyOverride: true }, [
      product(1, { alergenos: ['mani'], sellos: ['sodio'] }),
    ]);
    expect(reasons(checkSale(given))).toEqual(['seal_blocked']);
  });
});

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
        checkSale(facts({ credential: { active: 0, holderActive: 1, saldo: 5_000, lockSaldo: 0 } })),
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
        credential: { active: 1, holderActive: 1, saldo: 50_000, lockSaldo: 1_000 },
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
    const broke = checkSale(facts({ credential: { active: 1, holderActive: 1, saldo: 500, lockSaldo: 0 } }));
    expect(await late(broke, false, { saldo: 500, total: 1_000, overdraft: 1_000 })).toEqual({
      flags: ['sobregiro'],
    });
    expect(await late(broke, false, { saldo: 500, total: 1_000, overdraft: 100 })).toMatchObject({
      reject: expect.stringContaining('Saldo insuficiente al sincronizar'),
    });
  });
});

/**
 * The sale core's one check (server/sale/check.ts) against a table of cases, one per problem; each
 * door's mapping of the problems is saleDoors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE } from '../../src/domain/cart';
import { STORE } from '../../src/domain/inventory';
import { OVER_BALANCE } from '../../src/domain/orders';
import type { Problem } from '../../server/http/problems';
import { checkSale, type SaleFacts } from '../../server/sale';
import { CREDENTIAL, facts, product } from './support/saleFacts';

const reasons = (problems: Problem[]) => problems.map((p) => p.rule ?? p.reason);

describe('checkSale', () => {
  it('finds nothing wrong with a sale that may be made', () => {
    expect(checkSale(facts())).toEqual([]);
  });

  const CASES: [string, SaleFacts, string, Partial<Problem>][] = [
    [
      'an inactive credential',
      facts({
        credential: { ...CREDENTIAL, active: 0 },
      }),
      'inactive',
      { status: 409, field: null },
    ],
    [
      'an inactive holder',
      facts({
        credential: { ...CREDENTIAL, holderActive: 0 },
      }),
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
      facts({
        credential: { ...CREDENTIAL, saldo: 999 },
      }),
      'insufficient_funds',
      { message: INSUFFICIENT_FUNDS_MESSAGE, field: null },
    ],
    [
      "outside the store's window (its last minute is out)",
      facts({
        credential: {
          ...CREDENTIAL,
          saleWindows: [{ tienda: STORE.cafeteria, desde: '09:30', hasta: '10:00' }],
        },
        saleTime: '10:00',
      }),
      'outside_window',
      {
        message: 'A esta hora no se le vende en cafetería: su familia lo permite de 9:30–10:00',
        field: null,
      },
    ],
    [
      'the weekly cap',
      facts({ credential: { ...CREDENTIAL, weeklyCap: 20_000 }, consumedThisWeek: 19_500 }),
      'over_weekly_cap',
      { message: 'Supera el tope semanal de $20.000: esta semana lleva $19.500', field: null },
    ],
    [
      'the daily cap',
      facts({
        credential: { ...CREDENTIAL, lockSaldo: 1_500 },
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
          credential: { ...CREDENTIAL, active: 0, saldo: 10, lockSaldo: 1_000 },
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
        credential: { ...CREDENTIAL, saldo: 500 },
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

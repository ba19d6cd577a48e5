/**
 * Per-student restrictions (spec part 2 'Locks') at the sale: it refuses a restricted product at
 * either store, naming it, honours the daily limit and sells again once a restriction is lifted.
 * Every refusal leaves everything as it was; the file ends with the ledger, stock and order
 * invariants. The save of the restrictions: locks-restrictions.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE, productLockedMessage } from '../../src/domain/cart';
import {
  cafeteriaBody,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  MARIANA,
  NICOLAS,
  papeleriaBody,
  sell,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  block,
  cafe,
  cashier,
  openLocksSchool,
  paper,
  restrictNicolas,
  t,
} from './fixtures/locks-school';

openLocksSchool();

describe('the sale and the restrictions', () => {
  beforeEach(restrictNicolas);

  it('refuses a restricted product at the cafeteria (before stock and funds), naming it; nothing changes', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const orange = await cafe('Gaseosa naranja 350 ml'); // restricted, stock 3
    const water = await cafe('Agua en botella 600 ml');
    for (const lines of [
      [{ id: orange.id, count: 1 }],
      [
        { id: water.id, count: 1 },
        { id: orange.id, count: 10 },
      ],
    ]) {
      const res = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, lines)));
      expect(res.status).toBe(409);
      const message = productLockedMessage('Gaseosa naranja 350 ml');
      expect(res.body).toMatchObject({ reason: 'product_locked', message, errors: { products: message } });
    }
  });

  it('refuses a restricted product at the stationery shop; an unrestricted one still sells', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const pen = await paper('Lapicero negro');
    const blue = await paper('Lapicero azul');
    const res = await unchanged(t, () =>
      sell(cashier, 'papeleria', papeleriaBody(userId, [{ id: pen.id, count: 1 }])),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      reason: 'product_locked',
      message: productLockedMessage('Lapicero negro'),
    });
    const fine = await sell(cashier, 'papeleria', papeleriaBody(userId, [{ id: blue.id, count: 1 }]));
    expect(fine.status, fine.body.message).toBe(201);
    // Another student may buy what Nicolás may not.
    const other = await sell(
      cashier,
      'papeleria',
      papeleriaBody(await userIdByDocument(t, EMILIANO), [{ id: pen.id, count: 1 }]),
    );
    expect(other.status, other.body.message).toBe(201);
  });

  it("enforces the daily limit set here (409 daily_limit); 'Sin restricción' (0) removes it", async () => {
    const userId = await userIdByDocument(t, MARIANA); // $7.500, no sales today
    const cola = await cafe('Gaseosa cola 350 ml'); // $2.800
    const set = await block(admin, { id_user: userId, products: '[]', saldo: 5000 });
    expect(set.body.data.record.lockSaldo).toBe(5000);
    const over = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 2 }])),
    );
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    expect(
      (await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 1 }]))).status,
    ).toBe(201);
    const second = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 1 }])),
    );
    expect(second.body.reason).toBe('daily_limit');
    const cleared = await block(admin, { id_user: userId, products: '[]', saldo: 0 });
    expect(cleared.body.data.record).toMatchObject({ lockSaldo: 0, saldo: 7500 - 2800 });
    const now = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 1 }]));
    expect(now.status, now.body.message).toBe(201);
    expect(now.body.data.purchase).toBe(5600);
  });

  it('lifting a restriction lets the product sell again', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const orange = await cafe('Gaseosa naranja 350 ml');
    const pen = await paper('Lapicero negro');
    const lifted = await block(admin, { id_user: userId, products: [pen.id], saldo: 0 });
    expect(lifted.body.data.record.countproducts).toBe(1);
    const res = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: orange.id, count: 1 }]));
    expect(res.status, res.body.message).toBe(201);
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

/**
 * The points of sale's turn numbers among waiting orders, and the Idempotency-Key of a sale (a retry
 * answers the first answer and charges once); the ledger, the stock log and the orders agree.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { MAX_TURN } from '../../src/domain/orders';
import { credentialMovements, idempotencyKeys, orders } from '../../server/db/schema';
import {
  cafeteriaBody,
  credentialOf,
  deliverAll,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  MARIANA,
  papeleriaBody,
  sell,
  setSaldo,
  setStatus,
  snapshotTables,
  unchanged,
} from './fixtures';
import { admin, cafe, cashier, openOrdersSchool, paper, t, userOfSync } from './fixtures/orders-school';

openOrdersSchool();

describe('turn numbers', () => {
  const waitingSale = async (store: 'cafeteria' | 'papeleria' = 'cafeteria') => {
    const user = await userOfSync(EMILIANO);
    const body =
      store === 'cafeteria'
        ? cafeteriaBody(user, [{ id: (await cafe('Galletas saltinas x 3')).id, count: 1 }], { inmediate: 0 })
        : papeleriaBody(user, [{ id: (await paper('Borrador de nata')).id, count: 1 }], { immediate: 0 });
    const res = await sell(cashier, store, body);
    expect(res.status, res.body.message).toBe(201);
    return res.body.data.order;
  };

  // Each test can sell as much as it needs: Emiliano funded and both products in stock.
  beforeEach(async () => {
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 500_000);
    for (const product of [await cafe('Galletas saltinas x 3'), await paper('Borrador de nata')]) {
      const added = await admin.post(`/api/inventory/products/${product.id}/add`, { count: 500 });
      if (added.status !== 200) throw new Error(added.body.message);
    }
  });

  it('take the smallest free number among waiting orders; a delivered or reversed one frees its number', async () => {
    await deliverAll(t, STORE.cafeteria);
    const [a, b, c] = [await waitingSale(), await waitingSale(), await waitingSale()];
    expect([a.turn, b.turn, c.turn]).toEqual([1, 2, 3]);
    const delivered = await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [b.id] });
    expect(delivered.status, delivered.body.message).toBe(200);
    expect((await waitingSale()).turn).toBe(2);
    const reversed = await cashier.post(`/api/cafeteria/requests/${a.id}/reverse`, {});
    expect(reversed.status, reversed.body.message).toBe(200);
    expect((await waitingSale()).turn).toBe(1);
    expect((await waitingSale()).turn).toBe(4);
    // A delivered order keeps its number as history; live numbers stay unique.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, b.id));
    expect(row).toMatchObject({ status: 3, turn: 2 });
    await expectOrderInvariant(t.db);
  });

  it(`past ${MAX_TURN} the numbering goes on, and the freed small numbers come back first`, async () => {
    await deliverAll(t, STORE.cafeteria);
    const turns: number[] = [];
    for (let i = 0; i < MAX_TURN + 2; i++) turns.push((await waitingSale()).turn!);
    expect(turns).toEqual(Array.from({ length: MAX_TURN + 2 }, (_, i) => i + 1));
    const [fifth] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.store, STORE.cafeteria), eq(orders.turn, 5), eq(orders.status, 2)));
    await setStatus(t, fifth.id, 3);
    expect((await waitingSale()).turn).toBe(5);
    expect((await waitingSale()).turn).toBe(MAX_TURN + 3);
    // The stationery shop counts on its own.
    await deliverAll(t, STORE.papeleria);
    expect((await waitingSale('papeleria')).turn).toBe(1);
    await expectOrderInvariant(t.db);
  });

  it('the database refuses two waiting orders of a store with the same number', async () => {
    await deliverAll(t, STORE.cafeteria);
    await waitingSale();
    await waitingSale();
    const live = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.store, STORE.cafeteria), eq(orders.status, 2)))
      .limit(2);
    expect(live).toHaveLength(2);
    await expect(
      t.db.update(orders).set({ turn: live[0].turn }).where(eq(orders.id, live[1].id)),
    ).rejects.toThrow();
    // Delivered ones may share it (history).
    await deliverAll(t, STORE.cafeteria);
    await t.db.update(orders).set({ turn: live[0].turn }).where(eq(orders.id, live[1].id));
  });
});

describe('Idempotency-Key', () => {
  it('a retry answers the first answer and charges once; another body with the same key is 409', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const body = cafeteriaBody(user, [{ id: water.id, count: 1 }]);
    const before = await snapshotTables(t);
    const first = await sell(cashier, 'cafeteria', body, 'venta-doble-clic');
    expect(first.status).toBe(201);
    const second = await sell(cashier, 'cafeteria', body, 'venta-doble-clic');
    expect(second.status).toBe(201);
    expect(second.raw).toBe(first.raw);
    expect(second.headers['idempotency-replayed']).toBe('true');
    const after = await snapshotTables(t);
    expect(after.orders.length).toBe(before.orders.length + 1);
    expect(after.movements.length).toBe(before.movements.length + 1);
    expect(after.stock.length).toBe(before.stock.length + 1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, first.body.data.order.id));
    expect(order.idempotency_key).toBe('venta-doble-clic');
    const [ledger] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_order, order.id));
    expect(ledger.idempotency_key).toBe('venta-doble-clic');
    const other = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 2 }]), 'venta-doble-clic'),
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('La clave de idempotencia ya se usó con otra petición');
    // The same key on the other store's path is another request.
    const pen = await paper('Lapicero negro');
    const elsewhere = await unchanged(t, () =>
      sell(cashier, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }]), 'venta-doble-clic'),
    );
    expect(elsewhere.status).toBe(409);
  });

  it('concurrent clicks with one key make one sale', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const before = await snapshotTables(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sell(cashier, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }]), 'clics-simultaneos'),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(201);
      expect(a.raw).toBe(answers[0].raw);
    }
    const after = await snapshotTables(t);
    expect(after.orders.length).toBe(before.orders.length + 1);
    expect(after.movements.length).toBe(before.movements.length + 1);
  });

  it('a refused sale stores no key: once possible, the same key sells', async () => {
    const user = await userOfSync(MARIANA);
    const rice = await cafe('Arroz con pollo');
    const body = cafeteriaBody(user, [{ id: rice.id, count: 1 }]);
    const refused = await unchanged(t, () => sell(cashier, 'cafeteria', body, 'reintento-venta'));
    expect(refused.body.reason).toBe('insufficient_funds');
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'reintento-venta')),
    ).toEqual([]);
    const credential = await credentialOf(t, MARIANA);
    await setSaldo(admin, credential, credential.saldo, 20000);
    const sold = await sell(cashier, 'cafeteria', body, 'reintento-venta');
    expect(sold.status).toBe(201);
    expect(sold.body.data.saldo).toBe(20000 - rice.price);
  });
});

describe('the books, whatever ran before', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

/**
 * Sales at the same moment: many cashiers against one balance, one daily cap, one product's
 * last units; exactly as many succeed as the money, the cap or the stock allow, each waiting
 * order gets its own number, and the ledger, the stock log and the orders still agree.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { PurchaseResult } from '../../src/domain/orders';
import { credentials, orderLines, orders, stockMovements } from '../../server/db/schema';
import {
  type Api,
  cafeteriaBody,
  credentialOf,
  deliverAll,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  MARIANA,
  NICOLAS,
  productById,
  productNamed,
  schoolWithStaff,
  setSaldo,
  type TestApp,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashierToken: string;
let made = 0;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { token: cashierToken },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
});
afterAll(() => t?.close());

/** A fresh cafeteria product at $1.000 with `stock` units and nothing to prepare (or, with `enlistment`, to prepare). */
async function freshProduct(stock: number, enlistment = 0) {
  made += 1;
  const category = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
  const res = await admin.post<{ id: number }>('/api/inventory/products', {
    name: `Producto concurrente ${made}`,
    price: 1000,
    stock,
    store: STORE.cafeteria,
    id_category: category.id_category,
    enlistment,
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.id;
}

/** `n` sales of one unit at once, straight to the app (no client-side queue). */
async function burst(
  n: number,
  buyer: (i: number) => number,
  product: number | ((i: number) => number),
  extra: Record<string, unknown> = {},
) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cafeteria/requests',
        headers: {
          authorization: `Bearer ${cashierToken}`,
          // Half of them as the web app sends them, with a key of their own.
          ...(i % 2 === 0 ? { 'idempotency-key': `rafaga-${made}-${i}` } : {}),
        },
        payload: cafeteriaBody(
          buyer(i),
          [{ id: typeof product === 'number' ? product : product(i), count: 1 }],
          extra,
        ),
      }),
    ),
  );
  for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
  return answers.map((a) => ({
    status: a.statusCode,
    body: a.json() as { code: number; reason?: string; data: PurchaseResult },
  }));
}

describe('concurrent sales', () => {
  it('200 sales at once against a balance that covers exactly 100: 100 succeed, balance 0, each waiting order its own number', async () => {
    const productId = await freshProduct(1000);
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 100_000);
    await deliverAll(t, STORE.cafeteria);
    const user = await userIdByDocument(t, EMILIANO);
    const answers = await burst(200, () => user, productId, { inmediate: 0 });
    const sold = answers.filter((a) => a.status === 201);
    expect(sold).toHaveLength(100);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.reason).toBe('insufficient_funds');
    }
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(0);
    // Every answered balance is distinct: each sale saw the one before it.
    expect(new Set(sold.map((a) => a.body.data.saldo)).size).toBe(100);
    // 100 waiting orders: numbers 1..59 first, then 60 and on, none repeated.
    const turns = sold.map((a) => a.body.data.order.turn!).sort((a, b) => a - b);
    expect(turns).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await productById(t, productId)).stock).toBe(900);
    const out = await t.db.select().from(stockMovements).where(eq(stockMovements.id_product, productId));
    expect(out.filter((m) => m.quantity < 0)).toHaveLength(100);
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });

  it('90 waiting orders of 9 customers buying 9 products at once: turns 1..90, none repeated', async () => {
    // Nothing shared but the store: no credential or product lock serialises these sales,
    // only the turn allocation's own lock.
    const productIds: number[] = [];
    for (let i = 0; i < 9; i++) productIds.push(await freshProduct(100));
    const active = await t.db.select().from(credentials).where(eq(credentials.active, 1));
    expect(active.length).toBeGreaterThanOrEqual(9);
    const users: number[] = [];
    for (const credential of active.slice(0, 9)) {
      await setSaldo(admin, credential, credential.saldo, 50_000);
      await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, credential.id));
      users.push(credential.id_user_primary);
    }
    await deliverAll(t, STORE.cafeteria);
    const answers = await burst(
      90,
      (i) => users[i % 9],
      (i) => productIds[i % 9],
      { inmediate: 0 },
    );
    expect(answers.map((a) => a.status)).toEqual(Array(90).fill(201));
    const turns = answers.map((a) => a.body.data.order.turn!).sort((a, b) => a - b);
    expect(turns).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    await expectOrderInvariant(t.db);
  });

  it('100 sales at once against a daily cap that covers exactly 37: 37 succeed, the rest are daily_limit', async () => {
    const productId = await freshProduct(1000);
    const credential = await credentialOf(t, NICOLAS);
    await setSaldo(admin, credential, credential.saldo, 500_000);
    const today = async () =>
      (await admin.get<{ carnet: { purchase: number } }>(`/api/admin/carnets/${NICOLAS}`)).body.data.carnet
        .purchase;
    const consumed = await today();
    await t.db
      .update(credentials)
      .set({ lockSaldo: consumed + 37_000 })
      .where(eq(credentials.id, credential.id));
    const user = await userIdByDocument(t, NICOLAS);
    const answers = await burst(100, () => user, productId);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(37);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.reason).toBe('daily_limit');
    }
    expect((await credentialOf(t, NICOLAS)).saldo).toBe(500_000 - 37_000);
    expect(await today()).toBe(consumed + 37_000);
    await expectLedgerInvariant(t.db);
    await expectOrderInvariant(t.db);
  });

  it("several customers after a product's last 30 units: 30 succeed, the rest are out_of_stock, stock 0", async () => {
    const productId = await freshProduct(30);
    const docs = [EMILIANO, ISABELLA, MARIANA];
    const users: number[] = [];
    for (const doc of docs) {
      const credential = await credentialOf(t, doc);
      await setSaldo(admin, credential, credential.saldo, 100_000);
      await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, credential.id));
      users.push(await userIdByDocument(t, doc));
    }
    const answers = await burst(60, (i) => users[i % users.length], productId);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.reason).toBe('out_of_stock');
    }
    expect((await productById(t, productId)).stock).toBe(0);
    const spent = await Promise.all(docs.map(async (doc) => 100_000 - (await credentialOf(t, doc)).saldo));
    expect(spent.reduce((a, b) => a + b, 0)).toBe(30_000);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.id_product, productId));
    expect(lines).toHaveLength(30);
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

describe('concurrent deliveries', () => {
  /** `n` orders of one unit to prepare, of `doc`'s credential, waiting in the kitchen. */
  async function ordersToPrepare(n: number, doc: string) {
    const productId = await freshProduct(1000, 1);
    const credential = await credentialOf(t, doc);
    await setSaldo(admin, credential, credential.saldo, 500_000);
    await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, credential.id));
    await deliverAll(t, STORE.cafeteria);
    const user = await userIdByDocument(t, doc);
    const answers = await burst(n, () => user, productId, { inmediate: 0 });
    expect(answers.map((a) => a.status)).toEqual(Array(n).fill(201));
    return answers.map((a) => a.body.data.order.id);
  }

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    method === 'POST' ? admin.post(url, payload) : admin.put(url, payload);

  it("the counter's delivery never fails because the kitchen marks the same order ready at that instant", async () => {
    const ids = await ordersToPrepare(40, ISABELLA);
    for (const id of ids) {
      const [delivery, kitchen] = await Promise.all([
        call('POST', '/api/external/dispatch', { pedidos: [id] }),
        call('PUT', `/api/cafeteria/enlistment/${id}`, {}),
      ]);
      expect(delivery.status, delivery.body.message).toBe(200);
      // The kitchen's click either landed first or finds the order already handed over.
      expect([200, 409]).toContain(kitchen.status);
      if (kitchen.status === 409) expect(kitchen.body.message).toBe('El pedido ya fue entregado');
    }
    const states = await t.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(states.map((s) => s.status)).toEqual(Array(ids.length).fill(3));
    await expectOrderInvariant(t.db);
  });

  it('two counters delivering the same orders in opposite order: one hands them over, the other is told, no deadlock', async () => {
    const ids = await ordersToPrepare(20, MARIANA);
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const pair = [ids[i], ids[i + 1]];
      await call('PUT', `/api/cafeteria/enlistment/${pair[0]}`, {});
      await call('PUT', `/api/cafeteria/enlistment/${pair[1]}`, {});
      const [a, b] = await Promise.all([
        call('POST', '/api/cafeteria/requests/dispatch', { pedidos: pair }),
        call('POST', '/api/external/dispatch', { pedidos: [...pair].reverse() }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect((a.status === 409 ? a : b).body.message).toBe('El pedido ya fue entregado');
    }
    const states = await t.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(states.map((s) => s.status)).toEqual(Array(ids.length).fill(3));
  });
});

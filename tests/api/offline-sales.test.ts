/**
 * The offline till's server side (issue 33): its late sales are recorded once per key for ever,
 * charged, flagged or refused as src/domain/offline.ts decides, with the books holding (a balance
 * below zero only within a late sale's overdraft). The till's registration and roster:
 * offline-till.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import { DEFAULT_ALLOWANCE, type LateSaleResult } from '../../src/domain/offline';
import {
  credentialMovements,
  credentials,
  idempotencyKeys,
  offlineSales,
  orderLines,
  orders,
  products,
  stockMovements,
  users,
} from '../../server/db/schema';
import {
  type Api,
  credentialOf,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  MARIANA,
  MONEY,
  STOCK,
  NICOLAS,
  tillWithRosterReadAgo,
  productById,
  productNamed,
  schoolWithStaff,
  setSaldo,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let keys = 0;
const TILL = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
/** The till's roster, read an hour before the file's sales: they are judged by what it said. */
let lista: string;
/** A recorded refusal writes its offline row and its key: what may not move is the money, the stock and the orders. */
const MOVED = { ...MONEY, ...STOCK, orders, lines: orderLines };
const newKey = () => `venta-offline-${++keys}-${randomUUID()}`;
const minutesAgo = (m: number) => new Date(t.clock.nowMs() - m * 60_000).toISOString();

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  lista = await tillWithRosterReadAgo(t, cashier, 'cafeteria', TILL, 60);
});
afterAll(() => t?.close());

function lateSale(
  who: Api,
  store: 'cafeteria' | 'papeleria' | 'restaurant',
  body: Record<string, unknown>,
  key: string | null = newKey(),
) {
  return who.call<LateSaleResult>(
    'POST',
    `/api/${store}/requests/offline`,
    { caja: TILL, lista, hecha_en: minutesAgo(20), total: 0, ...body },
    key ? { 'Idempotency-Key': key } : {},
  );
}

async function water() {
  return productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
}

async function fundTo(doc: string, saldo: number) {
  const c = await credentialOf(t, doc);
  await setSaldo(admin, c, c.saldo, saldo);
}

describe('a late sale', () => {
  it('is charged once, delivered when it was made, whatever the retries', async () => {
    await fundTo(NICOLAS, 50_000);
    const product = await water();
    const userId = await userIdByDocument(t, NICOLAS);
    const key = newKey();
    const madeAt = minutesAgo(45);
    const body = {
      id_user: userId,
      products: [{ id: product.id, count: 2 }],
      total: product.price * 2,
      hecha_en: madeAt,
    };
    const answers = await Promise.all([1, 2, 3].map(() => lateSale(cashier, 'cafeteria', body, key)));
    for (const a of answers) expect(a.status, a.body.message).toBe(201);
    // One sale, and every send answered the same: the first one's outcome, replayed.
    for (const a of answers) expect(a.body.data).toEqual(answers[0].body.data);
    const { data } = answers[0].body;
    expect(data).toMatchObject({ estado: 'aceptada', marcas: [], saldo: 50_000 - product.price * 2 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.id_order!));
    expect(order).toMatchObject({ status: 3, immediate: 1, turn: null, idempotency_key: key });
    expect(order.created_at.toISOString()).toBe(madeAt);
    const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.key, key));
    expect(row).toMatchObject({ state: 'aceptada', id_order: order.id, total: product.price * 2 });
    expect(row.received_at.getTime()).toBeGreaterThan(row.made_at.getTime());

    // Days later the idempotency key is purged; the sale's own row still answers a retry.
    await t.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const late = await unchanged(t, () => lateSale(cashier, 'cafeteria', body, key), MOVED);
    expect(late.body.data).toMatchObject({ id: data.id, estado: 'aceptada', id_order: order.id });
  });

  it('an online sale whose answer the till lost, queued with its key: still one sale, either way round', async () => {
    await fundTo(NICOLAS, 50_000);
    const product = await water();
    const userId = await userIdByDocument(t, NICOLAS);
    const online = { id_user: userId, products: [{ id: product.id, count: 1 }] };
    const late = { ...online, total: product.price };
    // The server committed the online sale; the till never saw the answer and sends it late.
    const sold = await cashier.call<{ order: { id: number } }>('POST', '/api/cafeteria/requests', online, {
      'Idempotency-Key': 'perdida-1',
    });
    expect(sold.status).toBe(201);
    const resent = await unchanged(t, () => lateSale(cashier, 'cafeteria', late, 'perdida-1'), MOVED);
    expect(resent.body.data).toMatchObject({
      id: null,
      estado: 'aceptada',
      id_order: sold.body.data.order.id,
    });
    // The other way round: the late sale first, then the online request, delayed in the network, arrives.
    const first = await lateSale(cashier, 'cafeteria', late, 'perdida-2');
    expect(first.body.data.estado).toBe('aceptada');
    const delayed = await unchanged(
      t,
      () => cashier.call('POST', '/api/cafeteria/requests', online, { 'Idempotency-Key': 'perdida-2' }),
      MOVED,
    );
    expect(delayed.status).toBe(409);
  });

  it('needs its key, and a body that says what was sold', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const product = await water();
    const noKey = await unchanged(t, () =>
      lateSale(cashier, 'cafeteria', { id_user: userId, products: [{ id: product.id, count: 1 }] }, null),
    );
    expect(noKey.status).toBe(400);
    expect(noKey.body.errors).toHaveProperty('Idempotency-Key');
    const empty = await unchanged(t, () => lateSale(cashier, 'cafeteria', { id_user: userId, products: [] }));
    expect(empty.status).toBe(400);
    const stranger = (await staffWith(t, admin, ['papeleria', 'papeleria.pos'])).api;
    expect(
      (
        await unchanged(t, () =>
          lateSale(stranger, 'cafeteria', { id_user: userId, products: [{ id: product.id, count: 1 }] }),
        )
      ).status,
    ).toBe(403);
  });

  it('spent elsewhere meanwhile: charged into the overdraft and flagged; beyond it, refused and kept', async () => {
    await fundTo(EMILIANO, 5_000);
    const product = await water();
    const userId = await userIdByDocument(t, EMILIANO);
    const count = Math.ceil(8_000 / product.price);
    const within = await lateSale(cashier, 'cafeteria', {
      id_user: userId,
      products: [{ id: product.id, count }],
      total: product.price * count,
    });
    expect(within.body.data).toMatchObject({ estado: 'marcada', marcas: ['sobregiro'] });
    const saldo = 5_000 - product.price * count;
    expect(saldo).toBeLessThan(0);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(saldo);
    const [movement] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_order, within.body.data.id_order!));
    expect(movement).toMatchObject({ saldo_nuevo: saldo, overdraft: DEFAULT_ALLOWANCE.sobregiro });

    // Beyond the overdraft: recorded, refused, nothing moved.
    const big = Math.ceil((DEFAULT_ALLOWANCE.sobregiro + 1_000) / product.price);
    const beyond = await unchanged(
      t,
      () =>
        lateSale(cashier, 'cafeteria', {
          id_user: userId,
          products: [{ id: product.id, count: big }],
          total: product.price * big,
        }),
      MOVED,
    );
    expect(beyond.status).toBe(201);
    expect(beyond.body.data).toMatchObject({ estado: 'rechazada', id_order: null });
    expect(beyond.body.data.motivo).toContain('Saldo insuficiente al sincronizar');

    // A negative balance sells nothing online; the next top-up pays it first.
    const online = await unchanged(t, () =>
      cashier.post('/api/cafeteria/requests', { id_user: userId, products: [{ id: product.id, count: 1 }] }),
    );
    expect(online.status).toBe(409);
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 10_000);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(10_000);
  });

  it('stock run out on the server: the count is brought up by an adjustment, and flagged', async () => {
    const product = await water();
    const before = await productById(t, product.id);
    const take = await admin.post(`/api/inventory/products/${product.id}/minus`, { count: before.stock });
    expect(take.status, take.body.message).toBe(200);
    expect((await productById(t, product.id)).stock).toBe(0);
    await fundTo(MARIANA, 50_000);
    const late = await lateSale(cashier, 'cafeteria', {
      id_user: await userIdByDocument(t, MARIANA),
      products: [{ id: product.id, count: 3 }],
      total: product.price * 3,
    });
    expect(late.body.data).toMatchObject({ estado: 'marcada', marcas: ['stock'] });
    expect((await productById(t, product.id)).stock).toBe(0);
    const log = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.id_product, product.id))
      .orderBy(stockMovements.id);
    expect(log.slice(-2)).toMatchObject([
      { quantity: 3, reason: STOCK_REASON.ingreso, stock_after: 3, id_order: null },
      { quantity: -3, reason: STOCK_REASON.venta, stock_after: 0, id_order: late.body.data.id_order },
    ]);
    expect(log.at(-2)!.detalle).toContain('Ajuste por venta fuera de línea');
    // The water back on the shelf: the file's other sales do not depend on running after this one.
    expect(
      (await admin.post(`/api/inventory/products/${product.id}/add`, { count: before.stock })).status,
    ).toBe(200);
  });

  it('the credential was deactivated meanwhile: refused, nothing charged', async () => {
    const product = await water();
    const credential = await credentialOf(t, MARIANA);
    await t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, credential.id));
    const res = await unchanged(
      t,
      () =>
        lateSale(cashier, 'cafeteria', {
          id_user: credential.id_user_primary,
          products: [{ id: product.id, count: 1 }],
        }),
      MOVED,
    );
    expect(res.body.data).toMatchObject({ estado: 'rechazada', motivo: 'El carnet está inactivo' });
    await t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, credential.id));
  });

  it("another store's product or a customer that is gone: refused, with the reason", async () => {
    const paper = await t.db.select().from(products).where(eq(products.store, STORE.papeleria)).limit(1);
    const userId = await userIdByDocument(t, MARIANA);
    const other = await unchanged(
      t,
      () => lateSale(cashier, 'cafeteria', { id_user: userId, products: [{ id: paper[0].id, count: 1 }] }),
      MOVED,
    );
    expect(other.body.data.motivo).toContain('no se vende en cafetería');
    const [{ max }] = await t.db.select({ max: sql<number>`max(${users.id})` }).from(users);
    const gone = await unchanged(
      t,
      () =>
        lateSale(cashier, 'cafeteria', { id_user: max + 999_999, products: [{ id: paper[0].id, count: 1 }] }),
      MOVED,
    );
    expect(gone.body.data).toMatchObject({ estado: 'rechazada', motivo: 'No Existe Usuario' });
  });

  it('leaves the books right', async () => {
    await expectLedgerInvariant(t.db);
    await expectOrderInvariant(t.db);
    await expectStockInvariant(t.db);
  });
});

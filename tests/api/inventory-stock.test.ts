/**
 * Stock in and out (`POST inventory/products/{id}/add` and `/minus`), its validation, store permission,
 * Idempotency-Key and concurrent requests. After every refusal the catalog and the stock log are exactly
 * as before; after the file, stock = sum of movements.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_STOCK_STEP, STOCK_REASON, STORE } from '../../src/domain/inventory';
import { products, stockMovements } from '../../server/db/schema';
import { STORE_FORBIDDEN } from '../../server/modules/inventory/catalog/service';
import {
  BODY_ID_MISMATCH,
  COUNT_INVALID,
  COUNT_REQUIRED,
  STOCK_UPDATED,
} from '../../server/modules/inventory/movements/routes';
import {
  api,
  CATALOG,
  expectStockInvariant,
  productById,
  productNamed,
  type ProductRow,
  type Reply,
  staffWith,
  stockMovementsOf,
  unchanged,
} from './fixtures';
import {
  add,
  admin,
  adminId,
  cashier,
  freshProduct,
  minus,
  openStockSchool,
  secretary,
  t,
} from './fixtures/stock-school';

openStockSchool();

describe('stock in and out', () => {
  it('add and minus move the stock, write a signed movement and answer the product', async () => {
    const product = await freshProduct(10);
    const inRes = await admin.post<ProductRow>(add(product.id), { id: product.id, count: 5 });
    expect(inRes.status).toBe(200);
    expect(inRes.body).toMatchObject({
      code: 1,
      message: STOCK_UPDATED,
      data: { id: product.id, stock: 15 },
    });
    const outRes = await admin.post<ProductRow>(minus(product.id), { count: 4 }); // id in the body is optional
    expect(outRes.status).toBe(200);
    expect(outRes.body.data.stock).toBe(11);
    expect((await productById(t, product.id)).stock).toBe(11);
    const log = await stockMovementsOf(t, product.id);
    expect(log.map((m) => [m.reason, m.quantity, m.stock_after, m.id_staff, m.store])).toEqual([
      [STOCK_REASON.inicial, 10, 10, adminId, STORE.cafeteria],
      [STOCK_REASON.ingreso, 5, 15, adminId, STORE.cafeteria],
      [STOCK_REASON.salida, -4, 11, adminId, STORE.cafeteria],
    ]);
    // The id may come as the old client's string.
    expect((await admin.post(add(product.id), { id: String(product.id), count: 1 })).status).toBe(200);
    // Exactly down to zero is allowed.
    const all = await admin.post<ProductRow>(minus(product.id), { count: 12 });
    expect(all.status).toBe(200);
    expect(all.body.data.stock).toBe(0);
  });

  it('refuses a minus below zero with 409 out_of_stock, changing nothing', async () => {
    const product = await freshProduct(3);
    await unchanged(
      t,
      async () => {
        const res = await admin.post(minus(product.id), { id: product.id, count: 4 });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'out_of_stock',
          message: 'No hay suficiente stock: disponible 3',
          errors: { count: 'No hay suficiente stock: disponible 3' },
        });
        const soldOut = await productNamed(t, 'Kumis 200 ml');
        const none = await admin.post(minus(soldOut.id), { count: 1 });
        expect(none.status).toBe(409);
        expect(none.body.message).toBe('No hay suficiente stock: disponible 0');
      },
      CATALOG,
    );
  });

  it('refuses a count that is not a whole number from 1 to MAX_STOCK_STEP, and an id that is not the path one', async () => {
    const product = await freshProduct(50);
    await unchanged(
      t,
      async () => {
        const bad: [unknown, string][] = [
          [0, COUNT_INVALID],
          [-1, COUNT_INVALID],
          [1.5, COUNT_INVALID],
          ['5', COUNT_INVALID],
          [MAX_STOCK_STEP + 1, COUNT_INVALID],
          [Number.MAX_SAFE_INTEGER + 2, COUNT_INVALID],
          [null, COUNT_REQUIRED],
          [true, COUNT_INVALID],
          [[3], COUNT_INVALID],
        ];
        for (const url of [add(product.id), minus(product.id)]) {
          for (const [count, message] of bad) {
            const res = await admin.post(url, { id: product.id, count });
            expect(res.status, `${url} ${JSON.stringify(count)}`).toBe(400);
            expect(res.body).toMatchObject({ reason: 'validation', message, errors: { count: message } });
          }
          const missing = await admin.post(url, { id: product.id });
          expect(missing.status).toBe(400);
          expect(missing.body.errors).toEqual({ count: COUNT_REQUIRED });
          const mismatch = await admin.post(url, { id: product.id + 1, count: 1 });
          expect(mismatch.status).toBe(400);
          expect(mismatch.body).toMatchObject({
            message: BODY_ID_MISMATCH,
            errors: { id: BODY_ID_MISMATCH },
          });
          const mismatchText = await admin.post(url, { id: 'abc', count: 1 });
          expect(mismatchText.status).toBe(400);
          expect((await admin.post(url, 'no es json')).status).toBe(400);
          expect((await admin.post(`/api/inventory/products/abc/add`, { count: 1 })).status).toBe(400);
        }
        expect((await admin.post(add(999999), { count: 1 })).status).toBe(404);
        expect((await admin.post(minus(999999), { id: 999999, count: 1 })).status).toBe(404);
      },
      CATALOG,
    );
    // The largest step is accepted.
    expect((await admin.post(add(product.id), { count: MAX_STOCK_STEP })).status).toBe(200);
  });

  it('needs a products key for the store of the product; no session is 401', async () => {
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    const clerk = (await staffWith(t, admin, ['papeleria', 'papeleria.products'])).api;
    await unchanged(
      t,
      async () => {
        for (const url of [add(juice.id), minus(juice.id)]) {
          const noKey = await secretary.post(url, { count: 1 });
          expect(noKey.status).toBe(403);
          expect(noKey.body.message).toBe('No tiene permiso para realizar esta acción');
          const otherStore = await clerk.post(url, { count: 1 });
          expect(otherStore.status).toBe(403);
          expect(otherStore.body).toMatchObject({ reason: 'forbidden', message: STORE_FORBIDDEN.products });
          expect((await cashier.post(url, { count: 1 })).status).toBe(403);
          expect((await api(t.app).post(url, { count: 1 })).status).toBe(401);
        }
      },
      CATALOG,
    );
    const res = await clerk.post<ProductRow>(add(pencil.id), { id: pencil.id, count: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.stock).toBe(pencil.stock + 10);
    // The demo cashier holds the stationery keys too.
    expect((await cashier.post(minus(pencil.id), { count: 1 })).status).toBe(200);
  });

  it('an Idempotency-Key makes a retry answer the first answer without moving stock twice', async () => {
    const product = await freshProduct(20);
    const headers = { 'Idempotency-Key': `stock-${product.id}-1` };
    const first = await admin.call<ProductRow>('POST', minus(product.id), { count: 3 }, headers);
    expect(first.status).toBe(200);
    expect(first.body.data.stock).toBe(17);
    const again = await admin.call<ProductRow>('POST', minus(product.id), { count: 3 }, headers);
    expect(again.status).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await productById(t, product.id)).stock).toBe(17);
    expect(await stockMovementsOf(t, product.id)).toHaveLength(2);
    await unchanged(
      t,
      async () => {
        const reused = await admin.call('POST', minus(product.id), { count: 4 }, headers);
        expect(reused.status).toBe(409);
        expect(reused.body.errors).toHaveProperty('Idempotency-Key');
        const otherPath = await admin.call('POST', add(product.id), { count: 3 }, headers);
        expect(otherPath.status).toBe(409);
        const tooLong = await admin.call(
          'POST',
          add(product.id),
          { count: 3 },
          { 'Idempotency-Key': 'x'.repeat(201) },
        );
        expect(tooLong.status).toBe(400);
      },
      CATALOG,
    );
    // A refused request stores no key: the same key can be used once the stock allows it.
    const refusedKey = { 'Idempotency-Key': `stock-${product.id}-2` };
    expect((await admin.call('POST', minus(product.id), { count: 18 }, refusedKey)).status).toBe(409);
    await admin.post(add(product.id), { count: 1 });
    const retried = await admin.call<ProductRow>('POST', minus(product.id), { count: 18 }, refusedKey);
    expect(retried.status).toBe(200);
    expect(retried.body.data.stock).toBe(0);
  });

  it('30 adds of 2 and 30 minus of 1 at once on one product: exact final stock, log consistent, never negative', async () => {
    const product = await freshProduct(5);
    const calls: Promise<Reply<ProductRow>>[] = [];
    for (let i = 0; i < 30; i++) {
      calls.push(admin.post<ProductRow>(add(product.id), { count: 2 }));
      calls.push(admin.post<ProductRow>(minus(product.id), { count: 1 }));
    }
    const replies = await Promise.all(calls);
    // A minus may arrive before enough adds: it is refused, never taken below zero.
    for (const r of replies) expect([200, 409]).toContain(r.status);
    const refused = replies.filter((r) => r.status === 409).length;
    const log = await stockMovementsOf(t, product.id);
    const final = await productById(t, product.id);
    expect(final.stock).toBe(5 + 60 - (30 - refused));
    expect(final.stock).toBe(log.reduce((sum, m) => sum + m.quantity, 0));
    expect(log).toHaveLength(1 + 60 - refused);
    for (const m of log) expect(m.stock_after).toBeGreaterThanOrEqual(0);
    await expectStockInvariant(t.db);
  });

  it('a minus race at low stock never goes below zero: exactly the available units are taken', async () => {
    const product = await freshProduct(4);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        admin.post<ProductRow>(minus(product.id), { id: product.id, count: 1 }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.body.reason).toBe('out_of_stock');
    expect((await productById(t, product.id)).stock).toBe(0);
    const log = await stockMovementsOf(t, product.id);
    expect(log.map((m) => m.stock_after)).toEqual([4, 3, 2, 1, 0]);
  });
});

describe('the log after this file', () => {
  it('holds one movement row per answered stock change and no orphan', async () => {
    const ids = (await t.db.select({ id: stockMovements.id_product }).from(stockMovements)).map((r) => r.id);
    const existing = await t.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...new Set(ids)]));
    expect(existing).toHaveLength(new Set(ids).size);
    await expectStockInvariant(t.db);
  });
});

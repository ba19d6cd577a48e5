/** The alternate edit of an order after its sale (`PUT <store>/requests/{id}`): money and stock move by the difference only, with the key of what it does; refusals change nothing. The file ends checking the books. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_PRODUCT,
  EDIT_CHARGE_NEEDS_SALE_KEY,
  EDIT_REFUND_NEEDS_REVERSAL_KEY,
  ORDER_ALREADY_REVERSED,
  OVER_BALANCE,
  type EditResult,
  type Order,
} from '../../src/domain/orders';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import { credentials } from '../../server/db/schema';
import {
  api,
  credentialOf,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  MARIANA,
  NICOLAS,
  productById,
  setSaldo,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { editRecord } from './fixtures/edit';
import { admin, cafe, cafeSale, cashier, openOrdersSchool, paper, t } from './fixtures/orders-school';

openOrdersSchool([EMILIANO, ISABELLA, MARIANA, NICOLAS]);

describe('the alternate request edit', () => {
  const edit = (
    id: number,
    products: { idProduct: number; count: number; [k: string]: unknown }[],
    extra: Record<string, unknown> = {},
    key?: string,
  ) =>
    cashier.call<{ order: Order; saldo: number; difference: number }>(
      'PUT',
      `/api/cafeteria/requests/${id}`,
      { products, ...extra },
      key ? { 'Idempotency-Key': key } : {},
    );

  it('moves only the difference of money and stock; products already sold keep their price', async () => {
    const credential = await credentialOf(t, ISABELLA);
    const pan = await cafe('Pandebono');
    const water = await cafe('Agua en botella 600 ml');
    const order = await cafeSale(ISABELLA, { Pandebono: 3 });
    // The catalog price changes after the sale: the sold Pandebono keeps its price.
    expect(
      (await editRecord(admin, '/api/inventory/products', pan.id, { price: pan.price + 1000 })).status,
    ).toBe(200);

    const res = await edit(
      order.id,
      [
        { idProduct: pan.id, count: 1, price: 1, total: 1, idCategory: 1, idSubCategory: 1 },
        { idProduct: water.id, count: 2, price: 1 },
      ],
      { total: 3, saldo: 999999999 },
      `edit-${order.id}`,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Actualizado');
    const total = pan.price + 2 * water.price;
    expect(res.body.data.order.total).toBe(total);
    expect(res.body.data.difference).toBe(total - 3 * pan.price);
    expect(res.body.data.saldo).toBe(credential.saldo - total);
    expect(res.body.data.order.lines.map((l) => [l.id_product, l.price, l.count])).toEqual([
      [pan.id, pan.price, 1],
      [water.id, water.price, 2],
    ]);
    expect((await productById(t, pan.id)).stock).toBe(pan.stock - 1);
    expect((await productById(t, water.id)).stock).toBe(water.stock - 2);
    // A retry with the same key moves nothing again.
    const replay = await edit(
      order.id,
      [
        { idProduct: pan.id, count: 1, price: 1, total: 1, idCategory: 1, idSubCategory: 1 },
        { idProduct: water.id, count: 2, price: 1 },
      ],
      { total: 3, saldo: 999999999 },
      `edit-${order.id}`,
    );
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect((await credentialOf(t, ISABELLA)).saldo).toBe(credential.saldo - total);
    // Reversing the edited order gives back exactly what it cost in the end.
    const rev = await cashier.post<{ saldo: number; amount: number }>(
      `/api/cafeteria/requests/${order.id}/reverse`,
      {},
    );
    expect(rev.body.data).toMatchObject({ saldo: credential.saldo, amount: total });
    expect((await productById(t, pan.id)).stock).toBe(pan.stock);
    expect((await productById(t, water.id)).stock).toBe(water.stock);
    await editRecord(admin, '/api/inventory/products', pan.id, { price: pan.price });
  });

  it('a waiting order follows its lines: adding something to prepare sends it to the kitchen, keeping its turn', async () => {
    const order = await cafeSale(MARIANA, { Pandebono: 1 }, { inmediate: 0 });
    const pan = await cafe('Pandebono');
    const hot = await cafe('Empanada de carne');
    const res = await edit(order.id, [
      { idProduct: pan.id, count: 1 },
      { idProduct: hot.id, count: 1 },
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.order).toMatchObject({ complete: '1', enlistment: 1, turn: order.turn });
  });

  it('refuses a duplicate, more than the balance, the daily cap, a reversed order, changing nothing', async () => {
    const user = EMILIANO;
    const credential = await credentialOf(t, user);
    await setSaldo(admin, credential, credential.saldo, 10_000);
    const pan = await cafe('Pandebono');
    const order = await cafeSale(user, { Pandebono: 1 });

    const dup = await unchanged(t, () =>
      edit(order.id, [
        { idProduct: pan.id, count: 1 },
        { idProduct: pan.id, count: 2 },
      ]),
    );
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe(DUPLICATE_PRODUCT);
    expect(dup.body.errors).toHaveProperty('products');

    // Balance after the sale is 10 000 − 1 800 = 8 200: six more units (10 800) exceed it.
    const over = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 7 }]));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(OVER_BALANCE);
    // Exactly the balance plus what was paid is fine... but the daily cap may still refuse it.
    await t.db.update(credentials).set({ lockSaldo: 3000 }).where(eq(credentials.id, credential.id));
    const capped = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 2 }]));
    expect(capped.status).toBe(409);
    expect(capped.body.message).toBe(DAILY_LIMIT_MESSAGE);
    await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, credential.id));

    const empty = await unchanged(t, () => edit(order.id, []));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Debe agregar por lo menos un producto al pedido');
    const noId = await unchanged(t, () =>
      cashier.put(`/api/cafeteria/requests/${order.id}`, { products: [{ count: 1 }] }),
    );
    expect(noId.status).toBe(400);
    const eraser = await paper('Borrador de nata');
    const otherStore = await unchanged(t, () =>
      edit(order.id, [
        { idProduct: pan.id, count: 1 },
        { idProduct: eraser.id, count: 1 },
      ]),
    );
    expect(otherStore.status).toBe(400);
    expect(otherStore.body.message).toMatch(/no se vende en cafetería/);
    const missing = await unchanged(t, () =>
      cashier.put('/api/cafeteria/requests/999999', { products: [{ idProduct: pan.id, count: 1 }] }),
    );
    expect(missing.status).toBe(404);
    const wrongPath = await unchanged(t, () =>
      cashier.put(`/api/papeleria/requests/${order.id}`, { products: [{ idProduct: pan.id, count: 1 }] }),
    );
    expect(wrongPath.status).toBe(404);

    expect((await cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {})).status).toBe(200);
    const reversed = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 2 }]));
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toBe(ORDER_ALREADY_REVERSED);
  });

  it('refuses adding a product the student may not buy, keeping the ones already sold', async () => {
    const pan = await cafe('Pandebono');
    const water = await cafe('Agua en botella 600 ml');
    const order = await cafeSale(NICOLAS, { Pandebono: 2 });
    const userId = await userIdByDocument(t, NICOLAS);
    const saved = await admin.post('/api/academic/productsblock', {
      id_user: userId,
      products: JSON.stringify([water.id, pan.id]),
      saldo: 0,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const more = await unchanged(t, () =>
      edit(order.id, [
        { idProduct: pan.id, count: 2 },
        { idProduct: water.id, count: 1 },
      ]),
    );
    expect(more.status).toBe(409);
    expect(more.body.reason).toBe('product_locked');
    expect(more.body.message).toBe('El producto Agua en botella 600 ml está restringido para el estudiante');
    // Fewer of a product sold before the restriction is fine.
    const fewer = await edit(order.id, [{ idProduct: pan.id, count: 1 }]);
    expect(fewer.status, fewer.body.message).toBe(200);
    await admin.post('/api/academic/productsblock', { id_user: userId, products: '[]', saldo: 0 });
  });

  it('needs the requests key', async () => {
    const order = await cafeSale(NICOLAS, { Pandebono: 1 });
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    const pan = await cafe('Pandebono');
    expect(
      (
        await unchanged(t, () =>
          seller.api.put(`/api/cafeteria/requests/${order.id}`, {
            products: [{ idProduct: pan.id, count: 2 }],
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await unchanged(t, () =>
          api(t.app).put(`/api/cafeteria/requests/${order.id}`, {
            products: [{ idProduct: pan.id, count: 2 }],
          }),
        )
      ).status,
    ).toBe(401);
  });
});

describe('the edit moves money only with the key of what it does', () => {
  it('a refund needs the reversal key and a charge the sale key; the requests key alone only swaps at the same total', async () => {
    const order = await cafeSale(NICOLAS, { Pandebono: 2 });
    const pan = await cafe('Pandebono');
    const clerk = await staffWith(t, admin, ['cafeteria', 'cafeteria.requests']);
    const edit = (who: typeof clerk, count: number) =>
      who.api.put<EditResult>(`/api/cafeteria/requests/${order.id}`, {
        products: [{ idProduct: pan.id, count }],
      });

    const refund = await unchanged(t, () => edit(clerk, 1));
    expect(refund.status).toBe(403);
    expect(refund.body).toMatchObject({
      code: 0,
      reason: 'forbidden',
      message: EDIT_REFUND_NEEDS_REVERSAL_KEY,
    });
    const charge = await unchanged(t, () => edit(clerk, 3));
    expect(charge.status).toBe(403);
    expect(charge.body).toMatchObject({ code: 0, reason: 'forbidden', message: EDIT_CHARGE_NEEDS_SALE_KEY });
    // The same lines again move no money: the requests key is enough.
    expect((await edit(clerk, 2)).status).toBe(200);

    const reverser = await staffWith(t, admin, ['cafeteria', 'cafeteria.requests', 'cafeteria.reversion']);
    const refunded = await edit(reverser, 1);
    expect(refunded.status, refunded.body.message).toBe(200);
    expect(refunded.body.data.difference).toBe(-pan.price);
    expect((await unchanged(t, () => edit(reverser, 2))).status).toBe(403);
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.requests', 'cafeteria.pos']);
    const charged = await edit(seller, 2);
    expect(charged.status, charged.body.message).toBe(200);
    expect(charged.body.data.difference).toBe(pan.price);
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

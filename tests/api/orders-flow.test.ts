/**
 * An order after its sale: the working lists (enlistment, deliveries, Reversion), ready
 * (`PUT <store>/enlistment/{id}`), hand-over (`POST <store>/requests/dispatch`), reversal
 * (`POST <store>/requests/{id}/reverse` and the old `POST <store>/reporteRevDelete`) and the
 * alternate edit (`PUT <store>/requests/{id}`): each step once, refusals changing nothing,
 * money and stock moving by the difference only. The file ends checking the books.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import {
  DUPLICATE_PRODUCT,
  EDIT_CHARGE_NEEDS_SALE_KEY,
  EDIT_REFUND_NEEDS_REVERSAL_KEY,
  ORDER_ALREADY_DELIVERED,
  ORDER_ALREADY_REVERSED,
  ORDER_NOT_PENDING,
  ORDER_NOT_READY,
  OVER_BALANCE,
  type EditResult,
  type Order,
} from '../../src/domain/orders';
import { DAILY_LIMIT_MESSAGE } from '../../src/domain/cart';
import { credentialMovements, credentials, orders, stockMovements } from '../../server/db/schema';
import {
  type Api,
  api,
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  listUrl,
  MARIANA,
  NICOLAS,
  papeleriaBody,
  productById,
  productNamed,
  schoolWithStaff,
  sell,
  setSaldo,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { editRecord } from './fixtures/edit';

let t: TestApp;
let admin: Api;
let cashier: Api;
let cashierId: number;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier, id: cashierId },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO, ISABELLA, MARIANA, NICOLAS] }));
});
afterAll(() => t?.close());

const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);
const paper = (name: string) => productNamed(t, name, STORE.papeleria);

/** A cafeteria sale of `items` (name → count) to the student with that document. */
async function cafeSale(doc: string, items: Record<string, number>, extra: Record<string, unknown> = {}): Promise<Order> {
  const lines = [];
  for (const [name, count] of Object.entries(items)) lines.push({ id: (await cafe(name)).id, count });
  const res = await sell(cashier, 'cafeteria', cafeteriaBody(await userIdByDocument(t, doc), lines, extra));
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order;
}

const statusOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const listIds = async (who: Api, path: string, filter: Record<string, unknown> = {}) => {
  const res = await who.get<Order[]>(listUrl(path, { perPage: 100, filter: JSON.stringify(filter) }));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.map((o) => o.id);
};

describe('the working lists', () => {
  it('enlistment lists orders to prepare, deliveries those ready, Reversion those not reversed, each of its store', async () => {
    const hot = await cafeSale(EMILIANO, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const ready = await cafeSale(EMILIANO, { Pandebono: 1 }, { inmediate: 0 });
    const spot = await cafeSale(EMILIANO, { Pandebono: 1 });
    expect([hot.complete, ready.complete, spot.complete]).toEqual(['1', '2', '3']);

    const enlistment = await listIds(cashier, '/api/cafeteria/enlistment');
    expect(enlistment).toContain(hot.id);
    expect(enlistment).not.toContain(ready.id);
    const deliveries = await listIds(cashier, '/api/cafeteria/deliveries');
    expect(deliveries).toContain(ready.id);
    expect(deliveries).not.toContain(hot.id);
    const reversible = await listIds(cashier, '/api/cafeteria/Reversion');
    expect(reversible).toEqual(expect.arrayContaining([hot.id, ready.id, spot.id]));
    expect(await listIds(cashier, '/api/papeleria/enlistment')).not.toContain(hot.id);
    // The list's own search and filters still apply.
    expect(await listIds(cashier, '/api/cafeteria/Reversion', { id_user: await userIdByDocument(t, NICOLAS) })).not.toContain(hot.id);
  });

  it('each list answers only with its key', async () => {
    const kitchen = await staffWith(t, admin, ['cafeteria', 'cafeteria.enlistment']);
    expect((await kitchen.api.get('/api/cafeteria/enlistment')).status).toBe(200);
    for (const path of ['/api/cafeteria/deliveries', '/api/cafeteria/Reversion', '/api/cafeteria/requests', '/api/papeleria/enlistment']) {
      expect((await kitchen.api.get(path)).status, path).toBe(403);
    }
    expect((await api(t.app).get('/api/cafeteria/enlistment')).status).toBe(401);
  });
});

describe('ready and delivered', () => {
  it('an order to prepare becomes ready, then delivered; its turn is free again', async () => {
    const order = await cafeSale(MARIANA, { 'Empanada de carne': 2 }, { inmediate: 0 });
    expect(order.turn).not.toBeNull();
    const notYet = await unchanged(t, () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] }));
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(ORDER_NOT_READY);

    const ready = await cashier.put<Order>(`/api/cafeteria/enlistment/${order.id}`, {});
    expect(ready.status, ready.body.message).toBe(200);
    expect(ready.body.data).toMatchObject({ id: order.id, complete: '2', turn: order.turn });
    const again = await unchanged(t, () => cashier.put(`/api/cafeteria/enlistment/${order.id}`, {}));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_NOT_PENDING);

    const delivered = await cashier.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [order.id] });
    expect(delivered.status, delivered.body.message).toBe(200);
    expect(delivered.body.data[0]).toMatchObject({ id: order.id, complete: '3' });
    const row = await statusOf(order.id);
    expect(row.delivered_by).toBe(cashierId);
    expect(row.ready_at).not.toBeNull();
    const twice = await unchanged(t, () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ORDER_ALREADY_DELIVERED);
    // Its number goes to the next waiting order.
    const next = await cafeSale(MARIANA, { Pandebono: 1 }, { inmediate: 0 });
    expect(next.turn).toBe(order.turn);
  });

  it('a dispatch of several orders is all or nothing', async () => {
    const a = await cafeSale(MARIANA, { Pandebono: 1 }, { inmediate: 0 });
    const b = await cafeSale(MARIANA, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const res = await unchanged(t, () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [a.id, b.id] }));
    expect(res.status).toBe(409);
    expect((await statusOf(a.id)).status).toBe(2);
    const ok = await cashier.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [a.id] });
    expect(ok.status).toBe(200);
  });

  it('refuses bad bodies, unknown ids and orders of the other store, changing nothing', async () => {
    const order = await cafeSale(MARIANA, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const cases: [string, () => Promise<{ status: number; body: { message: string; errors?: Record<string, string> } }>, number][] = [
      ['sin pedidos', () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [] }), 400],
      ['pedidos no es lista', () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: 'x' }), 400],
      ['id desconocido', () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [999999] }), 404],
      ['otra tienda', () => cashier.put(`/api/papeleria/enlistment/${order.id}`, {}), 404],
      ['id no numérico', () => cashier.put('/api/cafeteria/enlistment/abc', {}), 400],
    ];
    for (const [name, call, status] of cases) {
      const res = await unchanged(t, call);
      expect(res.status, name).toBe(status);
      expect(res.body.message, name).toMatch(/\S/);
    }
    const empty = await cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [] });
    expect(empty.body.message).toBe('Debe seleccionar por lo menos un articulo para entregar');
    expect(empty.body.errors).toHaveProperty('pedidos');
  });

  it('needs the enlistment or deliveries key', async () => {
    const order = await cafeSale(MARIANA, { 'Empanada de carne': 1 }, { inmediate: 0 });
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await unchanged(t, () => seller.api.put(`/api/cafeteria/enlistment/${order.id}`, {}))).status).toBe(403);
    expect((await unchanged(t, () => seller.api.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] }))).status).toBe(403);
    expect((await api(t.app).put(`/api/cafeteria/enlistment/${order.id}`, {})).status).toBe(401);
  });
});

describe('reversal', () => {
  it('gives the money and the stock back once, frees the turn and records who did it', async () => {
    const carnet = await credentialOf(t, ISABELLA);
    const pan = await cafe('Pandebono');
    const order = await cafeSale(ISABELLA, { Pandebono: 2, 'Empanada de carne': 1 }, { inmediate: 0 });
    const afterSale = await credentialOf(t, ISABELLA);
    expect(afterSale.saldo).toBe(carnet.saldo - order.total);

    const res = await cashier.call<{ order: Order; saldo: number; amount: number }>('POST', `/api/cafeteria/requests/${order.id}/reverse`, {}, {
      'Idempotency-Key': `rev-${order.id}`,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ saldo: carnet.saldo, amount: order.total, order: { complete: '4' } });
    expect(res.body.message).toBe(`Pedido reversado. Nuevo saldo disponible $${new Intl.NumberFormat('es-CO').format(carnet.saldo)}`);
    expect((await credentialOf(t, ISABELLA)).saldo).toBe(carnet.saldo);
    expect((await productById(t, pan.id)).stock).toBe(pan.stock);
    const row = await statusOf(order.id);
    expect(row).toMatchObject({ status: 4, reversed_by: cashierId });
    const ledger = await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_order, order.id));
    expect(ledger.map((m) => [m.kind, m.amount])).toEqual([
      ['compra', -order.total],
      ['reversion', order.total],
    ]);
    const stock = await t.db.select().from(stockMovements).where(eq(stockMovements.id_order, order.id));
    expect(stock.filter((s) => s.reason === STOCK_REASON.reversion).map((s) => s.quantity).sort()).toEqual([1, 2]);

    // The same key replays; a new attempt is refused; the old client's path too.
    const replay = await cashier.call('POST', `/api/cafeteria/requests/${order.id}/reverse`, {}, { 'Idempotency-Key': `rev-${order.id}` });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    const again = await unchanged(t, () => cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {}));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_ALREADY_REVERSED);
    const old = await unchanged(t, () => cashier.post('/api/cafeteria/reporteRevDelete', { id: order.id }));
    expect(old.status).toBe(409);
    // Not in the working lists any more, not deliverable.
    expect(await listIds(cashier, '/api/cafeteria/Reversion')).not.toContain(order.id);
    expect(await listIds(cashier, '/api/cafeteria/enlistment')).not.toContain(order.id);
    expect((await unchanged(t, () => cashier.post('/api/cafeteria/requests/dispatch', { pedidos: [order.id] }))).status).toBe(409);
  });

  it('the old client path reverses a stationery sale; 20 concurrent attempts reverse once', async () => {
    const carnet = await credentialOf(t, NICOLAS);
    const eraser = await paper('Borrador de nata');
    const sale = await sell(cashier, 'papeleria', papeleriaBody(await userIdByDocument(t, NICOLAS), [{ id: eraser.id, count: 3 }]));
    expect(sale.status, sale.body.message).toBe(201);
    const id = sale.body.data.order.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? cashier.post('/api/papeleria/reporteRevDelete', { id }) : cashier.post(`/api/papeleria/requests/${id}/reverse`, {}),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await credentialOf(t, NICOLAS)).saldo).toBe(carnet.saldo);
    expect((await productById(t, eraser.id)).stock).toBe(eraser.stock);
    expect((await unchanged(t, () => cashier.post(`/api/cafeteria/requests/${id}/reverse`, {}))).status).toBe(404);
  });

  it('works on a credential deactivated after the sale', async () => {
    const order = await cafeSale(EMILIANO, { Pandebono: 1 });
    const carnet = await credentialOf(t, EMILIANO);
    await t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, carnet.id));
    const res = await cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {});
    expect(res.status, res.body.message).toBe(200);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(carnet.saldo + order.total);
    await t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, carnet.id));
  });

  it('refuses without the key, without a session, with a bad id', async () => {
    const order = await cafeSale(EMILIANO, { Pandebono: 1 });
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'cafeteria.requests']);
    expect((await unchanged(t, () => seller.api.post(`/api/cafeteria/requests/${order.id}/reverse`, {}))).status).toBe(403);
    expect((await unchanged(t, () => api(t.app).post(`/api/cafeteria/requests/${order.id}/reverse`, {}))).status).toBe(401);
    const bad = await unchanged(t, () => cashier.post('/api/cafeteria/reporteRevDelete', { id: 'uno' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    expect((await unchanged(t, () => cashier.post('/api/cafeteria/reporteRevDelete', {}))).status).toBe(400);
  });
});

describe('the alternate request edit', () => {
  const edit = (id: number, products: { idProduct: number; count: number; [k: string]: unknown }[], extra: Record<string, unknown> = {}, key?: string) =>
    cashier.call<{ order: Order; saldo: number; difference: number }>(
      'PUT',
      `/api/cafeteria/requests/${id}`,
      { products, ...extra },
      key ? { 'Idempotency-Key': key } : {},
    );

  it('moves only the difference of money and stock; products already sold keep their price', async () => {
    const carnet = await credentialOf(t, ISABELLA);
    const pan = await cafe('Pandebono');
    const water = await cafe('Agua en botella 600 ml');
    const order = await cafeSale(ISABELLA, { Pandebono: 3 });
    // The catalog price changes after the sale: the sold Pandebono keeps its price.
    expect((await editRecord(admin, '/api/inventory/products', pan.id, { price: pan.price + 1000 })).status).toBe(200);

    const res = await edit(order.id, [
      { idProduct: pan.id, count: 1, price: 1, total: 1, idCategory: 1, idSubCategory: 1 },
      { idProduct: water.id, count: 2, price: 1 },
    ], { total: 3, saldo: 999999999 }, `edit-${order.id}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Actualizado');
    const total = pan.price + 2 * water.price;
    expect(res.body.data.order.total).toBe(total);
    expect(res.body.data.difference).toBe(total - 3 * pan.price);
    expect(res.body.data.saldo).toBe(carnet.saldo - total);
    expect(res.body.data.order.lines.map((l) => [l.id_product, l.price, l.count])).toEqual([
      [pan.id, pan.price, 1],
      [water.id, water.price, 2],
    ]);
    expect((await productById(t, pan.id)).stock).toBe(pan.stock - 1);
    expect((await productById(t, water.id)).stock).toBe(water.stock - 2);
    // A retry with the same key moves nothing again.
    const replay = await edit(order.id, [
      { idProduct: pan.id, count: 1, price: 1, total: 1, idCategory: 1, idSubCategory: 1 },
      { idProduct: water.id, count: 2, price: 1 },
    ], { total: 3, saldo: 999999999 }, `edit-${order.id}`);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotency-replayed']).toBe('true');
    expect((await credentialOf(t, ISABELLA)).saldo).toBe(carnet.saldo - total);
    // Reversing the edited order gives back exactly what it cost in the end.
    const rev = await cashier.post<{ saldo: number; amount: number }>(`/api/cafeteria/requests/${order.id}/reverse`, {});
    expect(rev.body.data).toMatchObject({ saldo: carnet.saldo, amount: total });
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
    const carnet = await credentialOf(t, user);
    await setSaldo(admin, carnet, carnet.saldo, 10_000);
    const pan = await cafe('Pandebono');
    const order = await cafeSale(user, { Pandebono: 1 });

    const dup = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 1 }, { idProduct: pan.id, count: 2 }]));
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe(DUPLICATE_PRODUCT);
    expect(dup.body.errors).toHaveProperty('products');

    // Balance after the sale is 10 000 − 1 800 = 8 200: six more units (10 800) exceed it.
    const over = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 7 }]));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(OVER_BALANCE);
    // Exactly the balance plus what was paid is fine... but the daily cap may still refuse it.
    await t.db.update(credentials).set({ lockSaldo: 3000 }).where(eq(credentials.id, carnet.id));
    const capped = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 2 }]));
    expect(capped.status).toBe(409);
    expect(capped.body.message).toBe(DAILY_LIMIT_MESSAGE);
    await t.db.update(credentials).set({ lockSaldo: 0 }).where(eq(credentials.id, carnet.id));

    const empty = await unchanged(t, () => edit(order.id, []));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Debe agregar por lo menos un producto al pedido');
    const noId = await unchanged(t, () => cashier.put(`/api/cafeteria/requests/${order.id}`, { products: [{ count: 1 }] }));
    expect(noId.status).toBe(400);
    const eraser = await paper('Borrador de nata');
    const otherStore = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 1 }, { idProduct: eraser.id, count: 1 }]));
    expect(otherStore.status).toBe(400);
    expect(otherStore.body.message).toMatch(/no se vende en cafetería/);
    const missing = await unchanged(t, () => cashier.put('/api/cafeteria/requests/999999', { products: [{ idProduct: pan.id, count: 1 }] }));
    expect(missing.status).toBe(404);
    const wrongPath = await unchanged(t, () => cashier.put(`/api/papeleria/requests/${order.id}`, { products: [{ idProduct: pan.id, count: 1 }] }));
    expect(wrongPath.status).toBe(404);

    expect((await cashier.post(`/api/cafeteria/requests/${order.id}/reverse`, {})).status).toBe(200);
    const reversed = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 2 }]));
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toBe(ORDER_ALREADY_REVERSED);
  });

  it("refuses adding a product the student may not buy, keeping the ones already sold", async () => {
    const pan = await cafe('Pandebono');
    const water = await cafe('Agua en botella 600 ml');
    const order = await cafeSale(NICOLAS, { Pandebono: 2 });
    const userId = await userIdByDocument(t, NICOLAS);
    const saved = await admin.post('/api/academic/productsblock', { id_user: userId, products: JSON.stringify([water.id, pan.id]), saldo: 0 });
    expect(saved.status, saved.body.message).toBe(200);
    const more = await unchanged(t, () => edit(order.id, [{ idProduct: pan.id, count: 2 }, { idProduct: water.id, count: 1 }]));
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
    expect((await unchanged(t, () => seller.api.put(`/api/cafeteria/requests/${order.id}`, { products: [{ idProduct: pan.id, count: 2 }] }))).status).toBe(403);
    expect((await unchanged(t, () => api(t.app).put(`/api/cafeteria/requests/${order.id}`, { products: [{ idProduct: pan.id, count: 2 }] }))).status).toBe(401);
  });
});

describe('the edit moves money only with the key of what it does', () => {
  it('a refund needs the reversal key and a charge the sale key; the requests key alone only swaps at the same total', async () => {
    const order = await cafeSale(NICOLAS, { Pandebono: 2 });
    const pan = await cafe('Pandebono');
    const clerk = await staffWith(t, admin, ['cafeteria', 'cafeteria.requests']);
    const edit = (who: typeof clerk, count: number) =>
      who.api.put<EditResult>(`/api/cafeteria/requests/${order.id}`, { products: [{ idProduct: pan.id, count }] });

    const refund = await unchanged(t, () => edit(clerk, 1));
    expect(refund.status).toBe(403);
    expect(refund.body).toMatchObject({ code: 0, reason: 'forbidden', message: EDIT_REFUND_NEEDS_REVERSAL_KEY });
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

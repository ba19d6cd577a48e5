/**
 * Delivery to the customer (spec part 2 §2, §4, §7): the customer and their waiting orders by
 * credential code or document (`admin/carnets/{code}/validatedispatch`, `papeleria/validatedispatch`),
 * a user's waiting orders per store, the external pending list, the external delivery keys on
 * the stores' dispatch, and the prepare screen's dispatch (`POST external/dispatch`). Refusals
 * change nothing; the file ends checking the books.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCode } from '../../src/domain/credentials';
import type { DeliveryCustomer, DeliveryOrder, PendingOrder } from '../../src/domain/delivery';
import { STORE } from '../../src/domain/inventory';
import { ORDER_ALREADY_DELIVERED, ORDER_NOT_READY, type Order } from '../../src/domain/orders';
import { orders } from '../../server/db/schema';
import {
  type Api,
  api,
  cafeteriaBody,
  credentialOf,
  DEMO_STUDENT_INACTIVE_CARNET,
  DEMO_STUDENT_NO_CARNET,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  MARIANA,
  NICOLAS,
  papeleriaBody,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
/** Holds only the delivery screen's key. */
let entrega: Api;
/** Holds only the prepare screen's key. */
let despacho: Api;
/** Sells in both stores, delivers nothing. */
let seller: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO, ISABELLA, MARIANA, NICOLAS] }));
  entrega = (await staffWith(t, admin, ['external', 'external.entrega'])).api;
  despacho = (await staffWith(t, admin, ['external', 'external.dispatch'])).api;
  seller = (await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'papeleria', 'papeleria.pos'])).api;
});
afterAll(() => t?.close());

const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);
const paper = (name: string) => productNamed(t, name, STORE.papeleria);

/** A waiting cafeteria order: 'Empanada de carne' needs preparation ('1'), 'Pandebono' does not ('2'). */
async function cafeSale(
  doc: string,
  name: string,
  count = 1,
  extra: Record<string, unknown> = { inmediate: 0 },
): Promise<Order> {
  const res = await sell(
    cashier,
    'cafeteria',
    cafeteriaBody(await userIdByDocument(t, doc), [{ id: (await cafe(name)).id, count }], extra),
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order;
}
async function paperSale(doc: string, name: string, count = 1): Promise<Order> {
  const res = await sell(
    cashier,
    'papeleria',
    papeleriaBody(await userIdByDocument(t, doc), [{ id: (await paper(name)).id, count }], { immediate: 0 }),
  );
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order;
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status, turn: orders.turn }).from(orders).where(eq(orders.id, id)))[0];
const ids = (list: { id: number }[]) => list.map((o) => o.id);

const DELIVERY_ORDER_KEYS = [
  'comment',
  'complete',
  'count',
  'created_at',
  'id',
  'products',
  'store',
  'total',
  'turn',
];

describe('the customer and their waiting orders (validatedispatch)', () => {
  it('by credential code or by document: both stores, only waiting orders, oldest first', async () => {
    const hot = await cafeSale(EMILIANO, 'Empanada de carne', 2);
    const ready = await cafeSale(EMILIANO, 'Pandebono', 3);
    const spot = await cafeSale(EMILIANO, 'Pandebono', 1, {});
    const pencil = await paperSale(EMILIANO, 'Lapicero negro', 2);
    const other = await cafeSale(NICOLAS, 'Pandebono');
    expect([hot.complete, ready.complete, spot.complete, pencil.complete]).toEqual(['1', '2', '3', '2']);
    const carnet = await credentialOf(t, EMILIANO);
    const userId = await userIdByDocument(t, EMILIANO);

    for (const key of [carnet.code, carnet.code.toLowerCase(), EMILIANO]) {
      const res = await entrega.get<DeliveryCustomer>(`/api/admin/carnets/${key}/validatedispatch`);
      expect(res.status, res.body.message).toBe(200);
      const c = res.body.data;
      // The reader holds the card: the answer names it by its masked code only.
      expect(c).toMatchObject({ id_user_primary: userId, code: maskCode(carnet.code), num_doc: EMILIANO });
      expect(res.raw).not.toContain(carnet.code);
      expect(Object.keys(c).sort()).toEqual(['code', 'id_user_primary', 'name', 'num_doc', 'pedidos', 'url']);
      expect(ids(c.pedidos)).toEqual([hot.id, ready.id, pencil.id]);
      expect(ids(c.pedidos)).not.toContain(spot.id);
      expect(ids(c.pedidos)).not.toContain(other.id);
      const first = c.pedidos[0];
      expect(Object.keys(first).sort()).toEqual(DELIVERY_ORDER_KEYS);
      expect(first).toMatchObject({
        store: STORE.cafeteria,
        turn: hot.turn,
        products: '2 x Empanada de carne',
        count: 2,
        total: hot.total,
        complete: '1',
      });
      expect(c.pedidos[2]).toMatchObject({
        store: STORE.papeleria,
        products: '2 x Lapicero negro',
        count: 2,
        complete: '2',
      });
    }

    // Narrowed to one store: the query on the admin path, the stationery path.
    const onlyCafe = await despacho.get<DeliveryCustomer>(
      `/api/admin/carnets/${carnet.code}/validatedispatch?store=cafeteria`,
    );
    expect(ids(onlyCafe.body.data.pedidos)).toEqual([hot.id, ready.id]);
    const onlyPaper = await despacho.get<DeliveryCustomer>(`/api/papeleria/validatedispatch/${carnet.code}`);
    expect(onlyPaper.status).toBe(200);
    expect(ids(onlyPaper.body.data.pedidos)).toEqual([pencil.id]);
    const byDoc = await entrega.get<DeliveryCustomer>(`/api/papeleria/validatedispatch/${EMILIANO}`);
    expect(ids(byDoc.body.data.pedidos)).toEqual([pencil.id]);

    // Clear the queue for the next tests.
    const done = await despacho.post('/api/external/dispatch', {
      pedidos: [hot.id, ready.id, pencil.id, other.id],
    });
    expect(done.status, done.body.message).toBe(200);
  });

  it('a customer with nothing waiting gets an empty list', async () => {
    const res = await entrega.get<DeliveryCustomer>(`/api/admin/carnets/${MARIANA}/validatedispatch`);
    expect(res.status).toBe(200);
    expect(res.body.data.pedidos).toEqual([]);
    expect(res.body.message).toContain('no tiene pedidos pendientes');
    // An inactive credential still names its holder: what was paid is handed over.
    const inactive = await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc);
    const byCode = await entrega.get<DeliveryCustomer>(
      `/api/admin/carnets/${inactive.code}/validatedispatch`,
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.name).toBe(DEMO_STUDENT_INACTIVE_CARNET.name);
  });

  it('unknown code or document: 404 No Existe Usuario; a user without credential: 404; bad input 400', async () => {
    for (const path of [
      '/api/admin/carnets/CRNAAAAAAAAAAAAAAAAAAAAAAAA/validatedispatch',
      '/api/admin/carnets/000111222/validatedispatch',
      '/api/papeleria/validatedispatch/CRNAAAAAAAAAAAAAAAAAAAAAAAA',
      '/api/papeleria/validatedispatch/000111222',
    ]) {
      const res = await entrega.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ code: 0, message: 'No Existe Usuario', reason: 'not_found' });
    }
    const res = await entrega.get(`/api/admin/carnets/${DEMO_STUDENT_NO_CARNET.num_doc}/validatedispatch`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El usuario no tiene carnet');
    const bad = await entrega.get(`/api/admin/carnets/${EMILIANO}/validatedispatch?store=restaurante`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('El campo store debe ser cafeteria o papeleria');
  });

  it('401 without a session, 403 without a delivery key', async () => {
    const carnet = await credentialOf(t, EMILIANO);
    const paths = [
      `/api/admin/carnets/${carnet.code}/validatedispatch`,
      `/api/papeleria/validatedispatch/${carnet.code}`,
    ];
    const kitchen = await staffWith(t, admin, [
      'cafeteria',
      'cafeteria.enlistment',
      'external',
      'external.list',
    ]);
    for (const path of paths) {
      expect((await api(t.app).get(path)).status, path).toBe(401);
      expect((await seller.get(path)).status, path).toBe(403);
      expect((await kitchen.api.get(path)).status, path).toBe(403);
    }
    // The stationery counter's own key reaches the stationery path only.
    const counter = await staffWith(t, admin, ['papeleria', 'papeleria.deliveries']);
    expect((await counter.api.get(paths[1])).status).toBe(200);
    expect((await counter.api.get(paths[0])).status).toBe(403);
  });
});

describe("a user's pending requests and the external pending list", () => {
  it('per store, by id_user_primary; the list shows both stores with their customer', async () => {
    const hot = await cafeSale(ISABELLA, 'Empanada de carne');
    const pencil = await paperSale(ISABELLA, 'Lapicero negro');
    const userId = await userIdByDocument(t, ISABELLA);

    const cafeRes = await entrega.get<DeliveryOrder[]>(`/api/cafeteria/requests/pending/${userId}`);
    expect(cafeRes.status, cafeRes.body.message).toBe(200);
    expect(ids(cafeRes.body.data)).toEqual([hot.id]);
    const paperRes = await despacho.get<DeliveryOrder[]>(`/api/papeleria/requests/pending/${userId}`);
    expect(ids(paperRes.body.data)).toEqual([pencil.id]);
    expect(Object.keys(paperRes.body.data[0]).sort()).toEqual(DELIVERY_ORDER_KEYS);

    const lister = await staffWith(t, admin, ['external', 'external.list']);
    const list = await lister.api.get<PendingOrder[]>('/api/external/list');
    expect(list.status).toBe(200);
    const mine = list.body.data.filter((o) => o.id_user === userId);
    expect(ids(mine)).toEqual([hot.id, pencil.id]);
    expect(mine[0]).toMatchObject({
      customer: expect.stringContaining('Isabella'),
      complete: '1',
      store: STORE.cafeteria,
    });
    expect(list.body.data.every((o) => o.complete === '1' || o.complete === '2')).toBe(true);

    expect((await entrega.get('/api/cafeteria/requests/pending/999999')).status).toBe(404);
    expect((await entrega.get('/api/cafeteria/requests/pending/abc')).status).toBe(400);
    expect((await api(t.app).get(`/api/cafeteria/requests/pending/${userId}`)).status).toBe(401);
    expect((await seller.get(`/api/cafeteria/requests/pending/${userId}`)).status).toBe(403);
    expect((await entrega.get('/api/external/list')).status).toBe(403);
    expect((await api(t.app).get('/api/external/list')).status).toBe(401);

    const done = await despacho.post('/api/external/dispatch', { pedidos: [hot.id, pencil.id] });
    expect(done.status, done.body.message).toBe(200);
  });
});

describe('delivering', () => {
  it('the delivery screen key hands over ready orders through the store dispatch, only ready ones', async () => {
    const ready = await cafeSale(NICOLAS, 'Pandebono');
    const hot = await cafeSale(NICOLAS, 'Empanada de carne');
    const notYet = await unchanged(t, () =>
      entrega.post('/api/cafeteria/requests/dispatch', { pedidos: [hot.id] }),
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(ORDER_NOT_READY);

    const res = await entrega.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [ready.id] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data[0].complete).toBe('3');
    // Delivered: gone from the customer's list, its turn free.
    const userId = await userIdByDocument(t, NICOLAS);
    const left = await entrega.get<DeliveryOrder[]>(`/api/cafeteria/requests/pending/${userId}`);
    expect(ids(left.body.data)).toEqual([hot.id]);

    // The kitchen marks it ready: now it can be delivered too (the prepare screen's key as well).
    expect((await admin.put(`/api/cafeteria/enlistment/${hot.id}`, {})).status).toBe(200);
    const later = await despacho.post<Order[]>('/api/cafeteria/requests/dispatch', { pedidos: [hot.id] });
    expect(later.status, later.body.message).toBe(200);
    expect((await statusOf(hot.id)).status).toBe(3);

    const twice = await unchanged(t, () =>
      entrega.post('/api/cafeteria/requests/dispatch', { pedidos: [ready.id] }),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ORDER_ALREADY_DELIVERED);
  });

  it('the prepare screen delivers prepared orders of both stores at once, marking ready those still in preparation', async () => {
    const hot = await cafeSale(MARIANA, 'Empanada de carne');
    const pencil = await paperSale(MARIANA, 'Lapicero negro');
    const kept = await cafeSale(MARIANA, 'Pandebono');
    const res = await despacho.post<Order[]>('/api/external/dispatch', {
      pedidos: [pencil.id, hot.id, hot.id],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('2 pedidos entregados');
    expect(res.body.data.map((o) => [o.id, o.complete]).sort()).toEqual(
      [
        [hot.id, '3'],
        [pencil.id, '3'],
      ].sort(),
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, hot.id));
    expect(row.ready_at).not.toBeNull();
    expect(row.delivered_at).not.toBeNull();
    // Not prepared: still waiting.
    expect((await statusOf(kept.id)).status).toBe(2);
    expect((await despacho.post('/api/external/dispatch', { pedidos: [kept.id] })).status).toBe(200);
  });

  it('all or none; refusals name the problem and change nothing', async () => {
    const a = await cafeSale(NICOLAS, 'Pandebono');
    const b = await cafeSale(NICOLAS, 'Pandebono');
    expect((await despacho.post('/api/external/dispatch', { pedidos: [b.id] })).status).toBe(200);
    const reversed = await cafeSale(NICOLAS, 'Pandebono');
    expect((await admin.post(`/api/cafeteria/requests/${reversed.id}/reverse`, {})).status).toBe(200);
    const [restaurantOrder] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.store, STORE.restaurant))
      .limit(1);

    const cases: [string, unknown, number, string][] = [
      ['uno ya entregado', { pedidos: [a.id, b.id] }, 409, ORDER_ALREADY_DELIVERED],
      ['uno reversado', { pedidos: [a.id, reversed.id] }, 409, 'El pedido ya fue reversado'],
      ['id desconocido', { pedidos: [a.id, 999999] }, 404, 'El pedido no existe'],
      ['sin pedidos', { pedidos: [] }, 400, 'Debe seleccionar por lo menos un articulo para entregar'],
      ['sin el campo', {}, 400, 'Debe seleccionar por lo menos un articulo para entregar'],
      ['no es lista', { pedidos: 'x' }, 400, 'Debe seleccionar por lo menos un articulo para entregar'],
      ['id no numérico', { pedidos: ['a'] }, 400, 'El campo pedidos es requerido'],
    ];
    if (restaurantOrder)
      cases.push(['pedido del restaurante', { pedidos: [restaurantOrder.id] }, 404, 'El pedido no existe']);
    for (const [name, body, status, message] of cases) {
      const res = await unchanged(t, () => despacho.post('/api/external/dispatch', body));
      expect(res.status, name).toBe(status);
      expect(res.body.code, name).toBe(0);
      expect(res.body.message, name).toBe(message);
    }
    expect((await statusOf(a.id)).status).toBe(2);

    // Keys: the delivery screen may not prepare (it delivers ready orders only), the stores' cashier neither.
    expect(
      (await unchanged(t, () => entrega.post('/api/external/dispatch', { pedidos: [a.id] }))).status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => cashier.post('/api/external/dispatch', { pedidos: [a.id] }))).status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => api(t.app).post('/api/external/dispatch', { pedidos: [a.id] }))).status,
    ).toBe(401);
    expect((await despacho.post('/api/external/dispatch', { pedidos: [a.id] })).status).toBe(200);
  });

  it('a stationery order cannot be delivered through the cafeteria path', async () => {
    const pencil = await paperSale(ISABELLA, 'Lapicero negro');
    const res = await unchanged(t, () =>
      entrega.post('/api/cafeteria/requests/dispatch', { pedidos: [pencil.id] }),
    );
    expect(res.status).toBe(404);
    expect((await entrega.post('/api/papeleria/requests/dispatch', { pedidos: [pencil.id] })).status).toBe(
      200,
    );
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

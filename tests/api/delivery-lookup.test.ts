/** Delivery to the customer (spec part 2 §2, §4, §7): the customer and their waiting orders by credential code or document (`admin/carnets/{code}/validatedispatch`, `papeleria/validatedispatch`), a user's waiting orders per store, and the external pending list. */
import { describe, expect, it } from 'vitest';
import { maskCode } from '../../src/domain/credentials';
import type { DeliveryCustomer, DeliveryOrder, PendingOrder } from '../../src/domain/delivery';
import { STORE } from '../../src/domain/inventory';
import {
  api,
  credentialOf,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
  EMILIANO,
  ISABELLA,
  MARIANA,
  NICOLAS,
  staffWith,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cafeSale,
  despacho,
  entrega,
  ids,
  openDeliverySchool,
  paperSale,
  seller,
  t,
} from './fixtures/delivery-school';

openDeliverySchool();

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
    const credential = await credentialOf(t, EMILIANO);
    const userId = await userIdByDocument(t, EMILIANO);

    for (const key of [credential.code, credential.code.toLowerCase(), EMILIANO]) {
      const res = await entrega.get<DeliveryCustomer>(`/api/admin/carnets/${key}/validatedispatch`);
      expect(res.status, res.body.message).toBe(200);
      const c = res.body.data;
      // The reader holds the card: the answer names it by its masked code only.
      expect(c).toMatchObject({
        id_user_primary: userId,
        code: maskCode(credential.code),
        num_doc: EMILIANO,
      });
      expect(res.raw).not.toContain(credential.code);
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
      `/api/admin/carnets/${credential.code}/validatedispatch?store=cafeteria`,
    );
    expect(ids(onlyCafe.body.data.pedidos)).toEqual([hot.id, ready.id]);
    const onlyPaper = await despacho.get<DeliveryCustomer>(
      `/api/papeleria/validatedispatch/${credential.code}`,
    );
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
    const inactive = await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    const byCode = await entrega.get<DeliveryCustomer>(
      `/api/admin/carnets/${inactive.code}/validatedispatch`,
    );
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.name).toBe(DEMO_STUDENT_INACTIVE_CREDENTIAL.name);
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
    const res = await entrega.get(
      `/api/admin/carnets/${DEMO_STUDENT_NO_CREDENTIAL.num_doc}/validatedispatch`,
    );
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('El usuario no tiene carnet');
    const bad = await entrega.get(`/api/admin/carnets/${EMILIANO}/validatedispatch?store=restaurante`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('El campo store debe ser cafeteria o papeleria');
  });

  it('401 without a session, 403 without a delivery key', async () => {
    const credential = await credentialOf(t, EMILIANO);
    const paths = [
      `/api/admin/carnets/${credential.code}/validatedispatch`,
      `/api/papeleria/validatedispatch/${credential.code}`,
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

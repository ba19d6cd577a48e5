/**
 * Who may sell at and read the points of sale: without a session, without a point-of-sale key, with
 * one store's keys, with the orders key alone. The order list and the catalog themselves:
 * orders-list.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { type Order } from '../../src/domain/orders';
import {
  api,
  cafeteriaBody,
  EMILIANO,
  papeleriaBody,
  productNamed,
  requestsUrl,
  sell,
  staffWith,
  unchanged,
} from './fixtures';
import {
  admin,
  cafe,
  cashier,
  openOrdersSchool,
  paper,
  secretary,
  t,
  userOfSync,
} from './fixtures/orders-school';

openOrdersSchool();

describe('who may sell and read', () => {
  it('without a session every route is 401, changing nothing', async () => {
    const anonymous = api(t.app);
    const water = await cafe('Agua en botella 600 ml');
    await unchanged(t, async () => {
      for (const store of ['cafeteria', 'papeleria'] as const) {
        const body =
          store === 'cafeteria'
            ? cafeteriaBody(1, [{ id: water.id, count: 1 }])
            : papeleriaBody(1, [{ id: water.id, count: 1 }]);
        expect((await sell(anonymous, store, body)).status).toBe(401);
        for (const url of [
          requestsUrl(store),
          `${requestsUrl(store)}/create`,
          `${requestsUrl(store)}/1`,
          `${requestsUrl(store)}/1/edit`,
          `/api/${store}/pos/catalog`,
        ]) {
          expect((await anonymous.get(url)).status, url).toBe(401);
        }
      }
    });
  });

  it('the secretary holds no point-of-sale key: 403 everywhere, nothing sold', async () => {
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const pen = await paper('Lapicero negro');
    await unchanged(t, async () => {
      expect(
        (await sell(secretary, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }]))).status,
      ).toBe(403);
      expect(
        (await sell(secretary, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }]))).status,
      ).toBe(403);
      for (const store of ['cafeteria', 'papeleria'] as const) {
        for (const url of [
          requestsUrl(store),
          `${requestsUrl(store)}/create`,
          `${requestsUrl(store)}/1`,
          `/api/${store}/pos/catalog`,
        ]) {
          const res = await secretary.get(url);
          expect(res.status, url).toBe(403);
          expect(res.body.reason).toBe('forbidden');
        }
      }
    });
  });

  it("each store's keys reach only that store: a cafeteria seller cannot sell stationery, nor restaurant products", async () => {
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    const user = await userOfSync(EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const pen = await paper('Lapicero negro');
    const lunch = await productNamed(t, 'Almuerzo juvenil', STORE.restaurant);
    await unchanged(t, async () => {
      const res = await sell(seller.api, 'papeleria', papeleriaBody(user, [{ id: pen.id, count: 1 }]));
      expect(res.status).toBe(403);
      expect((await seller.api.get('/api/papeleria/pos/catalog')).status).toBe(403);
      expect((await seller.api.get(requestsUrl('papeleria'))).status).toBe(403);
      // The demo cashier (cafetería and papelería) sells no restaurant product anywhere.
      for (const store of ['cafeteria', 'papeleria'] as const) {
        const body =
          store === 'cafeteria'
            ? cafeteriaBody(user, [{ id: lunch.id, count: 1 }])
            : papeleriaBody(user, [{ id: lunch.id, count: 1 }]);
        expect((await sell(cashier, store, body)).status).toBe(400);
      }
      expect((await cashier.get('/api/inventory/products/indexrestaurant')).status).toBe(403);
    });
    const ok = await sell(seller.api, 'cafeteria', cafeteriaBody(user, [{ id: water.id, count: 1 }]));
    expect(ok.status).toBe(201);
    expect(ok.body.data.order.id_staff).toBe(seller.id);
    // Its catalog and its orders, without any inventory key.
    expect((await seller.api.get('/api/cafeteria/pos/catalog')).status).toBe(200);
    expect((await seller.api.get(requestsUrl('cafeteria'))).status).toBe(200);
    expect((await seller.api.get(`${requestsUrl('cafeteria')}/${ok.body.data.order.id}`)).status).toBe(200);
    expect((await seller.api.get('/api/inventory/products')).status).toBe(403);
  });

  it('the orders key alone reads the list, an order and the catalog (to edit an order) but does not sell', async () => {
    const reader = await staffWith(t, admin, ['papeleria', 'papeleria.requests']);
    const list = await reader.api.get<Order[]>(requestsUrl('papeleria'));
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect((await reader.api.get(`${requestsUrl('papeleria')}/${list.body.data[0].id}/edit`)).status).toBe(
      200,
    );
    const pen = await paper('Lapicero negro');
    await unchanged(t, async () => {
      expect(
        (
          await sell(
            reader.api,
            'papeleria',
            papeleriaBody(await userOfSync(EMILIANO), [{ id: pen.id, count: 1 }]),
          )
        ).status,
      ).toBe(403);
      expect((await reader.api.get('/api/papeleria/pos/catalog')).status).toBe(200);
      expect((await reader.api.get('/api/cafeteria/pos/catalog')).status).toBe(403);
      expect((await reader.api.get(`${requestsUrl('papeleria')}/create`)).status).toBe(403);
    });
  });
});

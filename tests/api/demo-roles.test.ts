/**
 * The demo's roles hold only what their names say (issue 28, item 9): the cashier sells and sees
 * their orders; prices, stock and the catalog are the storekeeper's; refunds and reports are
 * neither's. This file seeds the demo as it is (the other files widen the tests' cashier).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { seedDemo, DEMO_STOREKEEPER } from '../../server/demo/seed';
import { products, stockMovements } from '../../server/db/schema';
import {
  api,
  buildTestApp,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  login,
  productNamed,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
let cashier: ReturnType<typeof api>;
let storekeeper: ReturnType<typeof api>;
beforeAll(async () => {
  t = await buildTestApp({}, (db, clock) => seedDemo(db, { clock }));
  cashier = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
  storekeeper = api(t.app, await login(t.app, DEMO_STOREKEEPER, DEMO_PASSWORD));
});
afterAll(() => t?.close());

describe('the demo cashier', () => {
  it('sells and sees the orders of both counters', async () => {
    for (const url of [
      '/api/cafeteria/pos/catalog',
      '/api/papeleria/pos/catalog',
      '/api/cafeteria/requests',
      '/api/papeleria/requests',
    ]) {
      expect((await cashier.get(url)).status, url).toBe(200);
    }
  });

  it('cannot change prices or stock, refund, or read reports; nothing changes', async () => {
    const paper = await productNamed(t, 'Borrador de nata', STORE.papeleria);
    await unchanged(
      t,
      async () => {
        const refused = [
          await cashier.put(`/api/inventory/products/${paper.id}`, { price: 1 }),
          await cashier.post(`/api/inventory/products/${paper.id}/add`, { count: 5 }),
          await cashier.post(`/api/inventory/products/${paper.id}/minus`, { count: 5 }),
          await cashier.get('/api/inventory/products/productsPapeleria'),
          await cashier.post('/api/cafeteria/requests/1/reverse'),
          await cashier.get('/api/cafeteria/Reversion'),
          await cashier.post('/api/cafeteria/reporteRVD', {}),
          await cashier.get('/api/cafeteria/enlistment'),
        ];
        for (const res of refused) expect(res.status).toBe(403);
      },
      { products, stock: stockMovements },
    );
  });
});

describe('the demo storekeeper', () => {
  it('manages the three stores’ products and stock, and sells nothing', async () => {
    const paper = await productNamed(t, 'Borrador de nata', STORE.papeleria);
    expect((await storekeeper.get('/api/inventory/products')).status).toBe(200);
    const added = await storekeeper.post(`/api/inventory/products/${paper.id}/add`, { count: 3 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((await storekeeper.get('/api/cafeteria/pos/catalog')).status).toBe(403);
    expect((await storekeeper.get('/api/admin/carnets')).status).toBe(403);
  });
});

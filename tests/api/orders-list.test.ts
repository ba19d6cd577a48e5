/**
 * The store's order list and one order, the sale form and the cashier's catalog. Who may sell and
 * read them: orders-access.test.ts.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { type Order, type PosCatalog } from '../../src/domain/orders';
import { categories, orderLines, orders, products } from '../../server/db/schema';
import { DEMO_BUYERS } from '../../server/demo/demo-sales';
import { localDate } from '../../server/time';
import { cafeteriaBody, listUrl, MATEO, ORDER_KEYS, requestsUrl, sell } from './fixtures';
import { cafe, cashier, openOrdersSchool, t, TZ, userOfSync } from './fixtures/orders-school';

openOrdersSchool();

describe('the order list of a store', () => {
  it('pages and sorts in the database; rows are orders without lines, with the products text, of that store only', async () => {
    const [{ n }] = await t.db.select({ n: count() }).from(orders).where(eq(orders.store, STORE.cafeteria));
    const page1 = await cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { perPage: 5 }));
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(Number(n));
    expect(page1.body.data).toHaveLength(5);
    for (const o of page1.body.data) {
      expect(Object.keys(o).sort()).toEqual(ORDER_KEYS.filter((k) => k !== 'lines'));
      expect(o.store).toBe(STORE.cafeteria);
      expect(o.products).toMatch(/^\d+ x .+/);
    }
    // Newest first by default; pages never overlap.
    const times = page1.body.data.map((o) => Date.parse(o.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { perPage: 5, page: 2 }));
    expect(page2.body.data.some((o) => page1.body.data.some((p) => p.id === o.id))).toBe(false);
    const byTotal = await cashier.get<Order[]>(
      listUrl(requestsUrl('cafeteria'), { sort: 'total', order: 'DESC', perPage: 1000 }),
    );
    const totals = byTotal.body.data.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const paperList = await cashier.get<Order[]>(listUrl(requestsUrl('papeleria'), { perPage: 1000 }));
    expect(paperList.body.data.length).toBeGreaterThan(0);
    expect(paperList.body.data.every((o) => o.store === STORE.papeleria)).toBe(true);
    expect((await cashier.get(listUrl(requestsUrl('cafeteria'), { sort: 'lines' }))).status).toBe(400);
  });

  it('filters by status (complete), customer, school days and searches the customer', async () => {
    const list = (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      cashier.get<Order[]>(listUrl(requestsUrl('cafeteria'), { filter, perPage: 1000, ...extra }));
    // A sale of today, whatever else this file sold: the demo's history is in the past days.
    const sold = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userOfSync(MATEO), [{ id: (await cafe('Agua en botella 600 ml')).id, count: 1 }]),
    );
    expect(sold.status, sold.body.message).toBe(201);
    const waiting = await list({ complete: ['1', '2'] });
    expect(waiting.body.data.every((o) => ['1', '2'].includes(o.complete))).toBe(true);
    const delivered = await list({ complete: '3' });
    expect(delivered.body.data.length).toBeGreaterThan(0);
    expect(delivered.body.data.every((o) => o.complete === '3')).toBe(true);
    const all = await list({});
    expect(waiting.body.total! + delivered.body.total! + (await list({ complete: 4 })).body.total!).toBe(
      all.body.total,
    );
    const mateo = await userOfSync(MATEO);
    const his = await list({ id_user: mateo });
    expect(his.body.data.length).toBeGreaterThan(0);
    expect(his.body.data.every((o) => o.id_user === mateo && o.customer === 'Mateo Gómez Rojas')).toBe(true);
    const search = await list({}, { q: 'mateo gómez' });
    expect(search.body.data.map((o) => o.id).sort()).toEqual(his.body.data.map((o) => o.id).sort());
    // Today holds this file's sales.
    const today = localDate(t.clock.now(), TZ);
    const todays = await list({ from: today, to: today });
    expect(todays.body.data.length).toBeGreaterThan(0);
    expect(todays.body.data.every((o) => localDate(new Date(o.created_at), TZ) === today)).toBe(true);
    const past = await list({ to: localDate(new Date(t.clock.nowMs() - 86_400_000), TZ) });
    expect(past.body.total! + todays.body.total!).toBe(all.body.total);
    expect(past.body.data.every((o) => DEMO_BUYERS.includes(o.num_doc as never))).toBe(true);
    for (const filter of [
      { complete: 7 },
      { complete: 'x' },
      { id_user: 'abc' },
      { from: '2026-02-30' },
      { from: today, to: '2020-01-01' },
      { color: 1 },
    ]) {
      const res = await list(filter);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(res.body.errors).toHaveProperty('filter');
    }
  });

  it('one order with its lines by id or {id}/edit; 404 for the other store or none; 400 for a malformed id', async () => {
    const [order] = await t.db.select().from(orders).where(eq(orders.store, STORE.papeleria)).limit(1);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.id_order, order.id));
    for (const url of [
      `${requestsUrl('papeleria')}/${order.id}`,
      `${requestsUrl('papeleria')}/${order.id}/edit`,
    ]) {
      const res = await cashier.get<Order>(url);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.data).sort()).toEqual(ORDER_KEYS);
      expect(res.body.data).toMatchObject({ id: order.id, store: STORE.papeleria, total: order.total });
      expect(res.body.data.lines.map((l) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
    }
    for (const url of [
      `${requestsUrl('cafeteria')}/${order.id}`,
      `${requestsUrl('cafeteria')}/${order.id}/edit`,
      `${requestsUrl('papeleria')}/999999`,
    ]) {
      const res = await cashier.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ reason: 'not_found', message: 'El pedido no existe' });
    }
    expect((await cashier.get(`${requestsUrl('papeleria')}/abc`)).status).toBe(400);
  });

  it('the sale form lists products, comment and the immediate flag as each store sends it', async () => {
    const cafeForm = await cashier.get<{ fields: { source: string; type: string; required: boolean }[] }>(
      `${requestsUrl('cafeteria')}/create`,
    );
    expect(cafeForm.status).toBe(200);
    expect(cafeForm.body.data.fields.map((f) => [f.source, f.type, f.required])).toEqual([
      ['products', 'reference', true],
      ['comment', 'textarea', false],
      ['inmediate', 'flag', false],
    ]);
    const paperForm = await cashier.get<{ fields: { source: string }[] }>(
      `${requestsUrl('papeleria')}/create`,
    );
    expect(paperForm.body.data.fields.map((f) => f.source)).toEqual(['products', 'comment', 'immediate']);
  });
});

describe("the cashier's catalog", () => {
  it('answers the enabled categories of the store with their enabled subcategories and enabled products, in one call', async () => {
    const res = await cashier.get<PosCatalog>('/api/cafeteria/pos/catalog');
    expect(res.status).toBe(200);
    const { categories: cats, products: items } = res.body.data;
    expect(cats.map((c) => c.name).sort()).toEqual(['Almuerzos', 'Bebidas', 'Frutas', 'Postres', 'Snacks']);
    const drinks = cats.find((c) => c.name === 'Bebidas')!;
    expect(Object.keys(drinks).sort()).toEqual(['id', 'name', 'subcategories', 'url']);
    expect(drinks.subcategories.map((s) => s.name)).toEqual(expect.arrayContaining(['Jugos', 'Lácteos']));
    expect(Object.keys(drinks.subcategories[0]).sort()).toEqual(['id', 'name', 'url']);
    expect(Object.keys(items[0]).sort()).toEqual([
      'alergenos',
      'enlistment',
      'id',
      'id_category',
      'id_subcategory',
      'name',
      'price',
      'sellos',
      'stock',
      'url',
    ]);
    const dbRows = await t.db
      .select()
      .from(products)
      .where(and(eq(products.store, STORE.cafeteria), eq(products.enable, 1)));
    expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      dbRows.map((p) => p.id).sort((a, b) => a - b),
    );
    const water = await cafe('Agua en botella 600 ml');
    expect(items.find((p) => p.id === water.id)).toEqual({
      id: water.id,
      name: water.name,
      price: water.price,
      stock: water.stock,
      enlistment: 0,
      url: water.url,
      id_category: water.id_category,
      id_subcategory: water.id_subcategory,
      sellos: [],
      alergenos: [],
    });
    expect(items.some((p) => p.name === 'Bebida energética 250 ml')).toBe(false); // disabled
    expect(items.find((p) => p.name === 'Gomitas 50 g')?.stock).toBe(0); // sold out, still shown
    expect(items.find((p) => p.name === 'Empanada de carne')?.enlistment).toBe(1);
  });

  it('hides a disabled category with its products; the stationery catalog is its own', async () => {
    const drinks = (
      await t.db
        .select()
        .from(categories)
        .where(and(eq(categories.name, 'Bebidas'), eq(categories.store, STORE.cafeteria)))
    )[0];
    await t.db.update(categories).set({ enable: 0 }).where(eq(categories.id, drinks.id));
    try {
      const res = await cashier.get<PosCatalog>('/api/cafeteria/pos/catalog');
      expect(res.body.data.categories.some((c) => c.id === drinks.id)).toBe(false);
      expect(res.body.data.products.some((p) => p.id_category === drinks.id)).toBe(false);
    } finally {
      await t.db.update(categories).set({ enable: 1 }).where(eq(categories.id, drinks.id));
    }
    const paperCatalog = await cashier.get<PosCatalog>('/api/papeleria/pos/catalog');
    expect(paperCatalog.body.data.categories.map((c) => c.name).sort()).toEqual([
      'Arte',
      'Cuadernos',
      'Escritura',
      'Papelería general',
    ]);
    const paperIds = new Set(
      (await t.db.select().from(products).where(eq(products.store, STORE.papeleria))).map((p) => p.id),
    );
    expect(paperCatalog.body.data.products.every((p) => paperIds.has(p.id))).toBe(true);
  });
});

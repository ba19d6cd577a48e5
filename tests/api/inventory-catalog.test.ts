/**
 * The catalog of the three stores: the demo catalog, CRUD of categories, subcategories,
 * providers and products, store scoping by permission keys, the checks across tables, deletes
 * (refused or disabled), the old client's alias paths and the dashboard tiles. Every refusal
 * leaves the catalog and the stock log as they were; after the file, stock = sum of movements.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import type { FormFieldSchema } from '../../src/domain/fields';
import { categories, products, providers, stockMovements, subcategories } from '../../server/db/schema';
import {
  CATEGORY_IN_USE,
  CATEGORY_NOT_IN_STORE,
  CATEGORY_STORE_LOCKED,
  PRODUCT_DISABLED,
  PROVIDER_IN_USE,
  STORE_FORBIDDEN,
  SUBCATEGORY_CATEGORY_LOCKED,
  SUBCATEGORY_IN_USE,
  SUBCATEGORY_NOT_IN_CATEGORY,
} from '../../server/modules/inventory/service';
import {
  api,
  type Api,
  CATALOG,
  categoryNamed,
  concreteUrl,
  listUrl,
  productById,
  productNamed,
  type ProductRow,
  registeredRoutes,
  schoolWithStaff,
  staffWith,
  stockMovementsOf,
  subcategoryNamed,
  type TestApp,
  tinyPng,
  unchanged,
} from './fixtures';
import { editRecord } from './fixtures/edit';

type Row = { id: number } & Record<string, unknown>;

let t: TestApp;
let admin: Api;
let adminId: number;
let cashier: Api;
let secretary: Api;
/** Only `papeleria.products`: store 2 products, and reading what they need to choose from. */
let paperClerk: Api;
let paperClerkId: number;
let bebidas: { id: number };
let jugos: { id: number };
let snacks: { id: number };
let cuadernos: { id: number };
let cosidos: { id: number };
let menuCategory: { id: number };

beforeAll(async () => {
  ({
    t,
    admin: { api: admin, id: adminId },
    cashier: { api: cashier },
    secretary: { api: secretary },
  } = await schoolWithStaff());
  const clerk = await staffWith(t, admin, ['papeleria', 'papeleria.products']);
  paperClerk = clerk.api;
  paperClerkId = clerk.id;
  bebidas = await categoryNamed(t, 'Bebidas', STORE.cafeteria);
  jugos = await subcategoryNamed(t, 'Jugos', bebidas.id);
  snacks = await categoryNamed(t, 'Snacks', STORE.cafeteria);
  cuadernos = await categoryNamed(t, 'Cuadernos', STORE.papeleria);
  cosidos = await subcategoryNamed(t, 'Cuadernos cosidos', cuadernos.id);
  menuCategory = await categoryNamed(t, 'Almuerzos', STORE.restaurant);
});
afterAll(() => t?.close());

const P = '/api/inventory/products';
const C = '/api/inventory/categories';
const S = '/api/inventory/subcategories';
const V = '/api/inventory/providers';

const cafeteriaProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jugo de guayaba 250 ml',
  price: 3200,
  stock: 12,
  store: STORE.cafeteria,
  id_category: bebidas.id,
  id_subcategory: jugos.id,
  ...overrides,
});
const paperProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cuaderno cosido 200 hojas',
  price: 7000,
  stock: 5,
  store: STORE.papeleria,
  id_category: cuadernos.id,
  id_subcategory: cosidos.id,
  ...overrides,
});

const countOf = async (store: number) =>
  Number((await t.db.select({ n: count() }).from(products).where(eq(products.store, store)))[0].n);

describe('the demo catalog', () => {
  it('has three providers, categories with subcategories in every store and a believable product list', async () => {
    expect(await t.db.select().from(providers)).toHaveLength(3);
    expect(await countOf(STORE.cafeteria)).toBeGreaterThanOrEqual(40);
    expect(await countOf(STORE.papeleria)).toBeGreaterThanOrEqual(30);
    expect(await countOf(STORE.restaurant)).toBeGreaterThanOrEqual(3);
    const names = (await t.db.select().from(categories)).map((c) => `${c.store} ${c.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        '1 Bebidas',
        '1 Snacks',
        '1 Almuerzos',
        '1 Postres',
        '1 Frutas',
        '2 Cuadernos',
        '2 Escritura',
        '2 Arte',
        '2 Papelería general',
        '3 Almuerzos',
        '3 Bebidas',
        '3 Postres',
      ]),
    );
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    expect(juice).toMatchObject({ price: 3500, store: STORE.cafeteria, enable: 1 });
    // Some sold out, some low, some that need preparation.
    const all = await t.db.select().from(products);
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((p) => p.enlistment === 1).length).toBeGreaterThanOrEqual(5);
    expect(await productNamed(t, 'Almuerzo infantil')).toMatchObject({ store: 3, edad_min: 3, edad_max: 8 });
    expect(await productNamed(t, 'Almuerzo juvenil')).toMatchObject({ edad_min: 9, edad_max: 17 });
    expect(await productNamed(t, 'Almuerzo ejecutivo')).toMatchObject({ edad_min: 15, edad_max: 25 });
  });

  it('keeps every stock as the sum of its movements, starting with the initial stock', async () => {
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const log = await stockMovementsOf(t, juice.id);
    expect(log[0]).toMatchObject({ reason: STOCK_REASON.inicial, quantity: 24, stock_after: 24, id_staff: adminId });
    expect(log.reduce((sum, m) => sum + m.quantity, 0)).toBe(juice.stock);
    const soldOut = await productNamed(t, 'Kumis 200 ml');
    expect(soldOut.stock).toBe(0);
    expect(await stockMovementsOf(t, soldOut.id)).toEqual([]);
  });

  it('draws a PNG for every category, subcategory and product, served under /images', async () => {
    const rows = [
      ...(await t.db.select({ url: categories.url }).from(categories)),
      ...(await t.db.select({ url: subcategories.url }).from(subcategories)),
      ...(await t.db.select({ url: products.url }).from(products)),
    ];
    for (const row of rows) expect(row.url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const res = await t.app.inject({ method: 'GET', url: juice.url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(res.rawPayload.readUInt32BE(16)).toBe(96); // IHDR width
  });
});

describe('products', () => {
  it('lists with paging, search, filters and sorting in the database', async () => {
    const first = await admin.get<ProductRow[]>(listUrl(P, { perPage: 5 }));
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.total).toBe(Number((await t.db.select({ n: count() }).from(products))[0].n));
    const search = await admin.get<ProductRow[]>(listUrl(P, { q: 'naranja' }));
    expect(search.body.data.map((p) => p.name).sort()).toEqual(['Gaseosa naranja 350 ml', 'Jugo de naranja 250 ml']);
    const byCategory = await admin.get<ProductRow[]>(
      listUrl(P, { filter: { id_category: bebidas.id }, sort: 'price', order: 'DESC', perPage: 100 }),
    );
    expect(byCategory.body.data.every((p) => p.id_category === bebidas.id)).toBe(true);
    const prices = byCategory.body.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const byStore = await admin.get(listUrl(P, { filter: { store: STORE.restaurant } }));
    expect(byStore.body.total).toBe(await countOf(STORE.restaurant));
  });

  it('answers the create form and one record', async () => {
    const form = await admin.get<{ fields: FormFieldSchema[] }>(`${P}/create`);
    expect(form.body.data.fields.map((f) => f.source)).toEqual([
      'image',
      'name',
      'price',
      'stock',
      'store',
      'id_category',
      'id_subcategory',
      'id_provider',
      'enlistment',
      'enable',
      'edad_min',
      'edad_max',
    ]);
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const one = await admin.get<ProductRow>(`${P}/${juice.id}/edit`);
    expect(one.body.data).toMatchObject({ id: juice.id, name: 'Jugo de naranja 250 ml', price: 3500 });
    expect((await admin.get(`${P}/999999/edit`)).status).toBe(404);
    expect((await admin.get(`${P}/abc/edit`)).status).toBe(400);
  });

  it('creates a product with its initial stock written to the log in the same transaction', async () => {
    const res = await admin.post<ProductRow>(P, cafeteriaProduct({ image: tinyPng().toString('base64') }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Jugo de guayaba 250 ml', stock: 12, store: 1, enable: 1, enlistment: 0 });
    expect(res.body.data.url).toMatch(/^\/images\//);
    const log = await stockMovementsOf(t, res.body.data.id);
    expect(log).toEqual([
      expect.objectContaining({
        reason: STOCK_REASON.inicial,
        quantity: 12,
        stock_after: 12,
        store: 1,
        id_staff: adminId,
      }),
    ]);
  });

  it('creates a product with no stock without a movement, so it can still be deleted', async () => {
    const res = await admin.post<ProductRow>(P, cafeteriaProduct({ name: 'Producto sin stock', stock: 0 }));
    expect(res.status).toBe(201);
    expect(await stockMovementsOf(t, res.body.data.id)).toEqual([]);
    const del = await admin.delete(`${P}/${res.body.data.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Eliminado');
    expect(await t.db.select().from(products).where(eq(products.id, res.body.data.id))).toEqual([]);
  });

  it('updates the product but never its stock (only plus/minus move it)', async () => {
    const created = await admin.post<ProductRow>(P, cafeteriaProduct({ name: 'Jugo para editar', stock: 7 }));
    const id = created.body.data.id;
    const res = await editRecord<ProductRow>(admin, P, id, { price: 3900, stock: 999, enlistment: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 3900, stock: 7, enlistment: 1 });
    expect((await productById(t, id)).stock).toBe(7);
    expect(await stockMovementsOf(t, id)).toHaveLength(1);
    // Moving it to another category of the same store, without the subcategory of the old one.
    const moved = await editRecord<ProductRow>(admin, P, id, { id_category: snacks.id, id_subcategory: null });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id_category: snacks.id, id_subcategory: null });
  });

  it('refuses bad input and inconsistent category/store/subcategory combinations, changing nothing', async () => {
    await unchanged(t, async () => {
      const cases: [Record<string, unknown>, string, string?][] = [
        [cafeteriaProduct({ name: '' }), 'name', 'El campo Nombre es requerido'],
        [cafeteriaProduct({ price: -1 }), 'price', 'El campo Precio debe ser mayor o igual a 0'],
        [cafeteriaProduct({ price: 10.5 }), 'price'],
        [cafeteriaProduct({ stock: -3 }), 'stock'],
        [cafeteriaProduct({ store: 4 }), 'store', 'El valor del campo Tienda no es una opción válida'],
        [cafeteriaProduct({ id_category: cuadernos.id, id_subcategory: null }), 'id_category', CATEGORY_NOT_IN_STORE],
        [cafeteriaProduct({ id_subcategory: cosidos.id }), 'id_subcategory', SUBCATEGORY_NOT_IN_CATEGORY],
        [cafeteriaProduct({ id_category: 999999 }), 'id_category', 'El valor seleccionado en Categoría no existe'],
        [cafeteriaProduct({ id_subcategory: 999999 }), 'id_subcategory', 'El valor seleccionado en Subcategoría no existe'],
        [cafeteriaProduct({ id_provider: 999999 }), 'id_provider', 'El valor seleccionado en Proveedor no existe'],
        [
          cafeteriaProduct({ edad_min: 10, edad_max: 8 }),
          'edad_max',
          'La edad máxima debe ser mayor o igual a la mínima',
        ],
        [cafeteriaProduct({ edad_min: 26 }), 'edad_min'],
        [cafeteriaProduct({ image: 'bm90IGFuIGltYWdl' }), 'image'],
        [{ ...cafeteriaProduct(), store: undefined }, 'store'],
      ];
      for (const [body, field, message] of cases) {
        const res = await admin.post(P, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe(0);
        expect(res.body.reason).toBe('validation');
        expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
        if (message) expect(res.body.errors?.[field]).toBe(message);
      }
      const juice = await productNamed(t, 'Jugo de naranja 250 ml');
      const wrongStore = await editRecord(admin, P, juice.id, { store: STORE.papeleria });
      expect(wrongStore.status).toBe(400);
      expect(wrongStore.body.errors).toEqual({ id_category: CATEGORY_NOT_IN_STORE });
      const wrongSub = await editRecord(admin, P, juice.id, { id_category: snacks.id });
      expect(wrongSub.status).toBe(400);
      expect(wrongSub.body.errors).toEqual({ id_subcategory: SUBCATEGORY_NOT_IN_CATEGORY });
      const ages = await editRecord(admin, P, juice.id, { edad_max: 2, edad_min: 3 });
      expect(ages.status).toBe(400);
      expect((await admin.put(`${P}/999999`, { ...(await admin.get<Record<string, unknown>>(`${P}/${juice.id}/edit`)).body.data, name: 'Nadie' })).status).toBe(404);
      expect((await admin.delete(`${P}/999999`)).status).toBe(404);
    }, CATALOG);
    // One bound alone is an open range.
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    expect((await editRecord(admin, P, juice.id, { edad_min: 12 })).status).toBe(200);
    expect((await editRecord(admin, P, juice.id, { edad_min: null })).status).toBe(200);
  });

  it('disables, instead of deleting, a product with stock movements', async () => {
    const created = await admin.post<ProductRow>(P, cafeteriaProduct({ name: 'Jugo con historia', stock: 3 }));
    const id = created.body.data.id;
    const res = await admin.delete<{ id: number; deactivated?: boolean }>(`${P}/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: PRODUCT_DISABLED, data: { id, deactivated: true } });
    const row = await productById(t, id);
    expect(row).toMatchObject({ enable: 0, stock: 3 });
    expect(await stockMovementsOf(t, id)).toHaveLength(1);
  });
});

describe('store scoping', () => {
  it('a papelería clerk sees, reads and edits only store 2 products', async () => {
    const list = await paperClerk.get<ProductRow[]>(listUrl(P, { perPage: 1000 }));
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(await countOf(STORE.papeleria));
    expect(list.body.data.every((p) => p.store === STORE.papeleria)).toBe(true);
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    expect((await paperClerk.get(`${P}/${juice.id}/edit`)).status).toBe(404);
    expect((await paperClerk.get(`${P}/${pencil.id}/edit`)).status).toBe(200);
    await unchanged(t, async () => {
      expect((await editRecord(paperClerk, P, juice.id, { price: 1 }, admin)).status).toBe(404);
      expect((await paperClerk.delete(`${P}/${juice.id}`)).status).toBe(404);
    }, CATALOG);
    const renamed = await editRecord<ProductRow>(paperClerk, P, pencil.id, { price: 850 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.price).toBe(850);
  });

  it('a papelería clerk creates store 2 products; another store is 403 and writes nothing', async () => {
    const created = await paperClerk.post<ProductRow>(P, paperProduct());
    expect(created.status).toBe(201);
    expect(created.body.data.store).toBe(STORE.papeleria);
    expect(await stockMovementsOf(t, created.body.data.id)).toEqual([
      expect.objectContaining({ reason: STOCK_REASON.inicial, quantity: 5, id_staff: paperClerkId }),
    ]);
    await unchanged(t, async () => {
      const other = await paperClerk.post(P, cafeteriaProduct());
      expect(other.status).toBe(403);
      expect(other.body).toMatchObject({ code: 0, reason: 'forbidden', message: STORE_FORBIDDEN.products });
      const move = await editRecord(paperClerk, P, created.body.data.id, {
        store: STORE.cafeteria,
        id_category: bebidas.id,
        id_subcategory: jugos.id,
      });
      expect(move.status).toBe(403);
      expect(move.body.message).toBe(STORE_FORBIDDEN.products);
    }, CATALOG);
  });

  it('a papelería clerk may read the store 2 categories and subcategories to choose from, and nothing else', async () => {
    const cats = await paperClerk.get<Row[]>(listUrl(C, { perPage: 100 }));
    expect(cats.status).toBe(200);
    expect(cats.body.data.length).toBeGreaterThan(0);
    expect(cats.body.data.every((c) => c.store === STORE.papeleria)).toBe(true);
    const subs = await paperClerk.get<Row[]>(listUrl(S, { perPage: 100 }));
    expect(subs.status).toBe(200);
    const paperCategoryIds = new Set(cats.body.data.map((c) => c.id));
    expect(subs.body.data.every((s) => paperCategoryIds.has(s.id_category as number))).toBe(true);
    expect((await paperClerk.get(V)).status).toBe(200); // providers, to choose from
    await unchanged(t, async () => {
      for (const [method, url, body] of [
        ['POST', C, { name: 'Otra', store: 2 }],
        ['GET', `${C}/${cuadernos.id}/edit`],
        ['PUT', `${C}/${cuadernos.id}`, { name: 'Cambiada' }],
        ['DELETE', `${C}/${cuadernos.id}`],
        ['POST', S, { name: 'Otra', id_category: cuadernos.id }],
        ['POST', V, { name: 'Proveedor pirata' }],
        ['DELETE', '/api/admin/providers/1'],
        ['GET', '/api/inventory/reports'],
      ] as [string, string, unknown?][]) {
        const res = await paperClerk.call(method as 'GET', url, body);
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.message).toBe('No tiene permiso para realizar esta acción');
      }
    }, CATALOG);
  });

  it('the demo cashier manages the stationery catalog (papelería keys) but not the cafeteria one', async () => {
    const list = await cashier.get<ProductRow[]>(listUrl(P, { perPage: 1000 }));
    expect(list.status).toBe(200);
    expect(list.body.data.every((p) => p.store === STORE.papeleria)).toBe(true);
    await unchanged(t, async () => {
      const cat = await cashier.post(C, { name: 'Bebidas frías', store: STORE.cafeteria });
      expect(cat.status).toBe(403);
      expect(cat.body.message).toBe(STORE_FORBIDDEN.categories);
      const sub = await cashier.post(S, { name: 'Tés', id_category: bebidas.id });
      expect(sub.status).toBe(403);
      expect(sub.body.message).toBe(STORE_FORBIDDEN.subcategories);
      expect((await editRecord(cashier, C, bebidas.id, { name: 'X' }, admin)).status).toBe(404);
      expect((await cashier.get(`${S}/${jugos.id}/edit`)).status).toBe(404);
    }, CATALOG);
    const cat = await cashier.post<Row>(C, { name: 'Morrales', store: STORE.papeleria });
    expect(cat.status).toBe(201);
    const sub = await cashier.post<Row>(S, { name: 'Morrales escolares', id_category: cat.body.data.id });
    expect(sub.status).toBe(201);
  });

  it('a restaurant clerk (restaurant.products) works on store 3 only', async () => {
    const clerk = (await staffWith(t, admin, ['restaurant', 'restaurant.products'])).api;
    const list = await clerk.get<ProductRow[]>(listUrl(P, { perPage: 1000 }));
    expect(list.body.total).toBe(await countOf(STORE.restaurant));
    const created = await clerk.post<ProductRow>(P, {
      name: 'Almuerzo especial',
      price: 14000,
      stock: 10,
      store: STORE.restaurant,
      id_category: menuCategory.id,
      edad_min: 10,
      edad_max: 18,
    });
    expect(created.status).toBe(201);
    await unchanged(t, async () => {
      expect((await clerk.post(P, paperProduct())).status).toBe(403);
    }, CATALOG);
  });

  it('every inventory and restaurant route is 403 without its key and 401 without a session', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        r.method !== 'HEAD' &&
        (r.url.startsWith('/api/inventory') ||
          r.url.startsWith('/api/restaurant') ||
          r.url === '/api/admin/providers/:id' ||
          r.url === '/api/admin/products/:id/products'),
    );
    expect(routes.length).toBeGreaterThan(35);
    await unchanged(t, async () => {
      for (const { method, url } of routes) {
        const res = await secretary.call(method as 'GET', concreteUrl(url), method === 'GET' ? undefined : {});
        expect(res.status, `${method} ${url}`).toBe(403);
        const anonymous = await api(t.app).call(method as 'GET', concreteUrl(url), method === 'GET' ? undefined : {});
        expect(anonymous.status, `${method} ${url}`).toBe(401);
      }
    }, CATALOG);
  });

  it('the administrator gets 200 on every inventory GET route', async () => {
    const lunch = await productNamed(t, 'Almuerzo infantil');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    const [provider] = await t.db.select().from(providers).limit(1);
    const [sub] = await t.db.select().from(subcategories).where(eq(subcategories.id_category, menuCategory.id)).limit(1);
    const idFor = (url: string) =>
      /editPaper/.test(url) // the stationery view answers store 2 products only
        ? pencil.id
        : url.startsWith(P)
          ? lunch.id
          : url.startsWith(C)
            ? menuCategory.id
            : url.startsWith(S)
              ? sub.id
              : provider.id;
    const routes = registeredRoutes(t.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/inventory'));
    expect(routes.length).toBeGreaterThan(20);
    for (const { url } of routes) {
      const res = await admin.get(concreteUrl(url, idFor(url)));
      expect(res.status, url).toBe(200);
      expect(res.body.code, url).toBe(1);
    }
  });

  it('nobody without a catalog key reaches the catalog, and no session is 401', async () => {
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    await unchanged(t, async () => {
      for (const [method, url, body] of [
        ['GET', P],
        ['GET', `${P}/create`],
        ['GET', `${P}/${juice.id}/edit`],
        ['POST', P, cafeteriaProduct()],
        ['PUT', `${P}/${juice.id}`, { price: 1 }],
        ['DELETE', `${P}/${juice.id}`],
        ['GET', C],
        ['POST', C, { name: 'X', store: 1 }],
        ['GET', S],
        ['GET', V],
        ['POST', V, { name: 'X' }],
        ['DELETE', `${V}/1`],
        ['DELETE', '/api/admin/providers/1'],
      ] as [string, string, unknown?][]) {
        const res = await secretary.call(method as 'GET', url, body);
        expect(res.status, `${method} ${url}`).toBe(403);
        const anonymous = await api(t.app).call(method as 'GET', url, body);
        expect(anonymous.status, `${method} ${url}`).toBe(401);
      }
    }, CATALOG);
  });
});

describe('categories and subcategories', () => {
  it('creates, edits and deletes a category and a subcategory', async () => {
    const cat = await admin.post<Row>(C, { name: 'Panadería', store: STORE.cafeteria, image: tinyPng().toString('base64') });
    expect(cat.status).toBe(201);
    expect(cat.body.data).toMatchObject({ name: 'Panadería', store: 1, enable: 1 });
    expect(cat.body.data.url).toMatch(/^\/images\//);
    const sub = await admin.post<Row>(S, { name: 'Pan dulce', id_category: cat.body.data.id });
    expect(sub.status).toBe(201);
    const edited = await editRecord<Row>(admin, S, sub.body.data.id, { enable: 0 });
    expect(edited.body.data.enable).toBe(0);
    // No products yet: the category may change store, with its subcategories.
    const moved = await editRecord<Row>(admin, C, cat.body.data.id, { store: STORE.papeleria });
    expect(moved.status).toBe(200);
    expect((await admin.delete(`${S}/${sub.body.data.id}`)).status).toBe(200);
    expect((await admin.delete(`${C}/${cat.body.data.id}`)).status).toBe(200);
    expect(await t.db.select().from(categories).where(eq(categories.id, cat.body.data.id))).toEqual([]);
  });

  it('refuses a duplicate name in the same store, but not in another', async () => {
    await unchanged(t, async () => {
      const dup = await admin.post(C, { name: 'Bebidas', store: STORE.cafeteria });
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ reason: 'duplicate', errors: { name: expect.any(String) } });
      const dupSub = await admin.post(S, { name: 'Jugos', id_category: bebidas.id });
      expect(dupSub.status).toBe(409);
      expect(dupSub.body.errors).toHaveProperty('name');
    }, CATALOG);
    const other = await admin.post(C, { name: 'Bebidas', store: STORE.papeleria });
    expect(other.status).toBe(201);
  });

  it('lists subcategories of one store through their category (the stationery view)', async () => {
    const res = await admin.get<Row[]>(listUrl(S, { filter: { store: STORE.papeleria }, perPage: 1000 }));
    const paperCats = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.store, 2));
    const ids = new Set(paperCats.map((c) => c.id));
    expect(res.body.data.length).toBeGreaterThan(5);
    expect(res.body.data.every((s) => ids.has(s.id_category as number))).toBe(true);
    const byCategory = await admin.get<Row[]>(listUrl(S, { filter: { id_category: bebidas.id } }));
    expect(byCategory.body.data.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Jugos', 'Lácteos', 'Bebidas calientes']),
    );
    expect((await admin.get(listUrl(S, { filter: { store: 'x' } }))).status).toBe(400);
  });

  it('refuses deleting a category with subcategories or products, and a subcategory with products', async () => {
    await unchanged(t, async () => {
      const cat = await admin.delete(`${C}/${bebidas.id}`);
      expect(cat.status).toBe(409);
      expect(cat.body).toMatchObject({ code: 0, reason: 'in_use', message: CATEGORY_IN_USE });
      const sub = await admin.delete(`${S}/${jugos.id}`);
      expect(sub.status).toBe(409);
      expect(sub.body).toMatchObject({ reason: 'in_use', message: SUBCATEGORY_IN_USE });
    }, CATALOG);
    // A category with only a subcategory (no products) is refused too.
    const cat = await admin.post<Row>(C, { name: 'Temporada', store: STORE.cafeteria });
    await admin.post(S, { name: 'Navidad', id_category: cat.body.data.id });
    await unchanged(t, async () => {
      const res = await admin.delete(`${C}/${cat.body.data.id}`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(CATEGORY_IN_USE);
    }, CATALOG);
  });

  it('refuses moving a category with products to another store, or a subcategory with products to another category', async () => {
    await unchanged(t, async () => {
      const cat = await editRecord(admin, C, bebidas.id, { store: STORE.restaurant });
      expect(cat.status).toBe(409);
      expect(cat.body).toMatchObject({ reason: 'in_use', message: CATEGORY_STORE_LOCKED });
      const sub = await editRecord(admin, S, jugos.id, { id_category: snacks.id });
      expect(sub.status).toBe(409);
      expect(sub.body.message).toBe(SUBCATEGORY_CATEGORY_LOCKED);
      const missing = await admin.post(S, { name: 'Huérfana', id_category: 999999 });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ id_category: 'El valor seleccionado en Categoría no existe' });
      const badStore = await admin.post(C, { name: 'Sin tienda', store: 0 });
      expect(badStore.status).toBe(400);
    }, CATALOG);
  });
});

describe('providers', () => {
  it('creates, lists, updates and deletes; also under the old client path admin/providers', async () => {
    const created = await admin.post<Row>(V, { name: 'Dulces del Valle', nit: '901000111-1', email: 'Ventas@Dulces.demo' });
    expect(created.status).toBe(201);
    expect(created.body.data.email).toBe('ventas@dulces.demo');
    const search = await admin.get(listUrl(V, { q: 'valle' }));
    expect(search.body.total).toBe(1);
    expect((await editRecord(admin, V, created.body.data.id, { phone: '602 555 0000' })).status).toBe(200);
    const del = await admin.delete(`/api/admin/providers/${created.body.data.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Eliminado');
    expect(await t.db.select().from(providers).where(eq(providers.id, created.body.data.id))).toEqual([]);
    const again = await admin.post<Row>(V, { name: 'Proveedor temporal' });
    expect((await admin.delete(`${V}/${again.body.data.id}`)).status).toBe(200);
    expect((await admin.delete('/api/admin/providers/999999')).status).toBe(404);
  });

  it('refuses a duplicate name and deleting a provider with products (both paths), changing nothing', async () => {
    const [andina] = await t.db.select().from(providers).where(eq(providers.name, 'Distribuidora Andina S.A.S.'));
    await unchanged(t, async () => {
      const dup = await admin.post(V, { name: 'Distribuidora Andina S.A.S.' });
      expect(dup.status).toBe(409);
      expect(dup.body.errors).toEqual({ name: 'Ya existe un proveedor con ese nombre' });
      for (const url of [`${V}/${andina.id}`, `/api/admin/providers/${andina.id}`]) {
        const res = await admin.delete(url);
        expect(res.status, url).toBe(409);
        expect(res.body).toMatchObject({ reason: 'in_use', message: PROVIDER_IN_USE });
      }
    }, CATALOG);
  });
});

describe("the old client's alias paths", () => {
  it('productsRestaurant and productsPapeleria list one store', async () => {
    const rest = await admin.get<ProductRow[]>(listUrl(`${P}/productsRestaurant`, { perPage: 1000 }));
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(await countOf(STORE.restaurant));
    expect(rest.body.data.every((p) => p.store === STORE.restaurant)).toBe(true);
    const paper = await admin.get<ProductRow[]>(listUrl(`${P}/productsPapeleria`, { q: 'cuaderno', perPage: 1000 }));
    expect(paper.body.data.length).toBeGreaterThan(3);
    expect(paper.body.data.every((p) => p.store === STORE.papeleria && /cuaderno/i.test(p.name))).toBe(true);
    // Permissions: any of inventory.products and the store's key.
    expect((await paperClerk.get(`${P}/productsPapeleria`)).status).toBe(200);
    expect((await paperClerk.get(`${P}/productsRestaurant`)).status).toBe(403);
    expect((await secretary.get(`${P}/productsPapeleria`)).status).toBe(403);
    expect((await api(t.app).get(`${P}/productsRestaurant`)).status).toBe(401);
  });

  it('createRestautant and createPapeleria answer the form with the store preset', async () => {
    const rest = await admin.get<{ fields: FormFieldSchema[] }>(`${P}/createRestautant`);
    expect(rest.body.data.fields.find((f) => f.source === 'store')?.defaultValue).toBe(STORE.restaurant);
    const paper = await paperClerk.get<{ fields: FormFieldSchema[] }>(`${P}/createPapeleria`);
    expect(paper.status).toBe(200);
    expect(paper.body.data.fields.find((f) => f.source === 'store')?.defaultValue).toBe(STORE.papeleria);
    expect((await paperClerk.get(`${P}/createRestautant`)).status).toBe(403);
  });

  it('{id}/editRest and {id}/editPaper answer a product of that store, 404 otherwise', async () => {
    const lunch = await productNamed(t, 'Almuerzo infantil');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    expect((await admin.get<ProductRow>(`${P}/${lunch.id}/editRest`)).body.data.name).toBe('Almuerzo infantil');
    expect((await admin.get(`${P}/${juice.id}/editRest`)).status).toBe(404);
    expect((await admin.get(`${P}/${pencil.id}/editRest`)).status).toBe(404);
    expect((await paperClerk.get<ProductRow>(`${P}/${pencil.id}/editPaper`)).body.data.id).toBe(pencil.id);
    expect((await paperClerk.get(`${P}/${juice.id}/editPaper`)).status).toBe(404);
    expect((await admin.get(`${P}/999999/editPaper`)).status).toBe(404);
  });

  it('indexrestaurant and indexpapeleria list the enabled products of the store, for the selling screens', async () => {
    const eraser = await productNamed(t, 'Borrador de nata');
    await editRecord(admin, P, eraser.id, { enable: 0 });
    const paper = await cashier.get<ProductRow[]>(listUrl(`${P}/indexpapeleria`, { perPage: 1000 }));
    expect(paper.status).toBe(200);
    expect(paper.body.data.every((p) => p.store === STORE.papeleria && p.enable === 1)).toBe(true);
    expect(paper.body.data.map((p) => p.id)).not.toContain(eraser.id);
    const enabledPaper = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.store, 2), eq(products.enable, 1)));
    expect(paper.body.total).toBe(Number(enabledPaper[0].n));
    await editRecord(admin, P, eraser.id, { enable: 1 });
    const rest = await admin.get<ProductRow[]>(listUrl(`${P}/indexrestaurant`, { perPage: 1000 }));
    expect(rest.body.data.every((p) => p.store === STORE.restaurant && p.enable === 1)).toBe(true);
    // The stationery cashier does not sell in the restaurant.
    expect((await cashier.get(`${P}/indexrestaurant`)).status).toBe(403);
    expect((await secretary.get(`${P}/indexpapeleria`)).status).toBe(403);
  });

  it('categories/{id}/subs, categories/{id}/products and subcategories/{id}/products, with id_user', async () => {
    const subs = await admin.get<Row[]>(`${C}/${bebidas.id}/subs`);
    expect(subs.status).toBe(200);
    expect(subs.body.data.every((s) => s.id_category === bebidas.id)).toBe(true);
    expect(subs.body.data.map((s) => s.name)).toContain('Jugos');

    const energy = await productNamed(t, 'Bebida energética 250 ml'); // disabled in the demo
    const byCategory = await admin.get<ProductRow[]>(listUrl(`${C}/${bebidas.id}/products`, { perPage: 1000 }));
    expect(byCategory.body.data.every((p) => p.id_category === bebidas.id && p.enable === 1)).toBe(true);
    expect(byCategory.body.data.map((p) => p.id)).not.toContain(energy.id);
    const withUser = await admin.get<ProductRow[]>(
      listUrl(`${C}/${bebidas.id}/products`, { perPage: 1000, id_user: 5 }),
    );
    // No restriction of user 5 in the demo: every product says locked 0 (tests/api/locks.test.ts sets one).
    expect(withUser.body.data).toEqual(byCategory.body.data.map((p) => ({ ...p, locked: 0 })));

    const bySub = await admin.get<ProductRow[]>(listUrl(`${S}/${jugos.id}/products`, { id_user: 3, perPage: 100 }));
    expect(bySub.body.data.map((p) => p.name)).toContain('Jugo de naranja 250 ml');
    expect(bySub.body.data.every((p) => p.id_subcategory === jugos.id)).toBe(true);

    for (const bad of ['abc', '0', '-2', '1.5']) {
      const res = await admin.get(`${C}/${bebidas.id}/products?id_user=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors).toHaveProperty('id_user');
    }
    expect((await admin.get(`${C}/999999/subs`)).status).toBe(404);
    expect((await admin.get(`${C}/999999/products`)).status).toBe(404);
    expect((await admin.get(`${S}/999999/products`)).status).toBe(404);
    // Scoped: the stationery clerk cannot list a cafeteria category's products.
    expect((await paperClerk.get(`${C}/${bebidas.id}/products`)).status).toBe(404);
    expect((await paperClerk.get<ProductRow[]>(`${C}/${cuadernos.id}/products`)).status).toBe(200);
    expect((await secretary.get(`${C}/${bebidas.id}/subs`)).status).toBe(403);
    expect((await api(t.app).get(`${S}/${jugos.id}/products`)).status).toBe(401);
  });

  it('admin/products/{id}/products answers as subcategories/{id}/products (spec part 1 §7)', async () => {
    const same = await admin.get<ProductRow[]>(listUrl(`${S}/${jugos.id}/products`, { id_user: 3, perPage: 100 }));
    const old = await admin.get<(ProductRow & { locked: number })[]>(listUrl(`/api/admin/products/${jugos.id}/products`, { id_user: 3, perPage: 100 }));
    expect(old.status).toBe(200);
    expect(old.body.data.map((p) => p.name)).toContain('Jugo de naranja 250 ml');
    expect(old.body.data.every((p) => p.id_subcategory === jugos.id && p.enable === 1 && p.locked === 0)).toBe(true);
    expect(old.body).toEqual(same.body);
    // The same scope and checks: another store's subcategory is not there, a bad id_user is refused on its field.
    expect((await paperClerk.get(`/api/admin/products/${jugos.id}/products`)).status).toBe(404);
    expect((await paperClerk.get(`/api/admin/products/${cosidos.id}/products`)).status).toBe(200);
    expect((await admin.get('/api/admin/products/999999/products')).status).toBe(404);
    const bad = await admin.get(`/api/admin/products/${jugos.id}/products?id_user=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id_user');
    expect((await secretary.get(`/api/admin/products/${jugos.id}/products`)).status).toBe(403);
    expect((await api(t.app).get(`/api/admin/products/${jugos.id}/products`)).status).toBe(401);
  });

  it('documents every alias path in the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { summary?: string }>>;
    expect(paths['/api/admin/providers/{id}'].delete.summary).toMatch(/cliente anterior/);
    for (const path of [
      '/api/inventory/products/productsRestaurant',
      '/api/inventory/products/productsPapeleria',
      '/api/inventory/products/createRestautant',
      '/api/inventory/products/createPapeleria',
      '/api/inventory/products/{id}/editRest',
      '/api/inventory/products/{id}/editPaper',
      '/api/inventory/products/indexrestaurant',
      '/api/inventory/products/indexpapeleria',
    ]) {
      expect(paths[path]?.get?.summary, path).toMatch(/cliente anterior/);
    }
    for (const path of [
      '/api/inventory/categories/{id}/subs',
      '/api/inventory/categories/{id}/products',
      '/api/inventory/subcategories/{id}/products',
      '/api/admin/products/{id}/products',
    ]) {
      expect(paths[path]?.get?.summary, path).toMatch(/id_user/);
    }
    expect(paths['/api/admin/products/{id}/products'].get.summary).toMatch(/cliente anterior/);
  });
});

describe('dashboard', () => {
  it('counts the enabled products and categories', async () => {
    const res = await admin.get<{ tiles: { key: string; value: number | null }[] }>('/api/dashboard');
    const tile = (key: string) => res.body.data.tiles.find((x) => x.key === key)?.value;
    const [enabledProducts] = await t.db.select({ n: count() }).from(products).where(eq(products.enable, 1));
    const [enabledCategories] = await t.db.select({ n: count() }).from(categories).where(eq(categories.enable, 1));
    expect(tile('products')).toBe(Number(enabledProducts.n));
    expect(tile('categories')).toBe(Number(enabledCategories.n));
    expect(tile('products')).toBeGreaterThan(70);
  });
});

describe('nothing is left orphaned', () => {
  it('every product points to a category of its own store and a subcategory of its category', async () => {
    const rows = await t.db
      .select({ id: products.id, store: products.store, catStore: categories.store, sub: products.id_subcategory })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.id_category));
    expect(rows.length).toBe(Number((await t.db.select({ n: count() }).from(products))[0].n));
    for (const r of rows) expect(r.catStore, `producto ${r.id}`).toBe(r.store);
    const withSub = await t.db
      .select({ id: products.id, cat: products.id_category, subCat: subcategories.id_category })
      .from(products)
      .innerJoin(subcategories, eq(subcategories.id, products.id_subcategory));
    for (const r of withSub) expect(r.subCat, `producto ${r.id}`).toBe(r.cat);
    const movementProducts = await t.db
      .selectDistinct({ id: stockMovements.id_product })
      .from(stockMovements);
    const existing = await t.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, movementProducts.map((m) => m.id)));
    expect(existing).toHaveLength(movementProducts.length);
  });
});

describe("the restaurant's categories at the old client's path (restaurant/categories)", () => {
  const R = '/api/restaurant/categories';

  it("list, create, read, update and delete the restaurant's categories only, the store set by the server", async () => {
    const clerk = (await staffWith(t, admin, ['restaurant', 'restaurant.categories'])).api;
    const list = await clerk.get<Row[]>(listUrl(R, { perPage: 1000 }));
    expect(list.status).toBe(200);
    const inStore = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.store, STORE.restaurant));
    expect(list.body.data.map((c) => c.id).sort()).toEqual(inStore.map((c) => c.id).sort());

    // A store in the body is ignored: it is the restaurant's.
    const created = await clerk.post<Row>(R, { name: 'Postres del día', store: STORE.cafeteria });
    expect(created.status, created.body.message).toBe(201);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, created.body.data.id));
    expect(row.store).toBe(STORE.restaurant);
    expect((await clerk.get<Row>(`${R}/${row.id}/edit`)).body.data.name).toBe('Postres del día');
    const updated = await editRecord<Row>(clerk, R, row.id, { name: 'Postres caseros' });
    expect(updated.status, updated.body.message).toBe(200);
    expect((await t.db.select().from(categories).where(eq(categories.id, row.id)))[0]).toMatchObject({ name: 'Postres caseros', store: STORE.restaurant });
    expect((await clerk.delete(`${R}/${row.id}`)).status).toBe(200);

    // Another store's category is not there, and cannot be changed through it.
    const other = await unchanged(t, () => editRecord(clerk, R, bebidas.id, { name: 'Robada' }, admin), CATALOG);
    expect(other.status).toBe(404);
    expect((await clerk.get(`${R}/${bebidas.id}/edit`)).status).toBe(404);
  });

  it('refuses a missing name in Spanish on its field, and another store’s categories key', async () => {
    const clerk = (await staffWith(t, admin, ['restaurant', 'restaurant.categories'])).api;
    const refused = await unchanged(t, () => clerk.post(R, { name: '' }), CATALOG);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('name');
    expect((await unchanged(t, () => paperClerk.post(R, { name: 'Ajena' }), CATALOG)).status).toBe(403);
  });
});

describe("the restaurant's subcategories (#/restaurant/subcategories, key restaurant.subcategories)", () => {
  it("lists, creates and edits the restaurant's subcategories only; another store's are refused and left as they were", async () => {
    const clerk = (await staffWith(t, admin, ['restaurant', 'restaurant.subcategories'])).api;
    // The web app's view sends its store as a fixed filter (src/dataProvider/endpoints.ts).
    const list = await clerk.get<Row[]>(listUrl(S, { perPage: 1000, filter: JSON.stringify({ store: STORE.restaurant }) }));
    expect(list.status).toBe(200);
    const inStore = await t.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.id_category))
      .where(eq(categories.store, STORE.restaurant));
    expect(list.body.data.map((s) => s.id).sort()).toEqual(inStore.map((s) => s.id).sort());
    // Without the filter it still sees the restaurant's only.
    const all = await clerk.get<Row[]>(listUrl(S, { perPage: 1000 }));
    expect(all.body.total).toBe(inStore.length);

    const created = await clerk.post<Row>(S, { name: 'Menú vegetariano', id_category: menuCategory.id });
    expect(created.status, created.body.message).toBe(201);
    const updated = await editRecord<Row>(clerk, S, created.body.data.id, { name: 'Menú vegetariano del día', id_category: menuCategory.id });
    expect(updated.status, updated.body.message).toBe(200);
    expect((await t.db.select().from(subcategories).where(eq(subcategories.id, created.body.data.id)))[0]).toMatchObject({
      name: 'Menú vegetariano del día',
      id_category: menuCategory.id,
    });

    await unchanged(t, async () => {
      const elsewhere = await clerk.post(S, { name: 'Tés', id_category: bebidas.id });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.message).toBe(STORE_FORBIDDEN.subcategories);
      expect((await editRecord(clerk, S, jugos.id, { name: 'Robada', id_category: bebidas.id }, admin)).status).toBe(404);
      expect((await editRecord(clerk, S, created.body.data.id, { name: 'Mudada', id_category: bebidas.id })).status).toBe(403);
    }, CATALOG);
    expect((await clerk.delete(`${S}/${created.body.data.id}`)).status).toBe(200);
  });
});

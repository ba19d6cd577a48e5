/**
 * The catalog's categories, subcategories and providers: CRUD, duplicate names, deletes and moves
 * refused while in use, and the restaurant's categories and subcategories at their own paths.
 * Every refusal leaves the catalog as it was.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { categories, providers, subcategories } from '../../server/db/schema';
import {
  CATEGORY_IN_USE,
  CATEGORY_STORE_LOCKED,
  PROVIDER_IN_USE,
  STORE_FORBIDDEN,
  SUBCATEGORY_CATEGORY_LOCKED,
  SUBCATEGORY_IN_USE,
} from '../../server/modules/inventory/catalog/service';
import { CATALOG, listUrl, staffWith, tinyPng, unchanged } from './fixtures';
import {
  admin,
  bebidas,
  C,
  jugos,
  menuCategory,
  openCatalogSchool,
  paperClerk,
  type Row,
  S,
  snacks,
  t,
  V,
} from './fixtures/catalog-school';
import { editRecord } from './fixtures/edit';

openCatalogSchool();

describe('categories and subcategories', () => {
  it('creates, edits and deletes a category and a subcategory', async () => {
    const cat = await admin.post<Row>(C, {
      name: 'Panadería',
      store: STORE.cafeteria,
      image: tinyPng().toString('base64'),
    });
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
    await unchanged(
      t,
      async () => {
        const dup = await admin.post(C, { name: 'Bebidas', store: STORE.cafeteria });
        expect(dup.status).toBe(409);
        expect(dup.body).toMatchObject({ reason: 'duplicate', errors: { name: expect.any(String) } });
        const dupSub = await admin.post(S, { name: 'Jugos', id_category: bebidas.id });
        expect(dupSub.status).toBe(409);
        expect(dupSub.body.errors).toHaveProperty('name');
      },
      CATALOG,
    );
    const other = await admin.post(C, { name: 'Bebidas', store: STORE.papeleria });
    expect(other.status).toBe(201);
  });

  it('lists subcategories of one store through their category (the stationery view)', async () => {
    const res = await admin.get<Row[]>(listUrl(S, { filter: { store: STORE.papeleria }, perPage: 1000 }));
    const paperCats = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.store, 2));
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
    await unchanged(
      t,
      async () => {
        const cat = await admin.delete(`${C}/${bebidas.id}`);
        expect(cat.status).toBe(409);
        expect(cat.body).toMatchObject({ code: 0, reason: 'in_use', message: CATEGORY_IN_USE });
        const sub = await admin.delete(`${S}/${jugos.id}`);
        expect(sub.status).toBe(409);
        expect(sub.body).toMatchObject({ reason: 'in_use', message: SUBCATEGORY_IN_USE });
      },
      CATALOG,
    );
    // A category with only a subcategory (no products) is refused too.
    const cat = await admin.post<Row>(C, { name: 'Temporada', store: STORE.cafeteria });
    await admin.post(S, { name: 'Navidad', id_category: cat.body.data.id });
    await unchanged(
      t,
      async () => {
        const res = await admin.delete(`${C}/${cat.body.data.id}`);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(CATEGORY_IN_USE);
      },
      CATALOG,
    );
  });

  it('refuses moving a category with products to another store, or a subcategory with products to another category', async () => {
    await unchanged(
      t,
      async () => {
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
      },
      CATALOG,
    );
  });
});

describe('providers', () => {
  it('creates, lists, updates and deletes; also under the old client path admin/providers', async () => {
    const created = await admin.post<Row>(V, {
      name: 'Dulces del Valle',
      nit: '901000111-1',
      email: 'Ventas@Dulces.demo',
    });
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
    const [andina] = await t.db
      .select()
      .from(providers)
      .where(eq(providers.name, 'Distribuidora Andina S.A.S.'));
    await unchanged(
      t,
      async () => {
        const dup = await admin.post(V, { name: 'Distribuidora Andina S.A.S.' });
        expect(dup.status).toBe(409);
        expect(dup.body.errors).toEqual({ name: 'Ya existe un proveedor con ese nombre' });
        for (const url of [`${V}/${andina.id}`, `/api/admin/providers/${andina.id}`]) {
          const res = await admin.delete(url);
          expect(res.status, url).toBe(409);
          expect(res.body).toMatchObject({ reason: 'in_use', message: PROVIDER_IN_USE });
        }
      },
      CATALOG,
    );
  });
});

describe("the restaurant's categories at the old client's path (restaurant/categories)", () => {
  const R = '/api/restaurant/categories';

  it("list, create, read, update and delete the restaurant's categories only, the store set by the server", async () => {
    const clerk = (await staffWith(t, admin, ['restaurant', 'restaurant.categories'])).api;
    const list = await clerk.get<Row[]>(listUrl(R, { perPage: 1000 }));
    expect(list.status).toBe(200);
    const inStore = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.store, STORE.restaurant));
    expect(list.body.data.map((c) => c.id).sort()).toEqual(inStore.map((c) => c.id).sort());

    // A store in the body is ignored: it is the restaurant's.
    const created = await clerk.post<Row>(R, { name: 'Postres del día', store: STORE.cafeteria });
    expect(created.status, created.body.message).toBe(201);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, created.body.data.id));
    expect(row.store).toBe(STORE.restaurant);
    expect((await clerk.get<Row>(`${R}/${row.id}/edit`)).body.data.name).toBe('Postres del día');
    const updated = await editRecord<Row>(clerk, R, row.id, { name: 'Postres caseros' });
    expect(updated.status, updated.body.message).toBe(200);
    expect((await t.db.select().from(categories).where(eq(categories.id, row.id)))[0]).toMatchObject({
      name: 'Postres caseros',
      store: STORE.restaurant,
    });
    expect((await clerk.delete(`${R}/${row.id}`)).status).toBe(200);

    // Another store's category is not there, and cannot be changed through it.
    const other = await unchanged(
      t,
      () => editRecord(clerk, R, bebidas.id, { name: 'Robada' }, admin),
      CATALOG,
    );
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
    const list = await clerk.get<Row[]>(
      listUrl(S, { perPage: 1000, filter: JSON.stringify({ store: STORE.restaurant }) }),
    );
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
    const updated = await editRecord<Row>(clerk, S, created.body.data.id, {
      name: 'Menú vegetariano del día',
      id_category: menuCategory.id,
    });
    expect(updated.status, updated.body.message).toBe(200);
    expect(
      (await t.db.select().from(subcategories).where(eq(subcategories.id, created.body.data.id)))[0],
    ).toMatchObject({
      name: 'Menú vegetariano del día',
      id_category: menuCategory.id,
    });

    await unchanged(
      t,
      async () => {
        const elsewhere = await clerk.post(S, { name: 'Tés', id_category: bebidas.id });
        expect(elsewhere.status).toBe(403);
        expect(elsewhere.body.message).toBe(STORE_FORBIDDEN.subcategories);
        expect(
          (await editRecord(clerk, S, jugos.id, { name: 'Robada', id_category: bebidas.id }, admin)).status,
        ).toBe(404);
        expect(
          (await editRecord(clerk, S, created.body.data.id, { name: 'Mudada', id_category: bebidas.id }))
            .status,
        ).toBe(403);
      },
      CATALOG,
    );
    expect((await clerk.delete(`${S}/${created.body.data.id}`)).status).toBe(200);
  });
});

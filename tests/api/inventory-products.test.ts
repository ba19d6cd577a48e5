/**
 * The catalog's products: CRUD of products with their initial stock in the log, the checks across
 * category, subcategory and store, disabling instead of deleting, the dashboard's tiles, and that
 * nothing is left orphaned. Every refusal leaves the catalog and the stock log as they were. The demo's
 * own catalog is in inventory-demo-catalog.test.ts.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import type { FormFieldSchema } from '../../src/domain/fields';
import { categories, products, stockMovements, subcategories } from '../../server/db/schema';
import {
  CATEGORY_NOT_IN_STORE,
  PRODUCT_DISABLED,
  SUBCATEGORY_NOT_IN_CATEGORY,
} from '../../server/modules/inventory/catalog/service';
import {
  CATALOG,
  listUrl,
  productById,
  productNamed,
  type ProductRow,
  stockMovementsOf,
  tinyPng,
  unchanged,
} from './fixtures';
import {
  admin,
  adminId,
  bebidas,
  cafeteriaProduct,
  cosidos,
  countOf,
  cuadernos,
  openCatalogSchool,
  P,
  snacks,
  t,
} from './fixtures/catalog-school';
import { editRecord } from './fixtures/edit';

openCatalogSchool();

describe('products', () => {
  it('lists with paging, search, filters and sorting in the database', async () => {
    const first = await admin.get<ProductRow[]>(listUrl(P, { perPage: 5 }));
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.total).toBe(Number((await t.db.select({ n: count() }).from(products))[0].n));
    const search = await admin.get<ProductRow[]>(listUrl(P, { q: 'naranja' }));
    expect(search.body.data.map((p) => p.name).sort()).toEqual([
      'Gaseosa naranja 350 ml',
      'Jugo de naranja 250 ml',
    ]);
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
      'sellos',
      'alergenos',
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
    expect(res.body.data).toMatchObject({
      name: 'Jugo de guayaba 250 ml',
      stock: 12,
      store: 1,
      enable: 1,
      enlistment: 0,
    });
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
    const moved = await editRecord<ProductRow>(admin, P, id, {
      id_category: snacks.id,
      id_subcategory: null,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id_category: snacks.id, id_subcategory: null });
  });

  it('refuses bad input and inconsistent category/store/subcategory combinations, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const cases: [Record<string, unknown>, string, string?][] = [
          [cafeteriaProduct({ name: '' }), 'name', 'El campo Nombre es requerido'],
          [cafeteriaProduct({ price: -1 }), 'price', 'El campo Precio debe ser mayor o igual a 0'],
          [cafeteriaProduct({ price: 10.5 }), 'price'],
          [cafeteriaProduct({ stock: -3 }), 'stock'],
          [cafeteriaProduct({ store: 4 }), 'store', 'El valor del campo Tienda no es una opción válida'],
          [
            cafeteriaProduct({ id_category: cuadernos.id, id_subcategory: null }),
            'id_category',
            CATEGORY_NOT_IN_STORE,
          ],
          [cafeteriaProduct({ id_subcategory: cosidos.id }), 'id_subcategory', SUBCATEGORY_NOT_IN_CATEGORY],
          [
            cafeteriaProduct({ id_category: 999999 }),
            'id_category',
            'El valor seleccionado en Categoría no existe',
          ],
          [
            cafeteriaProduct({ id_subcategory: 999999 }),
            'id_subcategory',
            'El valor seleccionado en Subcategoría no existe',
          ],
          [
            cafeteriaProduct({ id_provider: 999999 }),
            'id_provider',
            'El valor seleccionado en Proveedor no existe',
          ],
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
        expect(
          (
            await admin.put(`${P}/999999`, {
              ...(await admin.get<Record<string, unknown>>(`${P}/${juice.id}/edit`)).body.data,
              name: 'Nadie',
            })
          ).status,
        ).toBe(404);
        expect((await admin.delete(`${P}/999999`)).status).toBe(404);
      },
      CATALOG,
    );
    // One bound alone is an open range.
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    expect((await editRecord(admin, P, juice.id, { edad_min: 12 })).status).toBe(200);
    expect((await editRecord(admin, P, juice.id, { edad_min: null })).status).toBe(200);
  });

  it('disables, instead of deleting, a product with stock movements', async () => {
    const created = await admin.post<ProductRow>(
      P,
      cafeteriaProduct({ name: 'Jugo con historia', stock: 3 }),
    );
    const id = created.body.data.id;
    const res = await admin.delete<{ id: number; deactivated?: boolean }>(`${P}/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: PRODUCT_DISABLED, data: { id, deactivated: true } });
    const row = await productById(t, id);
    expect(row).toMatchObject({ enable: 0, stock: 3 });
    expect(await stockMovementsOf(t, id)).toHaveLength(1);
  });
});

describe('dashboard', () => {
  it('counts the enabled products and categories', async () => {
    const res = await admin.get<{ tiles: { key: string; value: number | null }[] }>('/api/dashboard');
    const tile = (key: string) => res.body.data.tiles.find((x) => x.key === key)?.value;
    const [enabledProducts] = await t.db.select({ n: count() }).from(products).where(eq(products.enable, 1));
    const [enabledCategories] = await t.db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.enable, 1));
    expect(tile('products')).toBe(Number(enabledProducts.n));
    expect(tile('categories')).toBe(Number(enabledCategories.n));
    expect(tile('products')).toBeGreaterThan(70);
  });
});

describe('nothing is left orphaned', () => {
  it('every product points to a category of its own store and a subcategory of its category', async () => {
    const rows = await t.db
      .select({
        id: products.id,
        store: products.store,
        catStore: categories.store,
        sub: products.id_subcategory,
      })
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
      .where(
        inArray(
          products.id,
          movementProducts.map((m) => m.id),
        ),
      );
    expect(existing).toHaveLength(movementProducts.length);
  });
});

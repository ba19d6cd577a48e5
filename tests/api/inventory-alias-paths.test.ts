/**
 * The old client's alias paths of the catalog (one store's lists, forms and records, the selling
 * screens' lists, a category's or subcategory's products with id_user) and their API docs.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { FormFieldSchema } from '../../src/domain/fields';
import { products } from '../../server/db/schema';
import { api, listUrl, productNamed, type ProductRow } from './fixtures';
import {
  admin,
  bebidas,
  C,
  cashier,
  cosidos,
  countOf,
  cuadernos,
  jugos,
  openCatalogSchool,
  P,
  paperClerk,
  type Row,
  S,
  secretary,
  t,
} from './fixtures/catalog-school';
import { editRecord } from './fixtures/edit';

openCatalogSchool();

describe("the old client's alias paths", () => {
  it('productsRestaurant and productsPapeleria list one store', async () => {
    const rest = await admin.get<ProductRow[]>(listUrl(`${P}/productsRestaurant`, { perPage: 1000 }));
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(await countOf(STORE.restaurant));
    expect(rest.body.data.every((p) => p.store === STORE.restaurant)).toBe(true);
    const paper = await admin.get<ProductRow[]>(
      listUrl(`${P}/productsPapeleria`, { q: 'cuaderno', perPage: 1000 }),
    );
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
    expect((await admin.get<ProductRow>(`${P}/${lunch.id}/editRest`)).body.data.name).toBe(
      'Almuerzo infantil',
    );
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
    const byCategory = await admin.get<ProductRow[]>(
      listUrl(`${C}/${bebidas.id}/products`, { perPage: 1000 }),
    );
    expect(byCategory.body.data.every((p) => p.id_category === bebidas.id && p.enable === 1)).toBe(true);
    expect(byCategory.body.data.map((p) => p.id)).not.toContain(energy.id);
    const withUser = await admin.get<ProductRow[]>(
      listUrl(`${C}/${bebidas.id}/products`, { perPage: 1000, id_user: 5 }),
    );
    // No restriction of user 5 in the demo: every product says locked 0 (tests/api/locks.test.ts sets one).
    expect(withUser.body.data).toEqual(byCategory.body.data.map((p) => ({ ...p, locked: 0 })));

    const bySub = await admin.get<ProductRow[]>(
      listUrl(`${S}/${jugos.id}/products`, { id_user: 3, perPage: 100 }),
    );
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
    const same = await admin.get<ProductRow[]>(
      listUrl(`${S}/${jugos.id}/products`, { id_user: 3, perPage: 100 }),
    );
    const old = await admin.get<(ProductRow & { locked: number })[]>(
      listUrl(`/api/admin/products/${jugos.id}/products`, { id_user: 3, perPage: 100 }),
    );
    expect(old.status).toBe(200);
    expect(old.body.data.map((p) => p.name)).toContain('Jugo de naranja 250 ml');
    expect(
      old.body.data.every((p) => p.id_subcategory === jugos.id && p.enable === 1 && p.locked === 0),
    ).toBe(true);
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

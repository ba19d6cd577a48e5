/**
 * The demo's catalog: three providers, categories with subcategories in every store, a believable
 * product list (some sold out, some low, some to prepare), every stock the sum of its movements, and a
 * PNG drawn for every category, subcategory and product. Products' CRUD is in inventory-products.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import { categories, products, providers, subcategories } from '../../server/db/schema';
import { productNamed, stockMovementsOf } from './fixtures';
import { adminId, countOf, openCatalogSchool, t } from './fixtures/catalog-school';

openCatalogSchool();

/** The images of the demo's own catalog, read before any test adds a row (some without an image). */
let demoImages: (string | null)[];
beforeAll(async () => {
  demoImages = [
    ...(await t.db.select({ url: categories.url }).from(categories)),
    ...(await t.db.select({ url: subcategories.url }).from(subcategories)),
    ...(await t.db.select({ url: products.url }).from(products)),
  ].map((row) => row.url);
});

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
    expect(log[0]).toMatchObject({
      reason: STOCK_REASON.inicial,
      quantity: 24,
      stock_after: 24,
      id_staff: adminId,
    });
    expect(log.reduce((sum, m) => sum + m.quantity, 0)).toBe(juice.stock);
    const soldOut = await productNamed(t, 'Kumis 200 ml');
    expect(soldOut.stock).toBe(0);
    expect(await stockMovementsOf(t, soldOut.id)).toEqual([]);
  });

  it('draws a PNG for every category, subcategory and product, served under /images', async () => {
    for (const url of demoImages) expect(url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const res = await t.app.inject({ method: 'GET', url: juice.url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(res.rawPayload.readUInt32BE(16)).toBe(96); // IHDR width
  });
});

/** Per-student restrictions (spec part 2 'Locks'): the inventory listings that mark a student's restricted products, and the point-of-sale catalog for the lock screen. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PosCatalog } from '../../src/domain/orders';
import { categories } from '../../server/db/schema';
import { listUrl, EMILIANO, userIdByDocument } from './fixtures';
import { admin, anonymous, block, cafe, cashier, openLocksSchool, t } from './fixtures/locks-school';

openLocksSchool();

describe('listings that mark restricted products', () => {
  it('inventory categories/{id}/products and subcategories/{id}/products with id_user say locked 1 or 0', async () => {
    const userId = await userIdByDocument(t, EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    await block(admin, { id_user: userId, products: [water.id], saldo: 0 });
    const byCategory = await admin.get<{ id: number; locked?: number }[]>(
      listUrl(`/api/inventory/categories/${water.id_category}/products`, { perPage: 1000, id_user: userId }),
    );
    expect(byCategory.body.data.find((p) => p.id === water.id)?.locked).toBe(1);
    expect(byCategory.body.data.filter((p) => p.locked === 1)).toHaveLength(1);
    const bySub = await admin.get<{ id: number; locked?: number }[]>(
      listUrl(`/api/inventory/subcategories/${water.id_subcategory}/products`, {
        perPage: 1000,
        id_user: userId,
      }),
    );
    expect(bySub.body.data.find((p) => p.id === water.id)?.locked).toBe(1);
    const withoutUser = await admin.get<{ id: number; locked?: number }[]>(
      listUrl(`/api/inventory/categories/${water.id_category}/products`, { perPage: 1000 }),
    );
    expect(withoutUser.body.data.some((p) => 'locked' in p)).toBe(false);
    await block(admin, { id_user: userId, products: [], saldo: 0 });
  });

  it("GET academic/locks/catalog: the store's point-of-sale catalog for the lock screen", async () => {
    for (const store of ['cafeteria', 'papeleria'] as const) {
      const res = await admin.get<PosCatalog>(`/api/academic/locks/catalog?store=${store}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual((await cashier.get<PosCatalog>(`/api/${store}/pos/catalog`)).body.data);
    }
    const byDefault = await admin.get<PosCatalog>('/api/academic/locks/catalog');
    expect(byDefault.body.data.categories.map((c) => c.name)).toContain('Bebidas');
    const [drinks] = await t.db.select().from(categories).where(eq(categories.name, 'Bebidas'));
    expect(drinks).toBeDefined();
    const bad = await admin.get('/api/academic/locks/catalog?store=restaurante');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('store');
    expect((await anonymous.get('/api/academic/locks/catalog')).status).toBe(401);
    expect((await cashier.get('/api/academic/locks/catalog')).status).toBe(403);
  });
});

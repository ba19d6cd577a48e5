/**
 * The point of sale's catalog (src/domain/orders.ts `PosCatalog`): a store's enabled categories,
 * subcategories and products, with the school's blocked seals. Products, not orders: apart from orders.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { PosCatalog } from '../../../../src/domain/orders';
import type { StoreId } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { categories, products, subcategories } from '../../../db/schema';
import { readFoodPolicy } from '../../inventory';

/** Enabled categories of the store, their enabled subcategories and the products they show. */
export async function posCatalog(db: Db, store: StoreId): Promise<PosCatalog> {
  const [cats, subs, items, policy] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, url: categories.url })
      .from(categories)
      .where(and(eq(categories.store, store), eq(categories.enable, 1)))
      .orderBy(categories.name, categories.id),
    db
      .select({
        id: subcategories.id,
        name: subcategories.name,
        url: subcategories.url,
        id_category: subcategories.id_category,
      })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.id_category))
      .where(and(eq(categories.store, store), eq(categories.enable, 1), eq(subcategories.enable, 1)))
      .orderBy(subcategories.name, subcategories.id),
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        enlistment: products.enlistment,
        url: products.url,
        id_category: products.id_category,
        id_subcategory: products.id_subcategory,
        sellos: products.sellos,
        alergenos: products.alergenos,
        subEnabled: subcategories.enable,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.id_category))
      .leftJoin(subcategories, eq(subcategories.id, products.id_subcategory))
      .where(and(eq(products.store, store), eq(products.enable, 1), eq(categories.enable, 1)))
      .orderBy(products.name, products.id),
    readFoodPolicy(db),
  ]);
  return {
    // Issue 35: the seals the school does not sell, so the till greys those products (and refuses them offline).
    politica: { sellos_bloqueados: policy.sellos_bloqueados, conjunto_sellos: policy.conjunto_sellos },
    categories: cats.map((c) => ({
      ...c,
      subcategories: subs
        .filter((s) => s.id_category === c.id)
        .map(({ id, name, url }) => ({ id, name, url })),
    })),
    products: items
      .filter((p) => p.id_subcategory === null || p.subEnabled === 1)
      .map(({ subEnabled: _subEnabled, ...p }) => ({
        ...p,
        price: Number(p.price),
        enlistment: p.enlistment === 1 ? 1 : 0,
      })),
  };
}

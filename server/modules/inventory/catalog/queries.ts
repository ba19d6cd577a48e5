/**
 * Inventory reads: the catalog's tables and its lists' conditions (store scopes, a category's or
 * subcategory's products, the enabled ones) and the student's restricted products.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoreId } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { categories, products, studentRestrictions, subcategories } from '../../../db/schema';

/** `column IN stores`, or nothing when no store is reachable. */
export const inStores = (column: AnyPgColumn, stores: readonly StoreId[]): SQL =>
  stores.length ? inArray(column, [...stores]) : sql`false`;

// The tables the catalog's generic CRUD works on.
export {
  categories as categoryTable,
  products as productTable,
  providers as providerTable,
  subcategories as subcategoryTable,
} from '../../../db/schema';

/** The categories of the stores given (nothing when none is reachable). */
export const categoriesInStores = (stores: readonly StoreId[]): SQL => inStores(categories.store, stores);
/** One store's categories (the old client's CRUD of the restaurant's). */
export const categoriesOfStore = (store: number): SQL => eq(categories.store, store);
/** A category's subcategories. */
export const subcategoriesOfCategory = (categoryId: number): SQL => eq(subcategories.id_category, categoryId);
/** The products of the stores given (nothing when none is reachable). */
export const productsInStores = (stores: readonly StoreId[]): SQL => inStores(products.store, stores);
/** One store's products (the old client's store views). */
export const productsOfStore = (store: number): SQL => eq(products.store, store);
/** A category's products. */
export const productsOfCategory = (categoryId: number): SQL => eq(products.id_category, categoryId);
/** A subcategory's products. */
export const productsOfSubcategory = (subcategoryId: number): SQL =>
  eq(products.id_subcategory, subcategoryId);
/** The products on sale (enabled). */
export const enabledProducts = (): SQL => eq(products.enable, 1);

/** Subcategories have no store: theirs is their category's. */
export const subcategoriesInStores = (db: Db, stores: readonly StoreId[]): SQL =>
  stores.length
    ? inArray(
        subcategories.id_category,
        db.select({ id: categories.id }).from(categories).where(inStores(categories.store, stores)),
      )
    : sql`false`;

/**
 * With the old client's `id_user`, each product says whether that student may not buy it
 * (`locked` 1/0, as the old listings did); one indexed query for the page.
 */
export async function markLocked(db: Db, rows: Record<string, unknown>[], userId: number | undefined) {
  if (userId === undefined) return rows;
  const ids = rows.map((row) => Number(row.id));
  const locked = ids.length
    ? await db
        .select({ id: studentRestrictions.id_product })
        .from(studentRestrictions)
        .where(and(eq(studentRestrictions.id_user, userId), inArray(studentRestrictions.id_product, ids)))
    : [];
  const lockedIds = new Set(locked.map((l) => l.id));
  return rows.map((row) => ({ ...row, locked: lockedIds.has(Number(row.id)) ? 1 : 0 }));
}

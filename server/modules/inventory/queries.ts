/** Conditions and reads the catalog's lists share: store scopes and the student's restricted products. */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StoreId } from '../../../src/domain/inventory';
import type { Db } from '../../db/client';
import { categories, productLocks, subcategories } from '../../db/schema';

/** `column IN stores`, or nothing when no store is reachable. */
export const inStores = (column: AnyPgColumn, stores: readonly StoreId[]): SQL =>
  stores.length ? inArray(column, [...stores]) : sql`false`;

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
        .select({ id: productLocks.id_product })
        .from(productLocks)
        .where(and(eq(productLocks.id_user, userId), inArray(productLocks.id_product, ids)))
    : [];
  const lockedIds = new Set(locked.map((l) => l.id));
  return rows.map((row) => ({ ...row, locked: lockedIds.has(Number(row.id)) ? 1 : 0 }));
}

/**
 * A student's blocked products and categories, replaced by one side: the school's staff replace
 * the whole list (the family's included: the school has the last word); a family replaces only
 * what the family blocked, and what the school blocked stays. Unknown ids are refused (400, under
 * the field, nothing changed); a change of the list is recorded like the cap's.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  NO_CATEGORIES_BLOCKED,
  NO_PRODUCTS_BLOCKED,
  blockListLabel,
} from '../../../../../src/domain/limitKinds';
import { unknownCategories, unknownProducts } from '../../../../../src/domain/restrictions';
import type { Db } from '../../../../db/client';
import { categories, categoryLocks, productLocks, products } from '../../../../db/schema';
import { badRequest } from '../../../../http/errors';
import { recordLimitChange, type LimitAuthor } from './changes';

const KINDS = {
  productos: {
    table: productLocks,
    target: productLocks.id_product,
    items: products,
    unknown: unknownProducts,
    none: NO_PRODUCTS_BLOCKED,
    staffField: 'products',
  },
  categorias: {
    table: categoryLocks,
    target: categoryLocks.id_category,
    items: categories,
    unknown: unknownCategories,
    none: NO_CATEGORIES_BLOCKED,
    staffField: 'categories',
  },
} as const;
type BlockKind = keyof typeof KINDS;

/** The names blocked now, by name. */
async function blockedNames(tx: Db, kind: BlockKind, userId: number): Promise<string[]> {
  const { table, target, items } = KINDS[kind];
  const rows = await tx
    .select({ name: items.name })
    .from(table)
    .innerJoin(items, eq(items.id, target))
    .where(eq(table.id_user, userId))
    .orderBy(asc(items.name), asc(items.id));
  return rows.map((r) => r.name);
}

/** Adds the blocks missing, set at `at`; rows already there keep who set them and when (what the school blocked stays the school's). */
async function addBlocks(tx: Db, kind: BlockKind, userId: number, ids: number[], by: LimitAuthor, at: Date) {
  const who = {
    id_user: userId,
    id_staff: 'staffId' in by ? by.staffId : null,
    by_family: 'familyId' in by,
    created_at: at,
  };
  if (kind === 'productos')
    await tx
      .insert(productLocks)
      .values(ids.map((id) => ({ ...who, id_product: id })))
      .onConflictDoNothing();
  else
    await tx
      .insert(categoryLocks)
      .values(ids.map((id) => ({ ...who, id_category: id })))
      .onConflictDoNothing();
}

export async function replaceBlocks(
  tx: Db,
  kind: BlockKind,
  userId: number,
  wanted: readonly number[],
  by: LimitAuthor,
  at: Date,
) {
  const { table, target, items, unknown, none, staffField } = KINDS[kind];
  const family = 'familyId' in by;
  const ids = [...new Set(wanted)];
  if (ids.length > 0) {
    const found = new Set(
      (await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids))).map((r) => r.id),
    );
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const message = unknown(missing.slice(0, 10));
      throw badRequest(message, { [family ? kind : staffField]: message });
    }
  }
  const before = await blockedNames(tx, kind, userId);
  await tx
    .delete(table)
    .where(
      and(
        eq(table.id_user, userId),
        family ? eq(table.by_family, true) : undefined,
        ids.length ? notInArray(target, ids) : undefined,
      ),
    );
  if (ids.length > 0) await addBlocks(tx, kind, userId, ids, by, at);
  const after = await blockedNames(tx, kind, userId);
  if (before.join('\n') !== after.join('\n'))
    await recordLimitChange(
      tx,
      userId,
      kind,
      blockListLabel(before, none),
      blockListLabel(after, none),
      by,
      at,
    );
}

/**
 * Inventory reads: the catalog lists' store scopes and the student's restricted products,
 * the stock-movement report and the restaurant's products for an age.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { STORE, type StoreId } from '../../../src/domain/inventory';
import { stockMovementsResource } from '../../../src/domain/resources';
import type { Db } from '../../db/client';
import { categories, productLocks, products, stockMovements, subcategories, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { listPlan, type ListSpec } from '../../http/list';
import type { ListQueryInput } from '../../http/list-query';
import { isCalendarDate, nextDate, zonedInstant } from '../../time';

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

export const REPORT_DATES_REVERSED = 'La fecha inicial no puede ser posterior a la fecha final';

/** 'YYYY-MM-DD' of a report filter (a ' 00:00:00'-style suffix is ignored). */
function filterDay(value: unknown, key: string): string {
  const day = typeof value === 'string' ? value.trim().slice(0, 10) : '';
  if (!isCalendarDate(day)) {
    const message = `El filtro ${key} debe ser una fecha (AAAA-MM-DD)`;
    throw badRequest(message, { filter: message });
  }
  return day;
}

/** The `filter` JSON as an object, or null (listPlan reports a malformed one). */
function parseFilter(raw: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const m = stockMovements;
const staffUser = alias(users, 'funcionario');

function movementListSpec(timezone: string): ListSpec {
  const day = (date: string) => zonedInstant(date, '00:00:00', timezone);
  return {
    fields: stockMovementsResource.fields,
    columns: {
      id: m.id,
      created_at: m.created_at,
      product: products.name,
      store: m.store,
      reason: m.reason,
      quantity: m.quantity,
      stock_after: m.stock_after,
      funcionario: staffUser.name,
      id_product: m.id_product,
    },
    idColumn: m.id,
    searchable: stockMovementsResource.searchable,
    sortable: new Set(['id', 'created_at', 'product', 'store', 'reason', 'quantity', 'stock_after', 'funcionario', 'id_product']),
    defaultSort: stockMovementsResource.sort,
    extraFilters: {
      // School days, both included: from the first day's midnight to the midnight after the last.
      from: (value) => gte(m.created_at, day(filterDay(value, 'from'))),
      to: (value) => lt(m.created_at, day(nextDate(filterDay(value, 'to')))),
    },
  };
}

/** One page of the stock-movement report (in the shape of stockMovementsResource) and the total. */
export async function listStockMovements(db: Db, timezone: string, query: ListQueryInput) {
  const filter = parseFilter(query.filter);
  if (filter?.from && filter.to && filterDay(filter.from, 'from') > filterDay(filter.to, 'to')) {
    throw badRequest(REPORT_DATES_REVERSED, { filter: REPORT_DATES_REVERSED });
  }
  const plan = listPlan(movementListSpec(timezone), query);
  const from = () =>
    db
      .select({
        created_at: m.created_at,
        product: products.name,
        store: m.store,
        reason: m.reason,
        quantity: m.quantity,
        stock_after: m.stock_after,
        funcionario: staffUser.name,
        id_product: m.id_product,
        id: m.id,
      })
      .from(m)
      .innerJoin(products, eq(products.id, m.id_product))
      .leftJoin(staffUser, eq(staffUser.id, m.id_staff));
  const [rows, [{ total }]] = await Promise.all([
    from()
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db
      .select({ total: count() })
      .from(m)
      .innerJoin(products, eq(products.id, m.id_product))
      .leftJoin(staffUser, eq(staffUser.id, m.id_staff))
      .where(and(plan.where)),
  ]);
  return { rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), total: Number(total) };
}

/** Enabled restaurant products whose age range [edad_min, edad_max] holds `age` (a null bound is open). */
export async function productsForAge(db: Db, age: number) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.store, STORE.restaurant),
        eq(products.enable, 1),
        or(isNull(products.edad_min), lte(products.edad_min, age)),
        or(isNull(products.edad_max), gte(products.edad_max, age)),
      ),
    )
    .orderBy(asc(products.name), asc(products.id));
}

/**
 * The sales reports' reads (routes.ts says which answers which route), per store, between two instants
 * (`range`, the school days the body names). Reversed orders count only in `reversals`.
 */
import { and, asc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoreId } from '../../../../src/domain/inventory';
import { ORDER_STATUS } from '../../../../src/domain/orders';
import type {
  ReportUser,
  ReversalRow,
  SalesDetailRow,
  SalesProductRow,
  UserMovementRow,
} from '../../../../src/domain/salesReports';
import type { Db } from '../../../db/client';
import { keysetAfter, type ReportRange, type RowPage } from '../../../http/report-routes';
import { categories, orderLines, orders, products, subcategories, users } from '../../../db/schema';
import { customer, productsText } from '../lists';

const REVERSED = Number(ORDER_STATUS.reversed);
const reverser = alias(users, 'reverser');

const iso = (d: Date | string) => new Date(d).toISOString();
/** An order row of a report as it goes on the wire: ISO time, text products, numeric total. */
const orderRow = <R extends { datetime: Date | string; products: unknown; total: unknown }>(row: R) => ({
  ...row,
  datetime: iso(row.datetime),
  products: String(row.products),
  total: Number(row.total),
});
/** One sale with its customer (joined as `customer`): the rows of the detailed and reversal reports. */
const saleColumns = {
  id: orders.id,
  name: customer.name,
  num_doc: customer.num_doc,
  datetime: orders.created_at,
  products: productsText,
  total: orders.total,
};

const within = (column: typeof orders.created_at | typeof orders.reversed_at, range: ReportRange) =>
  and(gte(column, range.start), lt(column, range.end));
/** The store's orders that count as sales (not reversed). */
const soldIn = (store: StoreId): SQL => and(eq(orders.store, store), ne(orders.status, REVERSED))!;

/** Each sale of the store, oldest first. */
export async function salesDetail(
  db: Db,
  store: StoreId,
  range: ReportRange,
  page: RowPage,
): Promise<SalesDetailRow[]> {
  const rows = await db
    .select(saleColumns)
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.id_user))
    .where(
      and(
        soldIn(store),
        within(orders.created_at, range),
        keysetAfter(orders, orders.created_at, orders.id, page.after, 'asc'),
      ),
    )
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(page.limit);
  return rows.map((row): SalesDetailRow => orderRow(row));
}

/** Units and pesos per product of the store's sales. */
export async function salesByProduct(db: Db, store: StoreId, range: ReportRange): Promise<SalesProductRow[]> {
  // Grouped by product (its current name and category), so a renamed product stays one row.
  const rows = await db
    .select({
      id: products.id,
      nameC: categories.name,
      nameS: sql<string>`coalesce(${subcategories.name}, '')`,
      nameP: products.name,
      CANTIDAD: sql<number>`sum(${orderLines.count})`.mapWith(Number),
      total: sql<number>`sum(${orderLines.total})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.id_order))
    .innerJoin(products, eq(products.id, orderLines.id_product))
    .innerJoin(categories, eq(categories.id, products.id_category))
    .leftJoin(subcategories, eq(subcategories.id, products.id_subcategory))
    .where(and(soldIn(store), within(orders.created_at, range)))
    .groupBy(products.id, categories.id, subcategories.id)
    .orderBy(
      asc(categories.name),
      sql`coalesce(${subcategories.name}, '')`,
      asc(products.name),
      asc(products.id),
    );
  return rows.map((row): SalesProductRow => ({ ...row, nameS: String(row.nameS) }));
}

/** One customer's purchases in the store, oldest first; null when there is no such user. */
export async function userMovements(
  db: Db,
  store: StoreId,
  userId: number,
  range: ReportRange,
): Promise<UserMovementRow[] | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const rows = await db
    .select({ id: orders.id, datetime: orders.created_at, products: productsText, total: orders.total })
    .from(orders)
    .where(and(soldIn(store), eq(orders.id_user, user.id), within(orders.created_at, range)))
    .orderBy(asc(orders.created_at), asc(orders.id));
  return rows.map((row): UserMovementRow => orderRow(row));
}

/** The store's orders reversed within the range (by reversal time), with who reversed them. */
export async function reversals(
  db: Db,
  store: StoreId,
  range: ReportRange,
  page: RowPage,
): Promise<ReversalRow[]> {
  const rows = await db
    .select({ ...saleColumns, reversed_at: orders.reversed_at, funcionario: reverser.name })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.id_user))
    .leftJoin(reverser, eq(reverser.id, orders.reversed_by))
    .where(
      and(
        eq(orders.store, store),
        eq(orders.status, REVERSED),
        within(orders.reversed_at, range),
        keysetAfter(orders, orders.reversed_at, orders.id, page.after, 'asc'),
      ),
    )
    .orderBy(asc(orders.reversed_at), asc(orders.id))
    .limit(page.limit);
  return rows.map((row): ReversalRow => ({
    ...orderRow(row),
    // A reversed order always has its time; the range filter already excluded nulls.
    reversed_at: iso(row.reversed_at ?? row.datetime),
    funcionario: row.funcionario ?? null,
  }));
}

/** A user by id or by document, deactivated ones too: their history is what a report is for. */
export async function reportUser(db: Db, by: { id?: number; num_doc?: string }): Promise<ReportUser | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, num_doc: users.num_doc })
    .from(users)
    .where(by.id !== undefined ? eq(users.id, by.id) : eq(users.num_doc, by.num_doc ?? ''))
    .limit(1);
  return user ?? null;
}

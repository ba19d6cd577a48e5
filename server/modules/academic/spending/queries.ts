/**
 * Where a student's money went over a period (src/domain/spending.ts), summed in the database: the
 * student's orders sold in the period and not reversed (orders_user_created_idx), grouped by store,
 * by the school zone's day and hour, by the products' category, and the products the most went to.
 * An edited order counts with the lines it holds now, at the instant it was sold.
 */
import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../../src/domain/orders';
import {
  fillDays,
  fillHours,
  periodStart,
  TOP_PRODUCTS,
  type Spending,
  type SpendingPeriod,
} from '../../../../src/domain/spending';
import type { Db } from '../../../db/client';
import { categories, orderLines, orders, products } from '../../../db/schema';
import { localDate, schoolDaysRange } from '../../../time';

const REVERSED = Number(ORDER_STATUS.reversed);

/** The student's purchases between two instants: orders of any store, reversed ones left out. */
const purchasesOf = (studentId: number, start: Date, end: Date): SQL =>
  and(
    eq(orders.id_user, studentId),
    gte(orders.created_at, start),
    lt(orders.created_at, end),
    ne(orders.status, REVERSED),
  )!;

const summed = (column: SQL | typeof orders.total | typeof orderLines.total) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/**
 * The period holding `now` (the server's clock) for the student: from the period's first day
 * to the end of today, in the school's time zone.
 */
export async function studentSpending(
  db: Db,
  studentId: number,
  periodo: SpendingPeriod,
  timezone: string,
  now: Date,
): Promise<Spending> {
  const hasta = localDate(now, timezone);
  const desde = periodStart(periodo, hasta);
  const { start, end } = schoolDaysRange(desde, hasta, timezone);
  const bought = purchasesOf(studentId, start, end);
  const local = sql`${orders.created_at} at time zone ${timezone}`;
  // Grouped by position: the zone is a parameter, and two parameters never count as one expression.
  const [stores, days, hours, byCategory, top] = await Promise.all([
    db
      .select({
        tienda: orders.store,
        compras: sql<number>`count(*)`.mapWith(Number),
        total: summed(orders.total),
      })
      .from(orders)
      .where(bought)
      .groupBy(orders.store)
      .orderBy(desc(summed(orders.total)), asc(orders.store)),
    db
      .select({ dia: sql<string>`to_char(${local}, 'YYYY-MM-DD')`, total: summed(orders.total) })
      .from(orders)
      .where(bought)
      .groupBy(sql`1`),
    db
      .select({
        hora: sql<number>`extract(hour from ${local})::int`.mapWith(Number),
        total: summed(orders.total),
      })
      .from(orders)
      .where(bought)
      .groupBy(sql`1`),
    db
      .select({
        id: categories.id,
        nombre: categories.name,
        tienda: categories.store,
        total: summed(orderLines.total),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.id_order))
      .innerJoin(products, eq(products.id, orderLines.id_product))
      .innerJoin(categories, eq(categories.id, products.id_category))
      .where(bought)
      .groupBy(categories.id)
      .orderBy(desc(summed(orderLines.total)), asc(categories.name), asc(categories.id)),
    // By product (its current name), so a renamed product stays one row.
    db
      .select({
        id: products.id,
        nombre: products.name,
        cantidad: sql<number>`sum(${orderLines.count})::bigint`.mapWith(Number),
        total: summed(orderLines.total),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.id_order))
      .innerJoin(products, eq(products.id, orderLines.id_product))
      .where(bought)
      .groupBy(products.id)
      .orderBy(
        desc(summed(orderLines.total)),
        desc(sql`sum(${orderLines.count})`),
        asc(products.name),
        asc(products.id),
      )
      .limit(TOP_PRODUCTS),
  ]);
  return {
    periodo,
    desde,
    hasta,
    // At most one row per store: the totals are theirs.
    total: stores.reduce((sum, s) => sum + s.total, 0),
    compras: stores.reduce((sum, s) => sum + s.compras, 0),
    por_tienda: stores,
    por_categoria: byCategory,
    por_dia: fillDays(desde, hasta, new Map(days.map((d) => [d.dia, d.total]))),
    por_hora: fillHours(new Map(hours.map((h) => [h.hora, h.total]))),
    productos: top,
  };
}

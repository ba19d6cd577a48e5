/**
 * Where the dashboard's figures come from. Each area adds its own source when it lands
 * (credentials add Carnets, inventory Productos and Categoria, the points of sale Pedidos
 * and the sales series); a tile with no source yet answers null and shows "—".
 */
import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/domain/orders';
import type { Db } from '../../db/client';
import { credentials, categories, orders, products, users } from '../../db/schema';
import { schoolToday } from '../../time';

import type { TileKey } from '../../../src/domain/dashboard';

/** A tile's figure; `now` (the server's clock) says which school day is today. */
export type TileSource = (db: Db, timezone: string, now: Date) => Promise<number>;
/** Sales per school day, keyed 'YYYY-MM-DD', between two instants. */
export type SalesSource = (db: Db, from: Date, to: Date, timezone: string) => Promise<Map<string, number>>;

export const tileSources: Partial<Record<TileKey, TileSource>> = {
  users: async (db) => {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.active, 1));
    return Number(row.n);
  },
  products: async (db) => {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.enable, 1));
    return Number(row.n);
  },
  categories: async (db) => {
    const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.enable, 1));
    return Number(row.n);
  },
  carnets: async (db) => {
    const [row] = await db.select({ n: count() }).from(credentials).where(eq(credentials.active, 1));
    return Number(row.n);
  },
  /** Orders of both points of sale placed today (school day), reversed ones left out. */
  orders: async (db, timezone, now) => {
    const { start, end } = schoolToday(timezone, now);
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(gte(orders.created_at, start), lt(orders.created_at, end), ne(orders.status, REVERSED)));
    return Number(row.n);
  },
};

const REVERSED = Number(ORDER_STATUS.reversed);

/** Order totals per school day, reversed orders left out. */
const orderSales: SalesSource = async (db, from, to, timezone) => {
  const day = sql<string>`to_char(${orders.created_at} at time zone ${timezone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, total: sql<number>`sum(${orders.total})::bigint`.mapWith(Number) })
    .from(orders)
    .where(and(gte(orders.created_at, from), lt(orders.created_at, to), ne(orders.status, REVERSED)))
    // By position: the zone is a parameter, and two parameters never count as the same expression.
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, r.total]));
};

export const salesSources: SalesSource[] = [orderSales];

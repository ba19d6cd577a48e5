/**
 * The sale core's lock (issue 48): a sale's or an order edit's products, locked FOR UPDATE in id
 * order (as the stock's writer locks them), with what the sale's check needs of the buyer and the
 * school read in the same statement, after the credential's lock.
 */
import { asc, sql } from 'drizzle-orm';
import { DEFAULT_SEAL_SET, type SealSetId } from '../../src/domain/foodLabels';
import type { Db } from '../db/client';
import { arrayPlaceholder, preparedStatement } from '../db/prepared';
import { foodPolicy, products, studentRestrictions, students } from '../db/schema';
import { consumptionBetweenSql } from '../money';
import { weekStartDate } from '../../src/domain/saleWindows';
import { localDate, localTime, schoolToday, zonedInstant } from '../time';

/**
 * A sale's lines with a product listed twice merged (counts added, in the order first listed), and
 * their ids in the order the products are locked.
 */
export function mergedLines(lines: readonly { id: number; count: number }[]) {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.count);
  return { wanted, ids: [...wanted.keys()].sort((a, b) => a - b) };
}

/** Whose money a sale or an edit spends: the holder and their credential, locked already. */
export interface Buyer {
  userId: number;
  credentialId: number;
  /** TZ_SCHOOL and the sale's instant: its school day is "today" of the daily cap, its week the weekly cap's, its hour the windows'. */
  timezone: string;
  now: Date;
}

/** The lock of a sale also takes the new order's id (`newOrderId`), so its writes can go in one statement. */
const productsLock = (name: string, newOrder: boolean) =>
  preparedStatement(name, (db) =>
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        store: products.store,
        enable: products.enable,
        enlistment: products.enlistment,
        sellos: products.sellos,
        alergenos: products.alergenos,
        // The outer id qualified by hand: Drizzle may write a bare "id", which the subquery would take for its own.
        restricted: sql<boolean>`exists (select 1 from ${studentRestrictions} r where r.id_user = ${sql.placeholder('userId')} and r.id_product = ${sql.raw('"products"."id"')})`,
        consumedToday: consumptionBetweenSql(
          sql.placeholder('credentialId'),
          sql.placeholder('dayStart'),
          sql.placeholder('dayEnd'),
        ),
        // Issue 55: since Monday 00:00, school time, for the weekly cap.
        consumedThisWeek: consumptionBetweenSql(
          sql.placeholder('credentialId'),
          sql.placeholder('weekStart'),
          sql.placeholder('dayEnd'),
        ),
        // Issue 35's rules, uncorrelated subqueries (read once per statement): the student's
        // allergies, the seals the school blocks and its seal set (for the refusal's words).
        allergies: sql<
          string[] | null
        >`(select s.alergias from ${students} s where s.id_user = ${sql.placeholder('userId')})`,
        blockedSeals: sql<string[] | null>`(select p.sellos_bloqueados from ${foodPolicy} p where p.id = 1)`,
        sealSet: sql<SealSetId | null>`(select p.conjunto_sellos from ${foodPolicy} p where p.id = 1)`,
        // An uncorrelated subquery: one number per statement, not per product.
        newOrderId: newOrder
          ? sql<number>`(select nextval(pg_get_serial_sequence('orders', 'id'))::integer)`
          : sql<null>`null::integer`,
      })
      .from(products)
      .where(sql`${products.id} = any(${arrayPlaceholder('ids', 'integer')})`)
      .orderBy(asc(products.id))
      .for('update', { of: products }),
  );
const forEdit = productsLock('lock_products_for_edit', false);
const forSale = productsLock('lock_products_for_sale', true);

/**
 * The products of a sale or an order edit, locked FOR UPDATE in id order (as `moveStocks` locks
 * them), by id, with what the buyer's checks need, in the same statement: which of them the
 * student may not buy (academic's restrictions) and the credential's consumption today. Both are
 * read after the credential's lock (the caller took it first), so neither can change before commit.
 * A sale's lock (`sale`) also draws its order's id from the orders' sequence.
 */
export async function lockProducts(tx: Db, ids: readonly number[], buyer: Buyer, { sale = false } = {}) {
  const { start, end } = schoolToday(buyer.timezone, buyer.now);
  const weekStart = zonedInstant(
    weekStartDate(localDate(buyer.now, buyer.timezone)),
    '00:00:00',
    buyer.timezone,
  );
  const rows = await (sale ? forSale : forEdit).execute(tx, {
    ids: [...ids],
    userId: buyer.userId,
    credentialId: buyer.credentialId,
    dayStart: start.toISOString(),
    dayEnd: end.toISOString(),
    weekStart: weekStart.toISOString(),
  });
  const first = rows[0];
  return {
    byId: new Map(
      rows.map(
        ({
          restricted: _r,
          consumedToday: _c,
          consumedThisWeek: _w,
          newOrderId: _o,
          allergies: _a,
          blockedSeals: _b,
          sealSet: _s,
          ...row
        }) => [row.id, row],
      ),
    ),
    restricted: new Set(rows.filter((row) => row.restricted).map((row) => row.id)),
    food: {
      allergies: first?.allergies ?? [],
      blocked: first?.blockedSeals ?? [],
      set: first?.sealSet ?? DEFAULT_SEAL_SET,
    } satisfies FoodRules,
    consumedToday: rows[0]?.consumedToday ?? 0,
    consumedThisWeek: rows[0]?.consumedThisWeek ?? 0,
    /** The sale's hour, school time ('HH:MM'): the store's windows are read at it. */
    saleTime: localTime(buyer.now, buyer.timezone),
    /** The id the sale's order will have (a sale's lock only; null without products or for an edit). */
    newOrderId: rows[0]?.newOrderId ?? null,
  };
}

export type LockedProduct =
  Awaited<ReturnType<typeof lockProducts>>['byId'] extends Map<number, infer P> ? P : never;

/** What issue 35's rules need of the buyer and the school, as the products' lock read them. */
export interface FoodRules {
  allergies: readonly string[];
  blocked: readonly string[];
  set: SealSetId;
}

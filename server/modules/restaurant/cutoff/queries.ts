/** The cut-off's reads (issue 56): the day's pre-orders of the children the gate has not seen. */
import { and, asc, eq, gte, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { passages, permits, preorders, products } from '../../../db/schema';
import { schoolDaysRange } from '../../../time';

/** Passage and permit kind 1: an entry. */
const ENTRY = 1;

/**
 * The day's active pre-orders (never re-instated) of children with no entry at the gate that day
 * and no entry permit for it (a late arrival the office expects), by child.
 */
export async function absentPreorders(db: Db, day: string, timezone: string) {
  const { start, end } = schoolDaysRange(day, day, timezone);
  return db
    .select({ id: preorders.id, id_user: preorders.id_user })
    .from(preorders)
    .where(
      and(
        eq(preorders.fecha, day),
        eq(preorders.estado, 'pedido'),
        isNull(preorders.reinstated_at),
        notExists(
          db
            .select({ one: sql`1` })
            .from(passages)
            .where(
              and(
                eq(passages.id_user, preorders.id_user),
                eq(passages.tipo, ENTRY),
                gte(passages.created_at, start),
                lt(passages.created_at, end),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(permits)
            .where(
              and(eq(permits.id_user, preorders.id_user), eq(permits.fecha, day), eq(permits.tipo, ENTRY)),
            ),
        ),
      ),
    )
    .orderBy(asc(preorders.id_user), asc(preorders.id));
}

/** The child's pre-orders of the day the gate cancelled, with their product's name and price. */
export function cancelledByGate(db: Db, studentId: number, day: string) {
  return db
    .select({ id: preorders.id, producto: products.name, price: products.price })
    .from(preorders)
    .innerJoin(products, eq(products.id, preorders.id_product))
    .where(and(eq(preorders.id_user, studentId), eq(preorders.fecha, day), eq(preorders.estado, 'anulado')))
    .orderBy(asc(preorders.id));
}

/** A product's name. */
export async function productName(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, id));
  return row?.name ?? '';
}

/** What the hall display reads: the store's ready orders as turn cards. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TurnCard } from '../../../../src/domain/boards';
import type { StoreId } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { customer } from '../../orders';

/** The store's ready orders (complete 2) as turn cards, in the order they became ready. */
export async function turnCards(db: Db, store: StoreId): Promise<TurnCard[]> {
  const rows = await db
    .select({ id: orders.id, name: customer.name, turno: orders.turn, url: customer.url })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.id_user))
    .where(and(eq(orders.store, store), eq(orders.status, 2)))
    // An order that needed no preparation is ready from its sale (no ready_at).
    .orderBy(sql`coalesce(${orders.ready_at}, ${orders.created_at})`, asc(orders.id))
    .limit(200);
  return rows.map((r) => ({ id: r.id, name: r.name, turno: r.turno ?? 0, url: r.url ?? null }));
}

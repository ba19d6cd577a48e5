/**
 * A waiting order's number on the board (the sale core's turn allocation): the smallest free number
 * of the store, under a per-store lock held until commit, taken last in a sale so that it serialises
 * as little as possible (the partial unique index on live turns is the safety net).
 */
import { eq, sql } from 'drizzle-orm';
import type { StoreId } from '../../src/domain/inventory';
import { MAX_TURN, ORDER_STATUS } from '../../src/domain/orders';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { orders } from '../db/schema';

/** The advisory-lock key space of turn allocation: (TURN_LOCK, store). */
export const TURN_LOCK = 727002;

const STATUS = { pending: Number(ORDER_STATUS.pending), ready: Number(ORDER_STATUS.ready) } as const;

/**
 * Gives the order the smallest number 1..MAX_TURN no waiting order (status 1 or 2) of the store
 * holds, or one more than the highest when all are taken (a sale is never refused for want of
 * a number). The advisory lock is per store and lasts until commit, so the next allocation of
 * that store sees this one.
 */
export async function allocateTurn(tx: Db, store: StoreId, orderId: number): Promise<number> {
  // Two statements: the update's snapshot must be taken after the lock, to see the turn the last holder committed.
  await turnLock.execute(tx, { store });
  const [row] = await nextTurn.execute(tx, { store, orderId });
  return row.turn!;
}

const turnLock = preparedStatement('turn_lock', (db) =>
  db
    .select({
      locked: sql`pg_advisory_xact_lock(${TURN_LOCK}::integer, ${sql.placeholder('store')}::integer)`,
    })
    .from(sql`(select 1) one`),
);

const nextTurn = preparedStatement('next_turn', (db) => {
  const live = sql`o.store = ${sql.placeholder('store')}::smallint and o.status in (${STATUS.pending}, ${STATUS.ready}) and o.turn is not null`;
  return db
    .update(orders)
    .set({
      turn: sql`coalesce(
        (select min(n)::integer from generate_series(1, ${MAX_TURN}::integer) n
          where not exists (select 1 from ${orders} o where ${live} and o.turn = n)),
        (select max(o.turn) + 1 from ${orders} o where ${live})
      )`,
    })
    .where(eq(orders.id, sql.placeholder('orderId')))
    .returning({ turn: orders.turn });
});

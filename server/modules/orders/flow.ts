/**
 * An order's life after the sale, each step in the caller's transaction with the order row
 * locked (FOR UPDATE), so two clicks or two boards never move it twice:
 *   markReady   1 → 2  the kitchen has it ready (the turn stays: the hall display shows it)
 *   deliver     2 → 3  handed over at the counter; its turn number is free again
 *   reverse     1|2|3 → 4  the money back to the credential (ledger 'reversion') and the
 *                      stock back (reason reversión), both pointing at the order; its turn
 *                      number, if it held one, is free again
 * A refused step throws before writing anything.
 */
import { and, eq, sql } from 'drizzle-orm';
import { STOCK_REASON, type StoreId } from '../../../src/domain/inventory';
import {
  ORDER_ALREADY_DELIVERED,
  ORDER_ALREADY_REVERSED,
  ORDER_NOT_PENDING,
  ORDER_NOT_READY,
  ORDER_STATUS,
  type Order,
  type ReverseResult,
} from '../../../src/domain/orders';
import type { BoardEventType } from '../../../src/domain/boards';
import type { Db } from '../../db/client';
import { carnetMovements, carnets, orders, stockMovements } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { applyMovement } from '../credentials/ledger';
import { moveStocks } from '../inventory/stock';
import { storeName } from './purchase';
import { findOrder } from './read';
import { publishBoardEvent } from '../boards/bus';

export const ORDER_NOT_FOUND = 'El pedido no existe';

const S = {
  pending: Number(ORDER_STATUS.pending),
  ready: Number(ORDER_STATUS.ready),
  delivered: Number(ORDER_STATUS.delivered),
  reversed: Number(ORDER_STATUS.reversed),
} as const;

/** The order row of this store, locked until commit; 404 when there is none. */
async function lockOrder(tx: Db, store: StoreId, id: number) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, id_carnet: orders.id_carnet, turn: orders.turn })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.store, store)))
    .for('update')
    .limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The order as it stands now; its boards hear of the change when the transaction commits. */
async function answer(tx: Db, id: number, type: BoardEventType): Promise<Order> {
  const order = await findOrder(tx, id);
  if (!order) throw new Error(`flow: el pedido ${id} no se pudo leer`);
  await publishBoardEvent(tx, { type, store: order.store, id, complete: order.complete, turn: order.turn });
  return order;
}

const refusal = (status: number, wanted: number) =>
  status === S.reversed
    ? conflict(ORDER_ALREADY_REVERSED, 'conflict')
    : status === S.delivered
      ? conflict(ORDER_ALREADY_DELIVERED, 'conflict')
      : conflict(wanted === S.pending ? ORDER_NOT_PENDING : ORDER_NOT_READY, 'conflict');

export async function markReady(tx: Db, store: StoreId, id: number): Promise<Order> {
  const row = await lockOrder(tx, store, id);
  if (row.status !== S.pending) throw refusal(row.status, S.pending);
  await tx.update(orders).set({ status: S.ready, ready_at: sql`clock_timestamp()` }).where(eq(orders.id, id));
  return answer(tx, id, 'ready');
}

/** Hands over the given orders of one store (all or none): each must be ready. */
export async function deliver(tx: Db, store: StoreId, ids: readonly number[], staffId: number | null): Promise<Order[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  for (const id of unique) {
    const row = await lockOrder(tx, store, id);
    if (row.status !== S.ready) throw refusal(row.status, S.ready);
  }
  for (const id of unique) {
    await tx
      .update(orders)
      .set({ status: S.delivered, delivered_at: sql`clock_timestamp()`, delivered_by: staffId })
      .where(eq(orders.id, id));
  }
  const delivered: Order[] = [];
  for (const id of unique) delivered.push(await answer(tx, id, 'delivered'));
  return delivered;
}

/**
 * Undoes a sale: what the order's ledger rows took (net of an earlier edit) comes back as one
 * 'reversion' row, what its stock rows took comes back product by product.
 */
export async function reverse(tx: Db, store: StoreId, id: number, staffId: number | null, key?: string | null): Promise<ReverseResult> {
  const row = await lockOrder(tx, store, id);
  if (row.status === S.reversed) throw conflict(ORDER_ALREADY_REVERSED, 'conflict');
  const detalle = `Reversión pedido #${id}`;

  const [{ paid }] = await tx
    .select({ paid: sql<number>`coalesce(-sum(${carnetMovements.amount}), 0)`.mapWith(Number) })
    .from(carnetMovements)
    .where(eq(carnetMovements.id_order, id));
  let saldo: number;
  if (paid > 0) {
    const moved = await applyMovement(tx, {
      carnetId: row.id_carnet,
      kind: 'reversion',
      amount: paid,
      staffId,
      key: key ?? null,
      detalle: `${detalle} · ${storeName(store)}`,
      orderId: id,
      evenIfInactive: true,
    });
    saldo = moved.saldo;
  } else {
    const [carnet] = await tx.select({ saldo: carnets.saldo }).from(carnets).where(eq(carnets.id, row.id_carnet));
    saldo = carnet.saldo;
  }

  const taken = await tx
    .select({ id_product: stockMovements.id_product, out: sql<number>`-sum(${stockMovements.quantity})`.mapWith(Number) })
    .from(stockMovements)
    .where(eq(stockMovements.id_order, id))
    .groupBy(stockMovements.id_product);
  await moveStocks(
    tx,
    taken
      .filter((t) => t.out > 0)
      .map((t) => ({ productId: t.id_product, quantity: t.out, reason: STOCK_REASON.reversion, staffId, detalle, orderId: id })),
  );

  await tx
    .update(orders)
    .set({ status: S.reversed, reversed_at: sql`clock_timestamp()`, reversed_by: staffId })
    .where(eq(orders.id, id));
  return { order: await answer(tx, id, 'reversed'), saldo, amount: paid };
}

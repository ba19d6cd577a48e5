/**
 * An order's life after the sale, each step in the caller's transaction with the order row
 * locked (FOR UPDATE), so two clicks or two boards never move it twice:
 *   markReady   1 → 2  the kitchen has it ready (the turn stays: the hall display shows it)
 *   deliver     2 → 3  handed over at the counter; its turn number is free again
 *   reverse     1|2|3 → 4  the money back to the credential (ledger 'reversion') and the
 *                      stock back (reason reversión), both pointing at the order; its turn
 *                      number, if it held one, is free again
 * A refused step throws before writing anything. Each step's time is the server's clock, read
 * once the order is locked.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { STOCK_REASON, type StoreId } from '../../../../../src/domain/inventory';
import {
  ORDER_ALREADY_DELIVERED,
  ORDER_ALREADY_REVERSED,
  ORDER_NOT_PENDING,
  ORDER_NOT_READY,
  ORDER_STATUS,
  type Order,
  type ReverseResult,
} from '../../../../../src/domain/orders';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { credentialMovements, credentials, orders, stockMovements } from '../../../../db/schema';
import { conflict, notFound } from '../../../../http/errors';
import { refund } from '../../../../money';
import { moveStocks } from '../../../../stock';
import { findOrder } from '../queries/orders';
import { storeLabel } from '../../../../../src/domain/stores';

export const ORDER_NOT_FOUND = 'El pedido no existe';

const S = {
  pending: Number(ORDER_STATUS.pending),
  ready: Number(ORDER_STATUS.ready),
  delivered: Number(ORDER_STATUS.delivered),
  reversed: Number(ORDER_STATUS.reversed),
} as const;

/** The order row of this store, locked until commit; 404 when there is none. */
async function lockOrder(tx: Db, store: StoreId, id: number) {
  const [row] = await lockOrders(tx, [store], [id]);
  return row;
}

/**
 * The orders `ids` of `stores`, locked until commit in id order: every path that locks
 * several orders takes them in this one order, so two deliveries, or a delivery and the
 * kitchen's *Listo*, wait for each other instead of deadlocking. 404 when one is missing.
 */
export async function lockOrders(tx: Db, stores: readonly StoreId[], ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select({
      id: orders.id,
      store: orders.store,
      status: orders.status,
      id_carnet: orders.id_carnet,
      turn: orders.turn,
    })
    .from(orders)
    .where(and(inArray(orders.id, unique), inArray(orders.store, [...stores])))
    .orderBy(asc(orders.id))
    .for('update');
  if (rows.length !== unique.length) throw notFound(ORDER_NOT_FOUND);
  return rows.map((row) => ({ ...row, store: row.store as StoreId }));
}

/** The order as it stands now (the route writes its event in the same transaction). */
async function answer(tx: Db, id: number): Promise<Order> {
  const order = await findOrder(tx, id);
  if (!order) throw new Error(`flow: el pedido ${id} no se pudo leer`);
  return order;
}

const refusal = (status: number, wanted: number) =>
  status === S.reversed
    ? conflict(ORDER_ALREADY_REVERSED, 'conflict')
    : status === S.delivered
      ? conflict(ORDER_ALREADY_DELIVERED, 'conflict')
      : conflict(wanted === S.pending ? ORDER_NOT_PENDING : ORDER_NOT_READY, 'conflict');

export async function markReady(tx: Db, clock: Clock, store: StoreId, id: number): Promise<Order> {
  const row = await lockOrder(tx, store, id);
  if (row.status !== S.pending) throw refusal(row.status, S.pending);
  await tx.update(orders).set({ status: S.ready, ready_at: clock.now() }).where(eq(orders.id, id));
  return answer(tx, id);
}

/**
 * Hands over the given orders of `stores` (all or none), locked in id order. Each must be
 * ready; with `prepared` (the counter that assembles orders itself) one still in preparation
 * is marked ready first. The status is read after the lock, so the kitchen's *Listo* landing
 * at the same instant only changes which of the two it was.
 */
export async function deliver(
  tx: Db,
  clock: Clock,
  stores: readonly StoreId[],
  ids: readonly number[],
  staffId: number | null,
  opts: { prepared?: boolean } = {},
): Promise<Order[]> {
  const rows = await lockOrders(tx, stores, ids);
  const at = clock.now();
  for (const row of rows) {
    if (row.status === S.ready || (opts.prepared && row.status === S.pending)) continue;
    throw refusal(row.status, S.ready);
  }
  const pending = rows.filter((row) => row.status === S.pending).map((row) => row.id);
  if (pending.length > 0) {
    await tx.update(orders).set({ status: S.ready, ready_at: at }).where(inArray(orders.id, pending));
  }
  await tx
    .update(orders)
    .set({ status: S.delivered, delivered_at: at, delivered_by: staffId })
    .where(
      inArray(
        orders.id,
        rows.map((row) => row.id),
      ),
    );
  const delivered: Order[] = [];
  for (const row of rows) delivered.push(await answer(tx, row.id));
  return delivered;
}

/**
 * Undoes a sale: what the order's ledger rows took (net of an earlier edit) comes back as one
 * 'reversion' row, what its stock rows took comes back product by product.
 */
export async function reverse(
  tx: Db,
  clock: Clock,
  store: StoreId,
  id: number,
  staffId: number | null,
  key?: string | null,
): Promise<ReverseResult> {
  const row = await lockOrder(tx, store, id);
  if (row.status === S.reversed) throw conflict(ORDER_ALREADY_REVERSED, 'conflict');
  const detalle = `Reversión pedido #${id}`;

  const [{ paid }] = await tx
    .select({ paid: sql<number>`coalesce(-sum(${credentialMovements.amount}), 0)`.mapWith(Number) })
    .from(credentialMovements)
    .where(eq(credentialMovements.id_order, id));
  let saldo: number;
  if (paid > 0) {
    const moved = await refund(tx, clock, 'reversal', {
      credentialId: row.id_carnet,
      amount: paid,
      staffId,
      key: key ?? null,
      detalle: `${detalle} · ${storeLabel(store)}`,
      orderId: id,
    });
    saldo = moved.saldo;
  } else {
    const [credential] = await tx
      .select({ saldo: credentials.saldo })
      .from(credentials)
      .where(eq(credentials.id, row.id_carnet));
    saldo = credential.saldo;
  }

  const taken = await tx
    .select({
      id_product: stockMovements.id_product,
      out: sql<number>`-sum(${stockMovements.quantity})`.mapWith(Number),
    })
    .from(stockMovements)
    .where(eq(stockMovements.id_order, id))
    .groupBy(stockMovements.id_product);
  await moveStocks(
    tx,
    clock,
    taken
      .filter((t) => t.out > 0)
      .map((t) => ({
        productId: t.id_product,
        quantity: t.out,
        reason: STOCK_REASON.reversion,
        staffId,
        detalle,
        orderId: id,
      })),
  );

  await tx
    .update(orders)
    .set({ status: S.reversed, reversed_at: clock.now(), reversed_by: staffId })
    .where(eq(orders.id, id));
  return { order: await answer(tx, id), saldo, amount: paid };
}

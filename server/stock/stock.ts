/**
 * The stock core: the only code that moves stock, as server/money is for a credential's balance. Each
 * call, inside the caller's transaction: locks the product row (SELECT … FOR UPDATE),
 * refuses a stock that would go below zero, updates the cached stock and writes the
 * stock-movement row with the stock it left. The initial stock of a new product, stock in
 * and out from inventory and, later, sales and their reversals all go through `moveStock`
 * (or `moveStocks` for several products in one go),
 * so products.stock = sum(stock_movements.quantity) holds.
 */
import { asc, sql } from 'drizzle-orm';
import { STOCK_REASON, type StockReason } from '../../src/domain/inventory';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { arrayPlaceholder, preparedSql, preparedStatement } from '../db/prepared';
import { products, stockMovements } from '../db/schema';
import { conflict, notFound } from '../http/errors';

export const PRODUCT_NOT_FOUND = 'El producto no existe';

/** 'No hay suficiente stock: disponible 3'. */
export const outOfStockMessage = (available: number) => `No hay suficiente stock: disponible ${available}`;

export interface StockMove {
  productId: number;
  /** Signed units: positive for inicial, ingreso and reversión; negative for salida and venta. */
  quantity: number;
  reason: StockReason;
  /** Staff member who made it (null for system movements). */
  staffId: number | null;
  detalle?: string | null;
  /** The order a sale, an order edit or a reversal moves the stock for. */
  orderId?: number | null;
}

export type ProductRow = typeof products.$inferSelect;

export interface StockResult {
  movementId: number;
  stockBefore: number;
  stock: number;
}

const ADDS: ReadonlySet<StockReason> = new Set([
  STOCK_REASON.inicial,
  STOCK_REASON.ingreso,
  STOCK_REASON.reversion,
]);

/**
 * Locks the product and applies one movement, stamped by `clock` once the lock is held; `tx` must
 * be the caller's transaction.
 * Refusals: 404 when the product does not exist, 409 'out_of_stock' (field `count`) when the
 * stock would go below zero. Both leave the transaction for the caller to roll back.
 */
export async function moveStock(tx: Db, clock: Clock, move: StockMove): Promise<StockResult> {
  const [result] = await moveStocks(tx, clock, [move]);
  return result;
}

/**
 * Several movements at once (an order's lines, a delivery, the demo's initial stock), in two
 * statements whatever their number: the products are locked in id order (so two batches on the
 * same products never deadlock), the movements apply in the order given (a product may appear
 * more than once), then one statement writes the stocks and the log (both prepared, the
 * batch's values as arrays). All or nothing: the first movement that would leave a stock below
 * zero refuses the whole batch (409 'out_of_stock'). The log's time is `clock`'s, read after the locks.
 */
export async function moveStocks(
  tx: Db,
  clock: Clock,
  moves: readonly StockMove[],
  /** The products as locked earlier in this transaction (a sale locks them to check stock): not read again. */
  lockedRows?: ReadonlyMap<number, { id: number; stock: number; store: number }>,
): Promise<StockResult[]> {
  if (moves.length === 0) return [];
  const ids = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  const locked =
    lockedRows && ids.every((id) => lockedRows.has(id))
      ? ids.map((id) => lockedRows.get(id)!)
      : await lockStock.execute(tx, { ids });
  const { values, steps } = planStocks(moves, locked, clock.now());
  const rows = await writeStocks.execute(tx, values);
  // Ids are handed out in the order the rows are inserted, which is the batch's order.
  const movementIds = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  return steps.map((step, i) => ({
    movementId: movementIds[i],
    stockBefore: step.before,
    stock: step.after,
  }));
}

/** A batch checked against its locked products: the values of STOCK_WRITES and each movement's stocks. */
export interface PlannedStocks {
  values: Record<string, unknown>;
  steps: { before: number; after: number }[];
}

/**
 * Every rule of a batch, without writing it: each product locked (404 otherwise), the movements
 * applied in the order given, none leaving a stock below zero (409 'out_of_stock'). `locked` are
 * the batch's products as locked in the caller's transaction (`lockStock`, or a sale's own lock);
 * `at`, the log's time, is the server's clock read after that lock.
 */
export function planStocks(
  moves: readonly StockMove[],
  locked: readonly { id: number; stock: number; store: number }[],
  at: Date,
): PlannedStocks {
  for (const m of moves) {
    if (!Number.isSafeInteger(m.quantity) || m.quantity === 0 || ADDS.has(m.reason) !== m.quantity > 0) {
      // A programming error, not a user's: the routes validate quantities before calling.
      throw new Error(`moveStock: cantidad ${m.quantity} inválida para el motivo ${m.reason}`);
    }
  }
  const current = new Map(locked.map((row) => [row.id, row]));
  const stocks = new Map(locked.map((row) => [row.id, row.stock]));
  const steps = moves.map((m) => {
    const product = current.get(m.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const before = stocks.get(m.productId)!;
    const after = before + m.quantity;
    if (after < 0) {
      const message = outOfStockMessage(before);
      throw conflict(message, 'out_of_stock', { count: message });
    }
    stocks.set(m.productId, after);
    return { move: m, store: product.store, before, after };
  });
  const ids = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  const values = {
    stock_ids: ids,
    stock_levels: ids.map((id) => stocks.get(id)!),
    stock_products: steps.map((step) => step.move.productId),
    stock_stores: steps.map((step) => step.store),
    stock_quantities: steps.map((step) => step.move.quantity),
    stock_after: steps.map((step) => step.after),
    stock_reasons: steps.map((step) => step.move.reason),
    stock_staff: steps.map((step) => step.move.staffId),
    stock_detalles: steps.map((step) => step.move.detalle ?? null),
    stock_orders: steps.map((step) => step.move.orderId ?? null),
    stock_at: at.toISOString(),
  };
  return { values, steps: steps.map(({ before, after }) => ({ before, after })) };
}

const lockStock = preparedStatement('lock_stock', (db) =>
  db
    .select({ id: products.id, stock: products.stock, store: products.store })
    .from(products)
    .where(sql`${products.id} = any(${arrayPlaceholder('ids', 'integer')})`)
    .orderBy(asc(products.id))
    .for('update'),
);

/**
 * The stock's writes as CTEs, to go in one statement with other homes' writes (a sale sends its
 * order, stock and money together): the cached stocks (run though nothing reads it) and the log's
 * rows, `stock_log`, one per movement in the batch's order, returning their ids, stamped
 * `stock_at`, the server's clock read after the locks: the log's time order is its stock order.
 * Values by `planStocks`, under the `stock_` prefix.
 */
export const STOCK_WRITES = (() => {
  const p = arrayPlaceholder;
  return sql`stock_levels as (
      update ${products} set stock = v.stock, updated_at = ${sql.placeholder('stock_at')}::timestamptz
      from unnest(${p('stock_ids', 'integer')}, ${p('stock_levels', 'integer')}) as v(id, stock)
      where ${products.id} = v.id
    ),
    stock_log as (
      insert into ${stockMovements} (id_product, store, quantity, stock_after, reason, id_staff, detalle, id_order, created_at)
      select m.id_product, m.store, m.quantity, m.stock_after, m.reason, m.id_staff, m.detalle, m.id_order, ${sql.placeholder('stock_at')}::timestamptz
      from unnest(${p('stock_products', 'integer')}, ${p('stock_stores', 'smallint')}, ${p('stock_quantities', 'integer')},
        ${p('stock_after', 'integer')}, ${p('stock_reasons', 'smallint')}, ${p('stock_staff', 'integer')}, ${p('stock_detalles', 'text')},
        ${p('stock_orders', 'integer')}) with ordinality as m(id_product, store, quantity, stock_after, reason, id_staff, detalle, id_order, n)
      order by m.n
      returning ${stockMovements.id}
    )`;
})();

const writeStocks = preparedSql<{ id: number }>(
  'write_stocks',
  () => sql`with ${STOCK_WRITES} select id from stock_log`,
);

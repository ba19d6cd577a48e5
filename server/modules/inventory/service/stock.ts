/**
 * The only code that moves stock (DESIGN §5, as the credential ledger does for money). Each
 * call, inside the caller's transaction: locks the product row (SELECT … FOR UPDATE),
 * refuses a stock that would go below zero, updates the cached stock and writes the
 * stock-movement row with the stock it left. The initial stock of a new product, stock in
 * and out from inventory and, later, sales and their reversals all go through `moveStock`
 * (or `moveStocks` for several products in one go),
 * so products.stock = sum(stock_movements.quantity) holds.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { STOCK_REASON, type StockReason } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { products, stockMovements } from '../../../db/schema';
import { conflict, notFound } from '../../../http/errors';

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
  /** The product as it stands after the movement (after the whole batch, for `moveStocks`). */
  product: ProductRow;
}

const ADDS: ReadonlySet<StockReason> = new Set([STOCK_REASON.inicial, STOCK_REASON.ingreso, STOCK_REASON.reversion]);

/**
 * Locks the product and applies one movement; `tx` must be the caller's transaction.
 * Refusals: 404 when the product does not exist, 409 'out_of_stock' (field `count`) when the
 * stock would go below zero. Both leave the transaction for the caller to roll back.
 */
export async function moveStock(tx: Db, move: StockMove): Promise<StockResult> {
  const [result] = await moveStocks(tx, [move]);
  return result;
}

/**
 * Several movements at once (an order's lines, a delivery, the demo's initial stock), in three
 * statements whatever their number: the products are locked in id order (so two batches on the
 * same products never deadlock), the movements apply in the order given (a product may appear
 * more than once), then one UPDATE and one INSERT. All or nothing: the first movement that
 * would leave a stock below zero refuses the whole batch (409 'out_of_stock').
 */
export async function moveStocks(
  tx: Db,
  moves: readonly StockMove[],
  /** The products as locked earlier in this transaction (a sale locks them to check stock): not read again. */
  lockedRows?: ReadonlyMap<number, { id: number; stock: number; store: number }>,
): Promise<StockResult[]> {
  if (moves.length === 0) return [];
  for (const m of moves) {
    if (!Number.isSafeInteger(m.quantity) || m.quantity === 0 || ADDS.has(m.reason) !== m.quantity > 0) {
      // A programming error, not a user's: the routes validate quantities before calling.
      throw new Error(`moveStock: cantidad ${m.quantity} inválida para el motivo ${m.reason}`);
    }
  }
  const ids = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
  const locked =
    lockedRows && ids.every((id) => lockedRows.has(id))
      ? ids.map((id) => lockedRows.get(id)!)
      : await tx
          .select({ id: products.id, stock: products.stock, store: products.store })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(asc(products.id))
          .for('update');
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
  const updated = await tx
    .update(products)
    .set({
      stock: sql`case ${products.id} ${sql.join(
        ids.map((id) => sql`when ${id}::integer then ${stocks.get(id)}::integer`),
        sql` `,
      )} end`,
      updated_at: new Date(),
    })
    .where(inArray(products.id, ids))
    .returning();
  const rows = await tx
    .insert(stockMovements)
    .values(
      steps.map(({ move, store, after }) => ({
        id_product: move.productId,
        store,
        quantity: move.quantity,
        stock_after: after,
        reason: move.reason,
        id_staff: move.staffId,
        detalle: move.detalle ?? null,
        id_order: move.orderId ?? null,
        // The moment the row is written, after the lock: the log's time order is its stock order.
        created_at: sql`clock_timestamp()`,
      })),
    )
    .returning({ id: stockMovements.id });
  const byId = new Map(updated.map((row) => [row.id, row]));
  return steps.map((step, i) => ({
    movementId: rows[i].id,
    stockBefore: step.before,
    stock: step.after,
    product: byId.get(step.move.productId)!,
  }));
}

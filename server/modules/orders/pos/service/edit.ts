/**
 * The alternate request edit (spec part 1 §2): an order's lines replaced, in one transaction
 * that moves only the difference. Products already in the order keep the price they were
 * sold at; products added now take the catalog price. The credential pays (ledger 'compra')
 * or gets back ('reversion') the difference of the totals, and the stock moves by the
 * difference of each product's count (venta out, reversión back), every row pointing at the
 * order, so the order's invariant (total = lines = −ledger = stock out) keeps holding.
 * A reversed order cannot be edited; a waiting order's state follows its lines (any line to
 * prepare → '1', otherwise '2', keeping its turn); a delivered order stays delivered.
 */
import { and, eq } from 'drizzle-orm';
import { STOCK_REASON, type StoreId } from '../../../../../src/domain/inventory';
import {
  DUPLICATE_PRODUCT,
  EDIT_CHARGE_NEEDS_SALE_KEY,
  EDIT_REFUND_NEEDS_REVERSAL_KEY,
  editedLines,
  ORDER_ALREADY_REVERSED,
  ORDER_STATUS,
  type EditResult,
  type OrderEdit,
} from '../../../../../src/domain/orders';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { orderLines, orders } from '../../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../../http/errors';
import { charge, lockCredential, refund } from '../../../../money';
import { refuseFirst } from '../../../../http/problems';
import { moveStocks } from '../../../../stock';
import { findOrder, ORDER_NOT_FOUND } from '../../lists';
import { checkSale, lockProducts } from '../../../../sale';
import { storeLabel } from '../../../../../src/domain/stores';

export interface EditInput {
  store: StoreId;
  orderId: number;
  edit: OrderEdit;
  staffId: number | null;
  timezone: string;
  /** The server's clock: "today" of the daily cap, and the stock's and the ledger's time. */
  clock: Clock;
  key?: string | null;
  /** The editor's rights: charging more is a sale (`<store>.pos`), refunding a reversal (`<store>.reversion`). */
  may: { charge: boolean; refund: boolean };
}

const refused = (message: string) => badRequest(message, { products: message });
/** The problems of the money an edit charges: said after the editor's rights. */
const SPENDING: ReadonlySet<string> = new Set(['insufficient_funds', 'daily_limit']);

export async function editOrder(tx: Db, input: EditInput): Promise<EditResult> {
  const { store, orderId, staffId, clock } = input;
  const { lines: wanted, duplicate } = editedLines(input.edit);
  if (duplicate !== null) throw refused(DUPLICATE_PRODUCT);

  const [order] = await tx
    .select({ id: orders.id, status: orders.status, id_carnet: orders.id_carnet, total: orders.total })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.store, store)))
    .for('update')
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === Number(ORDER_STATUS.reversed)) throw conflict(ORDER_ALREADY_REVERSED);
  // The credential is locked before the products, as a sale locks them.
  const credential = await lockCredential(tx, { credentialId: order.id_carnet });
  if (!credential) throw notFound(ORDER_NOT_FOUND);

  const old = await tx
    .select({
      id_product: orderLines.id_product,
      price: orderLines.price,
      count: orderLines.count,
      name: orderLines.name,
    })
    .from(orderLines)
    .where(eq(orderLines.id_order, orderId));
  const oldById = new Map(old.map((l) => [l.id_product, l]));
  const ids = [...new Set([...wanted.map((l) => l.id), ...old.map((l) => l.id_product)])].sort(
    (a, b) => a - b,
  );
  const { byId, restricted, food, consumedToday, consumedThisWeek, saleTime } = await lockProducts(tx, ids, {
    userId: credential.id_user_primary,
    credentialId: credential.id,
    timezone: input.timezone,
    now: clock.now(),
  });

  // Only a product added now must still be on sale here; the ones sold stay as sold, at their price.
  const lines = wanted.map(({ id, count }) => {
    const before = oldById.get(id);
    const product = byId.get(id);
    const price = before ? before.price : (product?.price ?? 0);
    return {
      id,
      count,
      held: before?.count ?? 0,
      product: product!,
      price,
      total: price * count,
      name: before?.name ?? product?.name ?? '',
    };
  });
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  const difference = total - order.total;
  // The sale core's check: more of a product than was sold is a new purchase of it (restrictions,
  // issue 35's rules — an edit has no supervisor's override: a new sale has — and stock); an edit that
  // charges more is new spending, one that refunds (or moves no money) gives back.
  const problems = checkSale({
    store,
    operation: difference > 0 ? 'editCharge' : 'editRefund',
    credential,
    lines: lines.map(({ id, count, held }) => ({ id, count, held })),
    products: byId,
    restricted,
    food,
    consumedToday,
    consumedThisWeek,
    saleTime,
    amount: difference,
  });
  // What is wrong with the order's lines or the credential is said before the editor's rights.
  refuseFirst(problems.filter((p) => !SPENDING.has(p.reason)));
  // Charging more is a sale and refunding a reversal: each needs its own key, not only the edit's.
  if (difference > 0 && !input.may.charge) throw forbidden(EDIT_CHARGE_NEEDS_SALE_KEY);
  if (difference < 0 && !input.may.refund) throw forbidden(EDIT_REFUND_NEEDS_REVERSAL_KEY);
  refuseFirst(problems);

  // Stock by the difference of each product's count.
  const detalle = `Edición pedido #${orderId}`;
  const counts = new Map(lines.map((l) => [l.product.id, l.count]));
  const moves = ids
    .map((id) => ({ id, delta: (counts.get(id) ?? 0) - (oldById.get(id)?.count ?? 0) }))
    .filter((m) => m.delta !== 0)
    .map((m) => ({
      productId: m.id,
      quantity: -m.delta,
      reason: m.delta > 0 ? STOCK_REASON.venta : STOCK_REASON.reversion,
      staffId,
      detalle,
      orderId,
    }));
  await moveStocks(tx, clock, moves, byId);

  await tx.delete(orderLines).where(eq(orderLines.id_order, orderId));
  await tx.insert(orderLines).values(
    lines.map((l) => ({
      id_order: orderId,
      id_product: l.product.id,
      name: l.name,
      price: l.price,
      count: l.count,
      total: l.total,
      enlistment: l.product.enlistment,
    })),
  );
  const enlistment = lines.some((l) => l.product.enlistment === 1) ? 1 : 0;
  const waiting =
    order.status === Number(ORDER_STATUS.pending) || order.status === Number(ORDER_STATUS.ready);
  await tx
    .update(orders)
    .set({
      total,
      enlistment,
      ...(waiting ? { status: enlistment ? Number(ORDER_STATUS.pending) : Number(ORDER_STATUS.ready) } : {}),
      ...(input.edit.comment !== undefined ? { comment: input.edit.comment?.trim() || null } : {}),
    })
    .where(eq(orders.id, orderId));

  let saldo = credential.saldo;
  if (difference !== 0) {
    const movement = {
      credentialId: credential.id,
      amount: Math.abs(difference),
      staffId,
      key: input.key ?? null,
      detalle: `${detalle} · ${storeLabel(store)}`,
      orderId,
    };
    const moved =
      difference > 0
        ? await charge(tx, clock, 'editCharge', movement, credential)
        : await refund(tx, clock, 'editRefund', movement, credential);
    saldo = moved.saldo;
  }
  const answer = await findOrder(tx, orderId);
  if (!answer) throw new Error(`editOrder: el pedido ${orderId} no se pudo leer`);
  return { order: answer, saldo, difference };
}

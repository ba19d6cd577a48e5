/**
 * A sale at a point of sale (docs/architecture.md: Ledgers), all inside the caller's transaction:
 *   1. the customer's credential, locked through the ledger's lock (404 no user or no credential);
 *   2. the products, locked FOR UPDATE in id order by the sale core's lock (repeated ids merged),
 *      with the student's restrictions and allergies, the school's blocked seals and today's
 *      consumption read in the same statement;
 *   3. the sale core's `checkSale`, whose first problem is the refusal: the credential's state (409
 *      inactive), each product existing, of this store and on sale (400 naming it), restrictions
 *      (409 product_locked), blocked seals and allergies (409 seal_blocked, allergy — the latter
 *      unless a supervisor overrides it), stock (409 out_of_stock), balance (409
 *      insufficient_funds), daily cap (409 daily_limit);
 *   4. prices and total from the catalog (the client's prices and total are never read);
 *   5. the order and its lines, the stock out (reason venta, checked by the stock core's
 *      `planStocks`), the money out (kind compra, pointing at the order, checked by the money core's
 *      `planCharge`), written together in one statement by the sale core's `saleWriter`, all
 *      stamped with the server clock's instant read after the locks;
 *   6. a turn for an order that waits, by the sale core's `allocateTurn` (server/sale/turns.ts).
 * Any refusal throws before the transaction commits, so nothing of it stays.
 */
import { eq } from 'drizzle-orm';
import { NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../../../src/domain/credentials';
import { STOCK_REASON, type StoreId } from '../../../../../src/domain/inventory';
import { storeLabel } from '../../../../../src/domain/stores';
import { ORDER_STATUS, type PurchaseResult } from '../../../../../src/domain/orders';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { users } from '../../../../db/schema';
import { notFound } from '../../../../http/errors';
import { lockCredential, planCharge, type LockedCredential } from '../../../../money';
import { refuseFirst } from '../../../../http/problems';
import { planStocks } from '../../../../stock';
import {
  allergyHits,
  checkSale,
  lockProducts,
  mergedLines,
  saleWriter,
  type LockedProduct,
} from '../../../../sale';
import { recordOverrides } from './allergy-overrides';
import {
  INSERTED_ORDER_RETURNING,
  productsTextOf,
  toOrderLine,
  toOrderSummary,
  type OrderRow,
} from '../../lists';
import { allocateTurn } from '../../../../sale';

export interface PurchaseInput {
  store: StoreId;
  /** The customer: the credential holder's user id. */
  userId: number;
  lines: readonly { id: number; count: number }[];
  /** Handed over at once when nothing needs preparing. */
  immediate: boolean;
  comment?: string | null;
  dateProgram?: string | null;
  /** The cashier. */
  staffId: number | null;
  /** TZ_SCHOOL: "today" of the daily cap. */
  timezone: string;
  /** The server's clock: "today" of the daily cap, and the sale's time. */
  clock: Clock;
  /** The request's Idempotency-Key, recorded on the order and its ledger row. */
  key?: string | null;
  /**
   * A supervisor's reason to sell despite the student's allergy (issue 35): the caller has checked
   * the supervisor's key; the sale records it against each product it lets through.
   */
  allergyOverride?: string | null;
  /** The customer's credential when the caller already locked it in this transaction (the lunch line). */
  locked?: LockedCredential;
  /**
   * Paid already (issue 56: a lunch a meal plan or a pre-order paid): its lines at price 0, so the
   * order moves no money and the balance and the caps have nothing to say; every other rule stands.
   */
  prepaid?: boolean;
}

const STATUS = {
  pending: Number(ORDER_STATUS.pending),
  ready: Number(ORDER_STATUS.ready),
  delivered: Number(ORDER_STATUS.delivered),
} as const;

/** A sale's answer, and the products it sold as they were locked (their labels: the lunch line shows the meal's). */
export interface Sale extends PurchaseResult {
  products: readonly LockedProduct[];
}

const writeSale = saleWriter<OrderRow>(INSERTED_ORDER_RETURNING);

/** The sale core's one statement, answering the order and its lines as this area's reads show them. */
export async function writeSaleOnce(tx: Db, parts: Parameters<typeof writeSale>[1]) {
  const { order, lines } = await writeSale(tx, parts);
  return { order, lines: lines.map(toOrderLine) };
}

export async function purchase(tx: Db, input: PurchaseInput): Promise<Sale> {
  const { store, staffId, timezone, clock } = input;

  // 1. The customer's credential, locked until commit (with its holder's state).
  const credential =
    input.locked?.id_user_primary === input.userId
      ? input.locked
      : await lockCredential(tx, { userId: input.userId });
  if (!credential) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    throw notFound(user ? USER_WITHOUT_CREDENTIAL : NO_USER);
  }
  const userId = credential.id_user_primary;

  // 2. The products: repeated ids merged, in the order the client listed them first.
  const { wanted, ids } = mergedLines(input.lines);
  const buyer = { userId, credentialId: credential.id, timezone, now: clock.now() };
  const { byId, restricted, food, consumedToday, consumedThisWeek, saleTime, newOrderId } =
    await lockProducts(tx, ids, buyer, { sale: true });
  // The sale's time, read once the credential and the products are locked: the ledger's and the
  // stock log's time order is their balance and stock order.
  const at = clock.now();

  // 3-4. The sale core's check: the first problem is the refusal. The restrictions cannot change
  // under this sale: saving them locks the credential, which this sale holds.
  const allergyOverride = Boolean(input.allergyOverride?.trim());
  const saleLines = [...wanted.entries()].map(([id, count]) => ({ id, count }));
  refuseFirst(
    checkSale({
      store,
      operation: 'sale',
      credential,
      lines: saleLines,
      products: byId,
      restricted,
      food,
      consumedToday,
      consumedThisWeek,
      saleTime,
      allergyOverride,
      ...(input.prepaid ? { amount: 0 } : {}),
    }),
  );
  const lines = saleLines.map(({ id, count }) => {
    const product = byId.get(id)!;
    const price = input.prepaid ? 0 : product.price;
    return { product, count, price, total: price * count };
  });
  const total = lines.reduce((sum, l) => sum + l.total, 0);
  // Issue 35: the allergies a supervisor let through, recorded with the sale.
  const overridden = allergyOverride
    ? allergyHits(
        food,
        lines.map((l) => l.product),
      )
    : [];

  // 5. The order, its lines, the stock and the money: each home's rules first, then one statement.
  const enlistment = lines.some((l) => l.product.enlistment === 1) ? 1 : 0;
  const status = enlistment ? STATUS.pending : input.immediate ? STATUS.delivered : STATUS.ready;
  const orderId = newOrderId!;
  const detalle = `Pedido #${orderId}`;
  const stock = planStocks(
    lines.map((l) => ({
      productId: l.product.id,
      quantity: -l.count,
      reason: STOCK_REASON.venta,
      staffId,
      detalle,
      orderId,
    })),
    lines.map((l) => l.product),
    at,
  );
  const money =
    total > 0
      ? planCharge(
          'sale',
          {
            credentialId: credential.id,
            amount: total,
            staffId,
            key: input.key ?? null,
            detalle: `${detalle} · ${storeLabel(store)}`,
            orderId,
          },
          credential,
          at,
        )
      : null;
  const written = await writeSaleOnce(tx, {
    order: {
      id: orderId,
      store,
      userId,
      credentialId: credential.id,
      total,
      comment: input.comment?.trim() || null,
      immediate: input.immediate ? 1 : 0,
      enlistment,
      status,
      staffId,
      dateProgram: input.dateProgram?.trim() || null,
      key: input.key ?? null,
      at,
      lines: lines.map((l) => ({
        productId: l.product.id,
        name: l.product.name,
        price: l.price,
        count: l.count,
        total: l.total,
        enlistment: l.product.enlistment,
      })),
    },
    stock,
    money,
  });
  const saldo = money ? money.saldo : credential.saldo;
  if (overridden.length > 0)
    await recordOverrides(
      tx,
      { orderId, userId, staffId, reason: input.allergyOverride!.trim(), at },
      overridden,
    );

  // 6. A number on the board for an order that waits.
  const { order } = written;
  const turn = status !== STATUS.delivered ? await allocateTurn(tx, store, orderId) : order.turn;

  // The answer from what was written (the lines in the order they were inserted, as the reads list them).
  const soldLines = written.lines;
  const answer = {
    ...toOrderSummary({ ...order, turn, products: productsTextOf(soldLines) }),
    lines: soldLines,
  };
  return { order: answer, saldo, purchase: consumedToday + total, products: lines.map((l) => l.product) };
}

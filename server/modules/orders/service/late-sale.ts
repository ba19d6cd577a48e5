/**
 * A sale a till made offline and sent late (issues 33 and 48; the outcomes are written down in
 * src/domain/offline.ts and decided by late-sale-verdict.ts). In the caller's transaction: the sale is
 * recorded in `offline_sales` whatever becomes of it, judged by the till the server knows and the
 * roster it gave that till, its lines by the sale core's `checkSale`. When it can be charged it becomes
 * an order, delivered when it was made, charged at the catalog's prices through the sale's own writes
 * (order, stock, money in one statement), with what changed after the roster flagged. When it cannot,
 * nothing moves and the row says why.
 */
import { and, eq } from 'drizzle-orm';
import { NO_USER, USER_WITHOUT_CREDENTIAL } from '../../../../src/domain/credentials';
import { STOCK_REASON, type StoreId } from '../../../../src/domain/inventory';
import {
  LATE_SALE_KEY_REUSED,
  LATE_SALE_WAS_ONLINE,
  lateSaleRejected,
  STOCK_ADJUSTMENT,
  type LateSaleFlag,
  type LateSaleResult,
} from '../../../../src/domain/offline';
import { ORDER_STATUS, type Order } from '../../../../src/domain/orders';
import { storeLabel } from '../../../../src/domain/stores';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { orders, users } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { IDEMPOTENCY_HEADER } from '../../../http/idempotency';
import { lockCredential, planCharge, type LockedCredential } from '../../../money';
import { checkSale, listRuleHeldAt, lockProducts, mergedLines, rulesSince } from '../../../sale';
import { planStocks, type PlannedStocks } from '../../../stock';
import { productsTextOf, toOrderSummary } from '../queries/orders';
import { recordedLateSale, write } from './late-sale-record';
import { bodyOf, lateSaleVerdict, ROSTER_RULES, sameSale, tillRefusal } from './late-sale-verdict';
import { capHeldAtRoster, schoolDayOf, soldByRoster } from './late-sale-roster';
import { writeSaleOnce } from './purchase';
import { findTill, rosterReadOf, type KnownTill } from './tills';

/** A late sale as the till sent it. */
interface LateSale {
  store: StoreId;
  /** The sale's Idempotency-Key, made at the till. */
  key: string;
  madeAt: Date;
  userId: number;
  lines: readonly { id: number; count: number }[];
  /** The total at the till's prices (recorded; the charge is at the catalog's). */
  tillTotal: number;
  comment: string | null;
  /** Who sent it. */
  staffId: number;
  timezone: string;
}

export interface LateSaleInput extends LateSale {
  /** When it arrived, by the server's clock (read with the customer locked). */
  receivedAt: Date;
  /** The till that made it, as the server knows it (null: unknown, and the sale refused for it). */
  till: { id: number; name: string; overdraft: number; maxSale: number; maxTotal: number } | null;
  /** The roster read it is judged by (null when refused before it mattered). */
  rosterAt: Date | null;
  /** The customer's credential as the caller locked it in this transaction (null: none). */
  locked: LockedCredential | null;
  /** Why it is refused before its lines are looked at (the till, its time, the lunch line's meal rule). */
  refusal?: string | null;
  /** The sale as the till sent it (`bodyOf`), kept with its row. */
  sent: Record<string, unknown>;
}

/**
 * Records the late sale; answers the outcome and, when charged, the order it became (its ledger and
 * stock rows at `clock`'s time). The sale core's check says what is wrong with it now; the door's
 * verdict (late-sale-verdict.ts) says what each problem means for a sale the goods of which were handed
 * over while the till could not ask.
 */
async function recordLateSale(tx: Db, clock: Clock, input: LateSaleInput): Promise<{ result: LateSaleResult; order: Order | null }> {
  const credential = input.locked;
  // A refused sale keeps the allergy's mark: the goods were handed over, and the student's file lists it.
  const reject = (reason: string, marcas: LateSaleFlag[] = []) =>
    write(tx, input, { estado: 'rechazada', marcas, motivo: reason, id_order: null, saldo: credential?.saldo ?? null }, null);
  if (input.refusal) return reject(input.refusal);
  if (!credential) {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1);
    return reject(user ? USER_WITHOUT_CREDENTIAL : NO_USER);
  }
  const till = input.till!;
  const { wanted, ids } = mergedLines(input.lines);
  const buyer = { userId: credential.id_user_primary, credentialId: credential.id, timezone: input.timezone, now: input.receivedAt };
  const { byId, restricted, food, consumedToday, newOrderId } = await lockProducts(tx, ids, buyer, { sale: true });
  // Read once the products are locked, as a sale's: the ledger's and the stock log's rows are written now.
  const at = clock.now();
  const saleLines = [...wanted.entries()].map(([id, count]) => ({ id, count }));
  const before = await soldByRoster(tx, till.id, input.rosterAt!, credential.id_user_primary, schoolDayOf(input));
  const problems = checkSale({
    store: input.store,
    operation: 'sale',
    credential,
    lines: saleLines,
    products: byId,
    restricted,
    food,
    consumedToday,
    allowance: { maxSale: till.maxSale, maxTotal: till.maxTotal, soldBefore: before.all },
  });
  const total = saleLines.reduce((sum, l) => sum + (byId.get(l.id)?.price ?? 0) * l.count, 0);
  const since = problems.some((p) => ROSTER_RULES.has(p.reason)) ? await rulesSince(tx, credential.id_user_primary, ids) : null;
  const rosterAt = input.rosterAt!;
  const outcome = await lateSaleVerdict(problems, {
    saldo: credential.saldo,
    total,
    overdraft: till.overdraft,
    heldAtRoster: async (problem) =>
      problem.reason === 'daily_limit'
        ? (since!.cap === null || since!.cap <= rosterAt) && (await capHeldAtRoster(tx, credential, input, before.customerThatDay, total))
        : listRuleHeldAt(problem, since!, rosterAt),
  });
  // The goods were handed over: a product holding the child's allergen is told to the family, refused or not.
  const allergy = problems.find((p) => p.reason === 'allergy');
  if (allergy) {
    const data = { hora: input.madeAt.toISOString(), producto: byId.get(allergy.productId!)?.name, lugar: storeLabel(input.store).toLowerCase(), motivo: allergy.message };
    await notifyFamilies(tx, { studentId: credential.id_user_primary, kind: 'alergia', data, at });
  }
  if ('reject' in outcome) return reject(outcome.reject, allergy ? ['alergia'] : []);
  const flags = new Set<LateSaleFlag>(outcome.flags);
  const lines = saleLines.map(({ id, count }) => {
    const product = byId.get(id)!;
    return { product, count, price: product.price, total: product.price * count };
  });

  const orderId = newOrderId!;
  const detalle = `Pedido #${orderId}`;
  const stockMoves = lines.flatMap((l) => {
    const sale = { productId: l.product.id, quantity: -l.count, reason: STOCK_REASON.venta, staffId: input.staffId, detalle, orderId };
    const short = l.count - l.product.stock;
    if (short <= 0) return [sale];
    // The goods were handed over, so they were there: the count is brought up first (flagged by the verdict).
    const adjustment = `${STOCK_ADJUSTMENT} (caja ${till.name}, ${detalle})`;
    return [{ productId: l.product.id, quantity: short, reason: STOCK_REASON.ingreso, staffId: input.staffId, detalle: adjustment, orderId: null }, sale];
  });
  const stock: PlannedStocks = planStocks(stockMoves, lines.map((l) => l.product), at);
  const money =
    total > 0
      ? planCharge(
          'sale',
          {
            credentialId: credential.id,
            amount: total,
            staffId: input.staffId,
            key: input.key,
            detalle: `${detalle} · ${storeLabel(input.store)} · fuera de línea`,
            orderId,
            overdraft: flags.has('sobregiro') ? till.overdraft : null,
          },
          credential,
          at,
        )
      : null;
  const written = await writeSaleOnce(tx, {
    order: {
      id: orderId,
      store: input.store,
      userId: credential.id_user_primary,
      credentialId: credential.id,
      total,
      comment: input.comment?.trim() || null,
      immediate: 1,
      enlistment: 0,
      // Handed over at the counter when it was made: no turn, nothing for the boards to prepare.
      status: Number(ORDER_STATUS.delivered),
      staffId: input.staffId,
      dateProgram: null,
      key: input.key,
      // Handed over when it was made.
      at: input.madeAt,
      lines: lines.map((l) => ({ productId: l.product.id, name: l.product.name, price: l.price, count: l.count, total: l.total, enlistment: l.product.enlistment })),
    },
    stock,
    money,
  });
  const order = { ...toOrderSummary({ ...written.order, products: productsTextOf(written.lines) }), lines: written.lines };
  const marcas = [...flags].sort();
  return write(
    tx,
    input,
    { estado: marcas.length ? 'marcada' : 'aceptada', marcas, motivo: null, id_order: orderId, saldo: money ? money.saldo : credential.saldo },
    order,
  );
}

/** What a till sends (the route's body, read), for `syncLateSale`. */
export interface LateSaleRequest extends LateSale {
  tillCode: string;
  /** When the till read the roster it sold by, as it says (absent: a sale queued by an older page). */
  rosterAt: Date | null;
  /** The store's own reason not to charge it, read with the credential locked (the lunch line's meal rule). */
  refusalOf?: (tx: Db, credential: LockedCredential, request: LateSaleRequest) => Promise<string | null>;
}

/**
 * A late sale as it arrives: once per key for ever (a sale already recorded answers its outcome
 * again, however long after: idempotency keys are purged after days, these rows never; the same key
 * with another sale is refused, 422, nothing recorded; an online sale of that key — the till lost its
 * answer and queued it — answers that sale), judged by the till the server knows (never registered
 * here) and the roster it gave that till, made no later than it arrived by the server's `clock` (a
 * till's clock a little ahead does not date a sale in the future).
 */
export async function syncLateSale(tx: Db, clock: Clock, request: LateSaleRequest): Promise<{ result: LateSaleResult; order: Order | null }> {
  // The customer's lock first: two sends of one sale (a retry after a timeout) queue here, and the
  // second then finds the first's row.
  const locked = await lockCredential(tx, { userId: request.userId });
  const now = clock.now();
  const sent = bodyOf(request);
  const recorded = await recordedLateSale(tx, request.key);
  if (recorded) {
    if (!sameSale(recorded.body, sent)) throw new AppError(422, LATE_SALE_KEY_REUSED, 'conflict', { [IDEMPOTENCY_HEADER]: LATE_SALE_KEY_REUSED });
    return { result: recorded.result, order: null };
  }
  // The till lost the answer of an online sale and queued it: the server had it, nothing more to do.
  const [online] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id_user, request.userId), eq(orders.idempotency_key, request.key)))
    .limit(1);
  if (online) return { result: { id: null, estado: 'aceptada', marcas: [], motivo: LATE_SALE_WAS_ONLINE, id_order: online.id, saldo: locked?.saldo ?? null }, order: null };
  const till = await findTill(tx, request.tillCode, request.store);
  // The roster it is judged by: the one it names, if the server gave it to this till; else (an older
  // page's sale) the last this till read before the sale.
  const rosterAt = till ? await rosterReadOf(tx, till.id, request.rosterAt, request.madeAt) : null;
  if (till && request.rosterAt && !rosterAt) {
    return recordLateSale(tx, clock, { ...request, sent, receivedAt: now, till: tillOf(till), rosterAt: null, locked, refusal: lateSaleRejected.unknownRoster });
  }
  const refusal =
    tillRefusal(till, { madeAt: request.madeAt, rosterAt }, now) ?? (locked && request.refusalOf ? await request.refusalOf(tx, locked, request) : null);
  return recordLateSale(tx, clock, {
    ...request,
    sent,
    madeAt: request.madeAt > now ? now : request.madeAt,
    receivedAt: now,
    till: till ? tillOf(till) : null,
    rosterAt,
    locked,
    refusal,
  });
}

const tillOf = (till: KnownTill) => ({ id: till.id, name: till.nombre, overdraft: till.sobregiro, maxSale: till.max_venta, maxTotal: till.max_total });

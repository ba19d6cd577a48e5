/**
 * A sale a till made offline and sent late (issues 33 and 48; the outcomes are written down in
 * src/domain/offline.ts and decided by late-sale-verdict.ts). In the caller's transaction: the sale is
 * recorded in `offline_sales` whatever becomes of it, judged by the till the server knows and the
 * roster it gave that till, its lines by the sale core's `checkSale`. When it can be charged it becomes
 * an order, delivered when it was made, charged at the catalog's prices through the sale's own writes
 * (order, stock, money in one statement), with what changed after the roster flagged. When it cannot,
 * nothing moves and the row says why. This file takes the sale as it arrives; late-sale-charge.ts
 * judges, charges or refuses it.
 */
import { and, eq } from 'drizzle-orm';
import type { StoreId } from '../../../../../src/domain/inventory';
import {
  LATE_SALE_KEY_REUSED,
  LATE_SALE_WAS_ONLINE,
  lateSaleRejected,
  type LateSaleResult,
} from '../../../../../src/domain/offline';
import type { Order } from '../../../../../src/domain/orders';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { orders } from '../../../../db/schema';
import { AppError } from '../../../../http/errors';
import { IDEMPOTENCY_HEADER } from '../../../../http/idempotency';
import { lockCredential, type LockedCredential } from '../../../../money';
import { recordLateSale } from './late-sale-charge';
import { recordedLateSale } from './late-sale-record';
import { bodyOf, sameSale, tillRefusal } from './late-sale-verdict';
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
  /** Paid ahead (`LateSaleRequest.prepaidOf`): charged nothing; called with the order it became. */
  prepaid?: PaidAhead | null;
  /** Why it is refused before its lines are looked at (the till, its time, the lunch line's meal rule). */
  refusal?: string | null;
  /** The sale as the till sent it (`bodyOf`), kept with its row. */
  sent: Record<string, unknown>;
}

/** What a till sends (the route's body, read), for `syncLateSale`. */
export interface LateSaleRequest extends LateSale {
  tillCode: string;
  /** When the till read the roster it sold by, as it says (absent: a sale queued by an older page). */
  rosterAt: Date | null;
  /** The store's own reason not to charge it, read with the credential locked (the lunch line's meal rule). */
  refusalOf?: (tx: Db, credential: LockedCredential, request: LateSaleRequest) => Promise<string | null>;
  /**
   * Issue 56: what the store says paid the sale ahead (the lunch line's pre-order or meal plan), read
   * with the credential locked; null: the balance pays.
   */
  prepaidOf?: (tx: Db, credential: LockedCredential, request: LateSaleRequest) => Promise<PaidAhead | null>;
}

/** A sale paid ahead: it records what paid it once the sale is the order `orderId`. */
export type PaidAhead = (orderId: number) => Promise<void>;

/**
 * A late sale as it arrives: once per key for ever (a sale already recorded answers its outcome
 * again, however long after: idempotency keys are purged after days, these rows never; the same key
 * with another sale is refused, 422, nothing recorded; an online sale of that key — the till lost its
 * answer and queued it — answers that sale), judged by the till the server knows (never registered
 * here) and the roster it gave that till, made no later than it arrived by the server's `clock` (a
 * till's clock a little ahead does not date a sale in the future).
 */
export async function syncLateSale(
  tx: Db,
  clock: Clock,
  request: LateSaleRequest,
): Promise<{ result: LateSaleResult; order: Order | null }> {
  // The customer's lock first: two sends of one sale (a retry after a timeout) queue here, and the
  // second then finds the first's row.
  const locked = await lockCredential(tx, { userId: request.userId });
  const now = clock.now();
  const sent = bodyOf(request);
  const recorded = await recordedLateSale(tx, request.key);
  if (recorded) {
    if (!sameSale(recorded.body, sent))
      throw new AppError(422, LATE_SALE_KEY_REUSED, 'conflict', {
        [IDEMPOTENCY_HEADER]: LATE_SALE_KEY_REUSED,
      });
    return { result: recorded.result, order: null };
  }
  // The till lost the answer of an online sale and queued it: the server had it, nothing more to do.
  const [online] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id_user, request.userId), eq(orders.idempotency_key, request.key)))
    .limit(1);
  if (online)
    return {
      result: {
        id: null,
        estado: 'aceptada',
        marcas: [],
        motivo: LATE_SALE_WAS_ONLINE,
        id_order: online.id,
        saldo: locked?.saldo ?? null,
      },
      order: null,
    };
  const till = await findTill(tx, request.tillCode, request.store);
  // The roster it is judged by: the one it names, if the server gave it to this till; else (an older
  // page's sale) the last this till read before the sale.
  const rosterAt = till ? await rosterReadOf(tx, till.id, request.rosterAt, request.madeAt) : null;
  if (till && request.rosterAt && !rosterAt) {
    return recordLateSale(tx, clock, {
      ...request,
      sent,
      receivedAt: now,
      till: tillOf(till),
      rosterAt: null,
      locked,
      refusal: lateSaleRejected.unknownRoster,
    });
  }
  const refusal =
    tillRefusal(till, { madeAt: request.madeAt, rosterAt }, now) ??
    (locked && request.refusalOf ? await request.refusalOf(tx, locked, request) : null);
  const prepaid =
    !refusal && locked && request.prepaidOf ? await request.prepaidOf(tx, locked, request) : null;
  return recordLateSale(tx, clock, {
    ...request,
    prepaid,
    sent,
    madeAt: request.madeAt > now ? now : request.madeAt,
    receivedAt: now,
    till: till ? tillOf(till) : null,
    rosterAt,
    locked,
    refusal,
  });
}

const tillOf = (till: KnownTill) => ({
  id: till.id,
  name: till.nombre,
  overdraft: till.sobregiro,
  maxSale: till.max_venta,
  maxTotal: till.max_total,
});

/**
 * What the child tried to buy (issue 55, item 6): a sale refused by a family's or the school's rule
 * (src/domain/attempts.ts ATTEMPT_RULES) is recorded with the student, the store, the product as it
 * was named then, the rule — a block said by whom, the family or the school, and how — the till's
 * words, the door and the cashier; the families that chose it are told, never who the cashier was.
 * A refusal for money, a product missing or a till's own limits is no attempt.
 */
import {
  ATTEMPT_RULES,
  blockKindOf,
  isAttemptReason,
  type AttemptDoor,
  type AttemptKind,
} from '../../../../src/domain/attempts';
import type { StoreId } from '../../../../src/domain/inventory';
import { storeLabel } from '../../../../src/domain/stores';
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { saleAttempts } from '../../../db/schema';
import { blocksOf, orderBuyer, productNames, sameAttemptBetween, scannedHolder } from './queries';

/**
 * How long a request that carries an Idempotency-Key may be the retry of one refused before: the
 * refusal stores no key (idempotency.ts stores successes only), so its retry runs again and is
 * refused again, and is known by trying the same thing at the same till again.
 */
export const RETRY_WINDOW_MS = 5 * 60_000;

/** A refusal as a door answered it: its reason, its words and the product it is about, if one. */
export interface AttemptRefusal {
  reason: string;
  message: string;
  productId?: number;
}

/** Who tried, where, what, and when. */
export interface TriedSale {
  userId: number;
  store: StoreId;
  door: AttemptDoor;
  staffId: number | null;
  /** What the request bought: the products a refusal about none in particular (a cap, the hours) tried. */
  productIds: readonly number[];
  /** When the child tried (a late offline sale: when the till sold). */
  at: Date;
  /** The server's clock now: the notice's date. */
  now: Date;
  /** The request carries an Idempotency-Key: it may be the retry of one refused a moment ago. */
  retry: boolean;
}

/** Records the attempt `refusal` means, if it is one, and tells the families that chose it; whether it recorded one. */
export async function recordAttempt(tx: Db, refusal: AttemptRefusal, tried: TriedSale): Promise<boolean> {
  if (!isAttemptReason(refusal.reason)) return false;
  const ids = refusal.productId !== undefined ? [refusal.productId] : [...new Set(tried.productIds)];
  const names = await productNames(tx, ids);
  const known = ids.filter((id) => names.has(id));
  const productId = known.length === 1 ? known[0] : null;
  const productName = known.length > 0 ? known.map((id) => names.get(id)).join(', ') : null;
  const rule: AttemptKind =
    refusal.reason === 'product_locked' && productId !== null
      ? blockKindOf(await blocksOf(tx, tried.userId, productId))
      : ATTEMPT_RULES[refusal.reason];
  const same = {
    userId: tried.userId,
    store: tried.store,
    door: tried.door,
    staffId: tried.staffId,
    rule,
    productId,
    productName,
  };
  if (
    tried.retry &&
    (await sameAttemptBetween(tx, same, new Date(tried.at.getTime() - RETRY_WINDOW_MS), tried.at))
  )
    return false;
  await tx.insert(saleAttempts).values({
    id_user: tried.userId,
    store: tried.store,
    id_product: productId,
    product_name: productName,
    rule,
    message: refusal.message,
    door: tried.door,
    id_staff: tried.staffId,
    at: tried.at,
  });
  await notifyFamilies(tx, {
    studentId: tried.userId,
    kind: 'intento',
    data: {
      hora: tried.at.toISOString(),
      ...(productName === null ? {} : { producto: productName }),
      lugar: storeLabel(tried.store),
      regla: rule,
    },
    at: tried.now,
    choices: ['attempts'],
  });
  return true;
}

/** Who a refused request was about, as its door knows it: a sale's student and lines, an order's edit, a lunch-line scan. */
export type AttemptSubject =
  | { userId: number; lines: readonly { id: number; count: number }[] }
  | { orderId: number; lines: readonly { id: number; count: number }[] }
  | { scanned: string };

/** A door that refuses by throwing: which, at which store, by whom, about whom. */
export interface RefusingDoor {
  door: AttemptDoor;
  store: StoreId;
  staffId: number | null;
  subject: AttemptSubject;
}

/**
 * Records the attempt a thrown refusal means (`recordAttempt`), finding its student from what the
 * door knows: the sale's, the edited order's holder (what the edit adds is what was tried), or the
 * scanned credential's holder (the lunch line: the refusal's product, or else the student's own meal;
 * a student fed by their category's meal tried no product the record can name).
 */
export async function recordRefused(
  tx: Db,
  refusal: AttemptRefusal,
  door: RefusingDoor,
  when: { now: Date; retry: boolean },
): Promise<boolean> {
  const tried = await triedBy(tx, door);
  if (!tried) return false;
  const { door: which, store, staffId } = door;
  return recordAttempt(tx, refusal, { ...tried, store, door: which, staffId, at: when.now, ...when });
}

/** The student a door's refusal was about and the products they tried; null when no student is found. */
async function triedBy(tx: Db, { subject, store }: RefusingDoor) {
  if ('scanned' in subject) {
    const holder = await scannedHolder(tx, subject.scanned.trim());
    return holder && { userId: holder.userId, productIds: holder.meal ? [holder.meal] : [] };
  }
  if ('orderId' in subject) {
    const order = await orderBuyer(tx, subject.orderId, store);
    const added = subject.lines.filter((l) => l.count > (order?.held.get(l.id) ?? 0));
    return order && { userId: order.userId, productIds: added.map((l) => l.id) };
  }
  return { userId: subject.userId, productIds: subject.lines.map((l) => l.id) };
}

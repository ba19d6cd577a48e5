/**
 * What the delivery screens read: orders waiting to be handed over, and the customer a scanned
 * code or a document names.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  looksLikeCode,
  maskCode,
  NO_USER,
  USER_WITHOUT_CREDENTIAL,
} from '../../../../src/domain/credentials';
import {
  DELIVERY_STORES,
  type DeliveryCustomer,
  type DeliveryOrder,
  type PendingOrder,
} from '../../../../src/domain/delivery';
import type { StoreId } from '../../../../src/domain/inventory';
import { ORDER_STATUS, POS_STORES } from '../../../../src/domain/orders';
import type { Db } from '../../../db/client';
import { credentials, orders, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { customer, orderUnits, productsText, statusOf } from '../../orders';

const WAITING = [Number(ORDER_STATUS.pending), Number(ORDER_STATUS.ready)];
/** The stores whose orders are handed over at the delivery screens. */
export const DELIVERY_STORE_IDS: StoreId[] = DELIVERY_STORES.map((s) => POS_STORES[s]);
/** The screens show one customer's or one counter's queue: more than this is not a queue. */
const MAX_ROWS = 500;

const deliveryColumns = {
  id: orders.id,
  store: orders.store,
  turn: orders.turn,
  products: productsText,
  count: orderUnits,
  total: orders.total,
  comment: orders.comment,
  status: orders.status,
  created_at: orders.created_at,
};

type DeliveryRow = {
  id: number;
  store: number;
  turn: number | null;
  products: string;
  count: number;
  total: number;
  comment: string | null;
  status: number;
  created_at: Date;
};

const toDeliveryOrder = (row: DeliveryRow): DeliveryOrder => ({
  id: row.id,
  store: row.store as StoreId,
  turn: row.turn ?? null,
  products: String(row.products ?? ''),
  count: Number(row.count),
  total: Number(row.total),
  comment: row.comment ?? null,
  complete: statusOf(row.status),
  created_at: new Date(row.created_at).toISOString(),
});

/** Waiting orders matching `where`, by turn call order: the oldest first. */
export async function waitingOrders(
  db: Db,
  where: SQL | undefined,
  stores: readonly StoreId[],
): Promise<DeliveryOrder[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(orders)
    .where(and(where, inArray(orders.store, [...stores]), inArray(orders.status, WAITING)))
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(MAX_ROWS);
  return rows.map((r) => toDeliveryOrder(r as DeliveryRow));
}

/** User `userId`'s waiting orders of `stores`, the oldest first. */
export function waitingOrdersOfUser(
  db: Db,
  userId: number,
  stores: readonly StoreId[],
): Promise<DeliveryOrder[]> {
  return waitingOrders(db, eq(orders.id_user, userId), stores);
}

/** Whether user `id` exists, active or not. */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(user);
}

/**
 * The customer a scanned code or a typed document names. A credential code finds its holder
 * even when the credential or the holder was deactivated since the sale (paid goods are still
 * handed over); a document finds only an active user, as every other lookup does.
 */
export async function findCustomer(db: Db, text: string): Promise<Omit<DeliveryCustomer, 'pedidos'>> {
  const value = text.trim();
  const columns = {
    id_user_primary: users.id,
    name: users.name,
    num_doc: users.num_doc,
    url: users.url,
    code: credentials.code,
  };
  const [row] = looksLikeCode(value)
    ? await db
        .select(columns)
        .from(credentials)
        .innerJoin(users, eq(users.id, credentials.id_user_primary))
        .where(eq(credentials.code, value.toUpperCase()))
        .limit(1)
    : await db
        .select(columns)
        .from(users)
        .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
        .where(and(eq(users.num_doc, value), eq(users.active, 1)))
        .limit(1);
  if (!row) throw notFound(NO_USER);
  // Every order is paid with a credential: a user without one has nothing waiting.
  if (!row.code) throw notFound(USER_WITHOUT_CREDENTIAL);
  // The reader holds the card; the answer names it by its masked code.
  return { ...row, code: maskCode(row.code), url: row.url ?? null };
}

/** Every waiting order of the delivery stores with its customer, the oldest first. */
export async function pendingOrders(db: Db): Promise<PendingOrder[]> {
  const rows = await db
    .select({ ...deliveryColumns, id_user: orders.id_user, customer: customer.name })
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.id_user))
    .where(and(inArray(orders.store, DELIVERY_STORE_IDS), inArray(orders.status, WAITING)))
    .orderBy(asc(orders.created_at), asc(orders.id))
    .limit(MAX_ROWS);
  return rows.map(({ id_user, customer: name, ...row }): PendingOrder => ({
    ...toDeliveryOrder(row as DeliveryRow),
    id_user,
    customer: name,
  }));
}

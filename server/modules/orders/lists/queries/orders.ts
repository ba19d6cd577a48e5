/**
 * Orders as the API answers them (`Order` and `OrderLine` of src/domain/orders.ts): the
 * customer and the cashier by name, `complete` as the boards read it ('1'..'4') and the
 * `products` text ('2 x Empanada, 1 x Jugo de mora'), computed in SQL so lists page in the
 * database. The store's order lists are in order-list.ts, the point of sale's catalog in
 * the pos feature (pos/queries.ts).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Order, OrderLine, OrderStatus } from '../../../../../src/domain/orders';
import type { StoreId } from '../../../../../src/domain/inventory';
import type { Db } from '../../../../db/client';
import { orderLines, orders, users } from '../../../../db/schema';

export const customer = alias(users, 'customer');
export const cashier = alias(users, 'cashier');

/**
 * '2 x Empanada de pipián, 1 x Jugo de mora', in the order the lines were sold. The outer
 * order's id is qualified by hand: Drizzle may write a bare "id", which the subquery would
 * take for the line's.
 */
export const productsText = sql<string>`coalesce((
  select string_agg(l.count::text || ' x ' || l.name, ', ' order by l.id)
  from ${orderLines} l where l.id_order = ${sql.raw('"orders"."id"')}
), '')`;

/** The order's number of units (sum of its lines' counts), qualified as `productsText` is. */
export const orderUnits = sql<number>`coalesce((
  select sum(l.count) from ${orderLines} l where l.id_order = ${sql.raw('"orders"."id"')}
), 0)`.mapWith(Number);

export const orderColumns = {
  id: orders.id,
  store: orders.store,
  id_user: orders.id_user,
  customer: customer.name,
  num_doc: customer.num_doc,
  url: customer.url,
  id_carnet: orders.id_carnet,
  total: orders.total,
  comment: orders.comment,
  immediate: orders.immediate,
  enlistment: orders.enlistment,
  status: orders.status,
  turn: orders.turn,
  id_staff: orders.id_staff,
  funcionario: cashier.name,
  created_at: orders.created_at,
  products: productsText,
};

/**
 * The columns of `orderColumns` as an INSERT's RETURNING gives them: the customer and the cashier
 * by subquery (RETURNING has no joins), the products text empty (the lines come after; the sale
 * writes it from them). So a sale answers its order from what it wrote, without reading it again.
 */
export const INSERTED_ORDER_RETURNING = sql`${orders.id}, ${orders.store}, ${orders.id_user},
  (select u.name from ${users} u where u.id = ${orders.id_user}) as customer,
  (select u.num_doc from ${users} u where u.id = ${orders.id_user}) as num_doc,
  (select u.url from ${users} u where u.id = ${orders.id_user}) as url,
  ${orders.id_carnet}, ${orders.total}, ${orders.comment}, ${orders.immediate}, ${orders.enlistment}, ${orders.status},
  ${orders.turn}, ${orders.id_staff},
  (select u.name from ${users} u where u.id = ${orders.id_staff}) as funcionario,
  ${orders.created_at}, '' as products`;

/** The boards' products text of `lines` in their order ('2 x Empanada, 1 x Jugo'), as `productsText` writes it. */
export const productsTextOf = (lines: readonly Pick<OrderLine, 'count' | 'name'>[]) =>
  lines.map((l) => `${l.count} x ${l.name}`).join(', ');

/** An order line as the API answers it (money as numbers, the flag 0 or 1). */
export const toOrderLine = (l: {
  id: number;
  id_product: number;
  name: string;
  price: number | string;
  count: number;
  total: number | string;
  enlistment: number;
}): OrderLine => ({
  ...l,
  price: Number(l.price),
  total: Number(l.total),
  enlistment: flag(l.enlistment),
});

/** An order row as `ordersFrom` reads it: the query's own type, so it cannot drift from the columns. */
type OrderRow = Awaited<ReturnType<typeof ordersFrom>>[number];

export const statusOf = (status: number): OrderStatus => String(status) as OrderStatus;
const flag = (value: number): 0 | 1 => (Number(value) === 1 ? 1 : 0);

export function toOrderSummary(row: OrderRow): Omit<Order, 'lines'> {
  return {
    id: row.id,
    store: row.store as StoreId,
    id_user: row.id_user,
    customer: row.customer,
    num_doc: row.num_doc,
    url: row.url ?? null,
    id_carnet: row.id_carnet,
    total: Number(row.total),
    comment: row.comment ?? null,
    immediate: flag(row.immediate),
    enlistment: flag(row.enlistment),
    complete: statusOf(row.status),
    turn: row.turn ?? null,
    id_staff: row.id_staff ?? null,
    funcionario: row.funcionario ?? null,
    created_at: new Date(row.created_at).toISOString(),
    products: String(row.products ?? ''),
  };
}

/** The FROM of every order read: orders with their customer and cashier. */
export function ordersFrom(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customer, eq(customer.id, orders.id_user))
    .leftJoin(cashier, eq(cashier.id, orders.id_staff));
}

/** An order line's columns, as read and as an INSERT returns them. */
export const lineColumns = {
  id: orderLines.id,
  id_product: orderLines.id_product,
  name: orderLines.name,
  price: orderLines.price,
  count: orderLines.count,
  total: orderLines.total,
  enlistment: orderLines.enlistment,
};

export async function linesOf(db: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(orderLines)
    .where(eq(orderLines.id_order, orderId))
    .orderBy(asc(orderLines.id));
  return rows.map(toOrderLine);
}

/** One order with its lines, within `scope` (e.g. its store); null when there is none. */
export async function findOrder(db: Db, id: number, scope?: SQL): Promise<Order | null> {
  const [row] = await ordersFrom(db)
    .where(and(eq(orders.id, id), scope))
    .limit(1);
  if (!row) return null;
  return { ...toOrderSummary(row), lines: await linesOf(db, id) };
}

export type { OrderRow };

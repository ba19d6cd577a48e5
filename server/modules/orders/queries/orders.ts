/**
 * Orders as the API answers them (`Order` and `OrderLine` of src/domain/orders.ts): the
 * customer and the cashier by name, `complete` as the boards read it ('1'..'4') and the
 * `products` text ('2 x Empanada, 1 x Jugo de mora'), computed in SQL so lists page in the
 * database. Also the store's order lists and the point of sale's catalog.
 */
import { joinedList, oneJoin } from '../../../http/joined-list';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { f } from '../../../../src/domain/fieldBuilders';
import type { Fields } from '../../../../src/domain/fields';
import type { Order, OrderLine, OrderStatus, PosCatalog } from '../../../../src/domain/orders';
import type { StoreId } from '../../../../src/domain/inventory';
import type { Db } from '../../../db/client';
import { categories, orderLines, orders, products, subcategories, users } from '../../../db/schema';
import { readFoodPolicy } from '../../inventory';
import { badRequest } from '../../../http/errors';
import { type ListSpec } from '../../../http/list';

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
export const toOrderLine = (l: { id: number; id_product: number; name: string; price: number | string; count: number; total: number | string; enlistment: number }): OrderLine => ({
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

export { DATES_REVERSED as ORDER_DATES_REVERSED } from '../../../../src/domain/dateRange';

/** The list's filterable and searchable text fields (everything else is an extra filter). */
const LIST_FIELDS: Fields = {
  customer: f.text('Cliente'),
  num_doc: f.text('Documento'),
};

const badFilter = (message: string) => badRequest(message, { filter: message });

/** Whole numbers of a filter value (one or a list; '3' counts as 3), each in `allowed` or a positive id. */
function numbersOf(value: unknown, key: string, allowed?: readonly number[]): number[] {
  const list = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
  const valid = (v: unknown): v is number =>
    typeof v === 'number' && Number.isInteger(v) && (allowed ? allowed.includes(v) : v >= 1 && v <= 2_147_483_647);
  if (!list.every(valid)) {
    throw badFilter(allowed ? `El filtro ${key} debe ser uno de ${allowed.join(', ')}` : `El filtro ${key} debe ser numérico`);
  }
  return list as number[];
}

/** `column IN values`; an empty list matches nothing. */
const oneOf = (column: AnyPgColumn, values: number[]): SQL => (values.length ? inArray(column, values) : sql`false`);

/** The order lists' columns, searches and filters; `from` and `to` are school days in `timezone`. */
function orderListSpec(timezone: string): ListSpec {
  const statusFilter = (key: string) => (value: unknown) => oneOf(orders.status, numbersOf(value, key, [1, 2, 3, 4]));
  return {
    fields: LIST_FIELDS,
    columns: {
      id: orders.id,
      created_at: orders.created_at,
      customer: customer.name,
      num_doc: customer.num_doc,
      total: orders.total,
      turn: orders.turn,
      complete: orders.status,
      status: orders.status,
    },
    idColumn: orders.id,
    searchable: ['customer', 'num_doc'],
    sortable: new Set(['id', 'created_at', 'customer', 'num_doc', 'total', 'turn', 'complete']),
    defaultSort: { field: 'created_at', order: 'DESC' },
    extraFilters: {
      complete: statusFilter('complete'),
      status: statusFilter('status'),
      id_user: (value) => oneOf(orders.id_user, numbersOf(value, 'id_user')),
      immediate: (value) => oneOf(orders.immediate, numbersOf(value, 'immediate', [0, 1])),
      enlistment: (value) => oneOf(orders.enlistment, numbersOf(value, 'enlistment', [0, 1])),
    },
    dateRange: { column: orders.created_at, timezone },
  };
}

/** The order lists (orders within a scope: a store, a state), built once per time zone at registration. */
/** The orders of a store, in any of `states` when given (a working list: 1 preparation, 2 ready …). */
export function storeOrders(store: StoreId, states?: readonly number[] | null): SQL {
  const inStore = eq(orders.store, store);
  return states ? and(inStore, inArray(orders.status, [...states]))! : inStore;
}

export function orderList(timezone: string) {
  return joinedList({
    ...orderListSpec(timezone),
    from: orders,
    joins: [
      oneJoin(customer, customer.id, orders.id_user),
      { table: cashier, on: eq(cashier.id, orders.id_staff), kind: 'left' },
    ],
    select: orderColumns,
    toRecord: (row) => toOrderSummary(row as OrderRow),
  });
}

/** Enabled categories of the store, their enabled subcategories and the products they show. */
export async function posCatalog(db: Db, store: StoreId): Promise<PosCatalog> {
  const [cats, subs, items, policy] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, url: categories.url })
      .from(categories)
      .where(and(eq(categories.store, store), eq(categories.enable, 1)))
      .orderBy(categories.name, categories.id),
    db
      .select({ id: subcategories.id, name: subcategories.name, url: subcategories.url, id_category: subcategories.id_category })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.id_category))
      .where(and(eq(categories.store, store), eq(categories.enable, 1), eq(subcategories.enable, 1)))
      .orderBy(subcategories.name, subcategories.id),
    db
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        enlistment: products.enlistment,
        url: products.url,
        id_category: products.id_category,
        id_subcategory: products.id_subcategory,
        sellos: products.sellos,
        alergenos: products.alergenos,
        subEnabled: subcategories.enable,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.id_category))
      .leftJoin(subcategories, eq(subcategories.id, products.id_subcategory))
      .where(and(eq(products.store, store), eq(products.enable, 1), eq(categories.enable, 1)))
      .orderBy(products.name, products.id),
    readFoodPolicy(db),
  ]);
  return {
    // Issue 35: the seals the school does not sell, so the till greys those products (and refuses them offline).
    politica: { sellos_bloqueados: policy.sellos_bloqueados, conjunto_sellos: policy.conjunto_sellos },
    categories: cats.map((c) => ({
      ...c,
      subcategories: subs.filter((s) => s.id_category === c.id).map(({ id, name, url }) => ({ id, name, url })),
    })),
    products: items
      .filter((p) => p.id_subcategory === null || p.subEnabled === 1)
      .map(({ subEnabled: _subEnabled, ...p }) => ({ ...p, price: Number(p.price), enlistment: p.enlistment === 1 ? 1 : 0 })),
  };
}

/**
 * The store's order lists (src/domain/orders.ts): their columns, searches, filters (a state, a
 * customer, a flag, each value checked here) and date range, read through the joined list with the
 * orders' own columns. Apart from orders.ts, which reads and shapes the orders themselves.
 */
import { joinedList, oneJoin } from '../../../../http/joined-list';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { f } from '../../../../../src/domain/fieldBuilders';
import type { Fields } from '../../../../../src/domain/fields';
import type { StoreId } from '../../../../../src/domain/inventory';
import { orders } from '../../../../db/schema';
import { badRequest } from '../../../../http/errors';
import { type ListSpec } from '../../../../http/list';
import { cashier, customer, orderColumns, toOrderSummary, type OrderRow } from './orders';

export { DATES_REVERSED as ORDER_DATES_REVERSED } from '../../../../../src/domain/dateRange';

/** The list's filterable and searchable text fields (everything else is an extra filter). */
const LIST_FIELDS: Fields = {
  customer: f.text('Cliente'),
  num_doc: f.text('Documento'),
};

const badFilter = (message: string) => badRequest(message, { filter: message });

/** Whole numbers of a filter value (one or a list; '3' counts as 3), each in `allowed` or a positive id. */
function numbersOf(value: unknown, key: string, allowed?: readonly number[]): number[] {
  const list = (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === 'string' && v.trim() !== '' ? Number(v) : v,
  );
  const valid = (v: unknown): v is number =>
    typeof v === 'number' &&
    Number.isInteger(v) &&
    (allowed ? allowed.includes(v) : v >= 1 && v <= 2_147_483_647);
  if (!list.every(valid)) {
    throw badFilter(
      allowed
        ? `El filtro ${key} debe ser uno de ${allowed.join(', ')}`
        : `El filtro ${key} debe ser numérico`,
    );
  }
  return list as number[];
}

/** `column IN values`; an empty list matches nothing. */
const oneOf = (column: AnyPgColumn, values: number[]): SQL =>
  values.length ? inArray(column, values) : sql`false`;

/** The order lists' columns, searches and filters; `from` and `to` are school days in `timezone`. */
function orderListSpec(timezone: string): ListSpec {
  const statusFilter = (key: string) => (value: unknown) =>
    oneOf(orders.status, numbersOf(value, key, [1, 2, 3, 4]));
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

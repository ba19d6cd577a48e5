/**
 * The offline sales report's reads (src/domain/offlineSales.ts): the late sales with their till,
 * customer, order and sender, paged, sorted and filtered in SQL by the list query, and the totals
 * per till for the same filter. Reads only.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ALL_STORES } from '../../../../../src/domain/inventory';
import { LATE_SALE_STATES, type LateSaleFlag, type LateSaleState } from '../../../../../src/domain/offline';
import type { OfflineSaleRow, OfflineSalesTotals, TillTotals } from '../../../../../src/domain/offlineSales';
import type { Db } from '../../../../db/client';
import { offlineSales, orders, tills, users } from '../../../../db/schema';
import { badRequest } from '../../../../http/errors';
import { joinedList } from '../../../../http/joined-list';
import { listPlan, type ListSpec } from '../../../../http/list';
import type { ListQueryInput } from '../../../../http/list-query';
import { cashier, customer } from '../../lists';

const s = offlineSales;
/** Who settled a refused sale. */
const resolver = alias(users, 'resolver');
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
  if (!list.every(valid))
    throw badFilter(
      allowed
        ? `El filtro ${key} debe ser uno de ${allowed.join(', ')}`
        : `El filtro ${key} debe ser numérico`,
    );
  return list as number[];
}

/** The outcomes a filter value names (one or a list). */
function statesOf(value: unknown): LateSaleState[] {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => LATE_SALE_STATES.includes(v as LateSaleState))) {
    throw badFilter(`El filtro estado debe ser uno de ${LATE_SALE_STATES.join(', ')}`);
  }
  return list as LateSaleState[];
}

const oneOf = (column: AnyPgColumn, values: readonly (number | string)[]) =>
  values.length ? inArray(column, [...values]) : sql`false`;

/** The columns a row carries, each sortable by its key. */
const COLUMNS = {
  id: s.id,
  recibida_en: s.received_at,
  hecha_en: s.made_at,
  id_caja: s.id_till,
  caja: tills.nombre,
  store: s.store,
  id_user: s.id_user,
  estudiante: customer.name,
  num_doc: customer.num_doc,
  total: s.total,
  cobrado: orders.total,
  estado: s.state,
  marcas: s.flags,
  motivo: s.reason,
  id_order: s.id_order,
  enviada_por: cashier.name,
  resolucion: s.resolution,
  nota: s.note,
  resuelta_en: s.resolved_at,
  resuelta_por: resolver.name,
};

function offlineSalesSpec(timezone: string): ListSpec {
  return {
    fields: {},
    columns: COLUMNS,
    idColumn: s.id,
    searchable: [],
    sortable: new Set([
      'id',
      'recibida_en',
      'hecha_en',
      'caja',
      'store',
      'estudiante',
      'num_doc',
      'total',
      'cobrado',
      'estado',
      'id_order',
      'enviada_por',
    ]),
    defaultSort: { field: 'recibida_en', order: 'DESC' },
    extraFilters: {
      id_caja: (value) => oneOf(s.id_till, numbersOf(value, 'id_caja')),
      store: (value) => oneOf(s.store, numbersOf(value, 'store', ALL_STORES)),
      estado: (value) => oneOf(s.state, statesOf(value)),
    },
    dateRange: { column: s.received_at, timezone },
  };
}

const iso = (d: unknown) => (d instanceof Date ? d : new Date(String(d))).toISOString();

/** The report's list, built once per time zone at registration. */
export function offlineSaleList(timezone: string) {
  return joinedList<OfflineSaleRow>({
    ...offlineSalesSpec(timezone),
    from: s,
    joins: [
      // A sale of a till the server did not know has none (issue 48).
      { table: tills, on: eq(tills.id, s.id_till), kind: 'left' },
      // The customer may be gone (no foreign key), the sender too; a refused sale has no order.
      { table: customer, on: eq(customer.id, s.id_user), kind: 'left' },
      { table: orders, on: eq(orders.id, s.id_order), kind: 'left' },
      { table: cashier, on: eq(cashier.id, s.id_staff), kind: 'left' },
      { table: resolver, on: eq(resolver.id, s.resolved_by), kind: 'left' },
    ],
    toRecord: (row) =>
      ({
        ...row,
        recibida_en: iso(row.recibida_en),
        hecha_en: iso(row.hecha_en),
        resuelta_en: row.resuelta_en ? iso(row.resuelta_en) : null,
        total: Number(row.total),
        cobrado: row.cobrado === null ? null : Number(row.cobrado),
        marcas: (row.marcas ?? []) as LateSaleFlag[],
      }) as OfflineSaleRow,
  });
}

const noTotals = (): TillTotals => ({
  por_estado: {
    aceptada: { ventas: 0, total: 0 },
    marcada: { ventas: 0, total: 0 },
    rechazada: { ventas: 0, total: 0 },
  },
  cobrado: 0,
});

/** Per till (by name) and in all: the sales of each outcome, their total at the till's prices, and what was charged. */
export async function offlineSalesTotals(
  db: Db,
  timezone: string,
  query: ListQueryInput,
): Promise<OfflineSalesTotals> {
  // The list's own plan (its sort checked too, its page left out): the totals count the rows the list shows.
  const { where } = listPlan(offlineSalesSpec(timezone), query);
  const groups = await db
    .select({
      id_caja: tills.id,
      caja: tills.nombre,
      store: s.store,
      estado: s.state,
      ventas: count(),
      total: sql<number>`coalesce(sum(${s.total}), 0)`.mapWith(Number),
      cobrado: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number),
    })
    .from(s)
    .leftJoin(tills, eq(tills.id, s.id_till))
    .leftJoin(orders, eq(orders.id, s.id_order))
    .where(where)
    .groupBy(tills.id, tills.nombre, s.store, s.state)
    .orderBy(tills.nombre, tills.id);
  const byTill = new Map<string, OfflineSalesTotals['cajas'][number]>();
  const all = noTotals();
  for (const g of groups) {
    // The unknown tills of a store are one line.
    const key = `${g.id_caja ?? 'desconocida'}:${g.store}`;
    let till = byTill.get(key);
    if (!till) byTill.set(key, (till = { id_caja: g.id_caja, caja: g.caja, store: g.store, ...noTotals() }));
    for (const into of [till, all]) {
      const state = into.por_estado[g.estado as LateSaleState];
      state.ventas += g.ventas;
      state.total += g.total;
      into.cobrado += g.cobrado;
    }
  }
  return { cajas: [...byTill.values()], total: all };
}

/**
 * The list query every list endpoint accepts (`page`, `perPage`, `sort`, `order`, `q`,
 * `filter` as JSON), turned into SQL: WHERE, ORDER BY, LIMIT and OFFSET, so paging, sorting
 * and searching happen in the database. The generic CRUD (crud.ts) and modules whose list
 * joins other tables (credentials) share it; each runs its own SELECT with the plan.
 */
import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Fields } from '../../src/domain/fields';
import { DATES_REVERSED, filterDayOf } from '../../src/domain/dateRange';
import { schoolDaysRange } from '../time';
import { badRequest } from './errors';
import type { ListQueryInput } from './list-query';

export interface ListSpec {
  /** The fields of the resource: their kind decides how a filter value compares. */
  fields: Fields;
  /** Record key → column, for every key that may be filtered, searched or sorted (joined columns too). */
  columns: Record<string, AnyPgColumn>;
  /** Tie-breaker of every order, so pages never overlap. */
  idColumn: AnyPgColumn;
  /** Keys searched by `q` (substring, case-insensitive). */
  searchable: readonly string[];
  /** Keys `sort` may name. */
  sortable: ReadonlySet<string>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Extra filter keys beyond the fields, with their condition. */
  extraFilters?: Record<string, (value: unknown) => SQL | undefined>;
  /**
   * The column the `from` and `to` filter keys bound, as school days in `timezone` (both
   * included; src/domain/dateRange.ts): from the first day's midnight to the midnight after
   * the last; a start after the end is refused.
   */
  dateRange?: { column: AnyPgColumn; timezone: string };
}

export interface ListPlan {
  where: SQL | undefined;
  /** The search's condition alone (null without `q`), and `where` without it. */
  search: SQL | null;
  filtering: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A key of a request looked up in one of our own tables of names: only its own entries count,
 * so `__proto__`, `constructor` or `toString` are unknown keys (400), never Object's members.
 */
export const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table && Object.hasOwn(table, key) ? table[key] : undefined;

const column = (spec: ListSpec, key: string): AnyPgColumn => {
  const c = own(spec.columns, key);
  if (!c) throw new Error(`la columna ${key} no existe`);
  return c;
};

const badFilter = (message: string) => badRequest(message, { filter: message });

/** The `from` / `to` filter keys as a range of school days over the spec's date column. */
function dateRangeConditions(
  range: NonNullable<ListSpec['dateRange']>,
  filter: Record<string, unknown>,
): SQL[] {
  const dayOf = (key: 'from' | 'to') => {
    const value = filter[key];
    if (value === undefined || value === null || value === '') return null;
    const parsed = filterDayOf(value, key);
    if ('error' in parsed) throw badFilter(parsed.error);
    return parsed.day;
  };
  const from = dayOf('from');
  const to = dayOf('to');
  if (from && to && from > to) throw badFilter(DATES_REVERSED);
  return [
    ...(from ? [gte(range.column, schoolDaysRange(from, from, range.timezone).start)] : []),
    ...(to ? [lt(range.column, schoolDaysRange(to, to, range.timezone).end)] : []),
  ];
}

/** The conditions of a `filter` JSON object; unknown, secret or malformed keys answer 400. */
export function filterConditions(spec: ListSpec, raw: string | undefined): SQL[] {
  if (!raw) return [];
  let filter: unknown;
  try {
    filter = JSON.parse(raw);
  } catch {
    throw badFilter('El filtro debe ser un objeto JSON');
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw badFilter('El filtro debe ser un objeto JSON');
  const conds: SQL[] = spec.dateRange
    ? dateRangeConditions(spec.dateRange, filter as Record<string, unknown>)
    : [];
  for (const [key, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    if (spec.dateRange && (key === 'from' || key === 'to')) continue;
    const extra = own(spec.extraFilters, key);
    if (extra) {
      const cond = extra(value);
      if (cond) conds.push(cond);
      continue;
    }
    const field = own(spec.fields, key);
    if (key !== 'id' && (!field || field.writeOnly || field.kind === 'image' || !own(spec.columns, key))) {
      throw badFilter(`No se puede filtrar por ${key}`);
    }
    const textual = field && ['text', 'textarea', 'email'].includes(field.kind);
    if (field?.kind === 'multiselect') {
      // A list column: the rows holding every key asked (one key, or a list of them).
      const keys = [value].flat();
      if (!keys.every((k) => typeof k === 'string'))
        throw badFilter(`El filtro ${key} debe ser una lista de textos`);
      conds.push(arrayContains(column(spec, key), keys));
    } else if (Array.isArray(value)) {
      const list = value.filter((v) => typeof v === 'number' || typeof v === 'string');
      conds.push(list.length ? inArray(column(spec, key), list) : sql`false`);
    } else if (textual && typeof value === 'string') {
      conds.push(ilike(column(spec, key), `%${escapeLike(value)}%`));
    } else if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
      const numeric = key === 'id' || (field && field.kind !== 'text');
      const v = numeric && typeof value !== 'boolean' ? Number(value) : value;
      if (numeric && Number.isNaN(v)) throw badFilter(`El filtro ${key} debe ser numérico`);
      conds.push(eq(column(spec, key), typeof v === 'boolean' ? Number(v) : v));
    }
  }
  return conds;
}

/**
 * WHERE (scope, filter, q), ORDER BY (sort, order, then id) and the page of a list query.
 * `searchOf` may say how the searchable columns find a pattern (joined-list.ts: through a
 * subquery on a joined table); by default each column is compared (`ilike`) and any may match.
 */
export function listPlan(
  spec: ListSpec,
  query: ListQueryInput,
  scope?: SQL,
  searchOf: (pattern: string) => SQL | undefined = (pattern) =>
    or(...spec.searchable.map((k) => ilike(column(spec, k), pattern))),
): ListPlan {
  const conds = filterConditions(spec, query.filter);
  const q = query.q?.trim();
  const search = q ? (searchOf(`%${escapeLike(q)}%`) ?? null) : null;
  const sortKey = query.sort ?? spec.defaultSort.field;
  if (!spec.sortable.has(sortKey)) {
    throw badRequest(`No se puede ordenar por ${sortKey}`, { sort: `No se puede ordenar por ${sortKey}` });
  }
  const direction = (query.order ?? (query.sort ? 'ASC' : spec.defaultSort.order)).toUpperCase();
  const sortColumn = column(spec, sortKey);
  const filtering = and(scope, ...conds);
  return {
    where: search ? and(filtering, search) : filtering,
    search,
    filtering,
    orderBy: [direction === 'DESC' ? desc(sortColumn) : asc(sortColumn), asc(spec.idColumn)],
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
}

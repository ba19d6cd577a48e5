/**
 * Joined lists: a list whose rows come from several tables (a credential with its holder, an
 * order with its customer and cashier, a stock movement with its product, a student with
 * course and guardian), filtered, searched, sorted and paged in SQL by the list query
 * (list.ts), with its total counted over the same joins. One definition gives the tables, the
 * joins and the selected values; a route serves it with `registerList`, the generic CRUD with
 * its `joins` option.
 */
import { count, eq, getTableName, getViewName, ilike, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgView, type AnyPgColumn, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PermissionKey } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { staffOf } from './staff';
import { LIST_COUNT_LIMIT } from '../../src/domain/envelope';
import { listAnswers } from './answers';
import { okList, type ListTotal } from './envelope';
import { listPlan, type ListSpec } from './list';
import { listQuerySchema, type ListQueryInput } from './list-query';
import type { Staff } from './types';

/**
 * 'left' keeps rows without a match (a movement nobody signed) and matches at most one row (a
 * nullable foreign key, a view keyed by the list's id); 'one' is a not-null foreign key, exactly
 * one match. Both are left out of the page's ids and the count when none of their columns is
 * sorted, searched or filtered (PostgreSQL drops an unused left join to a table's key by itself,
 * but not to a view); 'inner' by default.
 */
export type Join =
  | {
      /** A table, or a view (academic's `student_profiles`). */
      table: PgTable | PgView;
      on: SQL;
      kind?: 'inner' | 'left';
      key?: undefined;
    }
  | {
      table: PgTable;
      on: SQL;
      kind: 'one';
      /** The foreign key (on the list's side) and the key it points to (oneJoin). */
      key: { local: AnyPgColumn; remote: AnyPgColumn };
    };

/** The join of a not-null foreign key `local` to `remote`, the key of `table`: exactly one match. */
export const oneJoin = (table: PgTable, remote: AnyPgColumn, local: AnyPgColumn): Join => ({
  table,
  on: eq(remote, local),
  kind: 'one',
  key: { local, remote },
});

export interface JoinedListSpec<T> extends ListSpec {
  from: PgTable;
  joins?: readonly Join[];
  /** What each row carries (joined values and computed ones too); the list's columns when absent. */
  select?: SelectedFields;
  /** The wire shape of a selected row (dates as ISO text, flags as numbers…). */
  toRecord: (row: Record<string, unknown>) => T;
}

export type JoinedList<T> = (
  db: Db,
  query: ListQueryInput,
  scope?: SQL,
) => Promise<{ rows: T[]; total: ListTotal }>;

const dialect = new PgDialect();
/** The key the total rides on in each row of the page's statement (no column is named so). */
const TOTAL = '__list_total';
const nameOf = (table: PgTable | PgView) => (is(table, PgView) ? getViewName(table) : getTableName(table));

/** The list function of a joined-list definition. */
export function joinedList<T>(spec: JoinedListSpec<T>): JoinedList<T> {
  // A search names its columns directly unless they lie behind a 'one' join (then a subquery), and
  // the page's ids and the count leave an unused 'left' join out: a search on one would name a table
  // the query does not join. A programming error, refused when the list is defined.
  for (const key of spec.searchable) {
    const table = spec.columns[key].table;
    if ((spec.joins ?? []).some((j) => j.kind === 'left' && nameOf(j.table) === nameOf(table))) {
      throw new Error(`joinedList: la búsqueda no puede usar ${key}, columna de una unión 'left'`);
    }
  }
  type Joinable<Q> = {
    innerJoin: (t: PgTable | PgView, on: SQL) => Q;
    leftJoin: (t: PgTable | PgView, on: SQL) => Q;
  };
  const attach = <Q extends Joinable<Q>>(q: Q, j: Join, inner: boolean): Q =>
    inner ? q.innerJoin(j.table, j.on) : q.leftJoin(j.table, j.on);
  /** The query with every join: the page's rows. */
  const joined = <Q extends Joinable<Q>>(query: Q): Q =>
    (spec.joins ?? []).reduce((q, j) => attach(q, j, j.kind !== 'left' && j.kind !== 'one'), query);
  /**
   * The query with the joins `uses` needs, for the page's ids and the count: a 'one' or 'left'
   * join only where its table is sorted, searched or filtered; a 'one' join then as an inner join
   * (the same rows), so that the planner may walk that table's index (the holder's name) to find
   * the page.
   */
  const joinedFor = <Q extends Joinable<Q>>(query: Q, uses: SQL): Q => {
    const text = dialect.sqlToQuery(uses).sql;
    return (spec.joins ?? []).reduce((q, j) => {
      if (j.kind !== 'one' && j.kind !== 'left') return attach(q, j, true);
      return text.includes(`"${nameOf(j.table)}".`) ? attach(q, j, j.kind === 'one') : q;
    }, query);
  };
  /**
   * The search, as the ids that match: a 'one' join's columns through a subquery on its table
   * (its trigram indexes find the keys, then the list's foreign key), the others directly. Where
   * the columns lie on several tables, each set of ids is found on its own and the sets united:
   * an OR across tables would read every row.
   */
  const searchOf = (db: Db) => (pattern: string) => {
    const direct: SQL[] = [];
    const through = new Map<Join, SQL[]>();
    for (const key of spec.searchable) {
      const column = spec.columns[key];
      const join = (spec.joins ?? []).find(
        (j) => j.key && getTableName(j.table) === getTableName(column.table),
      );
      if (join) through.set(join, [...(through.get(join) ?? []), ilike(column, pattern)]);
      else direct.push(ilike(column, pattern));
    }
    const conditions = [
      ...(direct.length ? [or(...direct)!] : []),
      ...[...through].map(([join, found]) =>
        inArray(
          join.key!.local,
          db
            .select({ id: join.key!.remote })
            .from(join.table)
            .where(or(...found)),
        ),
      ),
    ];
    // One condition: the planner weighs it (a common word is met soon by reading the list in order).
    if (conditions.length <= 1) return conditions[0];
    const ids = () => db.select({ id: spec.idColumn }).from(spec.from).$dynamic();
    return sql`${spec.idColumn} in (${sql.join(
      conditions.map((condition) => joined(ids()).where(condition)),
      sql` union `,
    )})`;
  };
  return async (db, query, scope) => {
    const plan = listPlan(spec, query, scope, searchOf(db));
    const where = plan.filtering ?? sql``;
    // The page's ids first (and one more, to know whether a page follows), then their rows:
    // the rows skipped by OFFSET are found through the sort and filter columns only, never
    // built with every joined and computed value (which made a deep page of a year's orders
    // take seconds).
    const page = joinedFor(
      db.select({ id: spec.idColumn }).from(spec.from).$dynamic(),
      sql.join([where, ...plan.orderBy, sql`${spec.idColumn}`], sql` `),
    )
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit + 1)
      .offset(plan.offset);
    const matching = joinedFor(
      db
        .select({ one: sql`1` })
        .from(spec.from)
        .$dynamic(),
      where,
    )
      .where(plan.where)
      .limit(LIST_COUNT_LIMIT + 1)
      .as('matching');
    const counting = sql<string>`(select count(*) from ${matching})`;
    // The rows and the total in one statement (one round trip less on every list): the count rides
    // on each row as an uncorrelated subquery, which PostgreSQL runs once.
    const found = (await joined(
      db
        .select({ ...(spec.select ?? spec.columns), [TOTAL]: counting })
        .from(spec.from)
        .$dynamic(),
    )
      // The ids as an array computed first: `in (subquery)` let the planner join every row of a
      // joined view (the students' profiles) before it met the page's 26 ids.
      .where(sql`${spec.idColumn} = any(array(${page}))`)
      .orderBy(...plan.orderBy)) as Record<string, unknown>[];
    // No row: nothing matches, or the page lies past the end (then the total is counted apart).
    const counted = found.length
      ? Number(found[0][TOTAL])
      : plan.offset === 0
        ? 0
        : Number((await db.select({ counted: count() }).from(matching))[0].counted);
    const rows = found.slice(0, plan.limit).map(({ [TOTAL]: _total, ...row }) => spec.toRecord(row));
    const total: ListTotal =
      counted <= LIST_COUNT_LIMIT
        ? counted
        : { atLeast: LIST_COUNT_LIMIT, hasNextPage: found.length > plan.limit };
    return { rows, total };
  };
}

/**
 * A list route (GET, the list query, `okList`) over a joined list, limited by the staff member's
 * scope; its page's rows are declared and written by `row` (server/http/answers.ts).
 */
export function registerList<T>(
  app: FastifyInstance,
  db: Db,
  opts: {
    path: string;
    permission: PermissionKey | readonly PermissionKey[];
    tags: string[];
    summary: string;
    /** The schema of a row as `list` answers it (its toRecord). */
    row: z.ZodType<T>;
    list: JoinedList<T>;
    scope?: (staff: Staff) => SQL | undefined;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    opts.path,
    {
      config: { permission: opts.permission },
      schema: {
        tags: opts.tags,
        summary: opts.summary,
        querystring: listQuerySchema,
        response: listAnswers(opts.row),
      },
    },
    async (req) => {
      const { rows, total } = await opts.list(db, req.query, opts.scope?.(staffOf(req)));
      return okList(rows, total);
    },
  );
}

/**
 * Joined lists: a list whose rows come from several tables (a credential with its holder, an
 * order with its customer and cashier, a stock movement with its product, a student with
 * course and guardian), filtered, searched, sorted and paged in SQL by the list query
 * (list.ts), with its total counted over the same joins. One definition gives the tables, the
 * joins and the selected values; a route serves it with `registerList`, the generic CRUD with
 * its `joins` option.
 */
import { count, eq, getTableName, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable, type PgView, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PermissionKey } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { staffOf } from './staff';
import { LIST_COUNT_LIMIT } from '../../src/domain/envelope';
import { okList, type ListTotal } from './envelope';
import { listPlan, type ListSpec } from './list';
import { listQuerySchema, type ListQueryInput } from './list-query';
import type { Staff } from './types';

/**
 * 'left' keeps rows without a match (a movement nobody signed); 'one' is a not-null foreign
 * key, exactly one match, left out of the page's ids and the count when none of its columns
 * is sorted, searched or filtered; 'inner' by default.
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

/** The list function of a joined-list definition. */
export function joinedList<T>(spec: JoinedListSpec<T>): JoinedList<T> {
  type Joinable<Q> = { innerJoin: (t: PgTable | PgView, on: SQL) => Q; leftJoin: (t: PgTable | PgView, on: SQL) => Q };
  const attach = <Q extends Joinable<Q>>(q: Q, j: Join, inner: boolean): Q =>
    inner ? q.innerJoin(j.table, j.on) : q.leftJoin(j.table, j.on);
  /** The query with every join: the page's rows. */
  const joined = <Q extends Joinable<Q>>(query: Q): Q =>
    (spec.joins ?? []).reduce((q, j) => attach(q, j, j.kind !== 'left' && j.kind !== 'one'), query);
  /**
   * The query with the joins `uses` needs, for the page's ids and the count: a 'one' join only
   * where its table is sorted, searched or filtered, and then as an inner join (the same rows),
   * so that the planner may walk that table's index (the holder's name) to find the page.
   */
  const joinedFor = <Q extends Joinable<Q>>(query: Q, uses: SQL): Q => {
    const text = dialect.sqlToQuery(uses).sql;
    return (spec.joins ?? []).reduce((q, j) => {
      if (j.kind !== 'one') return attach(q, j, j.kind !== 'left');
      return text.includes(`"${getTableName(j.table)}".`) ? attach(q, j, true) : q;
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
    const [found, [{ counted }]] = await Promise.all([
      joined(
        db
          .select(spec.select ?? spec.columns)
          .from(spec.from)
          .$dynamic(),
      )
        .where(inArray(spec.idColumn, page))
        .orderBy(...plan.orderBy),
      db.select({ counted: count() }).from(matching),
    ]);
    const rows = (found as Record<string, unknown>[]).slice(0, plan.limit).map(spec.toRecord);
    const total: ListTotal =
      Number(counted) <= LIST_COUNT_LIMIT
        ? Number(counted)
        : { atLeast: LIST_COUNT_LIMIT, hasNextPage: found.length > plan.limit };
    return { rows, total };
  };
}

/** A list route (GET, the list query, `okList`) over a joined list, limited by the staff member's scope. */
export function registerList<T>(
  app: FastifyInstance,
  db: Db,
  opts: {
    path: string;
    permission: PermissionKey | readonly PermissionKey[];
    tags: string[];
    summary: string;
    list: JoinedList<T>;
    scope?: (staff: Staff) => SQL | undefined;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    opts.path,
    {
      config: { permission: opts.permission },
      schema: { tags: opts.tags, summary: opts.summary, querystring: listQuerySchema },
    },
    async (req) => {
      const { rows, total } = await opts.list(db, req.query, opts.scope?.(staffOf(req)));
      return okList(rows, total);
    },
  );
}

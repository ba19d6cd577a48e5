/**
 * Joined lists: a list whose rows come from several tables (a credential with its holder, an
 * order with its customer and cashier, a stock movement with its product, a student with
 * course and guardian), filtered, searched, sorted and paged in SQL by the list query
 * (list.ts), with its total counted over the same joins. One definition gives the tables, the
 * joins and the selected values; a route serves it with `registerList`, the generic CRUD with
 * its `joins` option.
 */
import { and, count, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PermissionKey } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { staffOf } from '../plugins/auth';
import { okList } from './envelope';
import { listPlan, type ListSpec } from './list';
import { listQuerySchema, type ListQueryInput } from './list-query';
import type { Staff } from './types';

export interface Join {
  table: PgTable;
  on: SQL;
  /** 'left' keeps rows without a match (a movement nobody signed); 'inner' by default. */
  kind?: 'inner' | 'left';
}

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
) => Promise<{ rows: T[]; total: number }>;

/** The list function of a joined-list definition. */
export function joinedList<T>(spec: JoinedListSpec<T>): JoinedList<T> {
  const joined = <Q extends { innerJoin: (t: PgTable, on: SQL) => Q; leftJoin: (t: PgTable, on: SQL) => Q }>(
    query: Q,
  ): Q =>
    (spec.joins ?? []).reduce(
      (q, j) => (j.kind === 'left' ? q.leftJoin(j.table, j.on) : q.innerJoin(j.table, j.on)),
      query,
    );
  return async (db, query, scope) => {
    const plan = listPlan(spec, query, scope);
    const [rows, [{ total }]] = await Promise.all([
      joined(db.select(spec.select ?? spec.columns).from(spec.from).$dynamic())
        .where(plan.where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      joined(db.select({ total: count() }).from(spec.from).$dynamic()).where(and(plan.where)),
    ]);
    return { rows: (rows as Record<string, unknown>[]).map(spec.toRecord), total: Number(total) };
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
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
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

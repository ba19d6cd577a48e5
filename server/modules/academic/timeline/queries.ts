/**
 * A student's one timeline: the union of every source's events, newest first, paged in SQL.
 * A source is a SELECT of (row_id, at, source, kind, amount, balance, detail, staff, store, ref)
 * for one student; a later area (restaurant meals, bus boardings, gate entries) adds its
 * source to TIMELINE_SOURCES_SQL and its name to src/domain/timeline.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TimelineEvent, TimelineSource } from '../../../../src/domain/timeline';
import type { Db } from '../../../db/client';
import { passageTimeline } from '../../access';
import { ledgerTimeline } from '../../credentials';
import { attemptTimeline, foodTimeline } from '../../orders';
import { boardingTimeline } from '../../transport';
import { limitTimeline } from '../restrictions';

export type TimelineSourceSql = (userId: number) => SQL;

export const TIMELINE_SOURCES_SQL: Record<TimelineSource, TimelineSourceSql> = {
  ledger: ledgerTimeline,
  boarding: boardingTimeline,
  gate: passageTimeline,
  limits: limitTimeline,
  food: foodTimeline,
  attempts: attemptTimeline,
};

/** The union's columns, read by name. */
const column = <T>(name: string) => sql<T>`${sql.identifier('e')}.${sql.identifier(name)}`;
const eventColumns = {
  row_id: column<number>('row_id'),
  at: column<Date | string>('at'),
  source: column<TimelineSource>('source'),
  kind: column<string>('kind'),
  amount: column<string | number | null>('amount'),
  balance: column<string | number | null>('balance'),
  detail: column<string | null>('detail'),
  staff: column<string | null>('staff'),
  store: column<number | null>('store'),
  ref: column<number | null>('ref'),
};

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export async function studentTimeline(
  db: Db,
  userId: number,
  { page, perPage, since }: { page: number; perPage: number; since?: Date },
): Promise<{ rows: TimelineEvent[]; total: number }> {
  const events = sql.join(
    Object.values(TIMELINE_SOURCES_SQL).map((source) => sql`(${source(userId)})`),
    sql` union all `,
  );
  // `since`: only what happened from that instant on (a family's *Hoy*).
  const union = since
    ? sql`(select * from (${events}) as u where u.at >= ${since.toISOString()}) as e`
    : sql`(${events}) as e`;
  const [found, [counted]] = await Promise.all([
    db
      .select(eventColumns)
      .from(union)
      .orderBy(sql`e.at desc, e.source, e.row_id desc`)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(union),
  ]);
  const rows = found.map((row) => ({
    id: `${row.source}:${row.row_id}`,
    at: new Date(row.at).toISOString(),
    source: row.source,
    kind: row.kind,
    amount: numberOrNull(row.amount),
    balance: numberOrNull(row.balance),
    detail: row.detail,
    staff: row.staff,
    store: row.store === null ? null : Number(row.store),
    ref: row.ref === null ? null : Number(row.ref),
  }));
  return { rows, total: counted?.total ?? 0 };
}

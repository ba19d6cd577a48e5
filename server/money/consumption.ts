/**
 * Today's consumption of a credential, the one definition the daily cap and the credential screens
 * read (docs/architecture.md: Ledgers).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { credentialMovements } from '../db/schema';
import { schoolToday } from '../time';

/**
 * Today's consumption for the daily cap (docs/architecture.md: Ledgers), the one definition: per order, what the
 * ledger charged it today less what it gave back today, never below zero, summed. So a
 * reversal or an edit refund of today's purchases makes room again, while a refund of an
 * earlier day's order gives the money back but no room today (it cannot go below zero).
 * `credentialId` is a credential id or a column (the credential lists correlate on carnets.id).
 */
export function consumptionTodaySql(
  credentialId: number | AnyPgColumn,
  timezone: string,
  /** The instant whose school day is today (the server's clock). */
  now: Date,
): SQL<number> {
  const { start, end } = schoolToday(timezone, now);
  return consumptionBetweenSql(credentialId, start.toISOString(), end.toISOString());
}

/**
 * The same between two instants (ISO strings, or placeholders of a prepared statement that
 * passes the school day's bounds from `schoolToday`).
 */
export function consumptionBetweenSql(
  credentialId: number | AnyPgColumn | Placeholder,
  start: string | Placeholder,
  end: string | Placeholder,
): SQL<number> {
  return sql<number>`coalesce((
    select sum(greatest(per_order.net, 0)) from (
      select -sum(m.amount) as net from ${credentialMovements} m
      where m.id_carnet = ${credentialId} and m.kind in ('compra', 'reversion') and m.id_order is not null
        and m.created_at >= ${start}::timestamptz and m.created_at < ${end}::timestamptz
      group by m.id_order
    ) per_order
  ), 0)::bigint`.mapWith(Number);
}

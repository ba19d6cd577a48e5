/**
 * What a till's roster already said when a late sale was made by it (issue 48): what the till's late
 * sales judged by the same roster were charged, and whether the daily cap was already passed then.
 */
import { and, eq, sql } from 'drizzle-orm';
import { exceedsDailyLimit } from '../../../../../src/domain/cart';
import type { Db } from '../../../../db/client';
import { offlineSales, orders } from '../../../../db/schema';
import { consumptionBetweenSql, type LockedCredential } from '../../../../money';
import { schoolToday } from '../../../../time';

/** The school day the sale was made on. */
export const schoolDayOf = (input: { timezone: string; madeAt: Date }) =>
  schoolToday(input.timezone, input.madeAt);

/**
 * What this till's late sales judged by the same roster were charged: in all (its allowance since it
 * lost the server), and to this customer on the school day `day` (their daily cap as the till counted it).
 */
export async function soldByRoster(
  tx: Db,
  tillId: number,
  rosterAt: Date,
  userId: number,
  day: { start: Date; end: Date },
) {
  const [row] = await tx
    .select({
      all: sql<number>`coalesce(sum(${orders.total}), 0)::bigint`.mapWith(Number),
      customerThatDay:
        sql<number>`coalesce(sum(${orders.total}) filter (where ${offlineSales.id_user} = ${userId}
        and ${offlineSales.made_at} >= ${day.start.toISOString()}::timestamptz and ${offlineSales.made_at} < ${day.end.toISOString()}::timestamptz), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(offlineSales)
    .innerJoin(orders, eq(orders.id, offlineSales.id_order))
    .where(and(eq(offlineSales.id_till, tillId), eq(offlineSales.roster_at, rosterAt)));
  return row;
}

/** Whether the daily cap refused this sale already by the roster: the cap unchanged since it was read, and passed then. */
export async function capHeldAtRoster(
  tx: Db,
  credential: LockedCredential,
  input: { timezone: string; madeAt: Date; rosterAt: Date | null },
  queuedThatDay: number,
  total: number,
): Promise<boolean> {
  const rosterAt = input.rosterAt!;
  const day = schoolDayOf(input);
  const until = rosterAt < day.end ? rosterAt : day.end;
  const [{ consumed }] =
    until > day.start
      ? await tx
          .select({
            consumed: consumptionBetweenSql(credential.id, day.start.toISOString(), until.toISOString()),
          })
          .from(sql`(select 1) one`)
      : [{ consumed: 0 }];
  return exceedsDailyLimit(
    { saldo: credential.saldo, lockSaldo: credential.lockSaldo, purchase: Number(consumed) + queuedThatDay },
    total,
  );
}

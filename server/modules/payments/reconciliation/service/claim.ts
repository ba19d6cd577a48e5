/**
 * One node reconciles a day at a time: a node claims the day by writing its start, in one
 * statement, and only the node whose statement wrote it goes on. A claim left by a node that died
 * (unfinished for a quarter of an hour) or that failed (Mercado Pago unreachable) is taken over.
 * No transaction is held while Mercado Pago is asked.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { onlineReconciliations } from '../../../../db/schema';

const STALE_MS = 15 * 60_000;
const r = onlineReconciliations;

/**
 * Whether this node may reconcile `day` now. `again`: a finished day is run again (the staff
 * asking); the daily job runs only a day never finished.
 */
export async function claimDay(
  db: Db,
  day: string,
  now: Date,
  staffId: number | null,
  again: boolean,
): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_MS).toISOString();
  const free = sql`(${r.finished_at} is null and (${r.error} is not null or ${r.started_at} < ${stale}::timestamptz))`;
  const claimed = await db
    .insert(r)
    .values({ day, started_at: now, id_staff: staffId })
    .onConflictDoUpdate({
      target: r.day,
      set: { started_at: now, finished_at: null, error: null, id_staff: staffId },
      setWhere: again ? sql`(${free} or ${r.finished_at} is not null)` : free,
    })
    .returning({ day: r.day });
  return claimed.length > 0;
}

export async function finishDay(tx: Db, day: string, now: Date, consulted: number) {
  await tx.update(r).set({ finished_at: now, consulted, error: null }).where(eq(r.day, day));
}

/** The run could not finish: the next look (or the staff) takes it again. */
export async function failDay(db: Db, day: string, error: string) {
  await db.update(r).set({ error }).where(eq(r.day, day));
}

/**
 * Housekeeping (issue 17 item 6): rows that only served for a while are deleted on a schedule —
 * sessions ended (expired or signed out) more than SESSION_RETENTION_DAYS ago, answered
 * idempotency keys older than IDEMPOTENCY_RETENTION_HOURS (a client retries within minutes),
 * own-QR codes past their life, login failures whose window and lock are over, the tills' roster
 * reads older than ROSTER_READ_RETENTION_DAYS (a late sale is judged by its roster's read; a queue
 * older than that is for a supervisor to settle). Each table is
 * emptied in batches of BATCH rows, each batch its own short transaction on that table alone:
 * the money tables are never touched or locked. On several API nodes one purges at a time: a
 * batch runs only under an advisory try-lock, and a node that finds it taken leaves the round to
 * the other.
 */
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OWN_CODE_SECONDS } from '../../src/domain/access';
import { WINDOW_MINUTES } from '../../src/domain/auth';
import type { Db } from '../db/client';
import { idempotencyKeys, loginAttempts, ownCodes, sessions, tillRosterReads } from '../db/schema';

export const SESSION_RETENTION_DAYS = 30;
export const IDEMPOTENCY_RETENTION_HOURS = 72;
export const ROSTER_READ_RETENTION_DAYS = 30;
const BATCH = 1000;
/** The advisory lock that lets one node purge at a time. */
const HOUSEKEEPING_LOCK = 727010;

export interface PurgeCounts {
  sessions: number;
  idempotencyKeys: number;
  ownCodes: number;
  loginAttempts: number;
  tillRosterReads: number;
}

/** Another node is purging: this one leaves the round to it. */
class Busy extends Error {}

/**
 * Deletes, BATCH rows at a time, the rows of `table` (by `key`) that `old` selects, each batch a
 * transaction holding the housekeeping lock; answers how many.
 */
async function purgeInBatches(db: Db, table: SQL, key: SQL, old: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as locked`);
      if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) throw new Busy();
      const result = await tx.execute(
        sql`delete from ${table} where ${key} in (select ${key} from ${table} where ${old} limit ${BATCH})`,
      );
      const counted = result as unknown as { affectedRows?: number; rowCount?: number | null };
      return counted.affectedRows ?? counted.rowCount ?? 0;
    });
    total += removed;
    if (removed < BATCH) return total;
  }
}

/** Purges what is old at `now` (the server's clock, the one that stamped the rows). */
export async function purgeOldRows(db: Db, now: Date): Promise<PurgeCounts> {
  const sessionsBefore = new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000);
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3_600_000);
  const codesBefore = new Date(now.getTime() - OWN_CODE_SECONDS * 1000);
  const failuresBefore = new Date(now.getTime() - WINDOW_MINUTES * 60_000);
  const readsBefore = new Date(now.getTime() - ROSTER_READ_RETENTION_DAYS * 86_400_000);
  return {
    sessions: await purgeInBatches(
      db,
      sql`${sessions}`,
      sql`${sessions.id}`,
      sql`(${sessions.expires_at} < ${sessionsBefore} or ${sessions.revoked_at} < ${sessionsBefore})`,
    ),
    idempotencyKeys: await purgeInBatches(
      db,
      sql`${idempotencyKeys}`,
      sql`${idempotencyKeys.key}`,
      sql`${idempotencyKeys.created_at} < ${keysBefore}`,
    ),
    ownCodes: await purgeInBatches(
      db,
      sql`${ownCodes}`,
      sql`${ownCodes.id_user}`,
      sql`${ownCodes.issued_at} < ${codesBefore}`,
    ),
    loginAttempts: await purgeInBatches(
      db,
      sql`${loginAttempts}`,
      sql`${loginAttempts.key}`,
      sql`${loginAttempts.window_started_at} < ${failuresBefore} and (${loginAttempts.locked_until} is null or ${loginAttempts.locked_until} < ${now})`,
    ),
    tillRosterReads: await purgeInBatches(
      db,
      sql`${tillRosterReads}`,
      // Its key is two columns: the row's own address stands for it within the batch's statement.
      sql`ctid`,
      sql`${tillRosterReads.read_at} < ${readsBefore}`,
    ),
  };
}

/** One round at `now`; null when another node was purging. */
export async function housekeepingRound(db: Db, now: Date): Promise<PurgeCounts | null> {
  try {
    return await purgeOldRows(db, now);
  } catch (err) {
    if (err instanceof Busy) return null;
    throw err;
  }
}

/** Every `minutes` (0: never), the first round a minute after start. */
export const housekeeping = fp(async (app: FastifyInstance, opts: { db: Db; minutes: number }) => {
  if (opts.minutes <= 0) return;
  const run = async () => {
    try {
      const counts = await housekeepingRound(opts.db, app.clock.now());
      if (counts && Object.values(counts).some((n) => n > 0))
        app.log.info({ purged: counts }, 'Limpieza de registros vencidos');
    } catch (err) {
      app.log.warn({ err }, 'La limpieza de registros vencidos falló; se intentará en la próxima ronda');
    }
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, opts.minutes * 60_000);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
});

/**
 * Slows down password guessing, in the database so every API node agrees (docs/security.md: threats).
 * Two throttles, each a fixed window:
 * - an account from one client address: at most 5 wrong passwords in 5 minutes; locked per
 *   account AND address, so nobody can lock the administrator out from another machine;
 * - a client address over all accounts: at most 20 failed sign-ins a minute.
 * An attempt is counted atomically BEFORE its password is checked (one upsert under the row's
 * lock), so a burst sent at once is counted like the same attempts one after another: only
 * the first ones reach the password hash. Attempts still being checked count until answered
 * (nobody can tell beforehand which will fail), so more than 5 sign-ins of one account from one
 * machine in the same instant are refused too. A right password takes its attempt back and
 * forgets the account's failures from that address. A running lock is never cleared or
 * extended by the attempts it refuses.
 */
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, type Throttle } from '../../../../src/domain/auth';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { loginAttempts } from '../../../db/schema';
import { AppError } from '../../../http/errors';

export const accountKey = (email: string, address: string) => `cuenta:${email}|${address}`;
export const addressKey = (address: string) => `equipo:${address}`;

export const tooManyAttempts = (lockedUntil: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError(
    429,
    `Demasiados intentos fallidos. Intente de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    'too_many_attempts',
  );
};

/**
 * Counts one attempt under `key` at `now` (the server's clock: windows and locks are its
 * instants, not the database's); throws 429 when the key is locked or this attempt is one too
 * many (the lock then runs to the end of the window).
 */
async function countAttempt(db: Db, key: string, { max, windowMinutes }: Throttle, now: Date): Promise<void> {
  const t = loginAttempts;
  const window = sql.raw(`interval '${windowMinutes} minutes'`);
  const at = sql`${now.toISOString()}::timestamptz`;
  // Every SET expression reads the row as it was before this statement.
  const locked = sql`${t.locked_until} > ${at}`;
  const expired = sql`${t.window_started_at} <= ${at} - ${window}`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`CASE WHEN ${locked} THEN ${t.count} WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
        window_started_at: sql`CASE WHEN ${locked} THEN ${t.window_started_at} WHEN ${expired} THEN ${at} ELSE ${t.window_started_at} END`,
        locked_until: sql`CASE WHEN ${locked} THEN ${t.locked_until}
          WHEN NOT ${expired} AND ${t.count} + 1 > ${max} THEN ${t.window_started_at} + ${window}
          ELSE NULL END`,
      },
    })
    .returning({ lockedUntil: t.locked_until });
  if (row?.lockedUntil && row.lockedUntil > now) throw tooManyAttempts(row.lockedUntil, now);
}

const notLocked = (now: Date) => or(isNull(loginAttempts.locked_until), lte(loginAttempts.locked_until, now));

/** Gives back an attempt that turned out right (not while a lock runs at `now`: it must run to its end). */
async function takeBack(db: Db, key: string, now: Date): Promise<void> {
  const t = loginAttempts;
  await db
    .update(t)
    .set({ count: sql`greatest(${t.count} - 1, 0)` })
    .where(and(eq(t.key, key), notLocked(now)));
}

/**
 * Counts a sign-in attempt of `email` from `address` on both throttles before its password is
 * checked (429 when either refuses it); `succeeded` gives it back when the password was right.
 * Times are read from `clock`, the server's.
 */
export async function beginAttempt(db: Db, email: string, address: string, clock: Clock) {
  const account = accountKey(email, address);
  // The account first: what its lock refuses costs no hash and does not count for the address.
  await countAttempt(db, account, ACCOUNT_THROTTLE, clock.now());
  try {
    await countAttempt(db, addressKey(address), ADDRESS_THROTTLE, clock.now());
  } catch (err) {
    await takeBack(db, account, clock.now());
    throw err;
  }
  return {
    succeeded: async () => {
      const now = clock.now();
      await takeBack(db, addressKey(address), now);
      await db.delete(loginAttempts).where(and(eq(loginAttempts.key, account), notLocked(now)));
    },
  };
}

/**
 * Slows down password guessing: after 5 failed logins for one e-mail within 15 minutes,
 * that e-mail is refused for 5 minutes. Kept in the database so every API node agrees.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../http/errors';

export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;
const LOCK_MINUTES = 5;

export async function assertNotLocked(db: Db, email: string) {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.email, email)).limit(1);
  if (row?.locked_until && row.locked_until > new Date()) {
    const minutes = Math.max(1, Math.ceil((row.locked_until.getTime() - Date.now()) / 60_000));
    throw new AppError(
      429,
      `Demasiados intentos fallidos. Intente de nuevo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
      'too_many_attempts',
    );
  }
}

export async function recordFailure(db: Db, email: string) {
  const window = sql.raw(`interval '${WINDOW_MINUTES} minutes'`);
  const lock = sql.raw(`interval '${LOCK_MINUTES} minutes'`);
  await db
    .insert(loginFailures)
    .values({ email, count: 1 })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        count: sql`CASE WHEN ${loginFailures.first_failed_at} < now() - ${window} OR ${loginFailures.locked_until} IS NOT NULL THEN 1 ELSE ${loginFailures.count} + 1 END`,
        first_failed_at: sql`CASE WHEN ${loginFailures.first_failed_at} < now() - ${window} OR ${loginFailures.locked_until} IS NOT NULL THEN now() ELSE ${loginFailures.first_failed_at} END`,
        locked_until: sql`CASE WHEN ${loginFailures.first_failed_at} >= now() - ${window} AND ${loginFailures.locked_until} IS NULL AND ${loginFailures.count} + 1 >= ${MAX_FAILURES} THEN now() + ${lock} ELSE NULL END`,
      },
    });
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

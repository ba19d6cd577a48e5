/**
 * The user writes beyond the generic CRUD: reactivation and a password reset, in the route's transaction.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema';
import type { Staff } from '../../../http/types';
import { hashPassword, temporaryPassword } from '../../../security/passwords';

/** Reactivates an inactivated user at `now`, in the route's transaction `tx`; undefined when there is no such inactive user. */
export async function reactivateUser(tx: Db, id: number, now: Date) {
  const [updated] = await tx
    .update(users)
    .set({ active: 1, updated_at: now })
    .where(and(eq(users.id, id), eq(users.active, 0)))
    .returning();
  // Sessions from before the deactivation (a display's lasts weeks) do not come back with the user.
  if (updated) {
    await tx
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, updated.id), isNull(sessions.revoked_at)));
  }
  return updated;
}

/** A new temporary password and its hash (hashing is slow: done before the transaction opens). */
export async function newTemporaryPassword(): Promise<{ password: string; hash: string }> {
  const password = temporaryPassword();
  return { password, hash: await hashPassword(password) };
}

/**
 * Sets the temporary password `hash` of user `id` at `now`, in the route's transaction `tx`; they
 * must change it at the next login (unless the staff member resets their own).
 */
export async function resetPassword(
  tx: Db,
  id: number,
  hash: string,
  staff: Staff,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ password_hash: hash, must_change_password: id !== staff.id, updated_at: now })
    .where(eq(users.id, id));
  // Sessions opened with the old password end now (the administrator's own stays).
  await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at), ne(sessions.id, staff.sessionId)));
}

/**
 * The staff's side of a guardian's portal access: the invitation (a single-use link, INVITE_DAYS
 * days; its token stored as its SHA-256) and its revocation, in the route's transaction.
 */
import { eq } from 'drizzle-orm';
import { GUARDIAN_NOT_FOUND, INVITE_DAYS, NO_PORTAL_ACCESS } from '../../../../src/domain/family';
import type { Db } from '../../../db/client';
import { familyAccounts, guardians } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { hashToken, newToken } from '../../../security/tokens';
import { endSessions } from '../session';

const DAY = 86_400_000;

/**
 * A new invitation for the guardian: a fresh token (the previous link stops working). An account
 * already active keeps its password until the link is used, so the link doubles as a reset.
 */
export async function inviteGuardian(tx: Db, guardianId: number, staffId: number, now: Date) {
  const [guardian] = await tx
    .select({ id: guardians.id })
    .from(guardians)
    .where(eq(guardians.id, guardianId))
    .for('update');
  if (!guardian) throw notFound(GUARDIAN_NOT_FOUND);
  const token = newToken();
  const expires = new Date(now.getTime() + INVITE_DAYS * DAY);
  const invite = {
    invite_token_hash: hashToken(token),
    invite_expires_at: expires,
    invited_by: staffId,
    invited_at: now,
    updated_at: now,
  };
  await tx
    .insert(familyAccounts)
    .values({ id_guardian: guardianId, ...invite, created_at: now })
    .onConflictDoUpdate({ target: familyAccounts.id_guardian, set: invite });
  return { token, expires };
}

/** Ends the guardian's access: the pending link and every session; a new invitation opens it again. */
export async function revokeAccess(tx: Db, guardianId: number, staffId: number, now: Date): Promise<void> {
  const [account] = await tx
    .update(familyAccounts)
    .set({
      revoked_at: now,
      revoked_by: staffId,
      invite_token_hash: null,
      invite_expires_at: null,
      updated_at: now,
    })
    .where(eq(familyAccounts.id_guardian, guardianId))
    .returning({ id: familyAccounts.id });
  if (!account) throw notFound(NO_PORTAL_ACCESS);
  await endSessions(tx, account.id, now);
}

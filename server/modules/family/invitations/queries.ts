/** A guardian's portal access as the staff's guardian screen shows it. */
import { eq } from 'drizzle-orm';
import type { PortalAccess } from '../../../../src/domain/family';
import type { Db } from '../../../db/client';
import { familyAccounts } from '../../../db/schema';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The guardian's portal access for the staff's screen, at `now` (an invitation may have expired). */
export async function portalAccess(db: Db, guardianId: number, now: Date): Promise<PortalAccess> {
  const [account] = await db
    .select()
    .from(familyAccounts)
    .where(eq(familyAccounts.id_guardian, guardianId))
    .limit(1);
  if (!account) return { estado: 'none', invitado: null, expira: null, activado: null, revocado: null };
  const pending = Boolean(
    account.invite_token_hash && account.invite_expires_at && account.invite_expires_at > now,
  );
  const estado =
    account.revoked_at && !pending
      ? 'revoked'
      : account.password_hash && !account.revoked_at
        ? 'active'
        : pending
          ? 'invited'
          : 'expired';
  return {
    estado,
    invitado: iso(account.invited_at),
    expira: pending ? iso(account.invite_expires_at) : null,
    activado: iso(account.activated_at),
    revocado: iso(account.revoked_at),
  };
}

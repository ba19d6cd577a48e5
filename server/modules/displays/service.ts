/**
 * Display sessions' rules and write: when a display session ends (the school's midnight after
 * DISPLAY_SESSION_DAYS) and opening one, in the route's transaction, while the caller's own ends.
 */
import { eq } from 'drizzle-orm';
import { DISPLAY_SCOPE } from '../../../src/domain/displays';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { localDate, nextDate, zonedInstant } from '../../time';

/** The school's midnight that ends the day `days` days after `now`. */
export function displayExpiry(now: Date, days: number, timezone: string): Date {
  const last = localDate(new Date(now.getTime() + days * 86_400_000), timezone);
  return zonedInstant(nextDate(last), '00:00:00', timezone);
}

/** Opens the display session `tokenHash` of user `userId` `now`, until `expires`, and revokes the caller's session `sessionId`. */
export async function openDisplaySession(
  tx: Db,
  userId: number,
  sessionId: number,
  tokenHash: string,
  expires: Date,
  now: Date,
): Promise<void> {
  await tx.insert(sessions).values({
    token_hash: tokenHash,
    user_id: userId,
    created_at: now,
    expires_at: expires,
    scope: DISPLAY_SCOPE,
  });
  await tx.update(sessions).set({ revoked_at: now }).where(eq(sessions.id, sessionId));
}

/**
 * A family allows pushed notices on a device, or stops them. The endpoint is a URL the server
 * will POST to, chosen by the family's browser: only a public https host is taken
 * (security/push-endpoints.ts), so a family cannot make the server call its own network.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { DEVICES_PER_FAMILY, type PushSubscribeInput } from '../../../../src/domain/push';
import type { Db } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';
import { fieldError } from '../../../http/errors';
import { endpointProblem } from '../../../security/push-endpoints';

/**
 * Keeps the device for the family: an endpoint already known (the same browser again, or another
 * guardian signed in on it) takes the new keys and owner. Beyond DEVICES_PER_FAMILY, the family's
 * oldest are forgotten, so one family never makes the server push to many endpoints.
 */
export async function subscribeDevice(
  tx: Db,
  familyId: number,
  input: PushSubscribeInput,
  now: Date,
  allowPrivate: boolean,
): Promise<void> {
  const problem = endpointProblem(input.endpoint, allowPrivate);
  if (problem) throw fieldError('endpoint', problem);
  const values = {
    id_family: familyId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    created_at: now,
  };
  await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        id_family: sql`excluded.id_family`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        created_at: sql`excluded.created_at`,
        last_sent_at: null,
      },
    });
  const kept = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id_family, familyId))
    .orderBy(desc(pushSubscriptions.created_at), desc(pushSubscriptions.id))
    .limit(DEVICES_PER_FAMILY);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id_family, familyId), notInArray(pushSubscriptions.id, kept)));
}

/** Forgets the family's device of `endpoint`; whether there was one (another family's is left alone). */
export async function forgetDevice(tx: Db, familyId: number, endpoint: string): Promise<boolean> {
  const gone = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id_family, familyId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

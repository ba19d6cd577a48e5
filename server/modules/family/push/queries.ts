/** A family's devices for pushed notices, as the portal reads them. */
import { and, eq } from 'drizzle-orm';
import type { PushDevice } from '../../../../src/domain/push';
import type { Db } from '../../../db/client';
import { pushSubscriptions } from '../../../db/schema';

/** The family's device of `endpoint`, or null (none, or another family's). */
export async function deviceOf(db: Db, familyId: number, endpoint: string): Promise<PushDevice | null> {
  const [row] = await db
    .select({ endpoint: pushSubscriptions.endpoint, created_at: pushSubscriptions.created_at })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id_family, familyId), eq(pushSubscriptions.endpoint, endpoint)));
  return row ? { endpoint: row.endpoint, created_at: row.created_at.toISOString() } : null;
}

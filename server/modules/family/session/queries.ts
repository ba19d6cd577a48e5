/** The portal's accounts as the server's start-up reads them. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { familyAccounts, guardians } from '../../../db/schema';
import { DEMO_PASSWORD, verifyPassword } from '../../../security/passwords';

/** The families among `emails` whose live access still has the published password (said at start, as the staff's). */
export async function familiesWithPublishedPassword(db: Db, emails: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ email: guardians.email, hash: familyAccounts.password_hash })
    .from(familyAccounts)
    .innerJoin(guardians, eq(guardians.id, familyAccounts.id_guardian))
    .where(and(inArray(guardians.email, [...emails]), isNull(familyAccounts.revoked_at)));
  const out: string[] = [];
  for (const row of rows)
    if (row.hash && row.email && (await verifyPassword(DEMO_PASSWORD, row.hash))) out.push(row.email);
  return out.sort();
}

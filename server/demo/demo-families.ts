/**
 * The demo's families with access to the portal (issue 32, item 8): a guardian of four of the fixed
 * students and one of two generated children, both with the README's published password — which,
 * as the staff's, signs in only on the server's own machine; a new invitation from the guardian's
 * profile lets them choose their own.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { familyAccounts, guardians, portalSettings } from '../db/schema';

/** Luz Ruiz Martínez (Camila, Samuel, Mariana and Tomás) and Mónica Gualdrón Jiménez (Alejandro and Luis Miguel). */
export const DEMO_FAMILIES = ['luz.ruiz@familias.colegio.demo', 'monica.gualdron1@familias.colegio.demo'] as const;

export async function seedDemoFamilies(tx: Db, { passwordHash, adminId }: { passwordHash: string; adminId: number }): Promise<void> {
  const found = await tx.select({ id: guardians.id }).from(guardians).where(inArray(guardians.email, [...DEMO_FAMILIES]));
  if (found.length !== DEMO_FAMILIES.length) throw new Error('seedDemoFamilies: faltan acudientes de la demostración');
  const now = new Date();
  await tx
    .insert(familyAccounts)
    .values(found.map((g) => ({ id_guardian: g.id, password_hash: passwordHash, invited_by: adminId, invited_at: now, activated_at: now })));
  // The demo school lets families change all three: the cap, the blocks and the low-balance notice.
  await tx.insert(portalSettings).values({ id: 1, family_sets_cap: true, family_blocks: true, family_sets_alert: true, updated_by: adminId });
}

/** What the school lets families change, and a child's limits as the family sees them. */
import { eq } from 'drizzle-orm';
import { NOTHING_ALLOWED, type FamilyLimits, type PortalSettings } from '../../../../../src/domain/family';
import type { Db } from '../../../../db/client';
import { credentials, portalSettings } from '../../../../db/schema';
import { blocksOf } from './blocks';

/** What the school lets families change; nothing until the school says so. */
export async function settingsOf(db: Db): Promise<PortalSettings> {
  const [row] = await db.select().from(portalSettings).limit(1);
  if (!row) return NOTHING_ALLOWED;
  return {
    familia_tope: row.family_sets_cap,
    familia_bloqueos: row.family_blocks,
    familia_aviso: row.family_sets_alert,
    familia_horarios: row.family_sets_windows,
  };
}

/** A child's limits as the family sees them (the caller checked the child is theirs); null without a credential. */
export async function limitsOf(db: Db, studentId: number): Promise<FamilyLimits | null> {
  const [row] = await db
    .select({
      lockSaldo: credentials.lockSaldo,
      alert: credentials.lowBalanceAlert,
      weeklyCap: credentials.weeklyCap,
      windows: credentials.saleWindows,
    })
    .from(credentials)
    .where(eq(credentials.id_user_primary, studentId));
  if (!row) return null;
  const [blocks, settings] = await Promise.all([blocksOf(db, studentId), settingsOf(db)]);
  return {
    lockSaldo: Number(row.lockSaldo),
    aviso_saldo: Number(row.alert),
    tope_semanal: Number(row.weeklyCap),
    horarios: row.windows,
    ...blocks,
    permitido: permittedOf(settings),
  };
}

/** The school's settings as a family reads them on a child's limits. */
export const permittedOf = (allowed: PortalSettings): FamilyLimits['permitido'] => ({
  tope: allowed.familia_tope,
  bloqueos: allowed.familia_bloqueos,
  aviso: allowed.familia_aviso,
  horarios: allowed.familia_horarios,
});

/**
 * What the school lets families change, and a family's change of a child's limits: each field the
 * school allows (otherwise 403 on that field, nothing changed), for a child of theirs only (404
 * otherwise, before anything else is said), through academic's one door for limits.
 */
import {
  CHILD_NOT_FOUND,
  FAMILY_MAY_NOT_ALERT,
  FAMILY_MAY_NOT_BLOCK,
  FAMILY_MAY_NOT_CAP,
  FAMILY_MAY_NOT_WEEKLY,
  FAMILY_MAY_NOT_WINDOWS,
  type FamilyLimits,
  type FamilyLimitsInput,
  type PortalSettings,
} from '../../../../src/domain/family';
import type { Db } from '../../../db/client';
import { portalSettings } from '../../../db/schema';
import { AppError, notFound } from '../../../http/errors';
import type { FamilyMember } from '../../../http/types';
import { setStudentLimits } from '../../academic';
import { isChildOf } from '../children';
import { blocksOf } from './queries/blocks';
import { permittedOf, settingsOf } from './queries/limits';

export async function savePortalSettings(
  tx: Db,
  settings: PortalSettings,
  staffId: number,
  now: Date,
): Promise<void> {
  const values = {
    family_sets_cap: settings.familia_tope,
    family_blocks: settings.familia_bloqueos,
    family_sets_alert: settings.familia_aviso,
    family_sets_windows: settings.familia_horarios,
    updated_by: staffId,
    updated_at: now,
  };
  await tx
    .insert(portalSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: portalSettings.id, set: values });
}

export async function setFamilyLimits(
  tx: Db,
  family: FamilyMember,
  studentId: number,
  input: FamilyLimitsInput,
  now: Date,
): Promise<FamilyLimits> {
  if (!(await isChildOf(tx, family.guardianId, studentId))) throw notFound(CHILD_NOT_FOUND);
  const allowed = await settingsOf(tx);
  if (input.lockSaldo !== undefined && !allowed.familia_tope) throw refused('lockSaldo', FAMILY_MAY_NOT_CAP);
  if (input.tope_semanal !== undefined && !allowed.familia_tope)
    throw refused('tope_semanal', FAMILY_MAY_NOT_WEEKLY);
  if (input.horarios !== undefined && !allowed.familia_horarios)
    throw refused('horarios', FAMILY_MAY_NOT_WINDOWS);
  if (input.aviso_saldo !== undefined && !allowed.familia_aviso)
    throw refused('aviso_saldo', FAMILY_MAY_NOT_ALERT);
  if (!allowed.familia_bloqueos) {
    if (input.productos !== undefined) throw refused('productos', FAMILY_MAY_NOT_BLOCK);
    if (input.categorias !== undefined) throw refused('categorias', FAMILY_MAY_NOT_BLOCK);
  }
  const after = await setStudentLimits(tx, {
    userId: studentId,
    cap: input.lockSaldo,
    alert: input.aviso_saldo,
    weeklyCap: input.tope_semanal,
    windows: input.horarios,
    products: input.productos,
    categories: input.categorias,
    by: { familyId: family.accountId },
    at: now,
  });
  return { ...after, ...(await blocksOf(tx, studentId)), permitido: permittedOf(allowed) };
}

const refused = (field: string, message: string) =>
  new AppError(403, message, 'forbidden', { [field]: message });

/**
 * A student's limits changed by the staff or by the family (issue 32): the daily cap and the
 * low-balance threshold, written under the credential's lock (the sale's), each change recorded
 * with who made it and the values before and after, which the student's history shows.
 */
import { eq } from 'drizzle-orm';
import { USER_WITHOUT_CREDENTIAL } from '../../../../src/domain/credentials';
import { type LimitKind } from '../../../../src/domain/family';
import { dailyLimitLabel } from '../../../../src/domain/locks';
import { formatMoney } from '../../../../src/domain/money';
import type { Db } from '../../../db/client';
import { credentials, limitChanges } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { lockCredential, type LockedCredential } from '../../../money';

/** Who changes: a staff member, or a family's portal account. */
export type LimitAuthor = { staffId: number } | { familyId: number };

export interface LimitsChange {
  userId: number;
  /** The daily cap in pesos, 0 for none; absent: unchanged. */
  cap?: number;
  /** The low-balance threshold in pesos, 0 for none; absent: unchanged. */
  alert?: number;
  by: LimitAuthor;
}

const alertLabel = (value: number) => (value > 0 ? formatMoney(value) : 'Sin aviso');

/** Records one change of a student's limits (the product lists' changes come through here too). */
export async function recordLimitChange(tx: Db, userId: number, kind: LimitKind, before: string, after: string, by: LimitAuthor) {
  await tx.insert(limitChanges).values({
    id_user: userId,
    kind,
    before,
    after,
    id_staff: 'staffId' in by ? by.staffId : null,
    id_family: 'familyId' in by ? by.familyId : null,
  });
}

/**
 * Sets what `change` names; the credential's cap and threshold after. 404 when the student has no
 * credential. `locked`: the credential as the caller locked it in this transaction (the lock screen).
 */
export async function setStudentLimits(tx: Db, change: LimitsChange, locked?: LockedCredential): Promise<{ lockSaldo: number; aviso_saldo: number }> {
  const credential = locked?.id_user_primary === change.userId ? locked : await lockCredential(tx, { userId: change.userId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  const cap = change.cap ?? credential.lockSaldo;
  const alert = change.alert ?? credential.lowBalanceAlert;
  if (cap !== credential.lockSaldo || alert !== credential.lowBalanceAlert) {
    await tx.update(credentials).set({ lockSaldo: cap, lowBalanceAlert: alert, updated_at: new Date() }).where(eq(credentials.id, credential.id));
  }
  if (cap !== credential.lockSaldo) await recordLimitChange(tx, change.userId, 'tope', dailyLimitLabel(credential.lockSaldo), dailyLimitLabel(cap), change.by);
  if (alert !== credential.lowBalanceAlert) {
    await recordLimitChange(tx, change.userId, 'aviso', alertLabel(credential.lowBalanceAlert), alertLabel(alert), change.by);
  }
  return { lockSaldo: cap, aviso_saldo: alert };
}

/**
 * A student's limits changed by the staff or by the family (issue 32): the daily cap, the
 * low-balance threshold and the blocked products and categories, written under the credential's
 * lock (the sale's), each change recorded with who made it and the values before and after, which
 * the student's history shows.
 */
import { eq } from 'drizzle-orm';
import { USER_WITHOUT_CREDENTIAL } from '../../../../../src/domain/credentials';
import { dailyLimitLabel } from '../../../../../src/domain/restrictions';
import { formatMoney } from '../../../../../src/domain/money';
import {
  NO_WINDOWS_LABEL,
  weeklyCapLabel,
  windowsLabel,
  type SaleWindow,
} from '../../../../../src/domain/saleWindows';
import type { Db } from '../../../../db/client';
import { credentials } from '../../../../db/schema';
import { notFound } from '../../../../http/errors';
import { lockCredential, type LockedCredential } from '../../../../money';
import { replaceBlocks } from './products';
import { recordLimitChange, type LimitAuthor } from './changes';

export type { LimitAuthor };

export interface LimitsChange {
  userId: number;
  /** The daily cap in pesos, 0 for none; absent: unchanged. */
  cap?: number;
  /** The low-balance threshold in pesos, 0 for none; absent: unchanged. */
  alert?: number;
  /** Issue 55: the week's cap in pesos, 0 for none; absent: unchanged. */
  weeklyCap?: number;
  /** Issue 55: the hours each store sells to the student ([]: any hour); absent: unchanged. */
  windows?: readonly SaleWindow[];
  /** Blocked products: the staff's list replaces them all, a family's replaces the family's own; absent: unchanged. */
  products?: readonly number[];
  /** Blocked categories, the same way. */
  categories?: readonly number[];
  by: LimitAuthor;
  /** When (the server's clock): the credential's update and each change's record. */
  at: Date;
}

const alertLabel = (value: number) => (value > 0 ? formatMoney(value) : 'Sin aviso');

/**
 * Sets what `change` names; the credential's cap and threshold after. 404 when the student has no
 * credential. `locked`: the credential as the caller locked it in this transaction (the restrictions screen).
 */
export async function setStudentLimits(
  tx: Db,
  change: LimitsChange,
  locked?: LockedCredential,
): Promise<{ lockSaldo: number; aviso_saldo: number; tope_semanal: number; horarios: SaleWindow[] }> {
  // The credential first: a sale locks it before it reads the blocks, so none is half-changed for a sale.
  const credential =
    locked?.id_user_primary === change.userId ? locked : await lockCredential(tx, { userId: change.userId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  const cap = change.cap ?? credential.lockSaldo;
  const alert = change.alert ?? credential.lowBalanceAlert;
  const weekly = change.weeklyCap ?? credential.weeklyCap;
  // Kept earliest first per store, as they are said.
  const windows = change.windows
    ? [...change.windows].sort((a, b) => a.tienda - b.tienda || a.desde.localeCompare(b.desde))
    : credential.saleWindows;
  const windowsChanged =
    windowsLabel(windows, NO_WINDOWS_LABEL) !== windowsLabel(credential.saleWindows, NO_WINDOWS_LABEL);
  if (
    cap !== credential.lockSaldo ||
    alert !== credential.lowBalanceAlert ||
    weekly !== credential.weeklyCap ||
    windowsChanged
  ) {
    await tx
      .update(credentials)
      .set({
        lockSaldo: cap,
        lowBalanceAlert: alert,
        weeklyCap: weekly,
        saleWindows: windows,
        updated_at: change.at,
      })
      .where(eq(credentials.id, credential.id));
  }
  if (weekly !== credential.weeklyCap)
    await recordLimitChange(
      tx,
      change.userId,
      'tope_semanal',
      weeklyCapLabel(credential.weeklyCap),
      weeklyCapLabel(weekly),
      change.by,
      change.at,
    );
  if (windowsChanged)
    await recordLimitChange(
      tx,
      change.userId,
      'horarios',
      windowsLabel(credential.saleWindows, NO_WINDOWS_LABEL),
      windowsLabel(windows, NO_WINDOWS_LABEL),
      change.by,
      change.at,
    );
  if (cap !== credential.lockSaldo)
    await recordLimitChange(
      tx,
      change.userId,
      'tope',
      dailyLimitLabel(credential.lockSaldo),
      dailyLimitLabel(cap),
      change.by,
      change.at,
    );
  if (alert !== credential.lowBalanceAlert) {
    await recordLimitChange(
      tx,
      change.userId,
      'aviso',
      alertLabel(credential.lowBalanceAlert),
      alertLabel(alert),
      change.by,
      change.at,
    );
  }
  if (change.products)
    await replaceBlocks(tx, 'productos', change.userId, change.products, change.by, change.at);
  if (change.categories)
    await replaceBlocks(tx, 'categorias', change.userId, change.categories, change.by, change.at);
  return { lockSaldo: cap, aviso_saldo: alert, tope_semanal: weekly, horarios: windows };
}

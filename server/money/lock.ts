/**
 * The money core's lock: a credential row FOR UPDATE in the caller's transaction, with its holder's
 * state. Every door that moves or checks a credential's money takes it first, so two terminals
 * charging the same card at the same instant queue here.
 */
import { eq, sql } from 'drizzle-orm';
import type { SaleWindow } from '../../src/domain/saleWindows';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { credentials, users } from '../db/schema';

export interface LockedCredential {
  id: number;
  id_user_primary: number;
  saldo: number;
  active: number;
  /** The holder's (users.active). */
  holderActive: number;
  lockSaldo: number;
  /** The family's low-balance threshold (0: none). */
  lowBalanceAlert: number;
  /** Issue 55: the week's cap (0: none) and the hours each store sells to the holder. */
  weeklyCap: number;
  saleWindows: SaleWindow[];
}

/**
 * The ledger's lock: the credential row (by id, or by its holder) FOR UPDATE, in the caller's
 * transaction, or null when there is none. Whoever checks a balance before moving money (a
 * purchase checks stock, funds and the daily cap first) takes it here; `applyMovement` takes
 * it again, which is free within the same transaction.
 */
const lockBy = (column: 'id' | 'id_user_primary') =>
  preparedStatement(`lock_credential_by_${column}`, (db) =>
    db
      .select({
        id: credentials.id,
        id_user_primary: credentials.id_user_primary,
        saldo: credentials.saldo,
        active: credentials.active,
        holderActive: users.active,
        lockSaldo: credentials.lockSaldo,
        lowBalanceAlert: credentials.lowBalanceAlert,
        weeklyCap: credentials.weeklyCap,
        saleWindows: credentials.saleWindows,
      })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .where(eq(credentials[column], sql.placeholder('id')))
      .for('update', { of: credentials })
      .limit(1),
  );
const byCredential = lockBy('id');
const byHolder = lockBy('id_user_primary');

export async function lockCredential(
  tx: Db,
  by: { credentialId: number } | { userId: number },
): Promise<LockedCredential | null> {
  const [credential] =
    'credentialId' in by
      ? await byCredential.execute(tx, { id: by.credentialId })
      : await byHolder.execute(tx, { id: by.userId });
  return credential ?? null;
}

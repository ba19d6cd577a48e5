/**
 * The rules and writes of credentials other than money (money moves only through the money core, server/money):
 * making codes, creating one per user, regenerating its code, and deleting it — or deactivating it
 * when it has history.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CODE_ALPHABET, type Credential } from '../../../../src/domain/credentials';
import type { Db } from '../../../db/client';
import { credentialMovements, credentials, orders, users } from '../../../db/schema';
import { conflict, fieldError, notFound, pgCode, PG_UNIQUE_VIOLATION } from '../../../http/errors';
import { CREDENTIAL_NOT_FOUND } from '../../../money';
import { credentialById, type CodeView } from './queries';

export const DUPLICATE_CREDENTIAL = 'El usuario ya tiene un carnet';
export const USER_NOT_AVAILABLE = 'El usuario seleccionado no existe o está inactivo';
export const CREDENTIAL_DEACTIVATED = 'El carnet tiene movimientos: se desactivó en lugar de eliminarse';

/** `prefix` ('CRN' for a credential) + 24 characters of the 32-letter alphabet, from a cryptographic source (120 bits). */
export function newCredentialCode(prefix = 'CRN'): string {
  let code = prefix;
  // 256 is a multiple of 32: every character is equally likely.
  for (const byte of randomBytes(24)) code += CODE_ALPHABET[byte & 31];
  return code;
}

/** The credential `id` as the API answers it `now` (its code whole or masked: `CodeView`); 404 when there is none. */
export async function mustFindCredential(
  db: Db,
  timezone: string,
  now: Date,
  id: number,
  view: CodeView,
): Promise<Credential> {
  const credential = await credentialById(db, timezone, now, id, view);
  if (!credential) throw notFound(CREDENTIAL_NOT_FOUND);
  return credential;
}

/** The constraint a unique violation names, as the driver reports it. */
function constraintOf(err: unknown): string {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return String(e.cause?.constraint ?? e.constraint ?? '');
}

/**
 * A new credential (balance 0, a fresh code) for an active user who has none; the answer masks
 * the code (the screen goes on to the card's top-up, which shows it).
 */
export async function createCredential(
  db: Db,
  timezone: string,
  now: Date,
  input: { id_user_primary: number; active?: 0 | 1 | boolean },
): Promise<Credential> {
  const { id_user_primary, active } = input;
  const [holder] = await db
    .select({ active: users.active })
    .from(users)
    .where(eq(users.id, id_user_primary))
    .limit(1);
  if (!holder || holder.active !== 1) throw fieldError('id_user_primary', USER_NOT_AVAILABLE);
  const duplicate = () =>
    conflict(DUPLICATE_CREDENTIAL, 'duplicate', { id_user_primary: DUPLICATE_CREDENTIAL });
  const [existing] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(eq(credentials.id_user_primary, id_user_primary));
  if (existing) throw duplicate();
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(credentials)
        .values({
          id_user_primary,
          code: newCredentialCode(),
          active: active === undefined ? 1 : Number(active),
          created_at: now,
          updated_at: now,
        })
        .returning({ id: credentials.id });
      return await mustFindCredential(db, timezone, now, row.id, 'masked');
    } catch (err) {
      if (pgCode(err) !== PG_UNIQUE_VIOLATION) throw err;
      // Two requests for the same user at once: the loser is told as the check above would.
      if (!/code/.test(constraintOf(err)) || attempt >= 3) throw duplicate();
    }
  }
}

/** A new code for the credential (the old one stops working) `now`; the edit screen shows the new card. */
export async function regenerateCode(db: Db, timezone: string, now: Date, id: number): Promise<Credential> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .update(credentials)
        .set({ code: newCredentialCode(), updated_at: now })
        .where(eq(credentials.id, id))
        .returning({ id: credentials.id });
      if (!row) throw notFound(CREDENTIAL_NOT_FOUND);
      return await mustFindCredential(db, timezone, now, id, 'whole');
    } catch (err) {
      if (pgCode(err) !== PG_UNIQUE_VIOLATION || attempt >= 3) throw err;
    }
  }
}

/** Deletes a credential without history, in the route's transaction `tx`; one with movements or orders is deactivated instead, `now`. */
export async function deleteCredential(tx: Db, id: number, now: Date): Promise<{ deactivated: boolean }> {
  const [credential] = await tx
    .select({ id: credentials.id })
    .from(credentials)
    .where(eq(credentials.id, id))
    .for('update')
    .limit(1);
  if (!credential) throw notFound(CREDENTIAL_NOT_FOUND);
  const [movement] = await tx
    .select({ id: credentialMovements.id })
    .from(credentialMovements)
    .where(eq(credentialMovements.id_carnet, id))
    .limit(1);
  // An order is history too (a free order moves no money but points to the credential).
  const [order] = movement
    ? [movement]
    : await tx.select({ id: orders.id }).from(orders).where(eq(orders.id_carnet, id)).limit(1);
  if (!order) {
    await tx.delete(credentials).where(eq(credentials.id, id));
    return { deactivated: false };
  }
  await tx.update(credentials).set({ active: 0, updated_at: now }).where(eq(credentials.id, id));
  return { deactivated: true };
}

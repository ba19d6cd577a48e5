/**
 * The rules and writes of credentials other than money (money moves only through ledger.ts):
 * making codes, creating one per user, switching it on and off alongside a movement,
 * regenerating its code, and deleting it — or deactivating it when it has history.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CODE_ALPHABET, type Carnet } from '../../../src/domain/carnets';
import type { Db } from '../../db/client';
import { carnetMovements, carnets, orders, users } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound, pgCode, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { applyMovement, CARNET_NOT_FOUND, type MovementResult } from './ledger';
import { findCarnet } from './queries';

export const DUPLICATE_CARNET = 'El usuario ya tiene un carnet';
export const USER_NOT_AVAILABLE = 'El usuario seleccionado no existe o está inactivo';
export const CARNET_DEACTIVATED = 'El carnet tiene movimientos: se desactivó en lugar de eliminarse';

/** 'CRN' + 24 characters of the 32-letter alphabet, from a cryptographic source (120 bits). */
export function newCarnetCode(): string {
  let code = 'CRN';
  // 256 is a multiple of 32: every character is equally likely.
  for (const byte of randomBytes(24)) code += CODE_ALPHABET[byte & 31];
  return code;
}

/** The credential `id` as the API answers it; 404 when there is none. */
export async function mustFindCarnet(db: Db, timezone: string, id: number): Promise<Carnet> {
  const carnet = await findCarnet(db, timezone, eq(carnets.id, id));
  if (!carnet) throw notFound(CARNET_NOT_FOUND);
  return carnet;
}

/** The constraint a unique violation names, as the driver reports it. */
function constraintOf(err: unknown): string {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return String(e.cause?.constraint ?? e.constraint ?? '');
}

/** A new credential (balance 0, a fresh code) for an active user who has none. */
export async function createCarnet(
  db: Db,
  timezone: string,
  input: { id_user_primary: number; active?: 0 | 1 | boolean },
): Promise<Carnet> {
  const { id_user_primary, active } = input;
  const [holder] = await db
    .select({ active: users.active })
    .from(users)
    .where(eq(users.id, id_user_primary))
    .limit(1);
  if (!holder || holder.active !== 1) throw fieldError('id_user_primary', USER_NOT_AVAILABLE);
  const duplicate = () => conflict(DUPLICATE_CARNET, 'duplicate', { id_user_primary: DUPLICATE_CARNET });
  const [existing] = await db
    .select({ id: carnets.id })
    .from(carnets)
    .where(eq(carnets.id_user_primary, id_user_primary));
  if (existing) throw duplicate();
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .insert(carnets)
        .values({
          id_user_primary,
          code: newCarnetCode(),
          active: active === undefined ? 1 : Number(active),
        })
        .returning({ id: carnets.id });
      return await mustFindCarnet(db, timezone, row.id);
    } catch (err) {
      if (pgCode(err) !== PG_UNIQUE_VIOLATION) throw err;
      // Two requests for the same user at once: the loser is told as the check above would.
      if (!/code/.test(constraintOf(err)) || attempt >= 3) throw duplicate();
    }
  }
}

export interface CarnetUpdate {
  id: number;
  /** The state wanted (1/0), or undefined to leave it. */
  active?: number;
  /** Signed pesos: a top-up (> 0), a deduction (< 0) or nothing (0). */
  recarga: number;
  staffId: number;
  /** Whether the caller may switch the credential on or off (checked only when it changes). */
  mayChangeState: boolean;
  /** Idempotency-Key of the request, if any. */
  key: string | null;
}

/**
 * In the caller's transaction: locks the credential, switches its state when asked and it
 * differs, and applies the movement. Answers the credential after, and the movement if any.
 */
export async function updateCarnet(
  tx: Db,
  timezone: string,
  update: CarnetUpdate,
): Promise<{ carnet: Carnet; moved: MovementResult | null }> {
  const { id, recarga } = update;
  const [current] = await tx
    .select({ active: carnets.active })
    .from(carnets)
    .where(eq(carnets.id, id))
    .for('update')
    .limit(1);
  if (!current) throw notFound(CARNET_NOT_FOUND);
  if (update.active !== undefined && update.active !== current.active) {
    if (!update.mayChangeState) throw forbidden();
    await tx.update(carnets).set({ active: update.active, updated_at: new Date() }).where(eq(carnets.id, id));
  }
  const moved =
    recarga === 0
      ? null
      : await applyMovement(tx, {
          carnetId: id,
          operation: recarga > 0 ? 'topUp' : 'deduction',
          amount: recarga,
          staffId: update.staffId,
          key: update.key,
        });
  return { carnet: await mustFindCarnet(tx, timezone, id), moved };
}

/** A new code for the credential (the old one stops working). */
export async function regenerateCode(db: Db, timezone: string, id: number): Promise<Carnet> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db
        .update(carnets)
        .set({ code: newCarnetCode(), updated_at: new Date() })
        .where(eq(carnets.id, id))
        .returning({ id: carnets.id });
      if (!row) throw notFound(CARNET_NOT_FOUND);
      return await mustFindCarnet(db, timezone, id);
    } catch (err) {
      if (pgCode(err) !== PG_UNIQUE_VIOLATION || attempt >= 3) throw err;
    }
  }
}

/** Deletes a credential without history; one with movements or orders is deactivated instead. */
export async function deleteCarnet(db: Db, id: number): Promise<{ deactivated: boolean }> {
  return db.transaction(async (tx) => {
    const [carnet] = await tx
      .select({ id: carnets.id })
      .from(carnets)
      .where(eq(carnets.id, id))
      .for('update')
      .limit(1);
    if (!carnet) throw notFound(CARNET_NOT_FOUND);
    const [movement] = await tx
      .select({ id: carnetMovements.id })
      .from(carnetMovements)
      .where(eq(carnetMovements.id_carnet, id))
      .limit(1);
    // An order is history too (a free order moves no money but points to the credential).
    const [order] = movement
      ? [movement]
      : await tx.select({ id: orders.id }).from(orders).where(eq(orders.id_carnet, id)).limit(1);
    if (!order) {
      await tx.delete(carnets).where(eq(carnets.id, id));
      return { deactivated: false };
    }
    await tx.update(carnets).set({ active: 0, updated_at: new Date() }).where(eq(carnets.id, id));
    return { deactivated: true };
  });
}

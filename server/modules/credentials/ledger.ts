/**
 * The only code that moves money on a credential (DESIGN §5). Each call, inside the
 * caller's transaction: locks the credential row (SELECT … FOR UPDATE), refuses an inactive
 * credential or a balance that would go below zero, updates the cached balance and writes
 * the ledger row with the balance before and after. Top-ups, deductions, purchases and,
 * later, reversals all go through `applyMovement`, so saldo = sum(amount) holds.
 */
import { eq, sql } from 'drizzle-orm';
import { CARNET_INACTIVE, INSUFFICIENT_FUNDS, type MovementKind } from '../../../src/domain/carnets';
import { formatMoney } from '../../../src/domain/money';
import type { Db } from '../../db/client';
import { carnetMovements, carnets } from '../../db/schema';
import { conflict, notFound, type AppError } from '../../http/errors';

export const CARNET_NOT_FOUND = 'El carnet no existe';

export interface Movement {
  carnetId: number;
  kind: MovementKind;
  /** Signed pesos: positive for 'recarga' and 'reversion', negative for 'descarga' and 'compra'. */
  amount: number;
  /** Staff member who made it (null for system movements). */
  staffId: number | null;
  /** Idempotency-Key of the request, if any. */
  key?: string | null;
  detalle?: string | null;
  /** The order a purchase pays for (or a reversal or an order edit gives back). */
  orderId?: number | null;
  /**
   * A reversal gives back money that was charged: it goes through even on an inactive
   * credential, so a mistaken sale can be undone before or after a deactivation.
   */
  evenIfInactive?: boolean;
}

export interface MovementResult {
  movementId: number;
  saldoPrevio: number;
  saldo: number;
}

const ADDS: ReadonlySet<MovementKind> = new Set(['recarga', 'reversion']);

/** The refusal when `amount` would take the balance below zero, worded for the kind of movement. */
function insufficient(kind: MovementKind, saldo: number): AppError {
  const message =
    kind === 'compra'
      ? `El usuario no posee fondos suficientes (saldo disponible ${formatMoney(saldo)})`
      : `El valor a descargar supera el saldo disponible (${formatMoney(saldo)})`;
  return conflict(message, INSUFFICIENT_FUNDS, kind === 'descarga' ? { recarga: message } : undefined);
}

export interface LockedCarnet {
  id: number;
  id_user_primary: number;
  saldo: number;
  active: number;
  lockSaldo: number;
}

/**
 * The ledger's lock: the credential row (by id, or by its holder) FOR UPDATE, in the caller's
 * transaction, or null when there is none. Whoever checks a balance before moving money (a
 * purchase checks stock, funds and the daily cap first) takes it here; `applyMovement` takes
 * it again, which is free within the same transaction.
 */
export async function lockCarnet(tx: Db, by: { carnetId: number } | { userId: number }): Promise<LockedCarnet | null> {
  const [carnet] = await tx
    .select({
      id: carnets.id,
      id_user_primary: carnets.id_user_primary,
      saldo: carnets.saldo,
      active: carnets.active,
      lockSaldo: carnets.lockSaldo,
    })
    .from(carnets)
    .where('carnetId' in by ? eq(carnets.id, by.carnetId) : eq(carnets.id_user_primary, by.userId))
    .for('update')
    .limit(1);
  return carnet ?? null;
}

/** Locks the credential and applies one movement; `tx` must be the caller's transaction. */
export async function applyMovement(tx: Db, m: Movement): Promise<MovementResult> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0 || ADDS.has(m.kind) !== m.amount > 0) {
    // A programming error, not a user's: the routes validate amounts before calling.
    throw new Error(`applyMovement: importe ${m.amount} inválido para ${m.kind}`);
  }
  const carnet = await lockCarnet(tx, { carnetId: m.carnetId });
  if (!carnet) throw notFound(CARNET_NOT_FOUND);
  if (carnet.active !== 1 && !m.evenIfInactive) throw conflict(CARNET_INACTIVE, 'inactive');
  const saldo = carnet.saldo + m.amount;
  if (saldo < 0) throw insufficient(m.kind, carnet.saldo);
  await tx.update(carnets).set({ saldo, updated_at: new Date() }).where(eq(carnets.id, carnet.id));
  const [row] = await tx
    .insert(carnetMovements)
    .values({
      id_carnet: carnet.id,
      kind: m.kind,
      amount: m.amount,
      saldo_previo: carnet.saldo,
      saldo_nuevo: saldo,
      id_staff: m.staffId,
      idempotency_key: m.key ?? null,
      detalle: m.detalle ?? null,
      id_order: m.orderId ?? null,
      // The moment the row is written, after the lock: the ledger's time order is its balance order
      // (now() would be the transaction's start, earlier than a movement it waited for).
      created_at: sql`clock_timestamp()`,
    })
    .returning({ id: carnetMovements.id });
  return { movementId: row.id, saldoPrevio: carnet.saldo, saldo };
}

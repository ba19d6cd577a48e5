/**
 * The only code that moves money on a credential (DESIGN §5). Each call, inside the
 * caller's transaction: locks the credential row (SELECT … FOR UPDATE), refuses what the
 * credential rule table (src/domain/credentialRules.ts) does not admit in the credential's
 * and its holder's state, or a balance that would go below zero, updates the cached balance
 * and writes the ledger row with the balance before and after. Top-ups, deductions,
 * purchases, edits and reversals all go through `applyMovement`, so saldo = sum(amount) holds.
 */
import { eq, sql } from 'drizzle-orm';
import { DAILY_LIMIT_MESSAGE, exceedsDailyLimit } from '../../../src/domain/cart';
import { INSUFFICIENT_FUNDS, type MovementKind } from '../../../src/domain/credentials';
import { credentialRefusal, MOVEMENT_KIND_OF, type CredentialOperation } from '../../../src/domain/credentialRules';
import { formatMoney } from '../../../src/domain/money';
import type { Db } from '../../db/client';
import { credentialMovements, credentials, users } from '../../db/schema';
import { conflict, notFound, type AppError } from '../../http/errors';
import { consumptionToday } from './queries';

export const CARNET_NOT_FOUND = 'El carnet no existe';

export interface Movement {
  carnetId: number;
  /** What it is: gives the ledger row's kind and the rule that admits it. */
  operation: CredentialOperation;
  /** Signed pesos: positive for a top-up and money given back, negative for a deduction and a purchase. */
  amount: number;
  /** Staff member who made it (null for system movements). */
  staffId: number | null;
  /** Idempotency-Key of the request, if any. */
  key?: string | null;
  detalle?: string | null;
  /** The order a purchase pays for (or a reversal or an order edit gives back). */
  orderId?: number | null;
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

export interface LockedCredential {
  id: number;
  id_user_primary: number;
  saldo: number;
  active: number;
  /** The holder's (users.active). */
  holderActive: number;
  lockSaldo: number;
}

/**
 * The ledger's lock: the credential row (by id, or by its holder) FOR UPDATE, in the caller's
 * transaction, or null when there is none. Whoever checks a balance before moving money (a
 * purchase checks stock, funds and the daily cap first) takes it here; `applyMovement` takes
 * it again, which is free within the same transaction.
 */
export async function lockCredential(tx: Db, by: { carnetId: number } | { userId: number }): Promise<LockedCredential | null> {
  const [carnet] = await tx
    .select({
      id: credentials.id,
      id_user_primary: credentials.id_user_primary,
      saldo: credentials.saldo,
      active: credentials.active,
      holderActive: users.active,
      lockSaldo: credentials.lockSaldo,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where('carnetId' in by ? eq(credentials.id, by.carnetId) : eq(credentials.id_user_primary, by.userId))
    .for('update', { of: credentials })
    .limit(1);
  return carnet ?? null;
}

/**
 * Locks the credential and applies one movement; `tx` must be the caller's transaction.
 * `locked` is the credential as `lockCredential` returned it earlier in this same transaction, with
 * no movement applied since (a sale locks it first to check funds and the cap): the lock is
 * held, so it is not read again. A credential inserted in this same transaction (the demo seed)
 * is invisible to everyone else, so its known state may be given the same way.
 */
export async function applyMovement(tx: Db, m: Movement, locked?: LockedCredential): Promise<MovementResult> {
  const kind = MOVEMENT_KIND_OF[m.operation];
  if (!Number.isSafeInteger(m.amount) || m.amount === 0 || ADDS.has(kind) !== m.amount > 0) {
    // A programming error, not a user's: the routes validate amounts before calling.
    throw new Error(`applyMovement: importe ${m.amount} inválido para ${m.operation}`);
  }
  const carnet = locked?.id === m.carnetId ? locked : await lockCredential(tx, { carnetId: m.carnetId });
  if (!carnet) throw notFound(CARNET_NOT_FOUND);
  refuseByState(m.operation, carnet);
  const saldo = carnet.saldo + m.amount;
  if (saldo < 0) throw insufficient(kind, carnet.saldo);
  await tx.update(credentials).set({ saldo, updated_at: new Date() }).where(eq(credentials.id, carnet.id));
  const [row] = await tx
    .insert(credentialMovements)
    .values({
      id_carnet: carnet.id,
      kind,
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
    .returning({ id: credentialMovements.id });
  return { movementId: row.id, saldoPrevio: carnet.saldo, saldo };
}

/** 409 'inactive' when the rule table does not admit `operation` on this locked credential. */
export function refuseByState(operation: CredentialOperation, carnet: Pick<LockedCredential, 'active' | 'holderActive'>): void {
  const refusal = credentialRefusal(operation, carnet.active === 1, carnet.holderActive === 1);
  if (refusal) throw conflict(refusal, 'inactive');
}

/**
 * The daily cap's decision (DESIGN §5; spec part 1 §5 'Daily lock'): 409 daily_limit, with the
 * spec's 'La compra excede el bloquedo diario de consumo', when spending `amount` more on top of
 * today's consumption `consumed` passes the credential's cap (`lockSaldo`; 0 is no cap). The same
 * rule as the till's cart (src/domain/cart.ts `exceedsDailyLimit`).
 */
export function checkDailyCap(carnet: Pick<LockedCredential, 'saldo' | 'lockSaldo'>, consumed: number, amount: number): void {
  if (exceedsDailyLimit({ saldo: carnet.saldo, lockSaldo: carnet.lockSaldo, purchase: consumed }, amount)) {
    throw conflict(DAILY_LIMIT_MESSAGE, 'daily_limit');
  }
}

/**
 * The daily-cap guard, the one every door that spends a credential's money calls (issue 29,
 * item 9): a sale at any till or the restaurant (orders/purchase.ts) and an order edit that
 * charges more (orders/edit.ts). Call it with the credential locked (`lockCredential`), so
 * today's consumption cannot change before the caller commits. Answers that consumption
 * (before `amount`), which a sale reports back.
 */
export async function refuseOverDailyCap(
  tx: Db,
  carnet: Pick<LockedCredential, 'id' | 'saldo' | 'lockSaldo'>,
  amount: number,
  timezone: string,
  now?: Date,
): Promise<number> {
  const consumed = await consumptionToday(tx, carnet.id, timezone, now);
  checkDailyCap(carnet, consumed, amount);
  return consumed;
}

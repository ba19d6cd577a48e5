/**
 * The only code that moves money on a credential (DESIGN §5). Each call, inside the
 * caller's transaction: locks the credential row (SELECT … FOR UPDATE), refuses what the
 * credential rule table (src/domain/credentialRules.ts) does not admit in the credential's
 * and its holder's state, or a balance that would go below zero, updates the cached balance
 * and writes the ledger row with the balance before and after. Top-ups, deductions,
 * purchases, edits and reversals all go through `applyMovement`, so saldo = sum(amount) holds.
 */
import { eq, sql } from 'drizzle-orm';
import { INSUFFICIENT_FUNDS, type MovementKind } from '../../src/domain/credentials';
import { MOVEMENT_KIND_OF, type CredentialOperation } from '../../src/domain/credentialRules';
import { formatMoney } from '../../src/domain/money';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { credentialMovements, credentials } from '../db/schema';
import { conflict, notFound, type AppError } from '../http/errors';
import { refuseByState } from './credential-state';
import { lockCredential, type LockedCredential } from './lock';

export const CREDENTIAL_NOT_FOUND = 'El carnet no existe';

export interface Movement {
  credentialId: number;
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

/**
 * One statement: the cached balance (a CTE, run though nothing reads it) and the ledger row.
 * Both times are the moment of writing, after the lock: the ledger's time order is its balance
 * order (now() would be the transaction's start, earlier than a movement it waited for).
 */
const writeMovement = preparedStatement('write_movement', (tx) => {
  const balance = tx.$with('balance').as(
    tx
      .update(credentials)
      .set({ saldo: sql`${sql.placeholder('saldo')}::bigint`, updated_at: sql`clock_timestamp()` })
      .where(eq(credentials.id, sql.placeholder('credentialId')))
      .returning({ id: credentials.id }),
  );
  return tx
    .with(balance)
    .insert(credentialMovements)
    .values({
      id_carnet: sql.placeholder('credentialId'),
      kind: sql.placeholder('kind'),
      amount: sql.placeholder('amount'),
      saldo_previo: sql.placeholder('saldoPrevio'),
      saldo_nuevo: sql.placeholder('saldo'),
      id_staff: sql.placeholder('staffId'),
      idempotency_key: sql.placeholder('key'),
      detalle: sql.placeholder('detalle'),
      id_order: sql.placeholder('orderId'),
      created_at: sql`clock_timestamp()`,
    })
    .returning({ id: credentialMovements.id });
});

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
  const credential = locked?.id === m.credentialId ? locked : await lockCredential(tx, { credentialId: m.credentialId });
  if (!credential) throw notFound(CREDENTIAL_NOT_FOUND);
  refuseByState(m.operation, credential);
  const saldo = credential.saldo + m.amount;
  if (saldo < 0) throw insufficient(kind, credential.saldo);
  const [row] = await writeMovement.execute(tx, {
    credentialId: credential.id,
    kind,
    amount: m.amount,
    saldoPrevio: credential.saldo,
    saldo,
    staffId: m.staffId,
    key: m.key ?? null,
    detalle: m.detalle ?? null,
    orderId: m.orderId ?? null,
  });
  return { movementId: row.id, saldoPrevio: credential.saldo, saldo };
}


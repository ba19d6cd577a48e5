/**
 * The only code that moves money on a credential (docs/architecture.md: Ledgers). Each call, inside the
 * caller's transaction: locks the credential row (SELECT … FOR UPDATE), refuses what the
 * credential rule table (src/domain/credentialRules.ts) does not admit in the credential's
 * and its holder's state, or a balance that would go below zero (below minus the overdraft of a
 * late offline sale, issue 33), updates the cached balance
 * and writes the ledger row with the balance before and after. Top-ups, deductions,
 * purchases, edits and reversals all go through `applyMovement`, so saldo = sum(amount) holds.
 */
import { sql } from 'drizzle-orm';
import { INSUFFICIENT_FUNDS, type MovementKind } from '../../src/domain/credentials';
import { MOVEMENT_KIND_OF, type CredentialOperation } from '../../src/domain/credentialRules';
import { formatMoney } from '../../src/domain/money';
import type { Payment } from '../../src/domain/payments';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import { liveFamiliesOf } from '../db/notices';
import { credentialMovements, credentials, familyNotices } from '../db/schema';
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
  /**
   * A late offline sale (issue 33) or a refunded online payment's take-back (issue 54) only: how far
   * below zero it may take the balance (the till's overdraft; the credit's amount); recorded on the
   * row, whose check holds it. Every other movement stops at zero.
   */
  overdraft?: number | null;
  /** A front-desk movement only (a top-up or a deduction, issue 34): how it was paid; required there. */
  payment?: Payment | null;
}

export interface MovementResult {
  movementId: number;
  saldoPrevio: number;
  saldo: number;
}

/** Whether a movement from `before` to `after` goes below the threshold (none when it is 0). */
export const crossesAlert = (alert: number, before: number, after: number) =>
  alert > 0 && before >= alert && after < alert;

const ADDS: ReadonlySet<MovementKind> = new Set(['recarga', 'reversion']);
/**
 * The movements that may leave the balance below zero, never below minus their `overdraft`: a late
 * offline sale (its till's allowance) and an online payment's credit taken back after a refund
 * (the money may already be spent).
 */
const OVERDRAWING: ReadonlySet<CredentialOperation> = new Set(['sale', 'paymentTakeBack']);
/** The front desk's kinds: they, and only they, say how they were paid. */
const DESK_KINDS: ReadonlySet<MovementKind> = new Set(['recarga', 'descarga']);

/** The refusal when `amount` would take the balance below zero, worded for the kind of movement. */
function insufficient(kind: MovementKind, saldo: number): AppError {
  const message =
    kind === 'compra'
      ? `El usuario no posee fondos suficientes (saldo disponible ${formatMoney(saldo)})`
      : `El valor a descargar supera el saldo disponible (${formatMoney(saldo)})`;
  return conflict(message, INSUFFICIENT_FUNDS, kind === 'descarga' ? { recarga: message } : undefined);
}

/**
 * The ledger's writes as CTEs, to go in one statement with other homes' writes (a sale sends its
 * order, stock and money together): the cached balance (run though nothing reads it) and the
 * ledger row, `money_ledger`, returning its id. Both times are `money_at`, the server's clock read
 * after the credential's lock: the ledger's time order is its balance order (a time read before
 * the lock would be earlier than a movement it waited for). And the low-balance notice to the
 * holder's families, of the same time, when the movement takes the balance below the credential's
 * threshold (`money_low_alert`, 0 otherwise: once per crossing, as the balance goes from at or
 * above it to below it). Values by `planMovement`, under the `money_` prefix.
 */
export const MOVEMENT_WRITES = sql`money_balance as (
    update ${credentials} set saldo = ${sql.placeholder('money_saldo')}::bigint, updated_at = ${sql.placeholder('money_at')}::timestamptz
    where ${credentials.id} = ${sql.placeholder('money_credential')}::integer
  ),
  money_ledger as (
    insert into ${credentialMovements} (id_carnet, kind, amount, saldo_previo, saldo_nuevo, id_staff, idempotency_key, detalle, id_order, sobregiro,
      metodo_pago, referencia, created_at)
    values (${sql.placeholder('money_credential')}::integer, ${sql.placeholder('money_kind')}, ${sql.placeholder('money_amount')}::bigint,
      ${sql.placeholder('money_saldo_previo')}::bigint, ${sql.placeholder('money_saldo')}::bigint, ${sql.placeholder('money_staff')}::integer,
      ${sql.placeholder('money_key')}, ${sql.placeholder('money_detalle')}, ${sql.placeholder('money_order')}::integer,
      ${sql.placeholder('money_overdraft')}::bigint, ${sql.placeholder('money_method')}, ${sql.placeholder('money_reference')}, ${sql.placeholder('money_at')}::timestamptz)
    returning id
  ),
  money_notice as (
    insert into ${familyNotices} (id_family, id_user, tipo, datos, created_at, email_siguiente_at)
    select fa.id, s.id_user, 'saldo_bajo',
      jsonb_build_object('saldo', ${sql.placeholder('money_saldo')}::bigint, 'aviso', ${sql.placeholder('money_low_alert')}::bigint),
      ${sql.placeholder('money_at')}::timestamptz, ${sql.placeholder('money_at')}::timestamptz
    ${liveFamiliesOf(sql`${sql.placeholder('money_holder')}::integer`)}
      and ${sql.placeholder('money_low_alert')}::bigint > 0
  )`;

const writeMovement = preparedSql<{ id: number }>(
  'write_movement',
  () => sql`with ${MOVEMENT_WRITES} select id from money_ledger`,
);

/** A movement checked against its locked credential: the values of MOVEMENT_WRITES and the balances it leaves. */
export interface PlannedMovement {
  values: Record<string, unknown>;
  saldoPrevio: number;
  saldo: number;
}

/**
 * Every rule of one movement, without writing it: the amount's sign for its kind, the credential's
 * and its holder's state, a balance that would go below zero. `credential` is the row as
 * `lockCredential` returned it in the caller's transaction, with no movement applied since; `at`,
 * the row's time, is the server's clock read after that lock.
 */
export function planMovement(m: Movement, credential: LockedCredential, at: Date): PlannedMovement {
  const kind = MOVEMENT_KIND_OF[m.operation];
  if (!Number.isSafeInteger(m.amount) || m.amount === 0 || ADDS.has(kind) !== m.amount > 0) {
    // A programming error, not a user's: the routes validate amounts before calling.
    throw new Error(`applyMovement: importe ${m.amount} inválido para ${m.operation}`);
  }
  if (credential.id !== m.credentialId)
    throw new Error(`applyMovement: el carnet bloqueado no es el ${m.credentialId}`);
  const overdraft = m.overdraft ?? null;
  if (overdraft !== null && (!OVERDRAWING.has(m.operation) || !(overdraft >= 0)))
    throw new Error(`applyMovement: sobregiro ${overdraft} inválido para ${m.operation}`);
  const payment = m.payment ?? null;
  if ((payment !== null) !== DESK_KINDS.has(kind) || (payment?.method === 'portal' && kind !== 'recarga')) {
    throw new Error(`applyMovement: pago ${payment?.method ?? 'ninguno'} inválido para ${m.operation}`);
  }
  refuseByState(m.operation, credential);
  const saldo = credential.saldo + m.amount;
  if (saldo < -(overdraft ?? 0)) throw insufficient(kind, credential.saldo);
  const values = {
    money_credential: credential.id,
    money_kind: kind,
    money_amount: m.amount,
    money_saldo_previo: credential.saldo,
    money_saldo: saldo,
    money_staff: m.staffId,
    money_key: m.key ?? null,
    money_detalle: m.detalle ?? null,
    money_order: m.orderId ?? null,
    money_overdraft: overdraft,
    money_method: payment?.method ?? null,
    money_reference: payment?.reference ?? null,
    money_low_alert: crossesAlert(credential.lowBalanceAlert, credential.saldo, saldo)
      ? credential.lowBalanceAlert
      : 0,
    money_holder: credential.id_user_primary,
    money_at: at.toISOString(),
  };
  return { values, saldoPrevio: credential.saldo, saldo };
}

/**
 * Locks the credential and applies one movement, stamped by `clock` once the lock is held; `tx`
 * must be the caller's transaction.
 * `locked` is the credential as `lockCredential` returned it earlier in this same transaction, with
 * no movement applied since (a sale locks it first to check funds and the cap): the lock is
 * held, so it is not read again. A credential inserted in this same transaction (the demo seed)
 * is invisible to everyone else, so its known state may be given the same way.
 */
export async function applyMovement(
  tx: Db,
  clock: Clock,
  m: Movement,
  locked?: LockedCredential,
): Promise<MovementResult> {
  const credential =
    locked?.id === m.credentialId ? locked : await lockCredential(tx, { credentialId: m.credentialId });
  if (!credential) throw notFound(CREDENTIAL_NOT_FOUND);
  const { values, saldoPrevio, saldo } = planMovement(m, credential, clock.now());
  const [row] = await writeMovement.execute(tx, values);
  return { movementId: Number(row.id), saldoPrevio, saldo };
}

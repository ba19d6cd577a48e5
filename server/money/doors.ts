/**
 * The doors money moves through, one per kind of movement, each taking a positive amount so that no
 * caller writes a sign: a charge (a sale, an edit that charges more), a refund (a reversal, an edit
 * that gives back), a top-up and a deduction at the front desk, an online payment's credit taken back. Each is one call of the ledger's
 * writer (`applyMovement`) in the caller's transaction, so every door gets the same lock, state rule
 * and balance check, and its row's time from the server's `clock`, read once the lock is held.
 */
import type { Payment } from '../../src/domain/payments';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { applyMovement, planMovement, type MovementResult, type PlannedMovement } from './ledger';
import type { LockedCredential } from './lock';

export interface DoorInput {
  credentialId: number;
  /** Pesos, more than zero. */
  amount: number;
  /** Staff member who made it (null for system movements). */
  staffId: number | null;
  /** Idempotency-Key of the request, if any. */
  key?: string | null;
  detalle?: string | null;
  /** The order the money is for. */
  orderId?: number | null;
  /** A late offline sale's overdraft (`planCharge('sale', …)` only; ledger.ts `Movement`). */
  overdraft?: number | null;
}

function movement(input: DoorInput, sign: 1 | -1) {
  const { credentialId, amount, ...rest } = input;
  if (!(amount > 0)) throw new Error(`money: importe ${amount} inválido (debe ser mayor que cero)`);
  return { credentialId, amount: sign * amount, ...rest };
}

/**
 * Money out for an order: a sale or an edit that charges more (ledger 'compra'). `locked` is the
 * credential as the caller locked it in this transaction to check funds and the cap first.
 */
export async function charge(
  tx: Db,
  clock: Clock,
  operation: 'sale' | 'editCharge',
  input: DoorInput,
  locked?: LockedCredential,
): Promise<MovementResult> {
  return applyMovement(tx, clock, { ...movement(input, -1), operation }, locked);
}

/**
 * A charge checked against the credential the caller locked, not written: its values go in the
 * caller's one statement with the ledger's MOVEMENT_WRITES (a sale writes its order, stock and
 * money together). The same rules as `charge`, from the same writer; `at` is the row's time, the
 * server's clock read after the lock.
 */
export function planCharge(
  operation: 'sale' | 'editCharge',
  input: DoorInput,
  locked: LockedCredential,
  at: Date,
): PlannedMovement {
  return planMovement({ ...movement(input, -1), operation }, locked, at);
}

/** Money back for an order: a reversal or an edit that refunds (ledger 'reversion'). */
export async function refund(
  tx: Db,
  clock: Clock,
  operation: 'reversal' | 'editRefund',
  input: DoorInput,
  locked?: LockedCredential,
): Promise<MovementResult> {
  return applyMovement(tx, clock, { ...movement(input, 1), operation }, locked);
}

/** A front-desk movement says how its money came in or went back out (issue 34). */
export interface DeskInput extends DoorInput {
  payment: Payment;
}

/** New money on the credential at the front desk, or an approved family transfer (ledger 'recarga'). */
export async function topUp(
  tx: Db,
  clock: Clock,
  input: DeskInput,
  locked?: LockedCredential,
): Promise<MovementResult> {
  return applyMovement(tx, clock, { ...movement(input, 1), operation: 'topUp' }, locked);
}

/** Money taken off the credential at the front desk (ledger 'descarga'); its payment is how it went back. */
export async function deduct(
  tx: Db,
  clock: Clock,
  input: DeskInput,
  locked?: LockedCredential,
): Promise<MovementResult> {
  return applyMovement(tx, clock, { ...movement(input, -1), operation: 'deduction' }, locked);
}

/**
 * An online payment's credit taken back after Mercado Pago refunded it or the card's holder charged
 * it back (ledger 'descarga', its payment the online one): it may leave the balance below zero by up
 * to its amount, when the money was already spent; the caller flags that.
 */
export async function takeBack(
  tx: Db,
  clock: Clock,
  input: DeskInput,
  locked?: LockedCredential,
): Promise<MovementResult> {
  return applyMovement(
    tx,
    clock,
    { ...movement(input, -1), operation: 'paymentTakeBack', overdraft: input.amount },
    locked,
  );
}

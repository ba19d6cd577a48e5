/**
 * A top-up or a deduction of a credential (money moves only through the money core, server/money),
 * with the switch of its state on or off that may come along, in the route's transaction.
 */
import { eq } from 'drizzle-orm';
import type { Credential } from '../../../../src/domain/credentials';
import type { Payment } from '../../../../src/domain/payments';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { credentials } from '../../../db/schema';
import { forbidden, notFound } from '../../../http/errors';
import { CREDENTIAL_NOT_FOUND, deduct, lockCredential, topUp, type MovementResult } from '../../../money';
import { mustFindCredential } from '../registry';

export interface CredentialUpdate {
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
  /** How the money came in or went back (issue 34); used only when it moves. */
  payment: Payment;
}

/**
 * In the caller's transaction: locks the credential, switches its state when asked and it
 * differs, and applies the movement, both at `clock`'s time once the lock is held. Answers the
 * credential after (the top-up, deduction and edit screens' card: the whole code), and the
 * movement if any.
 */
export async function updateCredential(
  tx: Db,
  clock: Clock,
  timezone: string,
  update: CredentialUpdate,
): Promise<{ credential: Credential; moved: MovementResult | null }> {
  const { id, recarga } = update;
  const locked = await lockCredential(tx, { credentialId: id });
  if (!locked) throw notFound(CREDENTIAL_NOT_FOUND);
  let current = locked;
  if (update.active !== undefined && update.active !== locked.active) {
    if (!update.mayChangeState) throw forbidden();
    await tx
      .update(credentials)
      .set({ active: update.active, updated_at: clock.now() })
      .where(eq(credentials.id, id));
    current = { ...locked, active: update.active };
  }
  // The movement takes the credential as locked here (with its new state), not a second lock.
  const movement = {
    credentialId: id,
    amount: Math.abs(recarga),
    staffId: update.staffId,
    key: update.key,
    payment: update.payment,
  };
  const moved =
    recarga === 0
      ? null
      : recarga > 0
        ? await topUp(tx, clock, movement, current)
        : await deduct(tx, clock, movement, current);
  return { credential: await mustFindCredential(tx, timezone, clock.now(), id, 'whole'), moved };
}

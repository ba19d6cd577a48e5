/**
 * What Mercado Pago says of a payment, applied here once. Its API is asked after every signed
 * notification (and by the daily reconciliation), and the answer decides, never the notification's
 * body nor the family's return to the portal: so notifications repeated, late or out of order
 * change nothing twice. The payment's row is locked first; a second settlement of the same payment
 * waits, then finds it decided.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney } from '../../../../../src/domain/money';
import {
  ONLINE_PAYMENT_MESSAGES,
  paymentIdOfReference,
  type OnlinePaymentState,
} from '../../../../../src/domain/onlinePaymentRules';
import { credentialRefusal } from '../../../../../src/domain/credentialRules';
import type { Clock } from '../../../../clock';
import type { Db } from '../../../../db/client';
import { notifyFamilies, notifyStaff } from '../../../../db/notices';
import { onlinePaymentItems, onlinePayments } from '../../../../db/schema';
import {
  CREDENTIAL_NOT_FOUND,
  lockCredential,
  takeBack,
  topUp,
  type LockedCredential,
} from '../../../../money';

/** A payment as Mercado Pago's API describes it (mercadopago/service/client.ts reads it). */
export interface ProviderPayment {
  id: string;
  status: string;
  externalReference: string | null;
  amount: number;
  currency: string;
}

/**
 * What a notification came to: `unknown` is not one of this school's payments (another integration
 * on the same account); `ignored`, said by the webhook alone, a signed notification of no payment.
 */
export const SETTLEMENTS = [
  'credited',
  'held',
  'rejected',
  'refunded',
  'unchanged',
  'unknown',
  'ignored',
] as const;
export type Settlement = Exclude<(typeof SETTLEMENTS)[number], 'ignored'>;

const APPROVED = new Set(['approved']);
const FAILED = new Set(['rejected', 'cancelled']);
const TAKEN_BACK = new Set(['refunded', 'charged_back']);
/** States that a later word of Mercado Pago's cannot move any more, but for a refund after a credit. */
const DECIDED: ReadonlySet<OnlinePaymentState> = new Set(['aprobado', 'reembolsado', 'retenido']);

/** The ledger's line for one child's part. */
export const onlineDetail = (providerId: string) => `Pago en línea ${providerId}`;

export interface SettleOptions {
  /**
   * A held payment is decided again (the staff fixed its cause, a credential reactivated): asked
   * by the staff only, never by a notification.
   */
  reconsiderHeld?: boolean;
}

export async function settlePayment(
  tx: Db,
  clock: Clock,
  provider: ProviderPayment,
  options: SettleOptions = {},
): Promise<Settlement> {
  const id = paymentIdOfReference(provider.externalReference);
  if (id === null) return 'unknown';
  const [found] = await tx.select().from(onlinePayments).where(eq(onlinePayments.id, id)).for('update');
  if (!found) return 'unknown';
  const payment =
    options.reconsiderHeld && found.state === 'retenido' ? { ...found, state: 'pendiente' as const } : found;
  // Another attempt at the same checkout (a card refused, then another approved): once one has
  // decided the payment, the others' news is not about this school's money.
  if (DECIDED.has(payment.state) && payment.provider_payment_id !== provider.id) return 'unchanged';

  const now = clock.now();
  const seen = {
    provider_payment_id: provider.id,
    provider_status: provider.status,
    provider_amount: provider.amount,
    updated_at: now,
  };
  const set = (values: Partial<typeof onlinePayments.$inferInsert>) =>
    tx
      .update(onlinePayments)
      .set({ ...seen, ...values })
      .where(eq(onlinePayments.id, id));

  if (APPROVED.has(provider.status)) {
    if (DECIDED.has(payment.state)) return 'unchanged';
    // Paid for another amount than the one asked (or in another currency): the staff decide.
    if (provider.amount !== payment.total + payment.fee || provider.currency !== 'COP') {
      await set({ state: 'retenido' });
      await tellReviewers(
        tx,
        provider.id,
        ONLINE_PAYMENT_MESSAGES.heldAmount(
          `${formatMoney(provider.amount)} ${provider.currency}`,
          formatMoney(payment.total + payment.fee),
        ),
        now,
      );
      return 'held';
    }
    const items = await tx.select().from(onlinePaymentItems).where(eq(onlinePaymentItems.id_payment, id));
    // Every child's credential locked and checked before any moves: all are credited or none.
    const locked: LockedCredential[] = [];
    for (const item of items) {
      const credential = await lockCredential(tx, { credentialId: item.id_carnet });
      const refusal = credential
        ? credentialRefusal('topUp', credential.active === 1, credential.holderActive === 1)
        : CREDENTIAL_NOT_FOUND;
      if (!credential || refusal) {
        await set({ state: 'retenido' });
        await tellReviewers(
          tx,
          provider.id,
          ONLINE_PAYMENT_MESSAGES.heldCredential(refusal!),
          now,
          item.id_user,
        );
        return 'held';
      }
      locked.push(credential);
    }
    for (const [i, item] of items.entries()) {
      const moved = await topUp(
        tx,
        clock,
        {
          credentialId: item.id_carnet,
          amount: item.amount,
          staffId: null,
          detalle: onlineDetail(provider.id),
          payment: { method: 'en_linea', reference: provider.id },
        },
        locked[i],
      );
      await tx
        .update(onlinePaymentItems)
        .set({ id_movement: moved.movementId })
        .where(eq(onlinePaymentItems.id, item.id));
      await notifyFamilies(tx, {
        studentId: item.id_user,
        kind: 'pago_acreditado',
        data: { valor: item.amount, referencia: provider.id },
        at: now,
      });
    }
    await set({ state: 'aprobado', credited_at: now });
    return 'credited';
  }

  if (FAILED.has(provider.status)) {
    if (payment.state !== 'pendiente') return 'unchanged';
    await set({ state: 'rechazado' });
    return 'rejected';
  }

  if (TAKEN_BACK.has(provider.status)) {
    if (payment.state === 'reembolsado') return 'unchanged';
    if (payment.state === 'aprobado') await takeBackCredits(tx, clock, id, provider.id);
    // Refunded before its approval was heard of here (notifications out of order): nothing was credited.
    await set({ state: 'reembolsado', reversed_at: now });
    return 'refunded';
  }

  // pending, in_process, authorized, in_mediation: still Mercado Pago's to decide.
  if (payment.state === 'pendiente') await set({});
  return 'unchanged';
}

/**
 * A credited payment refunded or charged back at Mercado Pago: each child's credit is taken back on
 * the ledger, even when the money is already spent (the balance then goes below zero by what was
 * spent, on the row's overdraft, for the desk to settle with the family).
 */
async function takeBackCredits(tx: Db, clock: Clock, paymentId: number, providerId: string) {
  const items = await tx
    .select()
    .from(onlinePaymentItems)
    .where(and(eq(onlinePaymentItems.id_payment, paymentId), isNull(onlinePaymentItems.id_reversal)));
  for (const item of items) {
    const moved = await takeBack(tx, clock, {
      credentialId: item.id_carnet,
      amount: item.amount,
      staffId: null,
      detalle: `Reembolso del pago en línea ${providerId}`,
      payment: { method: 'en_linea', reference: providerId },
    });
    await tx
      .update(onlinePaymentItems)
      .set({ id_reversal: moved.movementId })
      .where(eq(onlinePaymentItems.id, item.id));
    const at = clock.now();
    await notifyFamilies(tx, {
      studentId: item.id_user,
      kind: 'pago_reembolsado',
      data: { valor: item.amount, referencia: providerId, saldo: moved.saldo },
      at,
    });
    if (moved.saldo < 0)
      await tellReviewers(
        tx,
        providerId,
        ONLINE_PAYMENT_MESSAGES.overdrawn(formatMoney(moved.saldo)),
        at,
        item.id_user,
      );
  }
}

/** The staff who follow the online payments (carnets.online) are told what needs them. */
function tellReviewers(tx: Db, providerId: string, detalle: string, at: Date, studentId?: number) {
  return notifyStaff(tx, {
    key: 'carnets.online',
    kind: 'pago_en_linea',
    data: { referencia: providerId, detalle },
    at,
    studentId,
  });
}

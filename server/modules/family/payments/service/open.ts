/**
 * A family opens a payment: every child theirs with a credential that takes top-ups, the whole
 * within the school's minimum and maximum, the fee by the school's terms. The payment and its parts
 * are written pending; Mercado Pago's checkout is asked for after they are (routes.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { credentialRefusal } from '../../../../../src/domain/credentialRules';
import { CHILD_NOT_FOUND } from '../../../../../src/domain/family';
import { formatMoney } from '../../../../../src/domain/money';
import {
  ONLINE_PAYMENT_MESSAGES,
  onlinePaymentFee,
  type OnlinePaymentRequest,
  type OnlinePaymentTerms,
} from '../../../../../src/domain/onlinePayments';
import type { Db } from '../../../../db/client';
import { credentials, onlinePaymentItems, onlinePayments, users } from '../../../../db/schema';
import { conflict, fieldError, notFound } from '../../../../http/errors';
import type { FamilyMember } from '../../../../http/types';
import { isChildOf } from '../../children';

export interface OpenedPayment {
  id: number;
  total: number;
  fee: number;
  /** Each child's part, with the name the checkout shows. */
  items: { studentId: number; name: string; amount: number }[];
}

export async function openPayment(
  tx: Db,
  family: FamilyMember,
  request: OnlinePaymentRequest,
  terms: OnlinePaymentTerms,
  now: Date,
): Promise<OpenedPayment> {
  for (const child of request.hijos) {
    if (!(await isChildOf(tx, family.guardianId, child.id_estudiante))) throw notFound(CHILD_NOT_FOUND);
  }
  const ids = request.hijos.map((c) => c.id_estudiante);
  const cards = await tx
    .select({
      studentId: credentials.id_user_primary,
      credentialId: credentials.id,
      active: credentials.active,
      holderActive: users.active,
      name: users.name,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where(inArray(credentials.id_user_primary, ids));
  const cardOf = new Map(cards.map((c) => [c.studentId, c]));
  for (const [i, child] of request.hijos.entries()) {
    const card = cardOf.get(child.id_estudiante);
    if (!card)
      throw conflict(ONLINE_PAYMENT_MESSAGES.noCredential, 'conflict', {
        [`hijos.${i}.id_estudiante`]: ONLINE_PAYMENT_MESSAGES.noCredential,
      });
    const refusal = credentialRefusal('topUp', card.active === 1, card.holderActive === 1);
    if (refusal) throw conflict(refusal, 'inactive', { [`hijos.${i}.id_estudiante`]: refusal });
  }
  const total = request.hijos.reduce((sum, c) => sum + c.valor, 0);
  if (total < terms.minimo)
    throw fieldError('hijos', ONLINE_PAYMENT_MESSAGES.belowMinimum(formatMoney(terms.minimo)));
  if (total > terms.maximo)
    throw fieldError('hijos', ONLINE_PAYMENT_MESSAGES.aboveMaximum(formatMoney(terms.maximo)));
  const fee = onlinePaymentFee(total, terms);

  const [payment] = await tx
    .insert(onlinePayments)
    .values({ id_family: family.accountId, total, fee, created_at: now, updated_at: now })
    .returning({ id: onlinePayments.id });
  await tx.insert(onlinePaymentItems).values(
    request.hijos.map((c) => ({
      id_payment: payment.id,
      id_user: c.id_estudiante,
      id_carnet: cardOf.get(c.id_estudiante)!.credentialId,
      amount: c.valor,
    })),
  );
  return {
    id: payment.id,
    total,
    fee,
    items: request.hijos.map((c) => ({
      studentId: c.id_estudiante,
      name: cardOf.get(c.id_estudiante)!.name,
      amount: c.valor,
    })),
  };
}

/** Mercado Pago's checkout for it is known: kept, so a notification for another preference is noticed. */
export async function keepPreference(tx: Db, id: number, preferenceId: string, now: Date): Promise<void> {
  await tx
    .update(onlinePayments)
    .set({ preference_id: preferenceId, updated_at: now })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.state, 'pendiente')));
}

/** The checkout could not be opened: the payment never existed for the family. */
export async function dropPayment(tx: Db, id: number): Promise<void> {
  await tx
    .delete(onlinePayments)
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.state, 'pendiente')));
}

/**
 * The staff's acts on online payments: which of Mercado Pago's payments to ask again about for one
 * still pending or held (a lost notification, a credential reactivated), and the school's terms.
 */
import { eq } from 'drizzle-orm';
import { externalReferenceOf, ONLINE_PAYMENT_MESSAGES } from '../../../../src/domain/onlinePaymentRules';
import { ONLINE_STAFF_MESSAGES, type OnlineTermsInput } from '../../../../src/domain/onlinePaymentsStaff';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { onlinePayments, portalSettings } from '../../../db/schema';
import { conflict, notFound } from '../../../http/errors';
import { searchPayments, type MercadoPagoAccess } from '../mercadopago';

/** How far around its opening and now a payment's attempts are looked for (Mercado Pago's clock is not ours). */
const SEARCH_MARGIN_MS = 3_600_000;

/**
 * Which of Mercado Pago's payments to ask about for our payment `id` (pending or held, else 409):
 * the one last heard of, or, without any (no notification came), its attempts searched by our
 * reference: an approved one first, else the newest. Null when the family never paid.
 */
export async function attemptToAsk(
  db: Db,
  clock: Clock,
  access: MercadoPagoAccess,
  id: number,
): Promise<string | null> {
  const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  if (!payment) throw notFound(ONLINE_PAYMENT_MESSAGES.notFound);
  if (payment.state !== 'pendiente' && payment.state !== 'retenido')
    throw conflict(ONLINE_STAFF_MESSAGES.notHeld);
  if (payment.provider_payment_id) return payment.provider_payment_id;
  const attempts = await searchPayments(access, {
    begin: new Date(payment.created_at.getTime() - SEARCH_MARGIN_MS),
    end: new Date(clock.now().getTime() + SEARCH_MARGIN_MS),
    externalReference: externalReferenceOf(id),
  });
  return (attempts.find((a) => a.status === 'approved') ?? attempts[0])?.id ?? null;
}

export async function saveOnlineTerms(
  tx: Db,
  terms: OnlineTermsInput,
  staffId: number,
  now: Date,
): Promise<void> {
  const values = {
    online_minimum: terms.minimo,
    online_maximum: terms.maximo,
    // Two decimals of a percent, as basis points: 2.99 % is 299.
    online_fee_basis_points: Math.round(terms.comision_porcentaje * 100),
    online_fee_fixed: terms.comision_fija,
    updated_by: staffId,
    updated_at: now,
  };
  await tx
    .insert(portalSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: portalSettings.id, set: values });
}

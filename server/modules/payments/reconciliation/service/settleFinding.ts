/**
 * The staff's one click on a difference: the route asks Mercado Pago again and settles its answer
 * through the notification's own door (settleFromMercadoPago), so a payment is credited once
 * however it is reached; then the finding keeps who settled it and what that came to.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ONLINE_STAFF_MESSAGES } from '../../../../../src/domain/onlinePaymentsStaff';
import type { Db } from '../../../../db/client';
import { onlinePayments, onlineReconciliationFindings } from '../../../../db/schema';
import { conflict, notFound } from '../../../../http/errors';
import type { Settlement } from '../../online';

const f = onlineReconciliationFindings;
type Finding = typeof f.$inferSelect;

/** What the staff are told after a click: `paidTwice` when the payment was credited by another charge. */
export type FindingOutcome = Settlement | 'paidTwice';

/** The finding to settle: 404 when there is none, 409 once settled. */
export async function openFinding(db: Db, id: number): Promise<Finding> {
  const [finding] = await db.select().from(f).where(eq(f.id, id));
  if (!finding) throw notFound(ONLINE_STAFF_MESSAGES.findingNotFound);
  if (finding.settled_at) throw conflict(ONLINE_STAFF_MESSAGES.findingSettled);
  return finding;
}

/** Marks it settled by `staffId` (once: a second click at the same instant changes nothing). */
export async function closeFinding(
  tx: Db,
  finding: Finding,
  settlement: Settlement,
  staffId: number,
  now: Date,
): Promise<FindingOutcome> {
  const outcome: FindingOutcome =
    settlement === 'unchanged' && finding.kind === 'sin_acreditar' && (await paidByAnother(tx, finding))
      ? 'paidTwice'
      : settlement;
  await tx
    .update(f)
    .set({ settled_at: now, settled_by: staffId, outcome })
    .where(and(eq(f.id, finding.id), isNull(f.settled_at)));
  return outcome;
}

/** Our payment was credited by another of Mercado Pago's charges: this one is the family's twice. */
async function paidByAnother(tx: Db, finding: Finding): Promise<boolean> {
  if (finding.id_payment === null) return false;
  const [payment] = await tx
    .select({ state: onlinePayments.state, providerId: onlinePayments.provider_payment_id })
    .from(onlinePayments)
    .where(eq(onlinePayments.id, finding.id_payment));
  return payment?.state === 'aprobado' && payment.providerId !== finding.provider_payment_id;
}

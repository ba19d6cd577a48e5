/**
 * A day's reconciliation (issue 54, item 3): Mercado Pago lists the payments created that day
 * (school time), and each is compared with ours. Two differences are kept for the staff:
 * `sin_acreditar`, approved there and not credited here (a notification lost, a payment paid twice);
 * `sin_aprobar`, credited here and not approved there (refunded without its notification, or
 * unknown there). A run replaces the day's open findings; settled ones stay as the staff left them.
 * Nothing moves money here: a finding is credited by the staff's click, through the notification's door.
 */
import { and, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import {
  paymentIdOfReference,
  type ReconciliationFinding,
} from '../../../../../src/domain/onlinePaymentRules';
import type { Db } from '../../../../db/client';
import { notifyStaff } from '../../../../db/notices';
import { onlinePayments, onlineReconciliationFindings } from '../../../../db/schema';
import { schoolDaysRange } from '../../../../time';
import {
  getPayment,
  searchPayments,
  type MercadoPagoAccess,
  type MercadoPagoPayment,
} from '../../mercadopago';
import { finishDay } from './claim';

export interface Found {
  kind: ReconciliationFinding;
  providerId: string;
  paymentId: number | null;
  status: string | null;
  amount: number | null;
}

/** What a day's comparison came to: how many payments Mercado Pago listed, and the differences. */
export interface Compared {
  consulted: number;
  found: Found[];
}

/** Asks Mercado Pago for the day's payments and compares them with ours; writes nothing. */
export async function compareDay(
  db: Db,
  access: MercadoPagoAccess,
  day: string,
  timezone: string,
): Promise<Compared> {
  const range = schoolDaysRange(day, day, timezone);
  const listed = await searchPayments(access, { begin: range.start, end: range.end });
  return { consulted: listed.length, found: await differences(db, access, listed, range) };
}

/** The day's open findings replaced by these, the run finished, the staff told of any. */
export async function recordDay(tx: Db, day: string, compared: Compared, now: Date): Promise<void> {
  const f = onlineReconciliationFindings;
  const { found } = compared;
  await tx.delete(f).where(and(eq(f.day, day), isNull(f.settled_at)));
  if (found.length > 0)
    await tx
      .insert(f)
      .values(
        found.map((x) => ({
          day,
          kind: x.kind,
          provider_payment_id: x.providerId,
          id_payment: x.paymentId,
          provider_status: x.status,
          provider_amount: x.amount,
          found_at: now,
        })),
      )
      // A difference the staff already settled this day is not found again.
      .onConflictDoNothing();
  await finishDay(tx, day, now, compared.consulted);
  if (found.length > 0)
    await notifyStaff(tx, {
      key: 'carnets.online',
      kind: 'conciliacion_pagos',
      data: { fechas: [day], detalle: `${found.length} por revisar en Pagos en línea.` },
      at: now,
    });
}

/** Our payments of the day's range and Mercado Pago's list, compared. */
async function differences(
  db: Db,
  access: MercadoPagoAccess,
  listed: MercadoPagoPayment[],
  range: { start: Date; end: Date },
): Promise<Found[]> {
  const ours = listed.filter((p) => paymentIdOfReference(p.externalReference) !== null);
  const ids = ours.map((p) => paymentIdOfReference(p.externalReference)!);
  const p = onlinePayments;
  const inRange = (column: typeof p.created_at | typeof p.credited_at) =>
    and(gte(column, range.start), lt(column, range.end));
  const locals = await db
    .select({ id: p.id, state: p.state, providerId: p.provider_payment_id })
    .from(p)
    .where(
      or(
        ids.length > 0 ? inArray(p.id, ids) : undefined,
        and(eq(p.state, 'aprobado'), or(inRange(p.created_at), inRange(p.credited_at))),
      ),
    );
  const byId = new Map(locals.map((l) => [l.id, l]));
  const found: Found[] = [];

  for (const there of ours) {
    if (there.status !== 'approved') continue;
    const here = byId.get(paymentIdOfReference(there.externalReference)!);
    // A reference of ours with no payment here was never opened for paying (its checkout failed).
    if (!here) continue;
    // Credited, or held for the staff already: nothing missing.
    if (here.providerId === there.id && (here.state === 'aprobado' || here.state === 'retenido')) continue;
    found.push(finding('sin_acreditar', there, here.id));
  }

  const listedById = new Map(listed.map((x) => [x.id, x]));
  for (const here of locals) {
    if (here.state !== 'aprobado' || !here.providerId) continue;
    // Created on another day there: asked on its own.
    const there = listedById.get(here.providerId) ?? (await getPayment(access, here.providerId));
    if (there?.status === 'approved') continue;
    found.push(
      there
        ? finding('sin_aprobar', there, here.id)
        : {
            kind: 'sin_aprobar',
            providerId: here.providerId,
            paymentId: here.id,
            status: null,
            amount: null,
          },
    );
  }
  return found;
}

const finding = (kind: ReconciliationFinding, there: MercadoPagoPayment, paymentId: number): Found => ({
  kind,
  providerId: there.id,
  paymentId,
  status: there.status,
  amount: there.amount,
});

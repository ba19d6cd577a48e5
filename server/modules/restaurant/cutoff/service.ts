/**
 * The gate decides the lunch (issue 56; the rule in src/domain/lunchMenus.ts):
 *   lunchCutoffRound  from the day's cut-off on, the absent children's pre-orders cancelled and paid
 *                     back, each once (the row's state is the claim: a round that finds it cancelled,
 *                     or re-instated, leaves it), a notice to their families; then the portions fixed
 *   reinstateLunch    an entry before the kitchen's closing re-instates the child's cancelled
 *                     pre-order, paid again, while its service has spare portions
 * Both run in the caller's transaction, at the server's clock; a school day only.
 */
import { eq } from 'drizzle-orm';
import { isSchoolDay } from '../../../../src/domain/calendar';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { preorders } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { charge, lockCredential } from '../../../money';
import { localDate, localTime } from '../../../time';
import { daysOffBetween } from '../../admin';
import { fixPortions, serviceSpare } from '../kitchen';
import { payLunch } from '../plans';
import { lockPreorder, releasePreorder } from '../preorders';
import { readLunchSettings } from '../settings';
import { absentPreorders, cancelledByGate, productName } from './queries';

export interface CutoffRound {
  cancelled: number;
  fixed: number;
}

/** At the clock's instant: nothing before the day's cut-off or on a day without classes. */
export async function lunchCutoffRound(tx: Db, clock: Clock, timezone: string): Promise<CutoffRound> {
  const now = clock.now();
  const day = localDate(now, timezone);
  const settings = await readLunchSettings(tx);
  const counts: CutoffRound = { cancelled: 0, fixed: 0 };
  if (localTime(now, timezone) < settings.hora_corte) return counts;
  if (!isSchoolDay(day, await daysOffBetween(tx, day, day))) return counts;
  for (const candidate of await absentPreorders(tx, day, timezone)) {
    // The credential first, then the row, as every pre-order's write takes them.
    const locked = await lockCredential(tx, { userId: candidate.id_user });
    const row = await lockPreorder(tx, candidate.id);
    if (!locked || !row || row.estado !== 'pedido' || row.reinstated_at !== null) continue;
    await releasePreorder(tx, clock, row, 'anulado', { locked, staffId: null });
    counts.cancelled++;
    await notifyFamilies(tx, {
      studentId: row.id_user,
      kind: 'almuerzo_anulado',
      data: {
        fecha: day,
        producto: await productName(tx, row.id_product),
        ...(row.pago === 'saldo' ? { valor: row.monto } : {}),
        motivo: row.pago,
      },
      at: now,
    });
  }
  counts.fixed = await fixPortions(tx, day, now);
  return counts;
}

/**
 * After an entry of the student at `now`: their pre-orders the gate cancelled today come back,
 * paid again by the plans' order, while the kitchen is open and their service has a spare portion;
 * one the money no longer pays stays cancelled. How many came back.
 */
export async function reinstateLunch(
  tx: Db,
  now: Date,
  studentId: number,
  timezone: string,
): Promise<number> {
  // The entry's instant stamps what it pays again.
  const clock: Clock = { now: () => now, nowMs: () => now.getTime() };
  const day = localDate(now, timezone);
  const cancelled = await cancelledByGate(tx, studentId, day);
  if (cancelled.length === 0) return 0;
  const settings = await readLunchSettings(tx);
  if (localTime(now, timezone) >= settings.cierre_cocina) return 0;
  let back = 0;
  for (const found of cancelled) {
    const locked = await lockCredential(tx, { userId: studentId });
    const row = await lockPreorder(tx, found.id);
    if (!locked || !row || row.estado !== 'anulado') continue;
    const { spare } = await serviceSpare(tx, day, row.id_servicio, { timezone });
    if (spare !== null && spare <= 0) continue;
    const payer = await payLunch(tx, studentId, day, now);
    const price = Number(found.price);
    let monto = 0;
    if (!payer && price > 0) {
      try {
        // Refused before any write (the ledger checks first), so the gate's transaction goes on.
        await charge(
          tx,
          clock,
          'sale',
          {
            credentialId: locked.id,
            amount: price,
            staffId: null,
            detalle: `Almuerzo del ${day} restablecido`,
          },
          locked,
        );
      } catch (err) {
        if (err instanceof AppError) continue;
        throw err;
      }
      monto = price;
    }
    await tx
      .update(preorders)
      .set({
        estado: 'pedido',
        pago: payer?.pago ?? 'saldo',
        id_plan: payer?.planId ?? null,
        monto,
        cancelled_at: null,
        reinstated_at: now,
      })
      .where(eq(preorders.id, row.id));
    back++;
    await notifyFamilies(tx, {
      studentId,
      kind: 'almuerzo_restablecido',
      data: {
        fecha: day,
        producto: found.producto,
        ...(monto > 0 ? { valor: monto } : {}),
        motivo: payer?.pago ?? 'saldo',
      },
      at: now,
    });
  }
  return back;
}

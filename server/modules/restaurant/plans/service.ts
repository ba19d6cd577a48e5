/**
 * The meal plans' writes (issue 56), each in the caller's transaction:
 *   sellPlan      a plan sold: at the desk by a desk method (a top-up of its price, then its charge:
 *                 both on the ledger, the top-up in the desk's cash close) or from the balance (the
 *                 charge alone); the month's plan once per student and month
 *   payLunch      what pays one lunch of a day, in the plans' order (src/domain/lunchPlans.ts):
 *                 the day's month's plan, else the oldest pack with lunches left (one taken, its
 *                 family told at PACK_LOW and at none), else null (the caller charges the balance)
 *   giveLunchBack a pack's lunch back (a pre-order it paid was cancelled)
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { USER_WITHOUT_CREDENTIAL } from '../../../../src/domain/credentials';
import { monthOf, PACK_LOW, planDetail, type PlanPaymentMethod } from '../../../../src/domain/lunchPlans';
import { deskPayment, paymentRefusal } from '../../../../src/domain/payments';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { notifyFamilies } from '../../../db/notices';
import { mealPlans } from '../../../db/schema';
import { fieldError, notFound, PG_UNIQUE_VIOLATION, pgCode } from '../../../http/errors';
import { charge, lockCredential, topUp } from '../../../money';
import { monthHeld, quotePlan, type PlanChoice } from './queries';

export interface PlanSale {
  studentId: number;
  choice: PlanChoice;
  method: PlanPaymentMethod;
  reference?: string | null;
  staffId: number | null;
  familyId: number | null;
  today: string;
}

/** Sells the plan; answers its id. Refusals (no meal, a month held, funds, the reference) write nothing. */
export async function sellPlan(tx: Db, clock: Clock, sale: PlanSale): Promise<number> {
  const credential = await lockCredential(tx, { userId: sale.studentId });
  if (!credential) throw notFound(USER_WITHOUT_CREDENTIAL);
  const quote = await quotePlan(tx, sale.studentId, sale.choice, sale.today);
  const plan = {
    tipo: sale.choice.tipo,
    mes: sale.choice.tipo === 'mensualidad' ? sale.choice.mes : null,
    cantidad: quote.almuerzos,
  };
  const detalle = planDetail(plan);
  let locked = credential;
  if (sale.method !== 'saldo') {
    const payment = deskPayment(sale.method, sale.reference);
    const refused = paymentRefusal(payment);
    if (refused) throw fieldError('referencia', refused);
    const paid = await topUp(
      tx,
      clock,
      { credentialId: credential.id, amount: quote.precio, staffId: sale.staffId, detalle, payment },
      locked,
    );
    locked = { ...locked, saldo: paid.saldo };
  }
  const charged =
    quote.precio > 0
      ? await charge(
          tx,
          clock,
          'sale',
          { credentialId: credential.id, amount: quote.precio, staffId: sale.staffId, detalle },
          locked,
        )
      : null;
  try {
    const [row] = await tx
      .insert(mealPlans)
      .values({
        id_user: sale.studentId,
        ...plan,
        restantes: plan.tipo === 'paquete' ? plan.cantidad : null,
        precio: quote.precio,
        metodo_pago: sale.method,
        id_movement: charged?.movementId ?? null,
        created_by: sale.staffId,
        id_family: sale.familyId,
        created_at: clock.now(),
      })
      .returning({ id: mealPlans.id });
    return row.id;
  } catch (err) {
    if (pgCode(err) === PG_UNIQUE_VIOLATION) throw monthHeld();
    throw err;
  }
}

/** What paid a lunch: a plan (and a pack's lunches left), or null: the balance pays. */
export type LunchPayer =
  { pago: 'mensualidad'; planId: number } | { pago: 'paquete'; planId: number; restantes: number };

/** The plan that pays one lunch of `day` for the student (a pack's lunch taken now), or null. */
export async function payLunch(
  tx: Db,
  studentId: number,
  day: string,
  now: Date,
): Promise<LunchPayer | null> {
  const [month] = await tx
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(
      and(
        eq(mealPlans.id_user, studentId),
        eq(mealPlans.tipo, 'mensualidad'),
        eq(mealPlans.mes, monthOf(day)),
      ),
    )
    .limit(1);
  if (month) return { pago: 'mensualidad', planId: month.id };
  // The oldest pack first; its row locked so two lunches never take its last one twice.
  const [pack] = await tx
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(eq(mealPlans.id_user, studentId), eq(mealPlans.tipo, 'paquete'), gt(mealPlans.restantes, 0)))
    .orderBy(asc(mealPlans.id))
    .limit(1)
    .for('update');
  if (!pack) return null;
  const [taken] = await tx
    .update(mealPlans)
    .set({ restantes: sql`${mealPlans.restantes} - 1` })
    .where(eq(mealPlans.id, pack.id))
    .returning({ restantes: mealPlans.restantes });
  const restantes = taken.restantes ?? 0;
  if (restantes === PACK_LOW || restantes === 0)
    await notifyFamilies(tx, {
      studentId,
      kind: 'paquete_almuerzos',
      data: { restantes },
      at: now,
      choices: ['lunches'],
    });
  return { pago: 'paquete', planId: pack.id, restantes };
}

/** A pack's lunch given back (a pre-order it paid was cancelled); a month's plan has nothing to give back. */
export async function giveLunchBack(tx: Db, planId: number): Promise<void> {
  await tx
    .update(mealPlans)
    .set({ restantes: sql`${mealPlans.restantes} + 1` })
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.tipo, 'paquete')));
}

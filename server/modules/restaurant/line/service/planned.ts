/**
 * Issue 56 at the lunch line: what a scan serves and what pays it. The child's pre-order of the day
 * and service comes first (paid when placed); without one, on a day with menus the child is served
 * "sin pedido" only where the school allows it and while the service has a spare portion; then the
 * plans' order pays (the month's plan, a pack's lunch) and, without a plan, the balance, as before.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { NO_PREORDER, NO_SPARE_PORTIONS } from '../../../../../src/domain/restaurant';
import type { Db } from '../../../../db/client';
import { dayMenus, lunchSettings, mealPlans, planMeals, preorders } from '../../../../db/schema';
import { conflict } from '../../../../http/errors';
import { localDate } from '../../../../time';
import type { PaidAhead } from '../../../orders';
import { serviceSpare } from '../../kitchen';
import { payLunch, planPayersOn, type LunchPayer } from '../../plans';

type PreorderRow = typeof preorders.$inferSelect;

/** What the scan's student statement reads of lunch planned ahead (`LUNCH_FACTS`): a day without it costs no statement more. */
export interface LunchFacts {
  /** The student has a pre-order of the scan's day still to serve. */
  pedido: boolean;
  /** The day's menus: their service (0: every student's) and whether their portions are fixed. */
  menus: { s: number; f: boolean }[];
  /** The student holds the month's plan or a pack with lunches left. */
  plan: boolean;
  /** The school serves a child without a pre-order (the settings' `sin_pedido`). */
  sin_pedido: boolean;
}

/** `LunchFacts` of the user `userId` on the placeholders `day` ('YYYY-MM-DD') and `month` ('YYYY-MM'). */
export const lunchFactsOf = (userId: AnyPgColumn) => {
  const day = sql`${sql.placeholder('day')}::date`;
  return sql<LunchFacts>`json_build_object(
    'pedido', exists (select 1 from ${preorders} p where p.id_user = ${userId} and p.fecha = ${day} and p.estado = 'pedido'),
    'menus', (select coalesce(json_agg(json_build_object('s', coalesce(m.id_servicio, 0), 'f', m.porciones is not null)), '[]'::json)
      from ${dayMenus} m where m.fecha = ${day}),
    'plan', exists (select 1 from ${mealPlans} pl where pl.id_user = ${userId}
      and ((pl.tipo = 'mensualidad' and pl.mes = ${sql.placeholder('month')}) or (pl.tipo = 'paquete' and pl.restantes > 0))),
    'sin_pedido', coalesce((select ls.sin_pedido from ${lunchSettings} ls where ls.id = 1), true)
  )`;
};

export type PlannedMeal =
  | { preorder: PreorderRow; payer: null; pedido: true }
  | { preorder: null; payer: LunchPayer | null; pedido: false | undefined };

/**
 * The meal's plan, read with the credential locked: the facts (read with the student, before the
 * lock) only say which reads to make, so a scan on a day without lunch planned makes none.
 */
export async function plannedMeal(
  tx: Db,
  facts: LunchFacts,
  input: { userId: number; day: string; serviceId: number | null; now: Date; timezone: string },
): Promise<PlannedMeal> {
  if (facts.pedido) {
    const [preorder] = await tx
      .select()
      .from(preorders)
      .where(
        and(
          eq(preorders.id_user, input.userId),
          eq(preorders.fecha, input.day),
          eq(preorders.estado, 'pedido'),
          input.serviceId === null
            ? isNull(preorders.id_servicio)
            : or(isNull(preorders.id_servicio), eq(preorders.id_servicio, input.serviceId)),
        ),
      )
      .limit(1);
    if (preorder) return { preorder, payer: null, pedido: true };
  }
  const own = facts.menus.filter((m) => m.s === 0 || m.s === input.serviceId);
  if (own.length > 0) {
    if (!facts.sin_pedido) throw conflict(NO_PREORDER, 'conflict');
    // Before the cut-off fixed the portions, nothing is counted yet.
    if (own.every((m) => m.f)) {
      const { spare } = await serviceSpare(tx, input.day, input.serviceId, input);
      if (spare !== null && spare <= 0) throw conflict(NO_SPARE_PORTIONS, 'conflict');
    }
  }
  const payer = facts.plan ? await payLunch(tx, input.userId, input.day, input.now) : null;
  return { preorder: null, payer, pedido: own.length > 0 ? false : undefined };
}

/** After the sale: the pre-order served by the order, or the plan that paid it. */
export async function recordPlanned(tx: Db, planned: PlannedMeal, orderId: number, now: Date): Promise<void> {
  if (planned.preorder)
    await tx
      .update(preorders)
      .set({ estado: 'servido', served_at: now, id_order: orderId })
      .where(eq(preorders.id, planned.preorder.id));
  else if (planned.payer)
    await tx.insert(planMeals).values({ id_order: orderId, id_plan: planned.payer.planId });
}

/** What paid the meal as the line says it, and a pack's lunches left. */
export async function paymentOf(
  tx: Db,
  planned: PlannedMeal,
): Promise<{ pago: LunchPayer['pago'] | 'saldo'; restantes?: number }> {
  if (planned.payer?.pago === 'paquete') return { pago: 'paquete', restantes: planned.payer.restantes };
  if (planned.payer) return { pago: planned.payer.pago };
  if (!planned.preorder) return { pago: 'saldo' };
  const { pago, id_plan } = planned.preorder;
  if (pago !== 'paquete' || id_plan === null) return { pago };
  const [plan] = await tx
    .select({ restantes: mealPlans.restantes })
    .from(mealPlans)
    .where(eq(mealPlans.id, id_plan));
  return { pago, restantes: plan?.restantes ?? 0 };
}

/**
 * A meal the line served offline and sent late (issue 33): paid ahead by the child's pre-order of
 * that day, or by a plan (a pack's lunch taken as it is recorded), or null: the balance pays it.
 */
export async function paidAheadLate(
  tx: Db,
  studentId: number,
  madeAt: Date,
  timezone: string,
): Promise<PaidAhead | null> {
  const day = localDate(madeAt, timezone);
  const [preorder] = await tx
    .select({ id: preorders.id })
    .from(preorders)
    .where(and(eq(preorders.id_user, studentId), eq(preorders.fecha, day), eq(preorders.estado, 'pedido')))
    .limit(1)
    .for('update');
  if (preorder)
    return async (orderId) => {
      await tx
        .update(preorders)
        .set({ estado: 'servido', served_at: madeAt, id_order: orderId })
        .where(eq(preorders.id, preorder.id));
    };
  if ((await planPayersOn(tx, day, studentId)).size === 0) return null;
  return async (orderId) => {
    const payer = await payLunch(tx, studentId, day, madeAt);
    if (payer) await tx.insert(planMeals).values({ id_order: orderId, id_plan: payer.planId });
  };
}

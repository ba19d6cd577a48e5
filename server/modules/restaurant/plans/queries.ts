/** The meal plans' reads (issue 56): a student's plans, and a plan's price before it is sold. */
import { and, desc, eq, gt, or } from 'drizzle-orm';
import {
  monthOf,
  nextMonth,
  PLAN_MESSAGES,
  planPrice,
  type MealPlan,
  type PlanQuote,
} from '../../../../src/domain/lunchPlans';
import { isSchoolDay, shiftDay } from '../../../../src/domain/calendar';
import { daysBetween } from '../../../../src/domain/spending';
import type { Db } from '../../../db/client';
import { mealPlans, users } from '../../../db/schema';
import { conflict, fieldError } from '../../../http/errors';
import { daysOffBetween } from '../../admin';
import { studentMeal } from '../meals';
import { readLunchSettings } from '../settings';

/** What plan: a month's, or a pack of `cantidad` lunches. */
export type PlanChoice = { tipo: 'mensualidad'; mes: string } | { tipo: 'paquete'; cantidad: number };

/** The school days of `mes` from `today` on (the whole month when it starts later). */
export async function schoolDaysLeftIn(db: Db, mes: string, today: string): Promise<number> {
  const first = `${mes}-01`;
  const last = shiftDay(`${nextMonth(mes)}-01`, -1);
  const from = first > today ? first : today;
  if (from > last) return 0;
  const off = await daysOffBetween(db, from, last);
  return daysBetween(from, last).filter((day) => isSchoolDay(day, off)).length;
}

/** A plan's lunches and price for the student on `today`; refusals name the field. */
export async function quotePlan(
  db: Db,
  studentId: number,
  choice: PlanChoice,
  today: string,
): Promise<PlanQuote> {
  const meal = await studentMeal(db, studentId, today);
  if (!meal) throw fieldError('id_estudiante', PLAN_MESSAGES.noMeal);
  const settings = await readLunchSettings(db);
  let lunches: number;
  let discount: number;
  if (choice.tipo === 'mensualidad') {
    const current = monthOf(today);
    if (choice.mes < current) throw fieldError('mes', PLAN_MESSAGES.monthPast);
    if (choice.mes > nextMonth(current)) throw fieldError('mes', PLAN_MESSAGES.monthTooFar);
    lunches = await schoolDaysLeftIn(db, choice.mes, today);
    if (lunches === 0) throw fieldError('mes', PLAN_MESSAGES.noSchoolDays);
    discount = settings.descuento_mensualidad;
  } else {
    lunches = choice.cantidad;
    discount = settings.descuento_paquete;
  }
  return {
    tipo: choice.tipo,
    almuerzos: lunches,
    precio_almuerzo: meal.price,
    descuento: discount,
    precio: planPrice(lunches, meal.price, discount),
    producto: meal.name,
  };
}

/** The refusal when the student holds the month's plan already. */
export const monthHeld = () =>
  conflict(PLAN_MESSAGES.monthHeld, 'conflict', { mes: PLAN_MESSAGES.monthHeld });

/** The student's plans, newest first, each saying whether it can still pay a lunch on `today`. */
export async function plansOf(db: Db, studentId: number, today: string): Promise<MealPlan[]> {
  const rows = await db
    .select({
      id: mealPlans.id,
      id_estudiante: mealPlans.id_user,
      tipo: mealPlans.tipo,
      mes: mealPlans.mes,
      cantidad: mealPlans.cantidad,
      restantes: mealPlans.restantes,
      precio: mealPlans.precio,
      metodo_pago: mealPlans.metodo_pago,
      vendido_por: users.name,
      created_at: mealPlans.created_at,
    })
    .from(mealPlans)
    .leftJoin(users, eq(users.id, mealPlans.created_by))
    .where(eq(mealPlans.id_user, studentId))
    .orderBy(desc(mealPlans.created_at), desc(mealPlans.id));
  return rows.map((row) => ({
    ...row,
    metodo_pago: row.metodo_pago as MealPlan['metodo_pago'],
    created_at: row.created_at.toISOString(),
    vigente: row.tipo === 'mensualidad' ? row.mes! >= monthOf(today) : (row.restantes ?? 0) > 0,
  }));
}

/**
 * The students a plan pays a lunch for on `day` (the lunch line's roster; one student's when
 * `studentId` is given): the month's, else a pack with lunches left.
 */
export async function planPayersOn(
  db: Db,
  day: string,
  studentId?: number,
): Promise<Map<number, 'mensualidad' | 'paquete'>> {
  const rows = await db
    .select({ id_user: mealPlans.id_user, tipo: mealPlans.tipo })
    .from(mealPlans)
    .where(
      and(
        studentId === undefined ? undefined : eq(mealPlans.id_user, studentId),
        or(
          and(eq(mealPlans.tipo, 'mensualidad'), eq(mealPlans.mes, monthOf(day))),
          and(eq(mealPlans.tipo, 'paquete'), gt(mealPlans.restantes, 0)),
        ),
      ),
    );
  const payers = new Map<number, 'mensualidad' | 'paquete'>();
  // The month's plan pays first (PAYS_IN_ORDER).
  for (const row of rows) if (payers.get(row.id_user) !== 'mensualidad') payers.set(row.id_user, row.tipo);
  return payers;
}

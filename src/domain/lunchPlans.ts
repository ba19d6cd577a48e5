/**
 * Meal plans (issue 56): how a student's lunches are paid. A *mensualidad* covers every school day
 * of a month (the calendar's, from the day it is bought when bought within the month); a *paquete*
 * is N lunches, one used per service; *por consumo* is no plan at all: the meal is charged to the
 * balance, as the line always did. A student may hold several; a lunch takes them in that order —
 * the month's plan, then the oldest pack with lunches left, then the balance (`PAYS_IN_ORDER`) —
 * whether pre-ordered or scanned at the line, and the answer says which one paid.
 *
 * A plan's price is the student's meal's price times its lunches, less the school's discount for
 * that kind of plan (the restaurant's settings). It is sold at the front desk (cash, transfer or
 * card: a top-up and the plan's charge, both on the ledger and in the desk's cash close; or from the
 * balance) and in the portal, from the balance. A pack's family hears when 2 lunches are left and
 * when it runs out (the choice `almuerzos`).
 */
import { z } from 'zod';
import { PACK_SIZES } from './lunchRules';
import { DESK_METHODS, PAYMENT_MESSAGES, REFERENCE_MAX } from './payments';

export { monthOf, nextMonth, PACK_LOW, PACK_SIZES } from './lunchRules';

export const PLAN_KINDS = ['mensualidad', 'paquete'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** What paid a lunch: a plan, or the balance (*por consumo*). */
export const MEAL_PAYMENTS = ['mensualidad', 'paquete', 'saldo'] as const;
export type MealPayment = (typeof MEAL_PAYMENTS)[number];
/** The order a lunch takes them in. */
export const PAYS_IN_ORDER: readonly MealPayment[] = MEAL_PAYMENTS;

export const PLAN_LABELS: Record<MealPayment, string> = {
  mensualidad: 'Mensualidad',
  paquete: 'Paquete',
  saldo: 'Por consumo',
};

/** How a plan is paid: from the balance, or at the desk by one of its methods. */
export const PLAN_PAYMENTS = ['saldo', ...DESK_METHODS] as const;
export type PlanPaymentMethod = (typeof PLAN_PAYMENTS)[number];

export const PLAN_MESSAGES = {
  student: 'Elija un estudiante',
  kind: 'El tipo de plan debe ser mensualidad o paquete',
  month: 'El mes debe tener la forma AAAA-MM',
  monthPast: 'El mes del plan ya terminó',
  monthTooFar: 'Solo se venden mensualidades del mes en curso o del siguiente',
  monthHeld: 'El estudiante ya tiene la mensualidad de ese mes',
  noSchoolDays: 'El mes no tiene días de clase por delante',
  size: `El paquete debe tener entre ${PACK_SIZES.min} y ${PACK_SIZES.max} almuerzos`,
  noMeal: 'El estudiante no tiene un almuerzo asignado (producto por defecto o categoría de usuario)',
  payment: 'La forma de pago debe ser Saldo, Efectivo, Transferencia o Tarjeta',
  sold: 'Plan de almuerzo vendido',
} as const;

/** A plan's words on the ledger: the month or the pack's size. */
export const planDetail = (plan: { tipo: PlanKind; mes: string | null; cantidad: number }) =>
  plan.tipo === 'mensualidad'
    ? `Plan de almuerzo: mensualidad ${plan.mes}`
    : `Plan de almuerzo: paquete de ${plan.cantidad}`;

/** The plan's price: its lunches at the meal's price, less the discount (whole pesos, rounded up). */
export const planPrice = (lunches: number, mealPrice: number, discountPercent: number) =>
  Math.ceil((lunches * mealPrice * (100 - discountPercent)) / 100);

const month = z.string({ error: PLAN_MESSAGES.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  error: PLAN_MESSAGES.month,
});
const size = z.coerce
  .number({ error: PLAN_MESSAGES.size })
  .int({ error: PLAN_MESSAGES.size })
  .min(PACK_SIZES.min, { error: PLAN_MESSAGES.size })
  .max(PACK_SIZES.max, { error: PLAN_MESSAGES.size });
const student = z.coerce
  .number({ error: PLAN_MESSAGES.student })
  .int({ error: PLAN_MESSAGES.student })
  .positive({ error: PLAN_MESSAGES.student });

/** What plan: a month's, or a pack of `cantidad` lunches. */
const planChoice = z.discriminatedUnion(
  'tipo',
  [
    z.object({ tipo: z.literal('mensualidad'), mes: month }),
    z.object({ tipo: z.literal('paquete'), cantidad: size }),
  ],
  { error: PLAN_MESSAGES.kind },
);

/** `POST /api/family/plans`: the family buys a plan from the child's balance. */
export const familyPlanSchema = z.intersection(z.object({ id_estudiante: student }), planChoice);
export type FamilyPlanInput = z.infer<typeof familyPlanSchema>;

/** `POST /api/restaurant/plans`: the desk sells a plan, paid from the balance or by a desk method. */
export const planSaleSchema = z.intersection(
  z.object({
    id_estudiante: student,
    metodo_pago: z.enum(PLAN_PAYMENTS, { error: PLAN_MESSAGES.payment }).default('efectivo'),
    referencia: z.string().trim().max(REFERENCE_MAX, { error: PAYMENT_MESSAGES.referenceTooLong }).nullish(),
  }),
  planChoice,
);
export type PlanSaleInput = z.infer<typeof planSaleSchema>;

/** `GET …/plans/quote`: the price of a plan before buying it. */
export const planQuoteQuerySchema = z.intersection(
  z.object({ id_estudiante: student }),
  z.discriminatedUnion(
    'tipo',
    [
      z.object({ tipo: z.literal('mensualidad'), mes: month }),
      z.object({ tipo: z.literal('paquete'), cantidad: size }),
    ],
    { error: PLAN_MESSAGES.kind },
  ),
);

export const planQuoteSchema = z.object({
  tipo: z.enum(PLAN_KINDS),
  /** The lunches it holds: the month's school days (from today when bought within it), or the pack's size. */
  almuerzos: z.number().int(),
  precio_almuerzo: z.number(),
  descuento: z.number().int(),
  precio: z.number(),
  /** The student's meal it is priced by. */
  producto: z.string(),
});
export type PlanQuote = z.infer<typeof planQuoteSchema>;

/** A plan as the desk and the portal list it. */
export const mealPlanSchema = z.object({
  id: z.number().int(),
  id_estudiante: z.number().int(),
  tipo: z.enum(PLAN_KINDS),
  mes: z.string().nullable(),
  cantidad: z.number().int(),
  /** A pack's lunches left; null for a month's plan. */
  restantes: z.number().int().nullable(),
  precio: z.number(),
  metodo_pago: z.enum(PLAN_PAYMENTS),
  /** Who sold it: a staff member's name, or null when the family bought it in the portal. */
  vendido_por: z.string().nullable(),
  created_at: z.string(),
  /** True while it can pay a lunch: a month's plan not over, a pack with lunches left. */
  vigente: z.boolean(),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

export const planListQuerySchema = z.object({ id_estudiante: student });

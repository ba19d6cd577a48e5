/**
 * The desk's sale of a meal plan (issue 56, src/domain/lunchPlans.ts) as the form holds it: a
 * month's plan (this month or the next) or a pack of 5 to 100 lunches, and how it is paid — from
 * the balance, or at the desk in cash, by transfer or card (those two with their reference). The
 * form is checked with the contract's bounds before the quote and the sale are asked for.
 */
import { shiftDay } from '../../../domain/calendar';
import { MENU_DAYS_AHEAD, type MenusAnswer, type Preorder } from '../../../domain/lunchMenus';
import {
  monthOf,
  nextMonth,
  PACK_SIZES,
  type PlanKind,
  type PlanPaymentMethod,
  type PlanSaleInput,
} from '../../../domain/lunchPlans';
import { REFERENCE_MAX } from '../../../domain/payments';
import type { QuoteQuery } from '../menus';

export interface SaleForm {
  tipo: PlanKind;
  mes: string;
  cantidad: string;
  metodo_pago: PlanPaymentMethod;
  referencia: string;
}

/** A month `YYYY-MM` in words ('marzo de 2026', 'March 2026'). */
export const monthName = (mes: string, locale: string) =>
  new Date(`${mes}-15T12:00:00Z`).toLocaleDateString(locale === 'es' ? 'es-CO' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The months a month's plan is sold for: the current one and the next. */
export const monthChoices = (today: string) => [monthOf(today), nextMonth(monthOf(today))];

export const newSale = (today: string): SaleForm => ({
  tipo: 'mensualidad',
  mes: monthOf(today),
  cantidad: '20',
  metodo_pago: 'efectivo',
  referencia: '',
});

/** A payment method's name in the catalog. */
export const methodKey = (method: PlanPaymentMethod) => `restaurant.plans.methods.${method}`;

/** A transfer's or a card's number is asked for; cash and the balance need none. */
export const needsReference = (method: PlanPaymentMethod) =>
  method === 'transferencia' || method === 'tarjeta';

const packSize = (text: string): number | null => {
  const n = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return n >= PACK_SIZES.min && n <= PACK_SIZES.max ? n : null;
};

/** Each field's problem as a catalog key. */
export function saleProblems(form: SaleForm): Partial<Record<'cantidad' | 'referencia', string>> {
  const problems: Partial<Record<'cantidad' | 'referencia', string>> = {};
  if (form.tipo === 'paquete' && packSize(form.cantidad) === null)
    problems.cantidad = 'restaurant.plans.errors.size';
  if (needsReference(form.metodo_pago) && !form.referencia.trim())
    problems.referencia = 'restaurant.plans.errors.reference';
  else if (form.referencia.trim().length > REFERENCE_MAX)
    problems.referencia = 'restaurant.plans.errors.reference_long';
  return problems;
}

/** The quote the form asks for, or null while the pack's size is not a valid one. */
export function quoteOf(student: number, form: SaleForm): QuoteQuery | null {
  if (form.tipo === 'mensualidad') return { id_estudiante: student, tipo: 'mensualidad', mes: form.mes };
  const cantidad = packSize(form.cantidad);
  return cantidad === null ? null : { id_estudiante: student, tipo: 'paquete', cantidad };
}

/** The sale's body (call only when `saleProblems` is empty). */
export function saleOf(student: number, form: SaleForm): PlanSaleInput {
  const payment = {
    id_estudiante: student,
    metodo_pago: form.metodo_pago,
    referencia: needsReference(form.metodo_pago) ? form.referencia.trim() : null,
  };
  return form.tipo === 'mensualidad'
    ? { ...payment, tipo: 'mensualidad', mes: form.mes }
    : { ...payment, tipo: 'paquete', cantidad: packSize(form.cantidad) ?? 0 };
}

/** The student's pre-orders still to come (standing, today on), soonest first. */
export const upcomingOrders = (orders: readonly Preorder[], today: string) =>
  orders
    .filter((o) => o.estado === 'pedido' && o.fecha >= today)
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.id - b.id);

/** The range of days a pre-order may be placed for. */
export const orderRange = (today: string) => ({ desde: today, hasta: shiftDay(today, MENU_DAYS_AHEAD) });

/** The school days of the range that have menus, in order. */
export const orderableDays = (answer: MenusAnswer) =>
  answer.dias.filter((d) => d.sin_clases === null && d.menus.length > 0);

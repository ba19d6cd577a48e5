/**
 * Where a child's money goes (the portal's *Gastos*, the student file's section): the purchases of
 * one student over a period — this week, this month, this school year — on the school's clock and
 * in its time zone. A purchase is an order of any store that was not reversed, counted at the
 * instant it was sold with the lines it holds now: an edit changes the order's lines and total in
 * place, so its difference counts on the sale's day, and a reversed order counts nowhere.
 * Amounts are whole pesos.
 */
import { z } from 'zod';

export const SPENDING_PERIODS = ['semana', 'mes', 'anio'] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

/** The products a period's answer names, the ones the most pesos went to. */
export const TOP_PRODUCTS = 10;

export const SPENDING_MESSAGES = {
  periodo: 'El periodo debe ser semana, mes o anio',
} as const;

/** `?periodo=` of both routes; this week when not given. */
export const spendingQuerySchema = z.object({
  periodo: z.enum(SPENDING_PERIODS, { error: SPENDING_MESSAGES.periodo }).default('semana'),
});

const pesos = z.number().int();
const day = z.iso.date();

export const spendingSchema = z.object({
  periodo: z.enum(SPENDING_PERIODS),
  /** The period's first school-zone day and today, both included. */
  desde: day,
  hasta: day,
  total: pesos,
  /** How many purchases (orders) the total is made of. */
  compras: z.number().int(),
  /** By store (src/domain/stores.ts), the most spent first. */
  por_tienda: z.array(z.object({ tienda: z.number().int(), compras: z.number().int(), total: pesos })),
  /** By the products' category (each belongs to one store), the most spent first. */
  por_categoria: z.array(
    z.object({ id: z.number().int(), nombre: z.string(), tienda: z.number().int(), total: pesos }),
  ),
  /** Every day from `desde` to `hasta`, the ones without a purchase at 0. */
  por_dia: z.array(z.object({ dia: day, total: pesos })),
  /** The 24 hours of the day (school zone), the ones without a purchase at 0. */
  por_hora: z.array(z.object({ hora: z.number().int().min(0).max(23), total: pesos })),
  /** At most TOP_PRODUCTS, the most spent first. */
  productos: z
    .array(z.object({ id: z.number().int(), nombre: z.string(), cantidad: z.number().int(), total: pesos }))
    .max(TOP_PRODUCTS),
});
export type Spending = z.infer<typeof spendingSchema>;

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The first day of the period holding `today` ('YYYY-MM-DD', the school's day): the week's Monday,
 * the month's 1st, the school year's start. No school year is configured anywhere, so it starts on
 * the calendar year's January 1 (docs/decisions.md).
 */
export function periodStart(periodo: SpendingPeriod, today: string): string {
  if (periodo === 'mes') return `${today.slice(0, 8)}01`;
  if (periodo === 'anio') return `${today.slice(0, 4)}-01-01`;
  const d = noon(today);
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return isoDay(d);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (const d = noon(from); isoDay(d) <= to; d.setUTCDate(d.getUTCDate() + 1)) days.push(isoDay(d));
  return days;
}

/** The days of the period with their totals, a day the database did not name at 0. */
export function fillDays(from: string, to: string, totals: ReadonlyMap<string, number>) {
  return daysBetween(from, to).map((dia) => ({ dia, total: totals.get(dia) ?? 0 }));
}

/** The 24 hours with their totals, an hour the database did not name at 0. */
export function fillHours(totals: ReadonlyMap<number, number>) {
  return Array.from({ length: 24 }, (_, hora) => ({ hora, total: totals.get(hora) ?? 0 }));
}

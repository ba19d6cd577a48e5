/**
 * The spending charts' bars, from the answer's days and hours (src/domain/spending.ts): what each
 * bar says under it and in the table beside it. Pure, so both apps' screens draw the same bars.
 */
import type { Spending } from '../../domain/spending';

export interface Bar {
  /** Under the bar, short enough for a phone's axis. */
  tick: string;
  /** In the table a screen reader reads: the whole date or hour. */
  name: string;
  total: number;
}

/** Beyond a month of days the bars are one per month: a year of days is not readable at 360 px. */
const DAY_BARS_MAX = 31;
/** The hours the chart always shows, a school day's, widened to any purchase outside them. */
const SCHOOL_HOURS = { first: 6, last: 18 } as const;

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const dateIn = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** Whether the period's bars are months rather than days. */
export const byMonth = (spending: Pick<Spending, 'por_dia'>) => spending.por_dia.length > DAY_BARS_MAX;

/**
 * One bar per day of the period (a week's named by weekday, a month's by number), or, for a
 * period longer than a month, one per month.
 */
export function dayBars(spending: Pick<Spending, 'por_dia'>, locale: string): Bar[] {
  const whole = dateIn(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  if (!byMonth(spending)) {
    const week = spending.por_dia.length <= 7;
    const short = dateIn(locale, week ? { weekday: 'short', day: 'numeric' } : { day: 'numeric' });
    return spending.por_dia.map(({ dia, total }) => ({
      tick: short.format(atNoon(dia)),
      name: whole.format(atNoon(dia)),
      total,
    }));
  }
  const month = dateIn(locale, { month: 'short' });
  const monthName = dateIn(locale, { month: 'long', year: 'numeric' });
  const months = new Map<string, Bar>();
  for (const { dia, total } of spending.por_dia) {
    const key = dia.slice(0, 7);
    const bar = months.get(key) ?? {
      tick: month.format(atNoon(dia)),
      name: monthName.format(atNoon(dia)),
      total: 0,
    };
    bar.total += total;
    months.set(key, bar);
  }
  return [...months.values()];
}

/** The hours of a school day, and any hour outside it that had a purchase, with those between. */
export function hourBars(spending: Pick<Spending, 'por_hora'>): Bar[] {
  const bought = spending.por_hora.filter((h) => h.total > 0).map((h) => h.hora);
  const first = Math.min(SCHOOL_HOURS.first, ...bought);
  const last = Math.max(SCHOOL_HOURS.last, ...bought);
  return spending.por_hora
    .filter((h) => h.hora >= first && h.hora <= last)
    .map(({ hora, total }) => ({
      tick: String(hora),
      name: `${String(hora).padStart(2, '0')}:00–${String(hora).padStart(2, '0')}:59`,
      total,
    }));
}

/** A money axis's tick, short and the same in every browser: $12 mil, $1,5 M ($12k, $1.5M in English). */
export const compactMoney = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const thousands = locale.startsWith('es') ? ' mil' : 'k';
  return (pesos: number) =>
    Math.abs(pesos) >= 1_000_000
      ? `$${format.format(pesos / 1_000_000)} M`
      : Math.abs(pesos) >= 1000
        ? `$${format.format(pesos / 1000)}${thousands}`
        : `$${format.format(pesos)}`;
};

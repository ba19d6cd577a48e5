/**
 * Date ranges in school days, in one place (reports, list filters): a day is 'YYYY-MM-DD'
 * (the old client's ' 00:00:00' / ' 23:59:00' suffix is accepted and ignored), both ends are
 * included, and a start after the end is refused on the start field with one message. The
 * server turns the days into instants in the school's time zone (`schoolDaysRange`).
 */
import { z } from 'zod';

export const DATES_REVERSED = 'La fecha inicial no puede ser posterior a la fecha final';

/** Whether 'YYYY-MM-DD' names a real calendar day (no 2026-02-30). */
export function isCalendarDay(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/** 'YYYY-MM-DD' of a date as sent; a time after it is ignored. */
export const dayOf = (value: string) => value.trim().slice(0, 10);

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** What a report's date field answers; each report keeps the old system's wording. */
export interface DayMessages {
  /** Missing or blank. */
  required?: string;
  /** Not text (a number): as missing, or as malformed. */
  notText?: 'required' | 'format';
  /** 'YYYY-MM-DD' the calendar does not have (2026-02-30). */
  notInCalendar?: string;
}

/** A report's date field, named by its label in every message. */
export const reportDay = (label: string, messages: DayMessages = {}) => {
  const format = `El campo ${label} debe ser una fecha (AAAA-MM-DD)`;
  const required = messages.required ?? `El campo ${label} es requerido`;
  const notText = messages.notText === 'required' ? required : format;
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? required : notText) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(DAY_FORMAT, { error: format, abort: true })
    .refine((v) => isCalendarDay(dayOf(v)), {
      error: messages.notInCalendar ?? `El campo ${label} no es una fecha del calendario`,
    });
};

/** Refinement of a body with two date fields: a start after the end is refused on the start field. */
export function orderedDays(from: string, to: string) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const a = body[from];
    const b = body[to];
    const days = typeof a === 'string' && typeof b === 'string' ? [dayOf(a), dayOf(b)] : [];
    if (days.length === 2 && days.every(isCalendarDay) && days[0] > days[1]) {
      ctx.addIssue({ code: 'custom', path: [from], message: DATES_REVERSED });
    }
  };
}

/** The school days a validated body asks for ('YYYY-MM-DD', both included). */
export function daysOf(
  body: Record<string, unknown>,
  from: string,
  to: string,
): { from: string; to: string } {
  return { from: dayOf(String(body[from] ?? '')), to: dayOf(String(body[to] ?? '')) };
}

/** A list filter's day (`filter: {"from": …, "to": …}`), or the message that says it is not one. */
export function filterDayOf(value: unknown, key: string): { day: string } | { error: string } {
  const day = typeof value === 'string' ? dayOf(value) : '';
  return isCalendarDay(day) ? { day } : { error: `El filtro ${key} debe ser una fecha (AAAA-MM-DD)` };
}

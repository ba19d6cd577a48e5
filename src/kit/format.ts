/**
 * How the screens write instants and numbers: Spanish as the school writes it (es-CO), English as
 * in the United States; clock times always on 24 hours, as the school's timetables are.
 */
export const intlLocale = (locale: string) => (locale === 'es' ? 'es-CO' : 'en-US');

const clocks = new Map<string, Intl.DateTimeFormat>();

/** 'HH:MM' of an instant (an ISO text or a Date), on this device's clock. */
export function clockTime(instant: string | Date, locale = 'es'): string {
  const tag = intlLocale(locale);
  let format = clocks.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(tag, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

const stamps = new Map<string, Intl.DateTimeFormat>();

/** A short date and clock time of an instant ('27/11/2026, 17:02'), on this device's clock. */
export function dateTime(instant: string | Date, locale = 'es'): string {
  const tag = intlLocale(locale);
  let format = stamps.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
    stamps.set(tag, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A calendar day ('YYYY-MM-DD') in words ('martes, 10 de marzo de 2026'), read as a day, never shifted by a time zone. */
export function dayInWords(day: string, locale = 'es'): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  });
}

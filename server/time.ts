/** "Today" is the school's local day (TZ_SCHOOL), not the server's UTC day. */

// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const partFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
const cached = (
  cache: Map<string, Intl.DateTimeFormat>,
  timezone: string,
  make: () => Intl.DateTimeFormat,
) => {
  let format = cache.get(timezone);
  if (!format) cache.set(timezone, (format = make()));
  return format;
};

/** 'YYYY-MM-DD' of an instant in a time zone. */
export function localDate(instant: Date, timezone: string): string {
  return cached(
    dateFormats,
    timezone,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).format(instant);
}

/** 'HH:MM' (24 h) of an instant in a time zone. */
export function localTime(instant: Date, timezone: string): string {
  return cached(
    timeFormats,
    timezone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: timezone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(instant);
}

/** Offset of a time zone at an instant, in minutes east of UTC. */
export function offsetMinutes(instant: Date, timezone: string): number {
  const parts = cached(
    partFormats,
    timezone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  ).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant a local wall-clock time ('YYYY-MM-DD', 'HH:MM:SS') happens in a time zone. */
export function zonedInstant(date: string, time: string, timezone: string): Date {
  const guess = new Date(`${date}T${time}Z`);
  const first = new Date(guess.getTime() - offsetMinutes(guess, timezone) * 60_000);
  return new Date(guess.getTime() - offsetMinutes(first, timezone) * 60_000);
}

/** The `n` calendar days up to the one holding `now` (the server's clock), oldest first, with their bounds. */
export function lastSchoolDays(n: number, timezone: string, now: Date) {
  const today = localDate(now, timezone);
  const days: { date: string; start: Date; end: Date }[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - i);
    const date = d.toISOString().slice(0, 10);
    days.push({
      date,
      start: zonedInstant(date, '00:00:00', timezone),
      end: zonedInstant(date, '23:59:59', timezone),
    });
  }
  return days;
}

/** The calendar day after 'YYYY-MM-DD'. */
export function nextDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar day before 'YYYY-MM-DD'. */
export function previousDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Whether 'YYYY-MM-DD' names a real calendar day (src/domain/dateRange.ts). */
export { isCalendarDay as isCalendarDate } from '../src/domain/dateRange';

/**
 * The instants bounding the school days `from`..`to` (both included, 'YYYY-MM-DD'):
 * `start` is `from` 00:00:00 local, `end` (exclusive) is the midnight after `to`, so the
 * whole last second 23:59:59.999 counts.
 */
export function schoolDaysRange(from: string, to: string, timezone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(from, '00:00:00', timezone),
    end: zonedInstant(nextDate(to), '00:00:00', timezone),
  };
}

/** The last day `schoolToday` computed per time zone: every sale asks, and the answer changes at midnight. */
const lastToday = new Map<string, { start: Date; end: Date }>();

/** Today's school day, the one holding `now` (the server's clock), as an instant range. */
export function schoolToday(timezone: string, now: Date): { start: Date; end: Date } {
  const last = lastToday.get(timezone);
  if (last && now >= last.start && now < last.end)
    return { start: new Date(last.start), end: new Date(last.end) };
  const today = localDate(now, timezone);
  const range = schoolDaysRange(today, today, timezone);
  lastToday.set(timezone, range);
  return { start: new Date(range.start), end: new Date(range.end) };
}

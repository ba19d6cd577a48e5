/**
 * The school calendar's rules (src/domain/calendar.ts): Colombia's national holidays as the official
 * lists give them (Easter's and the ones moved to Monday included), a school day, and a year's list
 * of days off refused under the day that is wrong.
 */
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_MESSAGES,
  calendarSchema,
  colombianHolidays,
  easterSunday,
  isSchoolDay,
} from '../../src/domain/calendar';

describe("Colombia's national holidays", () => {
  it('are the 18 days of the official 2026 list', () => {
    expect(colombianHolidays(2026).map((d) => d.fecha)).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('move with Easter and to the next Monday in 2027 too', () => {
    expect(iso(easterSunday(2027))).toBe('2027-03-28');
    expect(colombianHolidays(2027).map((d) => d.fecha)).toEqual([
      '2027-01-01',
      '2027-01-11',
      '2027-03-22',
      '2027-03-25',
      '2027-03-26',
      '2027-05-01',
      '2027-05-10',
      '2027-05-31',
      '2027-06-07',
      '2027-07-05',
      '2027-07-20',
      '2027-08-07',
      '2027-08-16',
      '2027-10-18',
      '2027-11-01',
      '2027-11-15',
      '2027-12-08',
      '2027-12-25',
    ]);
    expect(colombianHolidays(2027).find((d) => d.fecha === '2027-07-05')?.nombre).toBe(
      'San Pedro y San Pablo',
    );
  });
});

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('a school day', () => {
  it('is Monday to Friday and not a day off', () => {
    const off = new Set(['2026-03-23']);
    expect(isSchoolDay('2026-03-24', off)).toBe(true); // Tuesday
    expect(isSchoolDay('2026-03-23', off)).toBe(false); // San José, a Monday
    expect(isSchoolDay('2026-03-21', off)).toBe(false); // Saturday
    expect(isSchoolDay('2026-03-22', off)).toBe(false); // Sunday
  });
});

describe("a year's days off", () => {
  const day = (fecha: string, nombre = 'Jornada pedagógica') => ({ fecha, tipo: 'sin_clases', nombre });
  const issuesOf = (body: unknown) => {
    const parsed = calendarSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes a list of the year, each day once with its kind and name', () => {
    expect(
      issuesOf({
        anio: 2026,
        dias: [day('2026-04-06'), { ...day('2026-01-01', 'Año Nuevo'), tipo: 'festivo' }],
      }),
    ).toEqual([]);
  });

  it('refuses, under the day, one of another year, one twice, a wrong kind or date, a blank name', () => {
    expect(issuesOf({ anio: 2026, dias: [day('2027-01-04')] })).toEqual([
      ['dias.0.fecha', `${CALENDAR_MESSAGES.outsideYear}: 2027-01-04`],
    ]);
    expect(issuesOf({ anio: 2026, dias: [day('2026-04-06'), day('2026-04-06')] })).toEqual([
      ['dias.1.fecha', `${CALENDAR_MESSAGES.repeated}: 2026-04-06`],
    ]);
    expect(issuesOf({ anio: 2026, dias: [{ ...day('2026-04-06'), tipo: 'vacaciones' }] })).toEqual([
      ['dias.0.tipo', CALENDAR_MESSAGES.kind],
    ]);
    expect(issuesOf({ anio: 2026, dias: [day('2026-02-30')] })).toEqual([
      ['dias.0.fecha', CALENDAR_MESSAGES.date],
    ]);
    expect(issuesOf({ anio: 2026, dias: [day('2026-04-06', '  ')] })).toEqual([
      ['dias.0.nombre', CALENDAR_MESSAGES.name],
    ]);
    expect(issuesOf({ anio: 1999, dias: [] })).toEqual([['anio', CALENDAR_MESSAGES.year]]);
  });
});

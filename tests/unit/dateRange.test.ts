/** Date ranges in school days, in one place: every report and list filter uses these. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATES_REVERSED,
  daysOf,
  filterDayOf,
  isCalendarDay,
  orderedDays,
  reportDay,
} from '../../src/domain/dateRange';

const body = z
  .object({ a: reportDay('Fecha inicial'), b: reportDay('Fecha final') })
  .superRefine(orderedDays('a', 'b'));
const issues = (value: unknown) => {
  const r = body.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('date ranges', () => {
  it('accepts a day with or without the old client time, both ends included', () => {
    expect(issues({ a: '2026-03-02 00:00:00', b: '2026-03-02 23:59:00' })).toEqual([]);
    expect(daysOf({ a: ' 2026-03-02 00:00:00', b: '2026-03-05' }, 'a', 'b')).toEqual({
      from: '2026-03-02',
      to: '2026-03-05',
    });
  });

  it('refuses a start after the end on the start field, with one message', () => {
    expect(issues({ a: '2026-03-06', b: '2026-03-05' })).toEqual([['a', DATES_REVERSED]]);
  });

  it('names the field in each refusal, and keeps each report its wording', () => {
    expect(issues({ b: '2026-03-05' })).toEqual([['a', 'El campo Fecha inicial es requerido']]);
    expect(issues({ a: 'ayer', b: '2026-03-05' })).toEqual([
      ['a', 'El campo Fecha inicial debe ser una fecha (AAAA-MM-DD)'],
    ]);
    expect(issues({ a: '2026-02-30', b: '2026-03-05' })).toEqual([
      ['a', 'El campo Fecha inicial no es una fecha del calendario'],
    ]);
    const old = reportDay('Fecha final', {
      required: 'Todos los campos son obligatorios',
      notText: 'required',
    });
    expect(old.safeParse(20260310).error?.issues[0].message).toBe('Todos los campos son obligatorios');
  });

  it('reads list filter days, and says which filter is not one', () => {
    expect(filterDayOf('2026-03-02 10:00', 'from')).toEqual({ day: '2026-03-02' });
    expect(filterDayOf('2026-02-30', 'to')).toEqual({
      error: 'El filtro to debe ser una fecha (AAAA-MM-DD)',
    });
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});

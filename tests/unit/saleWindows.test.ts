/**
 * The windows' and the week's arithmetic (issue 55, item 7): a window holds its first minute and
 * not its last; the week runs Monday to Sunday on the school's calendar, whatever UTC's day is.
 */
import { describe, expect, it } from 'vitest';
import {
  outsideWindowMessage,
  sellsAt,
  TOO_MANY_WINDOWS,
  weekStartDate,
  weeklyCapMessage,
  WINDOW_EMPTY,
  WINDOW_OVERLAP,
  WINDOW_STORE_UNKNOWN,
  WINDOW_TIME_INVALID,
  windowsLabel,
  windowsProblem,
  type SaleWindow,
} from '../../src/domain/saleWindows';
import { localDate, localTime, zonedInstant } from '../../server/time';

const TZ = 'America/Bogota';
const BREAKS: SaleWindow[] = [
  { tienda: 1, desde: '12:00', hasta: '13:00' },
  { tienda: 1, desde: '09:30', hasta: '10:00' },
];

describe('a store’s windows', () => {
  it.each([
    ['09:29', false],
    ['09:30', true],
    ['09:59', true],
    ['10:00', false],
    ['12:30', true],
    ['13:00', false],
    ['00:00', false],
    ['23:59', false],
  ])('cafeteria at %s sells: %s', (time, sells) => {
    expect(sellsAt(BREAKS, 1, time)).toBe(sells);
  });

  it('leave a store without windows selling at any hour', () => {
    expect(sellsAt(BREAKS, 2, '00:00')).toBe(true);
    expect(sellsAt([], 1, '03:15')).toBe(true);
  });

  it('may start at midnight and end at the day’s last minute', () => {
    const night: SaleWindow[] = [{ tienda: 3, desde: '00:00', hasta: '23:59' }];
    expect(sellsAt(night, 3, '00:00')).toBe(true);
    expect(sellsAt(night, 3, '23:58')).toBe(true);
    expect(sellsAt(night, 3, '23:59')).toBe(false);
  });

  it('are read on the school’s clock, not UTC’s', () => {
    // 04:45 UTC is 23:45 of the day before in Bogotá.
    const late = new Date('2026-03-15T04:45:00Z');
    expect(localTime(late, TZ)).toBe('23:45');
    expect(sellsAt([{ tienda: 1, desde: '23:00', hasta: '23:59' }], 1, localTime(late, TZ))).toBe(true);
    expect(sellsAt([{ tienda: 1, desde: '04:00', hasta: '05:00' }], 1, localTime(late, TZ))).toBe(false);
  });

  it('are refused when malformed, empty, crossing or too many', () => {
    const stores = [1, 2, 3];
    expect(windowsProblem(BREAKS, stores)).toBeNull();
    expect(windowsProblem([{ tienda: 9, desde: '09:00', hasta: '10:00' }], stores)).toEqual({
      index: 0,
      message: WINDOW_STORE_UNKNOWN,
    });
    expect(windowsProblem([{ tienda: 1, desde: '9:30', hasta: '10:00' }], stores)?.message).toBe(
      WINDOW_TIME_INVALID,
    );
    expect(windowsProblem([{ tienda: 1, desde: '24:00', hasta: '10:00' }], stores)?.message).toBe(
      WINDOW_TIME_INVALID,
    );
    expect(windowsProblem([{ tienda: 1, desde: '10:00', hasta: '10:00' }], stores)?.message).toBe(
      WINDOW_EMPTY,
    );
    expect(windowsProblem([{ tienda: 1, desde: '22:00', hasta: '02:00' }], stores)?.message).toBe(
      WINDOW_EMPTY,
    );
    expect(
      windowsProblem(
        [
          ...BREAKS,
          { tienda: 1, desde: '09:45', hasta: '10:15' },
          { tienda: 2, desde: '09:45', hasta: '10:15' },
        ],
        stores,
      ),
    ).toEqual({ index: 2, message: WINDOW_OVERLAP });
    // Back to back is not crossing.
    expect(windowsProblem([...BREAKS, { tienda: 1, desde: '10:00', hasta: '10:30' }], stores)).toBeNull();
    const five = ['07', '08', '09', '10', '11'].map((h) => ({
      tienda: 2,
      desde: `${h}:00`,
      hasta: `${h}:30`,
    }));
    expect(windowsProblem(five, stores)).toEqual({ index: 4, message: TOO_MANY_WINDOWS });
  });

  it('are said in Spanish, earliest first', () => {
    expect(outsideWindowMessage(1, BREAKS)).toBe(
      'A esta hora no se le vende en cafetería: su familia lo permite de 9:30–10:00 y 12:00–13:00',
    );
    expect(windowsLabel([...BREAKS, { tienda: 2, desde: '07:00', hasta: '07:30' }], 'A cualquier hora')).toBe(
      'Cafetería 9:30–10:00 y 12:00–13:00; Papelería 7:00–7:30',
    );
    expect(windowsLabel([], 'A cualquier hora')).toBe('A cualquier hora');
  });
});

describe('the week', () => {
  it.each([
    ['2026-03-09', '2026-03-09'], // a Monday is its own week's first day
    ['2026-03-10', '2026-03-09'],
    ['2026-03-15', '2026-03-09'], // Sunday closes the week
    ['2026-03-16', '2026-03-16'], // and Monday opens the next
    ['2026-03-01', '2026-02-23'], // across a month
    ['2027-01-01', '2026-12-28'], // across a year
  ])('holding %s starts on Monday %s', (day, monday) => {
    expect(weekStartDate(day)).toBe(monday);
  });

  it('starts at Monday’s midnight in the school’s zone', () => {
    // Sunday 23:30 in Bogotá is Monday 04:30 UTC: still the week that began on the 9th.
    const sundayNight = new Date('2026-03-16T04:30:00Z');
    const start = zonedInstant(weekStartDate(localDate(sundayNight, TZ)), '00:00:00', TZ);
    expect(start.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    // Half an hour later it is Monday in Bogotá: a new week.
    const monday = new Date('2026-03-16T05:00:00Z');
    expect(zonedInstant(weekStartDate(localDate(monday, TZ)), '00:00:00', TZ).toISOString()).toBe(
      '2026-03-16T05:00:00.000Z',
    );
  });

  it('says its cap and what it holds', () => {
    expect(weeklyCapMessage(20_000, 18_500)).toBe(
      'Supera el tope semanal de $20.000: esta semana lleva $18.500',
    );
  });
});

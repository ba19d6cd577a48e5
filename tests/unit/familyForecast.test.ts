/** The portal's forecast: how many school days a child's balance lasts (issue 32, item 3). */
import { describe, expect, it } from 'vitest';
import { daysLeft, FORECAST_DAYS } from '../../src/domain/family';
import { forecastWindowStart } from '../../server/modules/family/children/queries';

describe('daysLeft', () => {
  it('divides the balance by the average school day, rounding down', () => {
    expect(daysLeft(50_000, 100_000, 20)).toBe(10);
    expect(daysLeft(14_999, 30_000, 20)).toBe(9);
  });
  it('is null without purchases to go by, and 0 for an empty or negative balance', () => {
    expect(daysLeft(50_000, 0, 20)).toBeNull();
    expect(daysLeft(50_000, 1000, 0)).toBeNull();
    expect(daysLeft(0, 1000, 5)).toBe(0);
    expect(daysLeft(-500, 1000, 5)).toBe(0);
  });
});

describe('forecastWindowStart', () => {
  it(`starts ${FORECAST_DAYS} school days (Monday to Friday) before today, at local midnight`, () => {
    // Thursday 2026-11-26 in Bogotá: 20 weekdays back is Thursday 2026-10-29.
    expect(forecastWindowStart('America/Bogota', new Date('2026-11-26T15:00:00-05:00')).toISOString()).toBe(
      '2026-10-29T05:00:00.000Z',
    );
    // From a Monday, the Friday before counts and the weekend does not: Monday 2026-11-30 → Monday 2026-11-02.
    expect(forecastWindowStart('America/Bogota', new Date('2026-11-30T08:00:00-05:00')).toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it("skips the school calendar's days off: two holidays in the window start it two school days earlier", () => {
    const holidays = new Set(['2026-11-02', '2026-11-16']);
    expect(
      forecastWindowStart('America/Bogota', new Date('2026-11-26T15:00:00-05:00'), holidays).toISOString(),
    ).toBe('2026-10-27T05:00:00.000Z');
  });
});

/** The restaurant's rules: which service a scan's time falls in, and its reports' text amounts. */
import { describe, expect, it } from 'vitest';
import { serviceAt } from '../../src/domain/restaurant';
import { commaThousands, withAmounts } from '../../src/domain/reports/restaurant';

const LUNCH = { name: 'Almuerzo', h_start: '11:30', h_end: '13:00' };
const SNACK = { name: 'Refrigerio', h_start: '15:00:00', h_end: '15:30:00' };
const EARLY = { name: 'Temprano', h_start: '11:00', h_end: '12:00' };

describe('the service a scan falls in', () => {
  it('includes the start and excludes the end', () => {
    expect(serviceAt([LUNCH, SNACK], '11:30')).toBe(LUNCH);
    expect(serviceAt([LUNCH, SNACK], '12:59')).toBe(LUNCH);
    expect(serviceAt([LUNCH, SNACK], '13:00')).toBeNull();
    expect(serviceAt([LUNCH, SNACK], '15:15')).toBe(SNACK);
  });

  it('is none outside every window, and the earliest-starting one where they overlap', () => {
    expect(serviceAt([LUNCH, SNACK], '10:00')).toBeNull();
    expect(serviceAt([LUNCH, EARLY], '11:45')).toBe(EARLY);
    expect(serviceAt([], '12:00')).toBeNull();
  });
});

describe('the restaurant report amounts', () => {
  it('writes pesos with comma thousands separators, as the old rows did', () => {
    expect([0, 999, 1000, 12500, 1234567, -4500].map(commaThousands)).toEqual([
      '0',
      '999',
      '1,000',
      '12,500',
      '1,234,567',
      '-4,500',
    ]);
  });

  it('runs sumatoria down the rows in their order', () => {
    const rows = withAmounts([{ total: 9000 }, { total: 12500 }, { total: 500 }]);
    expect(rows.map((r) => [r.valor, r.sumatoria])).toEqual([
      ['9,000', '9,000'],
      ['12,500', '21,500'],
      ['500', '22,000'],
    ]);
  });
});

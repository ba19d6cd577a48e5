/** One meal per service: which window a scan's time falls in (src/domain/restaurant.ts). */
import { describe, expect, it } from 'vitest';
import { serviceAt } from '../../src/domain/restaurant';

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

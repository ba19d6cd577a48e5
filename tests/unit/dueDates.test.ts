/** A date the list flags as it nears (a driver's licence): whole calendar days from today. */
import { describe, expect, it } from 'vitest';
import { daysUntil } from '../../src/app/generic/columns';
import { driversResource, LICENCE_WARNING_DAYS } from '../../src/domain/resources/transport';

describe('daysUntil', () => {
  const today = new Date(2026, 10, 24, 23, 30);
  it('counts calendar days, whatever the hour, negative once past', () => {
    expect(daysUntil('2026-11-24', today)).toBe(0);
    expect(daysUntil('2026-11-25', today)).toBe(1);
    expect(daysUntil('2026-12-24', today)).toBe(30);
    expect(daysUntil('2026-11-23', today)).toBe(-1);
    expect(daysUntil('2027-03-01', today)).toBe(97);
  });

  it("flags a driver's licence within 30 days", () => {
    expect(driversResource.fields.licencia_vence.dueWithinDays).toBe(LICENCE_WARNING_DAYS);
    expect(LICENCE_WARNING_DAYS).toBe(30);
  });
});

/**
 * Today's school day (server/time.ts): remembered between calls, since every sale asks, but never
 * past its own midnight — the first sale after midnight gets the new day.
 */
import { describe, expect, it } from 'vitest';
import { schoolToday } from '../../server/time';

const BOGOTA = 'America/Bogota';

describe('schoolToday', () => {
  it('gives the local day, and the next one from its midnight on', () => {
    const evening = schoolToday(BOGOTA, new Date('2026-03-10T23:30:00-05:00'));
    expect(evening.start.toISOString()).toBe('2026-03-10T05:00:00.000Z');
    expect(evening.end.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    // Asked again within the day: the same day.
    expect(schoolToday(BOGOTA, new Date('2026-03-10T23:59:59.999-05:00'))).toEqual(evening);
    // Its end is the next day's start.
    const morning = schoolToday(BOGOTA, new Date('2026-03-11T00:00:00-05:00'));
    expect(morning.start.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(morning.end.toISOString()).toBe('2026-03-12T05:00:00.000Z');
    // A day before the remembered one is computed, not taken from memory.
    expect(schoolToday(BOGOTA, new Date('2026-03-09T12:00:00-05:00')).start.toISOString()).toBe(
      '2026-03-09T05:00:00.000Z',
    );
  });

  it('keeps each time zone apart', () => {
    const at = new Date('2026-03-10T03:00:00Z');
    expect(schoolToday(BOGOTA, at).start.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(schoolToday('Europe/Madrid', at).start.toISOString()).toBe('2026-03-09T23:00:00.000Z');
  });

  it('hands out copies: changing one answer does not change the next', () => {
    const at = new Date('2026-05-02T10:00:00-05:00');
    schoolToday(BOGOTA, at).start.setUTCFullYear(1999);
    expect(schoolToday(BOGOTA, at).start.toISOString()).toBe('2026-05-02T05:00:00.000Z');
  });
});

/**
 * The instants the suite runs at (docs/testing.md). Every API and browser test reads time from the
 * clock its project pins (TEST_CLOCK), never from the machine: a fresh clone's `npm test` gives the
 * same verdict on a Saturday night as on a Tuesday morning.
 *
 * Each project runs at `weekday`; the date-dependent files (tests/dated-files.ts) run a second
 * time at `saturday-night`, so both branches of a weekday or an opening hour are asserted in
 * every run. The dates sit mid-month, far from a month's or a year's end.
 */
import { startClock, type Clock } from '../server/clock';

export const PINNED_INSTANTS = {
  /** A Tuesday morning in Bogotá: school day, gate open, routes running, the lunch line before noon. */
  weekday: '2026-03-10T10:00:00-05:00',
  /** A Saturday night in Bogotá: no school, no route, half an hour to midnight. */
  'saturday-night': '2026-03-14T23:30:00-05:00',
} as const;

export type PinnedName = keyof typeof PINNED_INSTANTS;

/** The pinned instant this run's project names (TEST_CLOCK; `weekday` when unset). */
export function pinnedName(env: NodeJS.ProcessEnv = process.env): PinnedName {
  const name = env.TEST_CLOCK ?? 'weekday';
  if (!(name in PINNED_INSTANTS))
    throw new Error(`TEST_CLOCK=${name}: debe ser uno de ${Object.keys(PINNED_INSTANTS).join(', ')}`);
  return name as PinnedName;
}

/** The instant this run is pinned to (the start of every clock `testClock` makes). */
export function pinnedInstant(env: NodeJS.ProcessEnv = process.env): Date {
  return new Date(PINNED_INSTANTS[pinnedName(env)]);
}

/** A clock started at this run's pinned instant, running on: give one to each app a test builds. */
export function testClock(): Clock {
  return startClock(pinnedInstant());
}

/**
 * What this run's pinned instant calls for: a date-dependent test says what it expects at each
 * instant, so every run asserts a definite branch (`byPinned({ weekday: 2, 'saturday-night': null })`).
 */
export function byPinned<T>(values: Record<PinnedName, T>): T {
  return values[pinnedName()];
}

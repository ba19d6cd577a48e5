/**
 * The server's one clock. Every business instant — a sale, a ledger row, a boarding, a passage at
 * the gate, a meal, a cash close, "today" of a report — is read from the clock given to
 * `buildApp` (and to the demo seed, the workers and the timers), never from `new Date()`.
 *
 * A clock starts at an instant and runs on at the machine's pace. In production it starts at the
 * machine's own time (`systemClock`); CLOCK_START starts it elsewhere (a training day, a demo of
 * another date), and the tests start it at a pinned instant (tests/api/fixtures/clock.ts) so a
 * Saturday night or a Tuesday morning is a choice, not luck.
 */

export interface Clock {
  /** The current instant by this clock. */
  now(): Date;
  /** Milliseconds since the epoch by this clock (`now().getTime()` without the Date). */
  nowMs(): number;
}

/** A clock that reads `start` now and runs on from there; without `start`, the machine's clock. */
export function startClock(start?: Date | null): Clock {
  // The one place that may read the machine's time: everything else asks a clock.
  // eslint-disable-next-line no-restricted-syntax
  const machine = () => Date.now();
  const offset = start ? start.getTime() - machine() : 0;
  return {
    now: () => new Date(machine() + offset),
    nowMs: () => machine() + offset,
  };
}

/** The machine's clock: what a server without CLOCK_START reads. */
export const systemClock: Clock = startClock(null);

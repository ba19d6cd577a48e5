/**
 * What the large school's steps share (large-school.ts runs them, large-school-people.ts and
 * large-school-sales.ts write them): the figures of scale 1, one load's run (its transaction's
 * statements, the demo's ids, the days, how many of each to make) and the helpers that write
 * values into its set-based SQL.
 */
import { sql, type SQL } from 'drizzle-orm';

/** What scale 1 makes (totals, the demo's included, except order lines: those are generated). */
export const LARGE_SCHOOL = {
  users: 100_000,
  students: 60_000,
  products: 2_000,
  orderLines: 1_000_000,
  /** School days before today with gate passages and bus boardings. */
  gateDays: 20,
  /** Share of the students who ride a bus. */
  busRiders: 0.03,
} as const;

/** One load of the large school, as its steps need it. */
export interface LargeRun {
  /** Runs a statement in the load's transaction. */
  exec: (query: SQL) => Promise<unknown>;
  /** An instant in the school's time zone: a day and a time of that day. */
  at: (day: SQL, time: SQL) => SQL;
  /** A credential's top-up time on a morning: between 05:00 and 06:40, before the first sale at 06:45. */
  topUpTime: (credential: SQL) => SQL;
  /** What the demo made, that the generated rows hang from (roles, staff, shifts, counts). */
  ctx: Record<string, number>;
  /** The load's instant by the server's clock (a timestamptz), and its day in the school's time zone (a date). */
  now: SQL;
  today: SQL;
  /** The school days of last year, oldest first, and the last ones (the gate's and the buses'). */
  days: string[];
  gateDays: string[];
  /** The school year of today. */
  year: number;
  /** The demo password's hash, for the generated staff. */
  staffHash: string;
  newStudents: number;
  newUsers: number;
  newProducts: number;
  orderLines: number;
}

export const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
/** A random element of a text[] expression. */
export const pick = (array: SQL) => sql`(${array})[1 + floor(random() * cardinality(${array}))::int]`;
/** A number written into the statement: these are the generator's own figures and ids, typed as the column needs. */
export const int = (value: number, decimals = 0) =>
  sql.raw(decimals ? value.toFixed(decimals) : String(Math.trunc(value)));
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

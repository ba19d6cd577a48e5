/**
 * What a guardian sees of their children, and nothing of anybody else's: every read takes the
 * guardian's id and finds a child only through `students.id_attendant`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { isSchoolDay } from '../../../../src/domain/calendar';
import { weekStartDate } from '../../../../src/domain/saleWindows';
import { FORECAST_DAYS, daysLeft, type CardState, type FamilyChild } from '../../../../src/domain/family';
import type { Db } from '../../../db/client';
import { credentialMovements, credentials, studentProfiles, students, users } from '../../../db/schema';
import { consumptionBetweenSql } from '../../../money';
import { localDate, schoolToday, zonedInstant } from '../../../time';
import { daysOffBetween } from '../../admin';

/** How far back the forecast reads the calendar: its window of school days, with room for a recess. */
const CALENDAR_LOOKBACK_DAYS = 180;

/**
 * The first instant of the FORECAST_DAYS school days (Monday to Friday, not a day off of the
 * calendar) before today (the day holding `now`).
 */
export function forecastWindowStart(
  timezone: string,
  now: Date,
  daysOff: ReadonlySet<string> = new Set(),
): Date {
  const day = new Date(`${localDate(now, timezone)}T12:00:00Z`);
  let counted = 0;
  while (counted < FORECAST_DAYS) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (isSchoolDay(day.toISOString().slice(0, 10), daysOff)) counted++;
  }
  return zonedInstant(day.toISOString().slice(0, 10), '00:00:00', timezone);
}

/** School days from `from` up to, not including, `to`. */
function schoolDaysBetween(from: Date, to: Date, timezone: string, daysOff: ReadonlySet<string>): number {
  const day = new Date(`${localDate(from, timezone)}T12:00:00Z`);
  const last = localDate(to, timezone);
  let days = 0;
  while (day.toISOString().slice(0, 10) < last) {
    if (isSchoolDay(day.toISOString().slice(0, 10), daysOff)) days++;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/**
 * The guardian's children, active students only, by name: balance, today's consumption, cap,
 * the forecast and the card's state. The forecast averages what the child bought over the last
 * FORECAST_DAYS school days (the school calendar's: no holiday counts) — or over the school days
 * since the credential's first movement, when it is younger.
 * Today is the school's day holding `now` (the server's clock).
 */
export async function childrenOf(
  db: Db,
  guardianId: number,
  timezone: string,
  now: Date,
): Promise<FamilyChild[]> {
  const today = schoolToday(timezone, now);
  const lookback = new Date(now.getTime() - CALENDAR_LOOKBACK_DAYS * 86_400_000);
  const daysOff = await daysOffBetween(db, localDate(lookback, timezone), localDate(now, timezone));
  const windowStart = forecastWindowStart(timezone, now, daysOff);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      url: users.url,
      course: studentProfiles.courseName,
      saldo: sql<number>`coalesce(${credentials.saldo}, 0)`.mapWith(Number),
      lockSaldo: sql<number>`coalesce(${credentials.lockSaldo}, 0)`.mapWith(Number),
      weeklyCap: sql<number>`coalesce(${credentials.weeklyCap}, 0)`.mapWith(Number),
      consumedThisWeek: consumptionBetweenSql(
        credentials.id,
        zonedInstant(weekStartDate(localDate(now, timezone)), '00:00:00', timezone).toISOString(),
        today.end.toISOString(),
      ),
      card: sql<CardState>`case when ${credentials.id} is null then 'ninguno' when ${credentials.active} = 1 then 'activo' else 'inactivo' end`,
      consumedToday: consumptionBetweenSql(
        credentials.id,
        today.start.toISOString(),
        today.end.toISOString(),
      ),
      spent: consumptionBetweenSql(credentials.id, windowStart.toISOString(), today.start.toISOString()),
      since: sql<
        string | null
      >`(select min(m.created_at) from ${credentialMovements} m where m.id_carnet = ${credentials.id})`,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, students.id_user))
    .leftJoin(credentials, eq(credentials.id_user_primary, students.id_user))
    .where(and(eq(students.id_attendant, guardianId), eq(users.active, 1)))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => {
    const since = row.since ? new Date(row.since) : null;
    const from = since && since > windowStart ? since : windowStart;
    return {
      id: row.id,
      name: row.name,
      url: row.url ?? null,
      course: row.course ?? null,
      saldo: row.saldo,
      consumo_hoy: row.consumedToday ?? 0,
      lockSaldo: row.lockSaldo,
      tope_semanal: row.weeklyCap,
      consumo_semana: row.consumedThisWeek ?? 0,
      dias_restantes: since
        ? daysLeft(
            row.saldo,
            row.spent ?? 0,
            Math.max(1, schoolDaysBetween(from, today.start, timezone, daysOff)),
          )
        : null,
      carnet: row.card,
    };
  });
}

/** Whether the student is an active child of the guardian: the one check before any child's data. */
export async function isChildOf(db: Db, guardianId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id_user })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .where(and(eq(students.id_user, studentId), eq(students.id_attendant, guardianId), eq(users.active, 1)))
    .limit(1);
  return Boolean(row);
}

/** The school calendar's reads: a year's days off, and the days off of a range for the rules that count school days. */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DayOff } from '../../../../src/domain/calendar';
import type { Db } from '../../../db/client';
import { schoolDaysOff } from '../../../db/schema';

/** The days off between two school days ('YYYY-MM-DD', both included). */
export async function daysOffBetween(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ fecha: schoolDaysOff.fecha })
    .from(schoolDaysOff)
    .where(and(gte(schoolDaysOff.fecha, from), lte(schoolDaysOff.fecha, to)));
  return new Set(rows.map((r) => r.fecha));
}

/** The day off of a date, or null on a school day's date. */
export async function dayOffOn(db: Db, day: string): Promise<Pick<DayOff, 'tipo' | 'nombre'> | null> {
  const [row] = await db
    .select({ tipo: schoolDaysOff.tipo, nombre: schoolDaysOff.nombre })
    .from(schoolDaysOff)
    .where(eq(schoolDaysOff.fecha, day))
    .limit(1);
  return row ?? null;
}

/** A year's days off, by date. */
export async function daysOffOf(db: Db, year: number): Promise<DayOff[]> {
  return db
    .select({ fecha: schoolDaysOff.fecha, tipo: schoolDaysOff.tipo, nombre: schoolDaysOff.nombre })
    .from(schoolDaysOff)
    .where(and(gte(schoolDaysOff.fecha, `${year}-01-01`), lte(schoolDaysOff.fecha, `${year}-12-31`)))
    .orderBy(asc(schoolDaysOff.fecha));
}

/** The days off between two dates (both included), with their kind and name, by date. */
export async function daysOffNamedBetween(
  db: Db,
  from: string,
  to: string,
): Promise<Map<string, Pick<DayOff, 'tipo' | 'nombre'>>> {
  const rows = await db
    .select({ fecha: schoolDaysOff.fecha, tipo: schoolDaysOff.tipo, nombre: schoolDaysOff.nombre })
    .from(schoolDaysOff)
    .where(and(gte(schoolDaysOff.fecha, from), lte(schoolDaysOff.fecha, to)));
  return new Map(rows.map(({ fecha, ...day }) => [fecha, day]));
}

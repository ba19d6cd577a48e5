/**
 * The school calendar's writes: a year's days off replaced as a whole, in one transaction (what the
 * list leaves out is a school day again), and the national holidays the demo starts with.
 */
import { and, gte, lte } from 'drizzle-orm';
import { colombianHolidays, type Calendar } from '../../../../src/domain/calendar';
import type { Db } from '../../../db/client';
import { schoolDaysOff } from '../../../db/schema';

export async function replaceYear(tx: Db, calendar: Calendar, now: Date): Promise<void> {
  const { anio, dias } = calendar;
  await tx
    .delete(schoolDaysOff)
    .where(and(gte(schoolDaysOff.fecha, `${anio}-01-01`), lte(schoolDaysOff.fecha, `${anio}-12-31`)));
  if (dias.length > 0) await tx.insert(schoolDaysOff).values(dias.map((d) => ({ ...d, updated_at: now })));
}

/** Colombia's national holidays of `years`, for a new school (the demo); days already set are kept. */
export async function seedDaysOff(tx: Db, years: number[], now: Date): Promise<void> {
  const rows = years.flatMap((y) =>
    colombianHolidays(y).map((d) => ({ ...d, tipo: 'festivo' as const, updated_at: now })),
  );
  await tx.insert(schoolDaysOff).values(rows).onConflictDoNothing();
}

/**
 * The school calendar (issue 53, src/domain/calendar.ts): one row per day without classes. A school
 * day is a Monday to Friday with no row here.
 */
import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const schoolDaysOff = pgTable(
  'school_days_off',
  {
    fecha: date('fecha', { mode: 'string' }).primaryKey(),
    /** DAY_OFF_KINDS. */
    tipo: text('tipo', { enum: ['festivo', 'sin_clases'] }).notNull(),
    nombre: text('nombre').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('school_days_off_kind', sql`${t.tipo} in ('festivo', 'sin_clases')`)],
);

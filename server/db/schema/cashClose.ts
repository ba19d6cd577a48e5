/**
 * The front desk's cash close (issue 34): one row per close, numbered in sequence (Z-0001…), with
 * what the desk's movements since its author's last close expected per method and what was counted,
 * and the movements it covered, each in exactly one close (the primary key of `cash_close_movements`).
 * A close is never changed or deleted: only its review is written, once.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { credentialMovements } from './ledgers';

export const cashCloses = pgTable(
  'cash_closes',
  {
    id: serial('id').primaryKey(),
    /** Z-0001 is 1: gap-free, given under the table's lock. */
    numero: integer('numero').notNull().unique(),
    id_staff: integer('id_staff')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The oldest movement it covers (or, with none, the author's previous close). */
    desde: timestamp('desde', { withTimezone: true }),
    hasta: timestamp('hasta', { withTimezone: true }).notNull(),
    movimientos: integer('movimientos').notNull(),
    // Expected: top-ups less deductions per method; the portal's are shown, never counted.
    esperado_efectivo: bigint('esperado_efectivo', { mode: 'number' }).notNull(),
    esperado_transferencia: bigint('esperado_transferencia', { mode: 'number' }).notNull(),
    esperado_tarjeta: bigint('esperado_tarjeta', { mode: 'number' }).notNull(),
    esperado_portal: bigint('esperado_portal', { mode: 'number' }).notNull(),
    /** Mercado Pago's top-ups (issue 54), of no one at the desk: the first close after them shows them. */
    esperado_en_linea: bigint('esperado_en_linea', { mode: 'number' }).notNull().default(0),
    contado_efectivo: bigint('contado_efectivo', { mode: 'number' }).notNull(),
    contado_transferencia: bigint('contado_transferencia', { mode: 'number' }).notNull(),
    contado_tarjeta: bigint('contado_tarjeta', { mode: 'number' }).notNull(),
    /** The drawer's opening float (issue 52): inside `contado_efectivo`, taken off before comparing. */
    fondo_inicial: bigint('fondo_inicial', { mode: 'number' }).notNull().default(0),
    /** The cash counted bill by bill and coin by coin, when counted so: {"50000": 3, …}. */
    denominaciones: jsonb('denominaciones').$type<Record<string, number>>(),
    nota: text('nota'),
    idempotency_key: text('idempotency_key'),
    revisado_por: integer('revisado_por').references(() => users.id, { onDelete: 'restrict' }),
    revisado_en: timestamp('revisado_en', { withTimezone: true }),
    comentario_revision: text('comentario_revision'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_closes_staff_idx').on(t.id_staff, t.numero),
    check(
      'cash_closes_counted',
      sql`${t.contado_efectivo} >= 0 and ${t.contado_transferencia} >= 0 and ${t.contado_tarjeta} >= 0`,
    ),
    check('cash_closes_float', sql`${t.fondo_inicial} >= 0`),
    check(
      'cash_closes_review',
      sql`(${t.revisado_por} is null) = (${t.revisado_en} is null) and (${t.revisado_por} is null) = (${t.comentario_revision} is null)`,
    ),
  ],
);

/** Which close covered each desk movement: one at most, by the primary key. */
export const cashCloseMovements = pgTable(
  'cash_close_movements',
  {
    id_movement: integer('id_movement')
      .primaryKey()
      .references(() => credentialMovements.id, { onDelete: 'restrict' }),
    id_cierre: integer('id_cierre')
      .notNull()
      .references(() => cashCloses.id, { onDelete: 'restrict' }),
  },
  (t) => [index('cash_close_movements_close_idx').on(t.id_cierre)],
);

/**
 * From which school day the desk's closes count (issue 52): one row, written at the first start
 * with that day, so a school's first close does not expect every top-up since the database began.
 * A supervisor may move it while no close exists; after the first close it stays.
 */
export const cashCloseStart = pgTable(
  'cash_close_start',
  {
    id: smallint('id').primaryKey().default(1),
    cuenta_desde: date('cuenta_desde', { mode: 'string' }).notNull(),
    /** Who set it; null: the start of the server that made the row. */
    id_staff: integer('id_staff').references(() => users.id, { onDelete: 'restrict' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('cash_close_start_one_row', sql`${t.id} = 1`)],
);

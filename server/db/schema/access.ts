/**
 * Access control (issue 16, src/domain/access.ts): the school's gates, the permits the office
 * gives, the passages through the gates (an append-only log, as the ledger: no route updates or
 * deletes one) and the one-use codes of the people's own QR.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  primaryKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shifts, users } from './admin';
import { familyAccounts } from './family';
import { bytea, timestamps } from './columns';

export const gates = pgTable('access_gates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  ubicacion: text('ubicacion'),
  ...timestamps,
});

export const permits = pgTable(
  'access_permits',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** 'HH:MM', as the office wrote it. */
    hora: text('hora').notNull(),
    /** 1 Entrada, 2 Salida. */
    tipo: smallint('tipo').notNull(),
    observaciones: text('observaciones').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_permits_day_idx').on(t.fecha, t.id_user),
    check('access_permits_tipo', sql`${t.tipo} in (1, 2)`),
  ],
);

export const passages = pgTable(
  'access_passages',
  {
    id: serial('id').primaryKey(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 1 Entrada, 2 Salida. */
    tipo: smallint('tipo').notNull(),
    id_gate: integer('id_gate').references(() => gates.id, { onDelete: 'restrict' }),
    /** The gate's name when the passage happened. */
    porteria: text('porteria'),
    /** carnet, app or documento. */
    via: text('via').notNull(),
    /** 1: the day's first entry, after the start of the person's shift. */
    late: smallint('late').notNull().default(0),
    /** 1: a student leaving before the end of the shift without a permit. */
    early: smallint('early').notNull().default(0),
    id_permit: integer('id_permit').references(() => permits.id, { onDelete: 'restrict' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'restrict' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_passages_user_idx').on(t.id_user, t.created_at),
    index('access_passages_at_idx').on(t.created_at),
    // A permit is used by one passage.
    uniqueIndex('access_passages_permit_idx').on(t.id_permit),
    check('access_passages_tipo', sql`${t.tipo} in (1, 2)`),
    check('access_passages_via', sql`${t.via} in ('carnet', 'app', 'documento')`),
  ],
);

/** The one live code of each person's own QR: its hash, replaced at every fetch. */
export const ownCodes = pgTable('access_own_codes', {
  id_user: integer('id_user')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull().unique(),
  issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the cut-off timers found missing (issue 53, src/domain/absences.ts): a student of a shift
 * with no entry at its cut-off (`ausente`), or one who entered and had no exit an hour after its
 * end (`sin_salida`). The row is the claim: a node that inserts it sends its notices, a node whose
 * insert meets it sends nothing, so a rerun or a second node never tells a family twice.
 */
export const dayAlerts = pgTable(
  'access_day_alerts',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** DAY_ALERT_KINDS: ausente, sin_salida. */
    tipo: text('tipo', { enum: ['ausente', 'sin_salida'] }).notNull(),
    id_turno: integer('id_turno').references(() => shifts.id, { onDelete: 'set null' }),
    detected_at: timestamp('detected_at', { withTimezone: true }).notNull(),
    /** An absence answered by an entry after the cut-off: a late arrival, told again. */
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** 1: the second school day in a row absent without excuse; the course's coordinator was told. */
    consecutiva: smallint('consecutiva').notNull().default(0),
  },
  (t) => [
    uniqueIndex('access_day_alerts_day_idx').on(t.fecha, t.id_user, t.tipo),
    index('access_day_alerts_user_idx').on(t.id_user, t.fecha),
    check('access_day_alerts_tipo', sql`${t.tipo} in ('ausente', 'sin_salida')`),
  ],
);

/** A day a student is excused from (issue 53): by the family from the portal or by the office; one per day. */
export const excuses = pgTable(
  'access_excuses',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    motivo: text('motivo').notNull(),
    foto: bytea('foto'),
    foto_tipo: text('foto_tipo'),
    id_family: integer('id_family').references(() => familyAccounts.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('access_excuses_day_idx').on(t.id_user, t.fecha)],
);

/** An evacuation roll call (issue 53): opened by one button, closed with its report; one open at a time. */
export const rollCalls = pgTable(
  'access_rollcalls',
  {
    id: serial('id').primaryKey(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    started_by: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('access_rollcalls_open_idx')
      .on(sql`(${t.closed_at} is null)`)
      .where(sql`${t.closed_at} is null`),
  ],
);

/** Everyone inside when a roll call opened, by group, and when and by whom each was marked safe. */
export const rollCallPeople = pgTable(
  'access_rollcall_people',
  {
    id_rollcall: integer('id_rollcall')
      .notNull()
      .references(() => rollCalls.id, { onDelete: 'cascade' }),
    id_user: integer('id_user')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** estudiante or personal. */
    tipo: text('tipo', { enum: ['estudiante', 'personal'] }).notNull(),
    /** The student's course, or the staff member's role: how the list is grouped. */
    grupo: text('grupo').notNull(),
    safe_at: timestamp('safe_at', { withTimezone: true }),
    safe_by: integer('safe_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.id_rollcall, t.id_user] })],
);

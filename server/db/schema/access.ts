/**
 * Access control (issue 16, src/domain/access.ts): the school's gates, the permits the office
 * gives, the passages through the gates (an append-only log, as the ledger: no route updates or
 * deletes one) and the one-use codes of the people's own QR.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './admin';
import { timestamps } from './columns';

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

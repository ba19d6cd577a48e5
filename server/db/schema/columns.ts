import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  jsonb,
  smallint,
  text,
  timestamp,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/** Raw bytes (uploaded images live in the database so API nodes keep no files). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * A trigram index (pg_trgm, migration 0018): the lists' search, a case-insensitive substring
 * (`ilike '%…%'`), finds its rows through it instead of reading the whole table.
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * What a notice is and its e-mail's state (family_notices, staff_notices): the kind and its data,
 * when it was written and read, and the notices worker's bookkeeping.
 */
export const noticeColumns = () => ({
  kind: text('tipo').notNull(),
  data: jsonb('datos').notNull().default({}),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  read_at: timestamp('leido_at', { withTimezone: true }),
  email_state: text('email_estado').notNull().default('pendiente'),
  email_attempts: smallint('email_intentos').notNull().default(0),
  email_next_at: timestamp('email_siguiente_at', { withTimezone: true }).notNull().defaultNow(),
  email_error: text('email_error'),
  email_sent_at: timestamp('email_enviado_at', { withTimezone: true }),
});

/** The worker's index of the notices waiting to be e-mailed, and the states an e-mail may be in. */
export const noticeEmailChecks = (
  table: string,
  t: { email_next_at: ExtraConfigColumn; email_state: ExtraConfigColumn },
) => [
  index(`${table}_email_idx`)
    .on(t.email_next_at)
    .where(sql`${t.email_state} = 'pendiente'`),
  check(`${table}_email_state`, sql`${t.email_state} in ('pendiente', 'enviado', 'fallido', 'omitido')`),
];

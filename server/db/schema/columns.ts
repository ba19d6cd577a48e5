import { customType, index, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

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

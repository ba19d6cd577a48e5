/**
 * Tables of the shared infrastructure rather than of an area: the image storage
 * (server/http/images.ts, served by server/plugins/images.ts), the idempotency keys
 * (server/http/idempotency.ts) and the event bus's outbox (server/plugins/event-outbox.ts).
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/** Uploaded .jpg/.png files, served at /images/{id}. */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of money calls (server/http/idempotency.ts): the first answer is stored
 * in the same transaction as the work, so a retry with the same key replays it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    id_staff: integer('id_staff').notNull(),
    /** Method, path and SHA-256 of the validated body. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.created_at)],
);

/**
 * The event bus's outbox (server/plugins/event-outbox.ts): the messages of a change, written in
 * the transaction that makes it; a node's notifier deletes the row as it sends them.
 */
export const eventOutbox = pgTable('event_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The change's messages `{topic, data}`, in order. */
  messages: jsonb('messages').notNull(),
});

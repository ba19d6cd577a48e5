/**
 * The event outbox's one write (issue 28): a change's messages as one row, in the change's own
 * transaction. A CTE, `outbox_row`, so it can ride on the statement that ends that transaction
 * (an idempotent answer's key, server/http/idempotency.ts) instead of a round trip of its own;
 * alone it is the event bus's `enqueue` (server/plugins/event-outbox.ts). Its value is the messages
 * as JSON text (`outboxValues`); null writes nothing.
 */
import { sql } from 'drizzle-orm';
import { eventOutbox } from './schema';

export const OUTBOX_WRITES = sql`outbox_row as (
    insert into ${eventOutbox} (messages)
    select m from (select ${sql.placeholder('outbox_messages')}::jsonb as m) given where m is not null
    returning ${eventOutbox.id}
  )`;

/** The placeholders' values of OUTBOX_WRITES for `messages` (none: nothing written). */
export const outboxValues = (messages: readonly unknown[]) => ({
  outbox_messages: messages.length > 0 ? JSON.stringify(messages) : null,
});

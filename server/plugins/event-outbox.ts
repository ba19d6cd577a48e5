/**
 * The event bus's outbox (issue 28): the messages of a change are one row of `event_outbox`,
 * written by a plain INSERT in the transaction that makes the change, so they commit — or
 * vanish — with it. Taking them out is `DELETE … RETURNING` in a transaction of its own that
 * also sends them (server/plugins/event-bus.ts), so a message leaves exactly when its row goes,
 * whichever node does it: a node that dies between its commit and its notification leaves the
 * row to the sweep of the others, or to its own next start.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { isBusMessage, type BusMessage } from '../../src/domain/topics';
import type { Db } from '../db/client';
import { preparedSql } from '../db/prepared';
import { OUTBOX_WRITES, outboxValues } from '../db/outbox';
import { eventOutbox } from '../db/schema';

/** Rows taken in one go; a full batch means more may be waiting. */
export const OUTBOX_BATCH = 500;

/** Inside the change's transaction: its messages, committed with it (no NOTIFY here: see event-bus.ts). */
export async function enqueueMessages(tx: Db, messages: readonly BusMessage[]): Promise<void> {
  if (messages.length > 0) await enqueue.execute(tx, outboxValues(messages));
}

const enqueue = preparedSql('enqueue_messages', () => sql`with ${OUTBOX_WRITES} select id from outbox_row`);

/**
 * Deletes up to OUTBOX_BATCH rows, oldest first, skipping those another node is taking at this
 * moment, and answers how many and their messages in order (what is not a message is dropped).
 * Call it in a transaction: the rows come back if it rolls back.
 */
export async function takeMessages(tx: Db): Promise<{ rows: number; messages: BusMessage[] }> {
  const oldest = tx
    .select({ id: eventOutbox.id })
    .from(eventOutbox)
    .orderBy(asc(eventOutbox.id))
    .limit(OUTBOX_BATCH)
    .for('update', { skipLocked: true });
  const taken = await tx
    .delete(eventOutbox)
    .where(inArray(eventOutbox.id, oldest))
    .returning({ id: eventOutbox.id, messages: eventOutbox.messages });
  taken.sort((a, b) => a.id - b.id);
  const messages = taken.flatMap((row) =>
    Array.isArray(row.messages) ? row.messages.filter(isBusMessage) : [],
  );
  return { rows: taken.length, messages };
}

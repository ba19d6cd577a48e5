/**
 * The event bus of every area (docs/architecture.md: Events). A message has a topic (src/domain/topics.ts) and its
 * data; a stream subscribes to the topics its screen follows.
 *
 * A change's messages go through the outbox (issue 28, event-outbox.ts): its route writes them
 * IN the transaction that makes the change (`enqueue`, a plain INSERT) and, once that has
 * committed, nudges this node's notifier (`flush`). So a screen that hears one can already read
 * the change, a refused change says nothing, and a committed change is not lost when its node
 * dies before the nudge: the row stays, and the sweep of any node (every SWEEP_MS) sends it.
 *
 * Why not NOTIFY inside the money transaction: PostgreSQL takes a database-wide lock at the
 * commit of any transaction that notified and holds it until the commit record is flushed,
 * so every sale would commit one at a time. Here each node has one notifier: it takes rows out
 * of the outbox (rows another node is taking are skipped) and NOTIFYs their messages in one
 * tiny transaction with `synchronous_commit = off`, which holds that lock for microseconds;
 * nudges that arrive while it runs make it run once more, so messages leave in batches. (With
 * synchronous_commit off, a database crash may bring back rows already sent: a screen may hear
 * a message twice, which only makes it reload twice.) Every API node LISTENs and fans the
 * messages out to its own streams by topic.
 *
 * PGlite takes the same path within its one process (its LISTEN hears its own NOTIFY): rows
 * left by a process that died are sent when the server starts again.
 *
 * A node that could not hear messages (its listening connection was replaced) tells its
 * streams with the listeners' null ("resync"); the screens also reload on reconnect and refresh
 * now and then while live.
 */
import { sql } from 'drizzle-orm';
import { EVENT_CHANNEL, isBusMessage, type BusMessage } from '../../src/domain/topics';
import type { Database } from '../db/client';
import type { BusListener, EventBus } from '../http/events';
import { enqueueMessages, OUTBOX_BATCH, takeMessages } from './event-outbox';

/** How often each node looks for rows nobody sent (a node died between its commit and its nudge). */
export const SWEEP_MS = 1_000;

export interface BusOptions {
  log?: (msg: string) => void;
  /**
   * false: this node's notifier never runs (no nudge, no sweep), as if the node died after each
   * commit; its messages stay in the outbox for the other nodes. Only for the tests.
   */
  notifier?: boolean;
}

/** NOTIFY payloads are limited to 8000 bytes: a batch is split into JSON arrays below this. */
const MAX_PAYLOAD = 7000;

/** A batch as JSON arrays, each under the NOTIFY limit, in order. */
export function payloadsOf(items: readonly unknown[]): string[] {
  const out: string[] = [];
  let chunk: string[] = [];
  let size = 2;
  for (const item of items) {
    const json = JSON.stringify(item);
    if (chunk.length > 0 && size + json.length + 1 > MAX_PAYLOAD) {
      out.push(`[${chunk.join(',')}]`);
      chunk = [];
      size = 2;
    }
    chunk.push(json);
    size += json.length + 1;
  }
  if (chunk.length > 0) out.push(`[${chunk.join(',')}]`);
  return out;
}

/** The items of a payload (an array, or a single item) that pass `is`; malformed ones are dropped. */
export function itemsOf<T>(payload: string, is: (item: unknown) => item is T): T[] {
  try {
    const value: unknown = JSON.parse(payload);
    return (Array.isArray(value) ? value : [value]).filter(is);
  } catch {
    return [];
  }
}

export async function createEventBus(
  database: Database,
  { log = () => undefined, notifier = true }: BusOptions = {},
): Promise<EventBus> {
  const byTopic = new Map<string, Set<BusListener>>();
  const each = (topic: string | null, data: unknown) => {
    const targets =
      topic === null ? [...byTopic.values()].flatMap((set) => [...set]) : [...(byTopic.get(topic) ?? [])];
    for (const listener of targets) {
      try {
        listener(data);
      } catch (err) {
        log(`Evento no entregado: ${(err as Error).message}`);
      }
    }
  };
  const deliver = (messages: readonly BusMessage[]) => {
    for (const m of messages) each(m.topic, m.data);
  };

  // Every node hears every notification, its own included (PGlite: the process hears itself).
  const stop = await database.listen(
    EVENT_CHANNEL,
    (payload) => deliver(itemsOf(payload, isBusMessage)),
    () => each(null, null),
  );

  /** One batch out of the outbox, notified in the transaction that deletes it; answers the rows taken. */
  const sendBatch = async (): Promise<number> =>
    database.db.transaction(async (tx) => {
      const { rows, messages } = await takeMessages(tx);
      if (messages.length > 0) {
        // One statement: this transaction commits without waiting for the disk, and each payload is notified, in order.
        const payloads = JSON.stringify(payloadsOf(messages));
        await tx.execute(
          sql`select set_config('synchronous_commit', 'off', true), pg_notify(${EVENT_CHANNEL}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`,
        );
      }
      return rows;
    });

  // The node's notifier: one run at a time; a nudge during a run makes it run once more.
  let running: Promise<void> | null = null;
  let again = false;
  let failing = false;
  let closed = false;
  const run = async () => {
    do {
      again = false;
      try {
        let taken: number;
        do taken = await sendBatch();
        while (taken === OUTBOX_BATCH);
        failing = false;
      } catch (err) {
        // The rows stay in the outbox: the next nudge or sweep sends them. Said once, not every sweep.
        if (!failing)
          log(`No se pudieron enviar los eventos pendientes; se reintentará: ${(err as Error).message}`);
        failing = true;
        break;
      }
    } while (again && !closed);
    running = null;
  };
  const flush = () => {
    if (!notifier || closed) return;
    if (running) again = true;
    else running = run();
  };
  let sweep: NodeJS.Timeout | null = null;

  return {
    subscribe(topic, listener) {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    enqueue: (tx, messages) =>
      enqueueMessages(
        tx,
        Array.isArray(messages) ? (messages as readonly BusMessage[]) : [messages as BusMessage],
      ),
    flush,
    start() {
      if (!notifier || sweep || closed) return;
      flush();
      sweep = setInterval(flush, SWEEP_MS);
      sweep.unref();
    },
    size: () => [...byTopic.values()].reduce((n, set) => n + set.size, 0),
    close: async () => {
      closed = true;
      if (sweep) clearInterval(sweep);
      while (running) await running;
      await stop();
    },
  };
}

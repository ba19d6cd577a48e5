/**
 * The event bus of every area (DESIGN §2): a route publishes the messages of a change only
 * after its transaction has committed, so a screen that hears one can already read the
 * change, and a refused change says nothing. A message has a topic (src/domain/topics.ts) and
 * its data; a stream subscribes to the topics its screen follows.
 *
 * Why not NOTIFY inside the money transaction: PostgreSQL takes a database-wide lock at the
 * commit of any transaction that notified and holds it until the commit record is flushed,
 * so every sale would commit one at a time. Here each node has one notifier: messages that
 * arrive while a notification is in flight wait and leave together in the next one (one
 * tiny transaction with `synchronous_commit = off`, which holds that lock for microseconds).
 * Every API node LISTENs and fans the messages out to its own streams by topic.
 *
 * On PGlite (one process) messages go straight to this node's streams.
 *
 * A lost message (a node dying between commit and notify, a failed notify) is covered by the
 * listeners' null ("resync": sent on a failed notify and when the listening connection is
 * replaced) and by the screens, which reload on reconnect and refresh now and then while live.
 */
import { sql } from 'drizzle-orm';
import { EVENT_CHANNEL, type BusMessage } from '../../src/domain/topics';
import type { Database } from '../db/client';

/** Called with each message's data of its topic, or with null when messages may have been missed. */
export type BusListener = (data: unknown) => void;

export interface EventBus {
  subscribe: (topic: string, listener: BusListener) => () => void;
  /** Messages of changes that HAVE committed: call it after the transaction, never inside. */
  publish: (messages: BusMessage | readonly BusMessage[]) => void;
  /** Open subscriptions (for the benchmark and the tests). */
  size: () => number;
  close: () => Promise<void>;
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

const isMessage = (item: unknown): item is BusMessage =>
  !!item && typeof item === 'object' && typeof (item as BusMessage).topic === 'string' && 'data' in item;

export async function createEventBus(database: Database, log: (msg: string) => void = () => undefined): Promise<EventBus> {
  const byTopic = new Map<string, Set<BusListener>>();
  const each = (topic: string | null, data: unknown) => {
    const targets = topic === null ? [...byTopic.values()].flatMap((set) => [...set]) : [...(byTopic.get(topic) ?? [])];
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

  const local = database.driver === 'pglite';
  const stop = local
    ? async () => undefined
    : await database.listen(EVENT_CHANNEL, (payload) => deliver(itemsOf(payload, isMessage)), () => each(null, null));

  // The node's notifier: one notification in flight at a time, the rest queued behind it.
  let queue: BusMessage[] = [];
  let running: Promise<void> | null = null;
  const notify = async (messages: BusMessage[]) => {
    await database.db.transaction(async (tx) => {
      // Only the notification is in this transaction: nothing to lose if the server crashes.
      await tx.execute(sql`set local synchronous_commit = off`);
      for (const payload of payloadsOf(messages)) await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${payload})`);
    });
  };
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await notify(batch);
      } catch (err) {
        // The other nodes miss these; this node's screens reload, the others on their next message or refresh.
        log(`No se pudieron publicar ${batch.length} eventos: ${(err as Error).message}`);
        each(null, null);
      }
    }
    running = null;
  };

  return {
    subscribe(topic, listener) {
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    publish(messages) {
      const list = Array.isArray(messages) ? (messages as readonly BusMessage[]) : [messages as BusMessage];
      if (list.length === 0) return;
      if (local) return deliver(list);
      queue.push(...list);
      running ??= drain();
    },
    size: () => [...byTopic.values()].reduce((n, set) => n + set.size, 0),
    close: async () => {
      while (running) await running;
      await stop();
    },
  };
}

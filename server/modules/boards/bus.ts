/**
 * Board events (DESIGN §2). A route publishes the events of a change only after its
 * transaction has committed, so a board that hears one can already read the change, and a
 * refused change says nothing.
 *
 * Why not NOTIFY inside the money transaction: PostgreSQL takes a database-wide lock at the
 * commit of any transaction that notified and holds it until the commit record is flushed,
 * so every sale would commit one at a time. Here each node has one notifier: events that
 * arrive while a notification is in flight wait and leave together in the next one (one
 * tiny transaction with `synchronous_commit = off`, which holds that lock for microseconds).
 * Every API node LISTENs and fans the events out to its own streams by store.
 *
 * On PGlite (one process) events go straight to this node's streams.
 *
 * A lost event (a node dying between commit and notify, a failed notify) is covered by the
 * streams' `resync` (sent on a failed notify and when the listening connection is replaced)
 * and by the boards, which reload on reconnect and refresh now and then while live.
 */
import { sql } from 'drizzle-orm';
import { BOARD_CHANNEL, type BoardEvent, type BoardEventType } from '../../../src/domain/boards';
import type { StoreId } from '../../../src/domain/inventory';
import type { Order } from '../../../src/domain/orders';
import type { Database } from '../../db/client';

/** Called with each event of its store, or with null when events may have been missed. */
export type BoardListener = (event: BoardEvent | null) => void;

export interface BoardBus {
  subscribe: (store: StoreId, listener: BoardListener) => () => void;
  /** Events of changes that HAVE committed: call it after the transaction, never inside. */
  publish: (events: BoardEvent | readonly BoardEvent[]) => void;
  /** Open subscriptions (for the benchmark and the tests). */
  size: () => number;
  close: () => Promise<void>;
}

/** The event of an order as it stands after a change. */
export const orderEvent = (type: BoardEventType, order: Pick<Order, 'store' | 'id' | 'complete' | 'turn'>): BoardEvent => ({
  type,
  store: order.store,
  id: order.id,
  complete: order.complete,
  turn: order.turn,
});

/** NOTIFY payloads are limited to 8000 bytes: a batch is split into JSON arrays below this. */
const MAX_PAYLOAD = 7000;

export function payloadsOf(events: readonly BoardEvent[]): string[] {
  const out: string[] = [];
  let chunk: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
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

/** A payload as sent by `payloadsOf` (an array), or a single event; malformed ones are dropped. */
export function eventsOf(payload: string): BoardEvent[] {
  try {
    const value: unknown = JSON.parse(payload);
    const list = Array.isArray(value) ? value : [value];
    return list.filter((e): e is BoardEvent => !!e && typeof e === 'object' && typeof (e as BoardEvent).store === 'number');
  } catch {
    return [];
  }
}

export async function createBoardBus(database: Database, log: (msg: string) => void = () => undefined): Promise<BoardBus> {
  const byStore = new Map<StoreId, Set<BoardListener>>();
  const each = (store: StoreId | null, value: BoardEvent | null) => {
    const targets = store === null ? [...byStore.values()].flatMap((set) => [...set]) : [...(byStore.get(store) ?? [])];
    for (const listener of targets) {
      try {
        listener(value);
      } catch (err) {
        log(`Evento de tablero no entregado: ${(err as Error).message}`);
      }
    }
  };
  const deliver = (events: readonly BoardEvent[]) => {
    for (const event of events) each(event.store, event);
  };

  const local = database.driver === 'pglite';
  const stop = local
    ? async () => undefined
    : await database.listen(BOARD_CHANNEL, (payload) => deliver(eventsOf(payload)), () => each(null, null));

  // The node's notifier: one notification in flight at a time, the rest queued behind it.
  let queue: BoardEvent[] = [];
  let running: Promise<void> | null = null;
  const notify = async (events: BoardEvent[]) => {
    await database.db.transaction(async (tx) => {
      // Only the notification is in this transaction: nothing to lose if the server crashes.
      await tx.execute(sql`set local synchronous_commit = off`);
      for (const payload of payloadsOf(events)) await tx.execute(sql`select pg_notify(${BOARD_CHANNEL}, ${payload})`);
    });
  };
  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await notify(batch);
      } catch (err) {
        // The other nodes miss these; this node's boards reload, the others on their next event or refresh.
        log(`No se pudieron publicar ${batch.length} eventos de tablero: ${(err as Error).message}`);
        each(null, null);
      }
    }
    running = null;
  };

  return {
    subscribe(store, listener) {
      let set = byStore.get(store);
      if (!set) byStore.set(store, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    publish(events) {
      const list = Array.isArray(events) ? (events as readonly BoardEvent[]) : [events as BoardEvent];
      if (list.length === 0) return;
      if (local) return deliver(list);
      queue.push(...list);
      running ??= drain();
    },
    size: () => [...byStore.values()].reduce((n, set) => n + set.size, 0),
    close: async () => {
      while (running) await running;
      await stop();
    },
  };
}

/**
 * Board events (DESIGN §2): a change to an order is NOTIFYed on `board_events` inside the
 * transaction that makes it, so PostgreSQL delivers it at commit, only if it commits, to
 * every API node LISTENing (PGlite: to this process). Each node fans it out to its own
 * board streams by store. Nothing is kept: a board that missed events reloads its list.
 */
import { sql } from 'drizzle-orm';
import { BOARD_CHANNEL, type BoardEvent } from '../../../src/domain/boards';
import type { StoreId } from '../../../src/domain/inventory';
import type { Database, Db } from '../../db/client';

/** Called with each event of its store, or with null when events may have been missed. */
export type BoardListener = (event: BoardEvent | null) => void;

export interface BoardBus {
  subscribe: (store: StoreId, listener: BoardListener) => () => void;
  /** Open subscriptions (for the benchmark and the tests). */
  size: () => number;
  close: () => Promise<void>;
}

/** Queues the event in the caller's transaction: it goes out when (and if) that commits. */
export async function publishBoardEvent(tx: Db, event: BoardEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${BOARD_CHANNEL}, ${JSON.stringify(event)})`);
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
  const stop = await database.listen(
    BOARD_CHANNEL,
    (payload) => {
      let event: BoardEvent;
      try {
        event = JSON.parse(payload) as BoardEvent;
      } catch {
        return;
      }
      each(event.store, event);
    },
    () => each(null, null),
  );
  return {
    subscribe(store, listener) {
      let set = byStore.get(store);
      if (!set) byStore.set(store, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    size: () => [...byStore.values()].reduce((n, set) => n + set.size, 0),
    close: stop,
  };
}

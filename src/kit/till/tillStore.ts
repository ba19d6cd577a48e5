/**
 * What a till keeps on its own device (issue 33), in IndexedDB: it survives closing the tab, a
 * browser restart and a power cut (each write is committed before the cashier is told the sale is
 * saved), where localStorage could lose the last writes. Per device, not per person: a sale queued
 * by one cashier is sent whoever signs in next.
 *   queue    the sales made offline, by key, in the order they were made
 *   rosters  each store's last roster (src/domain/offline.ts `Roster`)
 *   tills    each store's till: the one chosen on this device (src/domain/tillChoice.ts), what the
 *            server said of it, its last sync; none until a till is chosen (a till made by an older
 *            page holds the code that page made, which the server knows)
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineSale, Roster, Till } from '../../domain/offline';
import type { StoreSegment } from '../../domain/stores';

/** A sale waiting to be sent: the body and key it will be sent with, and what the rules count. */
export interface QueuedSale {
  key: string;
  store: StoreSegment;
  body: OfflineSale;
  /** When it was made (ms), also its place in the queue. */
  madeAt: number;
  /** The school day it was made on ('YYYY-MM-DD', the roster's zone): today's queue counts against the cap. */
  day: string;
  /** Who it was for, and its name and total for the till's list. */
  userId: number;
  name: string;
  total: number;
  /** Set when the server refused to record it (a 4xx other than the session's): kept, shown, not resent. */
  error?: string;
}

export interface TillRecord {
  store: StoreSegment;
  code: string;
  /** The name it was chosen by (a record of an older page has only `till`'s). */
  nombre?: string;
  till: Till | null;
  /** The last time this till heard from the server (a roster read, a sale sent), ms. */
  lastSync: number | null;
}

interface TillDb extends DBSchema {
  queue: { key: string; value: QueuedSale; indexes: { madeAt: number } };
  rosters: { key: string; value: { store: string; roster: Roster; readAt: number } };
  tills: { key: string; value: TillRecord };
}

export const TILL_DB = 'colegio-caja';
let opened: Promise<IDBPDatabase<TillDb>> | null = null;

function db(): Promise<IDBPDatabase<TillDb>> {
  opened ??= openDB<TillDb>(TILL_DB, 1, {
    upgrade(database) {
      database.createObjectStore('queue', { keyPath: 'key' }).createIndex('madeAt', 'madeAt');
      database.createObjectStore('rosters', { keyPath: 'store' });
      database.createObjectStore('tills', { keyPath: 'store' });
    },
  });
  return opened;
}

/** Whether this browser can keep a till at all (IndexedDB and a secure context for hashing). */
export const tillSupported = () => typeof indexedDB !== 'undefined' && !!globalThis.crypto?.subtle;

/** Asks the browser not to evict the till's data under storage pressure (best effort). */
export async function persistStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

/** Every queued sale, oldest first (of one store, or all). */
export async function queuedSales(store?: StoreSegment): Promise<QueuedSale[]> {
  const all = await (await db()).getAllFromIndex('queue', 'madeAt');
  return store ? all.filter((s) => s.store === store) : all;
}

/** Puts a sale in the queue; resolves once it is on disk. */
export async function enqueue(sale: QueuedSale): Promise<void> {
  const tx = (await db()).transaction('queue', 'readwrite', { durability: 'strict' });
  await Promise.all([tx.store.put(sale), tx.done]);
}

export async function dequeue(key: string): Promise<void> {
  await (await db()).delete('queue', key);
}

export async function markFailed(key: string, error: string): Promise<void> {
  const database = await db();
  const sale = await database.get('queue', key);
  if (sale) await database.put('queue', { ...sale, error });
}

export async function saveRoster(store: StoreSegment, roster: Roster): Promise<void> {
  await (await db()).put('rosters', { store, roster, readAt: Date.now() });
}

export async function loadRoster(store: StoreSegment): Promise<{ roster: Roster; readAt: number } | null> {
  return (await (await db()).get('rosters', store)) ?? null;
}

/** Forgets every roster on this device (a sign-out: the next person reads theirs online); the queue stays. */
export async function clearRosters(): Promise<void> {
  await (await db()).clear('rosters');
}

/** This store's till chosen on this device, or null: none yet. */
export async function chosenTill(store: StoreSegment): Promise<TillRecord | null> {
  return (await (await db()).get('tills', store)) ?? null;
}

/** Keeps `choice` as this store's till on this device (its roster is read again under it). */
export async function chooseTill(
  store: StoreSegment,
  choice: { codigo: string; nombre: string },
): Promise<TillRecord> {
  const record: TillRecord = {
    store,
    code: choice.codigo,
    nombre: choice.nombre,
    till: null,
    lastSync: null,
  };
  const tx = (await db()).transaction(['tills', 'rosters'], 'readwrite');
  await Promise.all([tx.objectStore('tills').put(record), tx.objectStore('rosters').delete(store), tx.done]);
  return record;
}

/** Forgets this store's till on this device and the roster it read: the next visit asks for a till again. */
export async function forgetTill(store: StoreSegment): Promise<void> {
  const tx = (await db()).transaction(['tills', 'rosters'], 'readwrite');
  await Promise.all([
    tx.objectStore('tills').delete(store),
    tx.objectStore('rosters').delete(store),
    tx.done,
  ]);
}

/** The name a till is shown by. */
export const tillName = (record: TillRecord) => record.till?.nombre ?? record.nombre ?? '';

export async function saveTillRecord(record: TillRecord): Promise<void> {
  await (await db()).put('tills', record);
}

/** Closes the connection (tests start each case on a fresh database). */
export async function closeTillStore(): Promise<void> {
  if (opened) (await opened).close();
  opened = null;
}

/**
 * A till screen's side of the offline till (issue 33): while it is open, the heartbeat runs, the
 * till chosen on this device (src/domain/tillChoice.ts; none: the screen asks for one, and sells
 * online only) says it is alive (its allowance read back) and its roster is read again every few
 * minutes and whenever the server comes back. A till the server no longer has, or retired, is
 * forgotten, and the screen asks for a till again. Offline, `findCustomer` finds a card or document in the roster by
 * its hash and `sellOffline` checks a sale against the offline rules (src/domain/offline.ts) and
 * queues it, on disk before it answers (offlineSale.ts).
 *
 * The server judges a late sale by the roster the till sold by (the sale's `lista`) and the till's
 * last contact (issue 48): so every refresh sends the queue first, and the till registers again and
 * reads a new roster (naming itself, `?caja=`) only once none of its sales wait to be sent. With
 * the roster, a point of sale reads its catalog, which the service worker keeps: a till whose
 * network drops before its first customer still sells. The lunch line's roster carries its meals.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { looksLikeCode } from '../../domain/credentials';
import { ROSTER_REFRESH_MS, type Roster, type RosterEntry, type Till } from '../../domain/offline';
import { zonedClock } from '../../domain/zonedClock';
import { isSaleSegment } from '../../domain/orders';
import type { StoreSegment } from '../../domain/stores';
import type { TillChoice } from '../../domain/tillChoice';
import { http } from '../../dataProvider/instance';
import { countQueue, syncQueue } from './sync';
import { queueOfflineSale, type OfflineOutcome, type OfflineSaleDraft } from './offlineSale';
import {
  chooseTill,
  chosenTill,
  clearRosters,
  forgetTill,
  loadRoster,
  persistStorage,
  queuedSales,
  saveRoster,
  saveTillRecord,
  tillSupported,
  type TillRecord,
} from './tillStore';
import { tillStatus, updateTillStatus, useTillStatus, watchServer } from './tillStatus';

export const rosterPath = (store: StoreSegment) =>
  store === 'restaurant' ? 'restaurant/roster' : `${store}/pos/roster`;

/**
 * Reads a point of sale's catalog as its sale screen does (the dataProvider's `posCatalog`: same
 * path, same client, so the staff token goes with it), for the service worker to keep it; a failure
 * is the heartbeat's news, not the failure dialog's. The lunch line has no catalog to keep.
 */
async function keepCatalog(store: StoreSegment): Promise<void> {
  if (!isSaleSegment(store)) return;
  await http(`${store}/pos/catalog`, { ownsFailure: true }).catch(() => undefined);
}

/** Whether this store's till still holds sales to send (those the server refused as malformed do not count). */
export const unsentCount = async (store: StoreSegment) =>
  (await queuedSales(store)).filter((s) => !s.error).length;
const holdsUnsent = async (store: StoreSegment) => (await unsentCount(store)) > 0;

/** The server no longer has the chosen till (404) or retired it (410): its answer's message. */
const goneMessage = (error: unknown): string | null => {
  const status = (error as { status?: number } | null)?.status;
  return status === 404 || status === 410 ? (error as Error).message : null;
};

async function hashOf(salt: string, value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${value}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 20);
}

/** What was read, as the roster hashed it: a code upper-cased, a document trimmed. */
export async function findInRoster(roster: Roster, read: string): Promise<RosterEntry | null> {
  const value = read.trim();
  if (looksLikeCode(value)) {
    const h = await hashOf(roster.sal, value.toUpperCase());
    return roster.entries.find((e) => e.h === h) ?? null;
  }
  const d = await hashOf(roster.sal, value);
  return roster.entries.find((e) => e.d === d) ?? null;
}

/**
 * What this page has read, per store: moving between a till's screens (validate, sell, validate)
 * reads neither the disk nor the server again until the roster is ROSTER_REFRESH_MS old.
 */
const kept = new Map<StoreSegment, { roster: Roster | null; till: Till | null; readAt: number }>();

/** Forgets the rosters this page and this device keep, and the tills' cached catalogs (a sign-out). */
export async function forgetRosters(): Promise<void> {
  kept.clear();
  await clearRosters();
  await globalThis.caches?.delete('pos-catalog');
}

/**
 * Sends what waits, then — only when this device chose a till for the store, none of its sales are
 * left unsent, and its roster is old or `force` — says the till is alive, reads its roster naming
 * itself and its catalog; answers what it read (null when it read nothing; `gone` with the server's
 * reason when the till no longer exists or was retired, and this device forgot it). While sales
 * wait, the roster they were checked against stays the till's, and the server hears nothing newer
 * from it than those sales.
 */
export async function refreshTill(
  store: StoreSegment,
  force = false,
): Promise<{ roster: Roster; till: Till } | { gone: string } | null> {
  if (!tillSupported()) return null;
  try {
    await syncQueue(http);
    if (await holdsUnsent(store)) return null;
    if (!force && Date.now() - (kept.get(store)?.readAt ?? 0) < ROSTER_REFRESH_MS) return null;
    const record = await chosenTill(store);
    if (!record) return null;
    let registered: Till;
    try {
      registered = (await http<Till>(`${store}/tills/${record.code}`, { method: 'PUT', ownsFailure: true }))
        .data;
    } catch (error) {
      const gone = goneMessage(error);
      if (gone === null) throw error;
      await forgetTill(store);
      kept.delete(store);
      return { gone };
    }
    const read = (await http<Roster>(rosterPath(store), { query: { caja: record.code }, ownsFailure: true }))
      .data;
    await saveRoster(store, read);
    const now = Date.now();
    await saveTillRecord({ ...record, till: registered, lastSync: now });
    kept.set(store, { roster: read, till: registered, readAt: now });
    updateTillStatus({ lastSync: now });
    await keepCatalog(store);
    return { roster: read, till: registered };
  } catch {
    // Offline (the heartbeat says so) or refused: the copy on disk stays the till's.
    return null;
  }
}

export function useTill(store: StoreSegment) {
  const status = useTillStatus();
  // This device's till for the store: undefined until read from the disk, null when none is chosen.
  const [chosen, setChosen] = useState<TillRecord | null | undefined>(undefined);
  // Why the till chosen before was forgotten (the server's reason), until another is chosen.
  const [gone, setGone] = useState<string | null>(null);
  const [roster, setRosterState] = useState<Roster | null>(() => kept.get(store)?.roster ?? null);
  const [till, setTillState] = useState<Till | null>(() => kept.get(store)?.till ?? null);
  const keep = useCallback(
    (change: { roster?: Roster | null; till?: Till | null; readAt?: number }) => {
      const current = kept.get(store) ?? { roster: null, till: null, readAt: 0 };
      kept.set(store, { ...current, ...change });
      if (change.roster !== undefined) setRosterState(change.roster);
      if (change.till !== undefined) setTillState(change.till);
    },
    [store],
  );

  const refresh = useCallback(
    async (force = false) => {
      const read = await refreshTill(store, force);
      if (!read) return;
      if ('gone' in read) {
        keep({ roster: null, till: null });
        setChosen(null);
        setGone(read.gone);
        return;
      }
      keep(read);
      setChosen(await chosenTill(store));
    },
    [store, keep],
  );

  /** Keeps `choice` as this device's till for the store, and reads its roster under it. */
  const choose = useCallback(
    async (choice: Pick<TillChoice, 'codigo' | 'nombre'>) => {
      setChosen(await chooseTill(store, choice));
      setGone(null);
      keep({ roster: null, till: null, readAt: 0 });
      await refresh(true);
    },
    [store, keep, refresh],
  );

  /**
   * Forgets this device's till, to choose another; refused while its sales wait to be sent (they
   * carry its code): answers how many wait then, 0 once forgotten.
   */
  const change = useCallback(async (): Promise<number> => {
    const waiting = await unsentCount(store);
    if (waiting > 0) return waiting;
    await forgetTill(store);
    keep({ roster: null, till: null, readAt: 0 });
    setChosen(null);
    return 0;
  }, [store, keep]);

  useEffect(() => {
    if (!tillSupported()) return;
    const stop = watchServer();
    void persistStorage();
    void (async () => {
      const [saved, record] = await Promise.all([loadRoster(store), chosenTill(store)]);
      setChosen(record);
      if (saved && record && !kept.get(store)?.roster) keep({ roster: saved.roster });
      if (!kept.get(store)?.till && record?.till) keep({ till: record.till });
      updateTillStatus({ lastSync: tillStatus().lastSync ?? record?.lastSync ?? null });
      await countQueue();
      await refresh();
    })();
    // Each tick reads again: the mount's read ended a moment after the timer started.
    const timer = setInterval(() => void refresh(true), ROSTER_REFRESH_MS);
    // A device's first visit: the service worker takes the page over after the mount's read, and
    // only a catalog read through it is kept.
    const worker = globalThis.navigator?.serviceWorker;
    const controlled = () => void keepCatalog(store);
    if (worker && !worker.controller) worker.addEventListener('controllerchange', controlled, { once: true });
    return () => {
      stop();
      clearInterval(timer);
      worker?.removeEventListener('controllerchange', controlled);
    };
  }, [store, refresh, keep]);

  // Back online: send what waits first, then read the roster that counts it (refresh does both).
  const { online } = status;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void refresh(true);
    wasOnline.current = online;
  }, [online, refresh]);

  const findCustomer = useCallback(
    async (read: string) => (roster ? findInRoster(roster, read) : null),
    [roster],
  );

  const sellOffline = useCallback(
    (draft: OfflineSaleDraft): Promise<OfflineOutcome> => queueOfflineSale(store, roster, till, draft),
    [roster, till, store],
  );

  /** An online sale's answer keeps this till's copy of the customer current until the next read (on disk too). */
  const noteSale = useCallback(
    (userId: number, change: Partial<RosterEntry>) => {
      const current = kept.get(store)?.roster;
      if (!current) return;
      const next = {
        ...current,
        entries: current.entries.map((e) => (e.id_user === userId ? { ...e, ...change } : e)),
      };
      keep({ roster: next });
      void saveRoster(store, next);
    },
    [store, keep],
  );

  const entryOf = useCallback(
    (userId: number) => roster?.entries.find((e) => e.id_user === userId) ?? null,
    [roster],
  );

  /** What this till queued for the customer (all, and on today's school day). */
  const queuedFor = useCallback(
    async (userId: number) => {
      const mine = (await queuedSales(store)).filter((s) => !s.error && s.userId === userId);
      const today = roster ? zonedClock(Date.now(), roster.zona).date : null;
      return {
        customer: mine.reduce((t, s) => t + s.total, 0),
        customerToday: mine.filter((s) => s.day === today).reduce((t, s) => t + s.total, 0),
      };
    },
    [store, roster],
  );

  return {
    store,
    status,
    chosen,
    gone,
    choose,
    change,
    roster,
    till,
    findCustomer,
    sellOffline,
    noteSale,
    entryOf,
    queuedFor,
    supported: tillSupported(),
  };
}

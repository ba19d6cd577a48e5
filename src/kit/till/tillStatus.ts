/**
 * What every till screen shows about the till (issue 33 item 6): whether the server answers, since
 * when it does not, how many sales wait to be sent, when the till last heard from the server. One
 * store for the whole page, fed by a heartbeat (`watchServer`, while a till screen is open: an outage
 * shows within 4 s even when nobody is selling), by the HTTP client's failures and by the sync.
 */
import { useSyncExternalStore } from 'react';
import { httpFailures } from '../../dataProvider/failures';

export interface TillStatus {
  online: boolean;
  /** When the server stopped answering (ms); null while it answers. */
  offlineSince: number | null;
  /** Sales in this device's queue (every store). */
  pending: number;
  /** Of them, refused by the server as malformed: kept and shown, not resent. */
  failed: number;
  lastSync: number | null;
  /** The server answered 401 to the sync: someone must sign in for the queue to go. */
  needsSignIn: boolean;
}

let state: TillStatus = {
  online: true,
  offlineSince: null,
  pending: 0,
  failed: 0,
  lastSync: null,
  needsSignIn: false,
};
const listeners = new Set<() => void>();

export function updateTillStatus(change: Partial<TillStatus>) {
  const next = { ...state, ...change };
  if (Object.keys(next).every((k) => next[k as keyof TillStatus] === state[k as keyof TillStatus])) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export const tillStatus = () => state;

export function subscribeTillStatus(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useTillStatus = () => useSyncExternalStore(subscribeTillStatus, tillStatus, tillStatus);

export function serverLost(now = Date.now()) {
  if (state.online) updateTillStatus({ online: false, offlineSince: now });
}

export function serverAnswered() {
  updateTillStatus({ online: true, offlineSince: null });
}

/** How often the heartbeat asks, and how long it waits for the answer. */
export const HEARTBEAT_MS = 2000;
const HEARTBEAT_TIMEOUT_MS = 2000;
let watchers = 0;
let timer: ReturnType<typeof setInterval> | null = null;

let banners = 0;
let releaseFailures: (() => void) | null = null;

async function probe(healthUrl: string) {
  try {
    const res = await fetch(healthUrl, {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEARTBEAT_TIMEOUT_MS),
    });
    if (res.status < 500) serverAnswered();
    else serverLost();
  } catch {
    serverLost();
  }
}

/**
 * Starts the heartbeat while a till screen is open (`banner`: it shows the till's state, so a lost
 * connection is its news, not the failure dialog's) or sales wait; answers the function that stops it.
 */
export function watchServer({ banner = true, healthUrl = '/api/health' } = {}): () => void {
  watchers += 1;
  if (banner && ++banners === 1) releaseFailures = httpFailures.takeNetworkFailures(() => serverLost());
  if (watchers === 1) {
    void probe(healthUrl);
    timer = setInterval(() => void probe(healthUrl), HEARTBEAT_MS);
  }
  return () => {
    watchers -= 1;
    if (banner && --banners === 0) {
      releaseFailures?.();
      releaseFailures = null;
    }
    if (watchers === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

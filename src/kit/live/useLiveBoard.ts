/**
 * Keeps a board's data live: it loads once, then reloads on every event of its stores'
 * streams (an order created, ready, delivered, reversed or edited). While the stream is down it
 * polls at the spec's interval (10 s, 30 s for the restaurant) and reconnects by itself,
 * waiting 1, 2, 4… up to 30 s between attempts. While live it still reloads once a minute: an
 * event lost between a commit and its notification (a server node dying) shows within a
 * minute instead of at the next change. Reloads never overlap: events arriving
 * during one are folded into a single reload after it. Nothing accumulates over a school day:
 * the board holds only its latest data. A screen of several stores (the external counter) gives
 * them all and one load, and follows their orders' topics on one stream (`/api/events`).
 *
 * Not a react-query `useQuery`: a refetch asked for while one runs either restarts it (the
 * loads overlap) or joins it (a change after it started is missed until the next event); this
 * board folds those events into one more load after the running one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE } from '../../dataProvider/http';
import { readEventStream, StreamRefused } from '../../dataProvider/eventStream';
import { POLL_MS, type BoardStore } from '../../domain/boards';
import { orderTopic } from '../../domain/topics';

export interface LiveBoard<T> {
  data: T | null;
  error: string | null;
  /** True while the event stream is open; false while polling. */
  live: boolean;
  reload: () => void;
  /** Reloads now and starts the polling interval over (the lunch line: a scan resets the counter). */
  restart: () => void;
}

const MAX_BACKOFF_MS = 30_000;
/** The safety refresh while the stream is open. */
export const LIVE_REFRESH_MS = 60_000;

export function useLiveBoard<T>(
  store: BoardStore | readonly BoardStore[],
  load: () => Promise<T>,
  options: { pollMs?: number } = {},
): LiveBoard<T> {
  const stores: readonly BoardStore[] = Array.isArray(store) ? store : [store as BoardStore];
  return useLiveTopics(
    stores.map(orderTopic),
    load,
    options.pollMs ?? Math.min(...stores.map((st) => POLL_MS[st])),
  );
}

/** The same for any topics of the bus (the restaurant's menu picture), polling every `pollMs` while the stream is down. */
export function useLiveTopics<T>(
  topics: readonly string[],
  load: () => Promise<T>,
  pollMs: number,
): LiveBoard<T> {
  // A stable dependency for the effect, whatever array the caller builds on each render.
  const topicList = topics.join(',');
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const state = useRef({ running: false, again: false, mounted: true });
  /** Starts the current polling interval over; set while the effect runs. */
  const rearm = useRef<() => void>(() => undefined);

  const reload = useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    const run = (): void => {
      s.running = true;
      s.again = false;
      loadRef
        .current()
        .then(
          (value) => {
            if (!s.mounted) return;
            setData(value);
            setError(null);
          },
          (e: unknown) => s.mounted && setError(e instanceof Error ? e.message : String(e)),
        )
        .finally(() => {
          s.running = false;
          if (s.again && s.mounted) run();
        });
    };
    run();
  }, []);

  useEffect(() => {
    const s = state.current;
    s.mounted = true;
    const abort = new AbortController();
    const url = `${API_BASE}/events?topics=${encodeURIComponent(topicList)}`;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let backoff = 1000;
    let every = pollMs;

    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const pollEvery = (ms: number) => {
      stopPolling();
      every = ms;
      poll = setInterval(reload, ms);
    };
    rearm.current = () => pollEvery(every);
    const connect = () => {
      retry = null;
      readEventStream(
        url,
        (e) => {
          if (e.event === 'hello') {
            setLive(true);
            pollEvery(LIVE_REFRESH_MS);
            backoff = 1000;
          }
          // A (re)connection may have missed changes: every event kind means "reload".
          reload();
        },
        abort.signal,
      )
        .catch((e: unknown) => {
          // A refused session stops here: the next regular call sends the user to sign in.
          if (e instanceof StreamRefused && (e.status === 401 || e.status === 403)) setError(e.message);
        })
        .finally(() => {
          if (abort.signal.aborted) return;
          setLive(false);
          pollEvery(pollMs);
          retry = setTimeout(connect, backoff);
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
        });
    };

    reload();
    pollEvery(pollMs);
    connect();
    return () => {
      s.mounted = false;
      rearm.current = () => undefined;
      abort.abort();
      stopPolling();
      if (retry) clearTimeout(retry);
    };
  }, [topicList, pollMs, reload]);

  const restart = useCallback(() => {
    reload();
    rearm.current();
  }, [reload]);

  return { data, error, live, reload, restart };
}

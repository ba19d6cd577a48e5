/** A board's event stream read over real HTTP, as the browser reads it (tests and benchmark). */
import { readEventStream, type StreamEvent } from '../../src/dataProvider/eventStream';
import type { BoardEvent } from '../../src/domain/boards';

export interface OpenStream {
  events: StreamEvent[];
  /** The next `order` event matching `match`, waiting up to `timeoutMs`. */
  next: (match: (e: BoardEvent) => boolean, timeoutMs?: number) => Promise<BoardEvent>;
  /** Resolves once the server said hello. */
  ready: Promise<void>;
  ended: Promise<unknown>;
  close: () => void;
}

/** A store's own stream (`/api/<store>/events`). */
export const openStream = (baseUrl: string, segment: string, token: string | null): OpenStream =>
  openEventStream(`${baseUrl}/api/${segment}/events`, token);

/** Any event stream by its URL (the multi-topic `/api/events?topics=…` too). */
export function openEventStream(url: string, token: string | null): OpenStream {
  const abort = new AbortController();
  const events: StreamEvent[] = [];
  const waiting = new Set<() => void>();
  let hello: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (hello = resolve));
  let seen = 0;
  const ended = readEventStream(
    url,
    (e) => {
      events.push(e);
      if (e.event === 'hello') hello();
      for (const wake of [...waiting]) wake();
    },
    abort.signal,
    () => token,
  ).catch((e: unknown) => e);

  const next = (match: (e: BoardEvent) => boolean, timeoutMs = 10_000) =>
    new Promise<BoardEvent>((resolve, reject) => {
      const look = () => {
        for (; seen < events.length; seen++) {
          const e = events[seen];
          if (e.event !== 'order') continue;
          const parsed = JSON.parse(e.data) as BoardEvent;
          if (match(parsed)) {
            seen++;
            done();
            resolve(parsed);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`sin evento en ${timeoutMs} ms; recibidos: ${events.map((e) => e.event).join(', ')}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiting.delete(look);
      };
      waiting.add(look);
      look();
    });

  return { events, next, ready, ended, close: () => abort.abort() };
}

/**
 * Reads a server-sent event stream with fetch, so the request carries the same bearer token
 * as every other call (EventSource cannot send headers, and a token in the URL would end up
 * in logs). Resolves when the stream ends; rejects with the HTTP status on a refusal.
 */
import { STORAGE } from '../domain/storageKeys';

export interface StreamEvent {
  event: string;
  data: string;
}

export class StreamRefused extends Error {
  /** `message`: the server's envelope message when it sent one. */
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message || `El servidor rechazó el canal de eventos (${status})`);
  }
}

/** The envelope's message of a refused stream, if the answer carries one. */
async function refusalMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** Splits SSE text into events; returns the unfinished rest. */
export function parseEvents(buffer: string, emit: (e: StreamEvent) => void): string {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) emit({ event, data: data.join('\n') });
  }
  return rest;
}

export async function readEventStream(
  url: string,
  onEvent: (e: StreamEvent) => void,
  signal: AbortSignal,
  getToken: () => string | null = () => localStorage.getItem(STORAGE.token),
): Promise<void> {
  const token = getToken();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body)
    throw new StreamRefused(response.status, response.ok ? undefined : await refusalMessage(response));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer = parseEvents(buffer + value, onEvent);
  }
}

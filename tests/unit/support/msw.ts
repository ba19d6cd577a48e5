/**
 * A shared msw server for the unit tests that talk to `http://localhost/api/…` (jsdom's
 * location is http://localhost/). Every request that reaches a handler is recorded so a
 * test can assert the exact method, path, query, headers and JSON body that went out.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';

export const API = 'http://localhost/api';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

export const server = setupServer();

interface PendingRequest extends Omit<RecordedRequest, 'body'> {
  body: Promise<unknown>;
}

const recorded: PendingRequest[] = [];

const parseBody = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

// Recorded synchronously (the body is read later) so a request is never missed by a
// test that asserts right after the call settles.
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  recorded.push({
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.get('authorization'),
    contentType: request.headers.get('content-type'),
    body: parseBody(request.clone()),
  });
});

/** Requests seen since the last reset, oldest first. */
export async function requests(): Promise<RecordedRequest[]> {
  return Promise.all(recorded.map(async (r) => ({ ...r, body: await r.body })));
}

/** The only request seen since the last reset (fails when there were none or several). */
export async function lastRequest(): Promise<RecordedRequest> {
  const all = await requests();
  if (all.length !== 1) throw new Error(`Se esperaba 1 petición y hubo ${all.length}`);
  return all[0];
}

/** Starts the server for the calling test file and resets handlers, records and storage between tests. */
export function setupMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    recorded.length = 0;
    localStorage.clear();
  });
  afterAll(() => server.close());
}

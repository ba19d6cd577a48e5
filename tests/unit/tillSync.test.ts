/**
 * The till's queue (issue 33): kept in IndexedDB (fake-indexeddb here), sent oldest first with each
 * sale's own key; a lost connection stops the run with the sale still first, a session gone or a key
 * missing waits, a malformed sale is set aside and kept, never blocking the rest.
 */
import 'fake-indexeddb/auto';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../src/dataProvider/http';
import { countQueue, syncQueue } from '../../src/kit/till/sync';
import {
  clearRosters,
  enqueue,
  loadRoster,
  queuedSales,
  saveRoster,
  type QueuedSale,
} from '../../src/kit/till/tillStore';
import { tillStatus, updateTillStatus } from '../../src/kit/till/tillStatus';
import { wipeTillDevice } from './support/tillDevice';

const sale = (n: number, over: Partial<QueuedSale> = {}): QueuedSale => ({
  key: `clave-${n}`,
  store: 'cafeteria',
  madeAt: 1_000 + n,
  day: '2026-11-27',
  userId: 7,
  name: 'Ana',
  total: 2_000,
  body: {
    caja: 'a'.repeat(32),
    hecha_en: new Date(1_000 + n).toISOString(),
    id_user: 7,
    products: [{ id: 1, count: 1 }],
    total: 2_000,
  },
  ...over,
});

/** A server that answers each call with what `answer` says for its key, and records the calls. */
function server(answer: (key: string) => number) {
  const calls: { path: string; key: string }[] = [];
  const http = (async (path: string, options: RequestOptions = {}) => {
    const key = options.headers?.['Idempotency-Key'] ?? '';
    calls.push({ path, key });
    const status = answer(key);
    if (status === 201) return { code: 1, message: 'Venta fuera de línea registrada', data: {} };
    throw new HttpError(status === 0 ? 'No se pudo conectar' : 'Rechazada', status, null);
  }) as HttpClient;
  return { http, calls };
}

beforeEach(() =>
  updateTillStatus({
    online: true,
    offlineSince: null,
    pending: 0,
    failed: 0,
    lastSync: null,
    needsSignIn: false,
  }),
);
afterEach(async () => {
  await wipeTillDevice();
});

describe("the till's queue", () => {
  it('is sent oldest first, each sale with its own key, and empties', async () => {
    for (const n of [3, 1, 2]) await enqueue(sale(n));
    expect((await countQueue()).length).toBe(3);
    expect(tillStatus().pending).toBe(3);
    const { http, calls } = server(() => 201);
    await syncQueue(http);
    expect(calls).toEqual([1, 2, 3].map((n) => ({ path: 'cafeteria/requests/offline', key: `clave-${n}` })));
    expect(await queuedSales()).toEqual([]);
    expect(tillStatus()).toMatchObject({ pending: 0, online: true });
    expect(tillStatus().lastSync).not.toBeNull();
  });

  it('stops at a lost connection with the sale still first, and sends it with the same key later', async () => {
    for (const n of [1, 2]) await enqueue(sale(n));
    let down = true;
    const { http, calls } = server(() => (down ? 0 : 201));
    await syncQueue(http);
    expect(calls.map((c) => c.key)).toEqual(['clave-1']);
    expect(tillStatus()).toMatchObject({ online: false, pending: 2 });
    down = false;
    await syncQueue(http);
    expect(calls.map((c) => c.key)).toEqual(['clave-1', 'clave-1', 'clave-2']);
    expect(await queuedSales()).toEqual([]);
  });

  it('waits for a session (401) or someone with the key (403), losing nothing', async () => {
    await enqueue(sale(1));
    await syncQueue(server(() => 401).http);
    expect(tillStatus()).toMatchObject({ needsSignIn: true, pending: 1 });
    await syncQueue(server(() => 403).http);
    expect(await queuedSales()).toHaveLength(1);
    expect((await queuedSales())[0].error).toBeUndefined();
  });

  it('sets a malformed sale aside, kept with the reason, and sends the rest', async () => {
    for (const n of [1, 2]) await enqueue(sale(n));
    const { http, calls } = server((key) => (key === 'clave-1' ? 400 : 201));
    await syncQueue(http);
    const kept = await queuedSales();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ key: 'clave-1', error: 'Rechazada' });
    expect(tillStatus()).toMatchObject({ pending: 1, failed: 1 });
    // Not sent again.
    await syncQueue(http);
    expect(calls.filter((c) => c.key === 'clave-1')).toHaveLength(1);
  });

  it('sends the lunch line to its own door', async () => {
    await enqueue(sale(1, { store: 'restaurant' }));
    const { http, calls } = server(() => 201);
    await syncQueue(http);
    expect(calls[0].path).toBe('restaurant/requests/offline');
  });

  it('a sign-out forgets the rosters, never the queue', async () => {
    await enqueue(sale(1));
    await saveRoster('cafeteria', {
      sal: 'x',
      leido_en: '2026-11-27T12:00:00Z',
      zona: 'America/Bogota',
      entries: [],
    });
    await clearRosters();
    expect(await loadRoster('cafeteria')).toBeNull();
    expect(await queuedSales()).toHaveLength(1);
  });
});

/**
 * The till's refresh (issue 48): the server judges a late sale by the roster the till sold by and
 * the till's last contact, so the till sends its queue first and registers again and reads a new
 * roster (naming itself) only once none of its sales wait; with the roster, a point of sale reads its
 * catalog for the service worker to keep. A queued sale names the roster it was checked against.
 * Choosing the device's till: tillChoice.test.ts.
 * IndexedDB is fake-indexeddb, the API a recording fake of the shared HTTP client.
 */
import 'fake-indexeddb/auto';
import { HttpError } from 'react-admin';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../src/dataProvider/http';
import {
  offlineSaleSchema,
  ROSTER_REFRESH_MS,
  type Roster,
  type RosterEntry,
  type Till,
} from '../../src/domain/offline';
import { forgetRosters, refreshTill, useTill } from '../../src/kit/till/useTill';
import { chooseTill, chosenTill, enqueue, queuedSales, type QueuedSale } from '../../src/kit/till/tillStore';
import { startOnline, until, wipeTillDevice } from './support/tillDevice';

const net = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; query?: RequestOptions['query'] }[],
  /** The status each late sale gets (201: recorded). */
  lateSale: (_key: string): number => 201,
  /** The network is down: nothing answers, not even the heartbeat. */
  down: false,
  /** What the server answers the chosen till's PUT (404: it no longer has it). */
  till: 200,
}));

const NOW = Date.parse('2026-11-27T15:00:00Z');
const ANA: RosterEntry = {
  h: 'x',
  d: 'y',
  id_user: 7,
  name: 'Ana',
  url: null,
  saldo: 20_000,
  consumo: 0,
  tope: 0,
  activo: 1,
  bloqueados: [],
};
const ROSTER: Roster = {
  sal: 's',
  leido_en: '2026-11-27T14:58:00.000Z',
  zona: 'America/Bogota',
  entries: [ANA],
};
const TILL: Till = {
  id: 1,
  codigo: 'x',
  nombre: 'Caja 1',
  activa: 1,
  max_venta: 30_000,
  max_total: 1_500_000,
  max_horas: 4,
  sobregiro: 15_000,
};

vi.mock('../../src/dataProvider/instance', () => ({
  http: async (path: string, options: RequestOptions = {}) => {
    const method = options.method ?? 'GET';
    net.calls.push({ method, path, ...(options.query ? { query: options.query } : {}) });
    if (net.down) throw new HttpError('No se pudo conectar', 0, null);
    if (path.endsWith('/requests/offline')) {
      const status = net.lateSale(options.headers?.['Idempotency-Key'] ?? '');
      if (status !== 201) throw new HttpError('Rechazada', status, null);
      return { code: 1, message: 'Venta fuera de línea registrada', data: {} };
    }
    if (path.includes('/tills/')) {
      if (net.till !== 200)
        throw new HttpError('Esta caja ya no existe: elija una caja de la lista', net.till, null);
      return { code: 1, message: 'OK', data: TILL };
    }
    if (path.endsWith('roster')) return { code: 1, message: 'OK', data: ROSTER };
    return { code: 1, message: 'OK', data: { products: [] } };
  },
}));

const sale = (n: number, over: Partial<QueuedSale> = {}): QueuedSale => ({
  key: `clave-${n}`,
  store: 'cafeteria',
  madeAt: NOW - 60_000 + n,
  day: '2026-11-27',
  userId: 7,
  name: 'Ana',
  total: 2_000,
  body: {
    caja: 'a'.repeat(32),
    hecha_en: new Date(NOW - 60_000 + n).toISOString(),
    id_user: 7,
    products: [{ id: 1, count: 1 }],
    total: 2_000,
  },
  ...over,
});

/** What the till asked, as `METHOD path`, the roster's `?caja=` written out. */
const asked = () =>
  net.calls.map((c) => `${c.method} ${c.path}${c.query ? `?caja=${String(c.query.caja)}` : ''}`);

const CODE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
/** This device's till of `store`. */
const tillRecord = async (store: 'cafeteria' | 'papeleria' | 'restaurant') => (await chosenTill(store))!;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  net.calls = [];
  net.lateSale = () => 201;
  net.down = false;
  net.till = 200;
  // The heartbeat's probe answers as the network does.
  vi.stubGlobal('fetch', async () => {
    if (net.down) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  startOnline();
  // Each store's till chosen on this device (tests of a device without one forget it first).
  for (const store of ['cafeteria', 'papeleria', 'restaurant'] as const)
    await chooseTill(store, { codigo: CODE, nombre: 'Caja 1' });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // What the page kept of each till (the module's memory) goes with the database.
  await forgetRosters();
  await wipeTillDevice();
});

describe("the till's refresh", () => {
  it('sends the queue first, then registers the till, reads its roster naming the till, and its catalog', async () => {
    await enqueue(sale(1));
    const { code } = await tillRecord('cafeteria');
    expect(await refreshTill('cafeteria', true)).toEqual({ roster: ROSTER, till: TILL });
    expect(asked()).toEqual([
      'POST cafeteria/requests/offline',
      `PUT cafeteria/tills/${code}`,
      `GET cafeteria/pos/roster?caja=${code}`,
      'GET cafeteria/pos/catalog',
    ]);
    expect(await queuedSales()).toEqual([]);
  });

  it('neither registers nor reads a roster while a sale waits: the server did not take it', async () => {
    await enqueue(sale(1));
    net.lateSale = () => 403;
    expect(await refreshTill('cafeteria', true)).toBeNull();
    expect(asked()).toEqual(['POST cafeteria/requests/offline']);
  });

  it('neither registers nor reads a roster while a sale waits: the network is down', async () => {
    await enqueue(sale(1));
    net.down = true;
    expect(await refreshTill('cafeteria', true)).toBeNull();
    expect(asked()).toEqual(['POST cafeteria/requests/offline']);
    // Back: the same sale goes first, then the till reads.
    net.down = false;
    const { code } = await tillRecord('cafeteria');
    expect(await refreshTill('cafeteria', true)).not.toBeNull();
    expect(asked().slice(1)).toEqual([
      'POST cafeteria/requests/offline',
      `PUT cafeteria/tills/${code}`,
      `GET cafeteria/pos/roster?caja=${code}`,
      'GET cafeteria/pos/catalog',
    ]);
  });

  it('a sale set aside as malformed does not hold the till back', async () => {
    await enqueue(sale(1, { error: 'Rechazada' }));
    const { code } = await tillRecord('cafeteria');
    expect(await refreshTill('cafeteria', true)).not.toBeNull();
    expect(asked()).toEqual([
      `PUT cafeteria/tills/${code}`,
      `GET cafeteria/pos/roster?caja=${code}`,
      'GET cafeteria/pos/catalog',
    ]);
    expect(await queuedSales()).toHaveLength(1);
  });

  it("another store's waiting sale does not hold this till back", async () => {
    await enqueue(sale(1, { store: 'restaurant' }));
    net.lateSale = () => 403;
    const { code } = await tillRecord('cafeteria');
    expect(await refreshTill('cafeteria', true)).not.toBeNull();
    expect(asked()).toEqual([
      'POST restaurant/requests/offline',
      `PUT cafeteria/tills/${code}`,
      `GET cafeteria/pos/roster?caja=${code}`,
      'GET cafeteria/pos/catalog',
    ]);
  });

  it('the lunch line reads its own roster naming its till, and no catalog', async () => {
    const { code } = await tillRecord('restaurant');
    expect(await refreshTill('restaurant', true)).not.toBeNull();
    expect(asked()).toEqual([`PUT restaurant/tills/${code}`, `GET restaurant/roster?caja=${code}`]);
  });

  it('a roster read a moment ago is not read again unless asked, but the queue is still sent', async () => {
    expect(await refreshTill('papeleria', true)).not.toBeNull();
    net.calls = [];
    await enqueue(sale(1, { store: 'papeleria' }));
    expect(await refreshTill('papeleria')).toBeNull();
    expect(asked()).toEqual(['POST papeleria/requests/offline']);
  });
});

describe('a till screen', () => {
  it('opens by sending the queue, then reads; every few minutes it sends and reads again', async () => {
    await enqueue(sale(1));
    const { code } = await tillRecord('cafeteria');
    const reading = [
      `PUT cafeteria/tills/${code}`,
      `GET cafeteria/pos/roster?caja=${code}`,
      'GET cafeteria/pos/catalog',
    ];
    const { result, unmount } = renderHook(() => useTill('cafeteria'));
    await until(() => expect(result.current.roster).toEqual(ROSTER));
    expect(asked()).toEqual(['POST cafeteria/requests/offline', ...reading]);

    await enqueue(sale(2));
    act(() => vi.advanceTimersByTime(ROSTER_REFRESH_MS));
    await until(() => expect(asked()).toHaveLength(8));
    expect(asked()).toEqual([
      'POST cafeteria/requests/offline',
      ...reading,
      'POST cafeteria/requests/offline',
      ...reading,
    ]);
    unmount();
  });

  it('queues a sale naming the roster it was checked against', async () => {
    const { result, unmount } = renderHook(() => useTill('cafeteria'));
    await until(() => expect(result.current.till).toEqual(TILL));
    const outcome = await act(() =>
      result.current.sellOffline({
        key: 'clave-9',
        entry: ANA,
        lines: [{ id: 1, name: 'Agua', count: 1, price: 2_000 }],
      }),
    );
    expect(outcome).toEqual({ ok: true, saldo: 18_000 });
    const [queued] = await queuedSales('cafeteria');
    expect(queued.body.lista).toBe(ROSTER.leido_en);
    expect(offlineSaleSchema.safeParse(queued.body).success).toBe(true);
    unmount();
  });
});

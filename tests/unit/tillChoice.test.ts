/**
 * The device's till (src/domain/tillChoice.ts): a device without a chosen till reads nothing as a
 * till; a till the server no longer has is forgotten with its roster and the screen asks again;
 * another till is chosen only once none of this one's sales wait (they carry its code).
 * IndexedDB is fake-indexeddb, the API a recording fake of the shared HTTP client.
 */
import 'fake-indexeddb/auto';
import { HttpError } from 'react-admin';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../src/dataProvider/http';
import { ROSTER_REFRESH_MS, type Roster, type Till } from '../../src/domain/offline';
import { forgetRosters, refreshTill, useTill } from '../../src/kit/till/useTill';
import { chooseTill, chosenTill, enqueue, forgetTill, type QueuedSale } from '../../src/kit/till/tillStore';
import { startOnline, until, wipeTillDevice } from './support/tillDevice';

const net = vi.hoisted(() => ({
  calls: [] as string[],
  /** The status each late sale gets (201: recorded). */
  lateSale: 201,
  /** What the server answers the chosen till's PUT (404: it no longer has it). */
  till: 200,
}));

const NOW = Date.parse('2026-11-27T15:00:00Z');
const CODE = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const ROSTER: Roster = {
  sal: 's',
  leido_en: '2026-11-27T14:58:00.000Z',
  zona: 'America/Bogota',
  entries: [],
};
const TILL: Till = {
  id: 1,
  codigo: CODE,
  nombre: 'Caja 1',
  activa: 1,
  max_venta: 30_000,
  max_total: 1_500_000,
  max_horas: 4,
  sobregiro: 15_000,
};

vi.mock('../../src/dataProvider/instance', () => ({
  http: async (path: string, options: RequestOptions = {}) => {
    net.calls.push(`${options.method ?? 'GET'} ${path}`);
    if (path.endsWith('/requests/offline')) {
      if (net.lateSale !== 201) throw new HttpError('Rechazada', net.lateSale, null);
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

const sale = (n: number): QueuedSale => ({
  key: `clave-${n}`,
  store: 'cafeteria',
  madeAt: NOW - 60_000 + n,
  day: '2026-11-27',
  userId: 7,
  name: 'Ana',
  total: 2_000,
  body: {
    caja: CODE,
    hecha_en: new Date(NOW - 60_000 + n).toISOString(),
    id_user: 7,
    products: [{ id: 1, count: 1 }],
    total: 2_000,
  },
});

const asked = () => net.calls;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  net.calls = [];
  net.lateSale = 201;
  net.till = 200;
  vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
  startOnline();
  await chooseTill('cafeteria', { codigo: CODE, nombre: 'Caja 1' });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await forgetRosters();
  await wipeTillDevice();
});

describe("the device's till", () => {
  it('without one chosen, the queue is still sent but nothing is read as a till', async () => {
    await forgetTill('cafeteria');
    await enqueue(sale(1));
    expect(await refreshTill('cafeteria', true)).toBeNull();
    expect(asked()).toEqual(['POST cafeteria/requests/offline']);
    const { result, unmount } = renderHook(() => useTill('cafeteria'));
    await until(() => expect(result.current.chosen).toBeNull());
    expect(asked().filter((a) => a.includes('/tills/') || a.includes('roster'))).toEqual([]);
    unmount();
  });

  it('one the server no longer has is forgotten with its roster, and the screen asks again', async () => {
    expect(await refreshTill('cafeteria', true)).not.toBeNull();
    net.till = 404;
    const { result, unmount } = renderHook(() => useTill('cafeteria'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => vi.advanceTimersByTime(ROSTER_REFRESH_MS));
    await until(() => expect(result.current.chosen).toBeNull());
    expect(result.current.gone).toBe('Esta caja ya no existe: elija una caja de la lista');
    expect(result.current.roster).toBeNull();
    expect(await chosenTill('cafeteria')).toBeNull();
    // Chosen again: read under the new one.
    net.till = 200;
    net.calls = [];
    await act(() => result.current.choose({ codigo: 'b'.repeat(32), nombre: 'Caja 2' }));
    expect(asked()).toContain(`PUT cafeteria/tills/${'b'.repeat(32)}`);
    expect(result.current.chosen?.code).toBe('b'.repeat(32));
    unmount();
  });

  it('is changed only once none of its sales wait to be sent (they carry its code)', async () => {
    net.lateSale = 403;
    await enqueue(sale(1));
    const { result, unmount } = renderHook(() => useTill('cafeteria'));
    await until(() => expect(result.current.chosen?.code).toBe(CODE));
    expect(await act(() => result.current.change())).toBe(1);
    expect((await chosenTill('cafeteria'))?.code).toBe(CODE);
    net.lateSale = 201;
    await refreshTill('cafeteria', true);
    expect(await act(() => result.current.change())).toBe(0);
    expect(result.current.chosen).toBeNull();
    expect(await chosenTill('cafeteria')).toBeNull();
    unmount();
  });
});

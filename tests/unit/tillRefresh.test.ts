/**
 * A till's queued sale (issue 48): the server judges a late sale by the roster the till sold by, so
 * the sale names the roster it was checked against.
 * IndexedDB is fake-indexeddb, the API a fake of the shared HTTP client.
 */
import 'fake-indexeddb/auto';
import { HttpError } from 'react-admin';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../../src/dataProvider/http';
import { offlineSaleSchema, type Roster, type RosterEntry, type Till } from '../../src/domain/offline';
import { forgetRosters, useTill } from '../../src/areas/orders/till/useTill';
import { closeTillStore, queuedSales, TILL_DB } from '../../src/areas/orders/till/tillStore';
import { updateTillStatus } from '../../src/areas/orders/till/tillStatus';

const net = vi.hoisted(() => ({
  calls: [] as { method: string; path: string; query?: RequestOptions['query'] }[],
  /** The status each late sale gets (201: recorded). */
  lateSale: (_key: string): number => 201,
  /** The network is down: nothing answers, not even the heartbeat. */
  down: false,
}));

const NOW = Date.parse('2026-11-27T15:00:00Z');
const ANA: RosterEntry = { h: 'x', d: 'y', id_user: 7, name: 'Ana', url: null, saldo: 20_000, consumo: 0, tope: 0, activo: 1, bloqueados: [] };
const ROSTER: Roster = { sal: 's', leido_en: '2026-11-27T14:58:00.000Z', zona: 'America/Bogota', entries: [ANA] };
const TILL: Till = { id: 1, codigo: 'x', nombre: 'Caja 1', activa: 1, max_venta: 30_000, max_total: 1_500_000, max_horas: 4, sobregiro: 15_000 };

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
    if (path.includes('/tills/')) return { code: 1, message: 'OK', data: TILL };
    if (path.endsWith('roster')) return { code: 1, message: 'OK', data: ROSTER };
    return { code: 1, message: 'OK', data: { products: [] } };
  },
}));

/**
 * Waits until `check` holds, a short real pause at a time inside act (the hook's state updates land
 * when each act ends; the faked setInterval would stop a polling waitFor).
 */
async function until(check: () => void, tries = 200) {
  for (let i = 1; ; i++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
  net.calls = [];
  net.lateSale = () => 201;
  net.down = false;
  // The heartbeat's probe answers as the network does.
  vi.stubGlobal('fetch', async () => {
    if (net.down) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  updateTillStatus({ online: true, offlineSince: null, pending: 0, failed: 0, lastSync: null, needsSignIn: false });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // What the page kept of each till (the module's memory) goes with the database.
  await forgetRosters();
  await closeTillStore();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(TILL_DB);
    request.onsuccess = request.onerror = () => resolve();
  });
});

describe('a till screen', () => {
  it('queues a sale naming the roster it was checked against', async () => {
    const { result, unmount } = renderHook(() => useTill('cafeteria'));
    await until(() => expect(result.current.till).toEqual(TILL));
    const outcome = await act(() =>
      result.current.sellOffline({ key: 'clave-9', entry: ANA, lines: [{ id: 1, name: 'Agua', count: 1, price: 2_000 }] }),
    );
    expect(outcome).toEqual({ ok: true, saldo: 18_000 });
    const [queued] = await queuedSales('cafeteria');
    expect(queued.body.lista).toBe(ROSTER.leido_en);
    expect(offlineSaleSchema.safeParse(queued.body).success).toBe(true);
    unmount();
  });
});

/**
 * Maps (issue 13 item 1): the settings a map needs and the place search, asked by the server of
 * the configured service (MAP_SEARCH_URL). A fake service here answers like Nominatim; an
 * unreachable one gets the Spanish message that sends staff to the marker or the coordinates.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_ZOOM, PLACE_SEARCH_UNAVAILABLE, type MapSettings, type Place } from '../../src/domain/maps';
import { type Api, schoolWithStaff, type TestApp } from './fixtures';

let service: Server;
let asked: URL[] = [];
let t: TestApp;
let cashier: Api;
let anonymous: Api;

beforeAll(async () => {
  service = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    asked.push(url);
    if (url.searchParams.get('q') === 'falla') {
      res.writeHead(500).end('boom');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify([
        { display_name: 'Parque San Pío, Bucaramanga, Santander, Colombia', lat: '7.1142', lon: '-73.1105' },
        { display_name: 'Sin coordenadas' },
        { display_name: 'Fuera de rango', lat: '123', lon: '-73' },
      ]),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const port = (service.address() as AddressInfo).port;
  ({
    t,
    cashier: { api: cashier },
    anonymous,
  } = await schoolWithStaff({
    staff: ['cashier'],
    env: {
      MAP_SEARCH_URL: `http://127.0.0.1:${port}/search`,
      MAP_TILES_URL: 'http://tiles.colegio.local/{z}/{x}/{y}.png',
      MAP_CENTER: '4.6097,-74.0817',
    },
  }));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => service.close(resolve));
});

describe('map settings', () => {
  it('gives any signed-in staff member the configured tiles, centre and zoom 15', async () => {
    const res = await cashier.get<MapSettings>('/api/map/settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      tiles: 'http://tiles.colegio.local/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
      center: { lat: 4.6097, lon: -74.0817 },
      zoom: MAP_ZOOM,
      search: true,
    });
    expect((await anonymous.get('/api/map/settings')).status).toBe(401);
  });

  it("lets the web app's images come from a plain-http tile server", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain('img-src');
    expect(String(res.headers['content-security-policy'])).toContain('http://tiles.colegio.local');
  });
});

describe('place search', () => {
  it('asks the service within Colombia and answers only usable places', async () => {
    asked = [];
    const res = await cashier.get<Place[]>(`/api/map/places?q=${encodeURIComponent('Parque San Pío')}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { name: 'Parque San Pío, Bucaramanga, Santander, Colombia', lat: 7.1142, lon: -73.1105 },
    ]);
    expect(asked).toHaveLength(1);
    expect(asked[0].searchParams.get('countrycodes')).toBe('co');
    expect(asked[0].searchParams.get('q')).toBe('Parque San Pío');
  });

  it('says in Spanish when the service fails, and sends staff to the marker', async () => {
    const res = await cashier.get('/api/map/places?q=falla');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 0, message: PLACE_SEARCH_UNAVAILABLE, reason: 'unavailable' });
  });

  it('refuses a search too short or too long, and strangers', async () => {
    const short = await cashier.get('/api/map/places?q=ab');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('Escriba al menos 3 caracteres del lugar que busca');
    expect((await cashier.get(`/api/map/places?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await anonymous.get('/api/map/places?q=Parque')).status).toBe(401);
  });
});

describe('without a search service', () => {
  it('says so, and a school may turn tiles off', async () => {
    const off = await schoolWithStaff({ staff: ['cashier'], env: { MAP_SEARCH_URL: '', MAP_TILES_URL: '' } });
    try {
      const settings = await off.cashier.api.get<MapSettings>('/api/map/settings');
      expect(settings.body.data).toMatchObject({
        tiles: null,
        search: false,
        center: { lat: 7.1193, lon: -73.1227 },
      });
      const res = await off.cashier.api.get('/api/map/places?q=Parque');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(PLACE_SEARCH_UNAVAILABLE);
    } finally {
      await off.t.close();
    }
  });
});

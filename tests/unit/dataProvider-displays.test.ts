/** The hall displays' calls of the data provider: ready turn cards per store and the display session. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { createHttpClient } from '../../src/dataProvider/http';
import { createDataProvider } from '../../src/dataProvider';
import type { TurnCard } from '../../src/domain/boards';
import type { DisplaySession } from '../../src/domain/displays';
import { API, lastRequest, server, setupMswServer } from './support/msw';

setupMswServer();

const provider = () => createDataProvider(createHttpClient({ baseUrl: API }));
const ok = <T>(data: T, message = 'OK') => ({ code: 1, message, data });
const cards: TurnCard[] = [
  { id: 4, name: 'Valentina Gómez Rojas', turno: 7, url: '/images/3' },
  { id: 9, name: 'Mateo Ruiz', turno: 8, url: null },
];

describe('dataProvider.turnCards', () => {
  it.each([
    ['cafeteria', '/api/cafeteria/enlistment/turns'],
    ['papeleria', '/api/papeleria/enlistment/turns'],
    ['restaurant', '/api/restaurant/turnero'],
  ] as const)('%s reads %s with the bearer token and unwraps the cards', async (store, path) => {
    localStorage.setItem('tokenAdmin', 'tok-1');
    server.use(http.get(`http://localhost${path}`, () => HttpResponse.json(ok(cards))));
    expect(await provider().turnCards(store)).toEqual(cards);
    const sent = await lastRequest();
    expect({ method: sent.method, path: sent.path, query: sent.query, body: sent.body }).toEqual({
      method: 'GET',
      path,
      query: {},
      body: undefined,
    });
    expect(sent.authorization).toBe('Bearer tok-1');
  });

  it('a refusal rejects with its status and message', async () => {
    server.use(
      http.get(`${API}/cafeteria/enlistment/turns`, () =>
        HttpResponse.json(
          { code: 0, message: 'No tiene permiso para realizar esta acción', data: null, reason: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    const error = await provider()
      .turnCards('cafeteria')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).message).toBe('No tiene permiso para realizar esta acción');
  });
});

describe('dataProvider.createDisplaySession', () => {
  it('POSTs an empty body to /api/display/session and returns the new session', async () => {
    localStorage.setItem('tokenAdmin', 'tok-staff');
    const session: DisplaySession = {
      token: 'tok-display',
      id: 2,
      name: 'Carla',
      permission: ['cafeteria', 'cafeteria.turns'],
      mustChangePassword: false,
      scope: 'display',
      expiresAt: '2026-12-23T05:00:00.000Z',
    };
    server.use(
      http.post(`${API}/display/session`, () =>
        HttpResponse.json(ok(session, 'Este navegador es ahora una pantalla de turnos')),
      ),
    );
    expect(await provider().createDisplaySession()).toEqual(session);
    const sent = await lastRequest();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/api/display/session',
      body: {},
      authorization: 'Bearer tok-staff',
      contentType: 'application/json',
    });
  });
});

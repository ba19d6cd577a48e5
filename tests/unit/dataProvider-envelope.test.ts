/** The data provider's envelope and errors: refusals (code 0), 401s, answers that are not envelopes and network failures. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  createHttpClient,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../src/dataProvider/http';
import { createDataProvider } from '../../src/dataProvider';
import { GENERIC_ERROR_MESSAGE } from '../../src/domain/envelope';
import type { Envelope } from '../../src/domain/envelope';
import { API, server, setupMswServer } from './support/msw';
import { dataProvider as appProvider, localizeRefusals } from '../../src/dataProvider/instance';
import { answerAll, provider, rejection } from './support/dataProvider';

setupMswServer();

describe('dataProvider: envelope and errors', () => {
  const listParams = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: {},
  };

  it('code 0 with HTTP 409 rejects with the server message, status 409 and body.errors', async () => {
    const envelope = {
      code: 0,
      message: 'El email ya se encuentra registrado',
      data: null,
      reason: 'duplicate',
      errors: { email: 'El email ya se encuentra registrado' },
    };
    answerAll(envelope, 409);
    const error = await rejection(
      provider().create('admin/users', { data: { email: 'ana@colegio.edu.co' } }),
    );
    expect(error.message).toBe('El email ya se encuentra registrado');
    expect(error.status).toBe(409);
    expect(error.body).toEqual(envelope);
    expect((error.body as Envelope).errors).toEqual({ email: 'El email ya se encuentra registrado' });
  });

  it('code 0 with HTTP 200 rejects too', async () => {
    answerAll({ code: 0, message: 'No se puede eliminar el rol', data: null });
    const error = await rejection(provider().delete('admin/roles', { id: 1 }));
    expect(error.message).toBe('No se puede eliminar el rol');
    expect(error.status).toBeGreaterThanOrEqual(400);
  });

  it('code 0 with an empty message falls back to the generic message', async () => {
    answerAll({ code: 0, message: '', data: null }, 422);
    const error = await rejection(provider().getOne('admin/roles', { id: 1 }));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.status).toBe(422);
  });

  it('HTTP 401 with an envelope rejects with status 401 and the server message', async () => {
    answerAll({ code: 0, message: 'Token inválido', data: null, reason: 'unauthenticated' }, 401);
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Token inválido');
  });

  it('HTTP 401 without an envelope rejects with status 401 and the session message', async () => {
    server.use(http.all(`${API}/*`, () => new HttpResponse('Unauthorized', { status: 401 })));
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.status).toBe(401);
    expect(error.message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it.each([
    ['HTML 502', () => HttpResponse.html('<html><body>Bad Gateway</body></html>', { status: 502 }), 502],
    ['empty 500', () => new HttpResponse(null, { status: 500 }), 500],
    [
      'JSON that is not an envelope (404)',
      () => HttpResponse.json({ error: 'Not Found' }, { status: 404 }),
      404,
    ],
  ])('a %s rejects with the generic Spanish message', async (_name, resolver, status) => {
    server.use(http.all(`${API}/*`, resolver));
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.message).toBe('Ocurrio un error procesando la peticion.');
    expect(error.status).toBe(status);
  });

  it('a 2xx answer that is not an envelope rejects too', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.text('ok')));
    const error = await rejection(provider().dashboard());
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('reads a refusal in the interface language: the localizer gets the message and the reason', async () => {
    const english = createDataProvider(
      createHttpClient({
        baseUrl: API,
        localize: ({ message, reason }) => (reason ? `en:${reason}` : `en:${message}`),
      }),
    );
    answerAll({ code: 0, message: 'Saldo insuficiente', data: null, reason: 'insufficient_funds' }, 409);
    const refused = await rejection(english.getOne('admin/roles', { id: 1 }));
    expect(refused.message).toBe('en:insufficient_funds');
    expect((refused.body as Envelope).message).toBe('Saldo insuficiente');
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    expect((await rejection(english.getOne('admin/roles', { id: 1 }))).message).toBe('en:network');
    server.use(http.all(`${API}/*`, () => new HttpResponse(null, { status: 500 })));
    expect((await rejection(english.getOne('admin/roles', { id: 1 }))).message).toBe('en:server_error');
  });

  it("the app's client words refusals as the server does until the shell gives its translator", async () => {
    const refusal = { code: 0, message: 'Saldo insuficiente', data: null, reason: 'insufficient_funds' };
    server.use(http.all('/api/*', () => HttpResponse.json(refusal, { status: 409 })));
    expect((await rejection(appProvider.getOne('admin/roles', { id: 1 }))).message).toBe(
      'Saldo insuficiente',
    );
    localizeRefusals(({ reason }) => `en:${reason}`);
    try {
      expect((await rejection(appProvider.getOne('admin/roles', { id: 1 }))).message).toBe(
        'en:insufficient_funds',
      );
    } finally {
      localizeRefusals(({ message }) => message);
    }
  });

  it('a network failure rejects with the connection message and status 0', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    const error = await rejection(provider().getList('admin/users', listParams));
    expect(error.message).toBe('No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });
});

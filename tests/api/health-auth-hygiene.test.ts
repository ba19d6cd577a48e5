/** HTTP hygiene: security headers, no-store, and Spanish envelopes for unknown routes and bad bodies, ids and queries. */
import { describe, expect, it } from 'vitest';
import { loginAttempts, users } from '../../server/db/schema';
import { api, DEMO_ADMIN, DEMO_PASSWORD, login, unchanged } from './fixtures';
import { openHealthAuthSchool, t } from './fixtures/health-auth-school';

openHealthAuthSchool();

describe('HTTP hygiene', () => {
  it('sends the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    // Plain HTTP: no HSTS, no upgrade to https (tests/api/https-headers.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps no /api answer in a cache: no-store on data, refusals, 404s and odd spellings', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const answers = [
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { authorization: `Bearer ${token}` },
      }),
      await t.app.inject({ method: 'GET', url: '/api/admin/users' }),
      await t.app.inject({ method: 'GET', url: '/%61pi/admin/carnets' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_ADMIN, password: DEMO_PASSWORD },
      }),
    ];
    for (const [i, res] of answers.entries())
      expect(res.headers['cache-control'], `respuesta ${i}`).toBe('no-store');
  });

  it('answers an unknown /api route with a 404 envelope', async () => {
    const res = await api(t.app).get('/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 0,
      reason: 'not_found',
      data: null,
      message: 'La ruta solicitada no existe',
    });
    const signed = await api(t.app, await login(t.app, DEMO_ADMIN, DEMO_PASSWORD)).delete(
      '/api/admin/nada/1',
    );
    expect(signed.status).toBe(404);
  });

  it('answers an invalid JSON body with a 400 envelope', async () => {
    await unchanged(
      t,
      async () => {
        const res = await api(t.app).call(
          'POST',
          '/api/login',
          '{"email": "admin@colegio.demo", "password": ',
          {
            'content-type': 'application/json',
          },
        );
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'validation',
          data: null,
          message: 'La petición no es un JSON válido',
        });
      },
      { loginAttempts },
    );
  });

  it('refuses prototype pollution, a non-JSON body and an oversized body with an envelope', async () => {
    const proto = await api(t.app).call(
      'POST',
      '/api/login',
      '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      {
        'content-type': 'application/json',
      },
    );
    expect(proto.status).toBe(400);
    expect(proto.body).toMatchObject({ code: 0, reason: 'validation' });
    const text = await api(t.app).call('POST', '/api/login', 'email=admin@colegio.demo', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 0, reason: 'validation' });
    const huge = await api(t.app).call(
      'POST',
      '/api/login',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(6 * 1024 * 1024) }),
      {
        'content-type': 'application/json',
      },
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      code: 0,
      reason: 'payload_too_large',
      message: 'La petición es demasiado grande',
    });
  });

  it('answers invalid JSON on a guarded route with 400 once signed in', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    await unchanged(
      t,
      async () => {
        const res = await api(t.app, token).call('POST', '/api/admin/users', '{name: nope}', {
          'content-type': 'application/json',
        });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe(0);
      },
      { users },
    );
  });

  it('refuses a bad id or bad list query with a Spanish 400, never a stack trace', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const badId = await api(t.app, token).get('/api/admin/users/abc/edit');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toContain('El identificador debe ser un número entero positivo');
    const badPage = await api(t.app, token).get('/api/admin/users?page=0');
    expect(badPage.status).toBe(400);
    expect(badPage.body.reason).toBe('validation');
    // Beyond PostgreSQL's integer range: bad input, not a 500.
    const hugeId = await api(t.app, token).get('/api/admin/users/99999999999/edit');
    expect(hugeId.status).toBe(400);
    expect(hugeId.body.reason).toBe('validation');
    const hugeDelete = await api(t.app, token).delete('/api/admin/roles/2147483648');
    expect(hugeDelete.status).toBe(400);
    const unknown = await api(t.app, token).get('/api/admin/users/2147483647/edit');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 0, reason: 'not_found' });
  });
});

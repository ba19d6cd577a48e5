import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/security/tokens';
import { loginAttempts, sessions, users } from '../../server/db/schema';
import {
  api,
  concreteUrl,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  isPublicApiRoute,
  login,
  registeredRoutes,
  schoolWithStaff,
  snapshot,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await schoolWithStaff({ staff: [] }));
});
afterAll(() => t?.close());

describe('health', () => {
  it('is public and names the database driver', async () => {
    const res = await api(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, data: { status: 'ready', database: t.database.driver } });
  });
});

describe('login', () => {
  it('answers the token, the user and the permission keys', async () => {
    const res = await api(t.app).post('/api/login', { email: DEMO_ADMIN, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toEqual({
      token: expect.any(String),
      id: expect.any(Number),
      name: 'Administrador Demo',
      permission: expect.arrayContaining(['dashboard', 'admin', 'admin.users']),
      mustChangePassword: false,
    });
    expect(Object.keys(res.body.data as object).sort()).toEqual([
      'id',
      'mustChangePassword',
      'name',
      'permission',
      'token',
    ]);
    expect(res.raw).not.toContain('password_hash');
  });

  it('accepts the e-mail in any letter case', async () => {
    const res = await api(t.app).post('/api/login', {
      email: DEMO_ADMIN.toUpperCase(),
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Administrador Demo' });
  });

  it('refuses a wrong password with 401 and the spec message', async () => {
    const res = await api(t.app).post('/api/login', { email: DEMO_ADMIN, password: 'incorrecta' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 0,
      message: 'Usuario o contraseña incorrectos',
      reason: 'invalid_credentials',
      data: null,
    });
  });

  it('refuses an unknown e-mail with the same message (no account enumeration)', async () => {
    const res = await api(t.app).post('/api/login', { email: 'nadie@colegio.demo', password: 'incorrecta' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Usuario o contraseña incorrectos');
  });

  it('validates the body: 400 with the field errors, no session written', async () => {
    await unchanged(
      t,
      async () => {
        const res = await api(t.app).post('/api/login', { email: 'no-es-un-correo', password: '' });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 0, reason: 'validation' });
        expect(res.body.errors?.email).toBe('El campo Correo electrónico debe ser un correo electrónico válido');
        expect(res.body.errors?.password).toBe('El campo Contraseña es requerido');
        const missing = await api(t.app).post('/api/login', {});
        expect(missing.status).toBe(400);
        expect(missing.body.errors?.email).toBe('El campo Correo electrónico es requerido');
      },
      { sessions },
    );
  });

  it('serves the login form publicly', async () => {
    const res = await api(t.app).post<{ fields: { source: string; type: string; required: boolean }[] }>(
      '/api/forms/login',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.fields).toEqual([
      expect.objectContaining({ source: 'email', type: 'email', required: true }),
      expect.objectContaining({ source: 'password', type: 'password', required: true }),
    ]);
  });
});

describe('logout', () => {
  it('revokes the token: the next request answers 401', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    expect((await api(t.app, token).post('/api/profile')).status).toBe(200);
    const out = await api(t.app, token).post('/api/logout');
    expect(out.status).toBe(200);
    expect(out.body.code).toBe(1);
    const after = await api(t.app, token).post('/api/profile');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 0, reason: 'unauthenticated' });
    expect((await api(t.app, token).post('/api/logout')).status).toBe(401);
  });

  it('ends only that session', async () => {
    const a = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const b = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    await api(t.app, a).post('/api/logout');
    expect((await api(t.app, b).get('/api/admin/users')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('an expired session answers 401 like a missing one', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    expect((await api(t.app, token).get('/api/admin/users')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(token)));
    const res = await api(t.app, token).get('/api/admin/users');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 0,
      reason: 'unauthenticated',
      message: 'Su sesión ha expirado. Inicie sesión nuevamente.',
    });
  });

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const rows = await snapshot(t.db, sessions);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
  });
});

describe('every guarded route', () => {
  it('answers 401 without a token, with a garbage token and with a malformed header', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api') && !isPublicApiRoute(r.url),
    );
    expect(routes.length).toBeGreaterThan(20);
    await unchanged(
      t,
      async () => {
        for (const { method, url } of routes) {
          const target = concreteUrl(url);
          for (const headers of [
            {},
            { authorization: 'Bearer no-es-un-token' },
            { authorization: 'Basic YWRtaW46YWRtaW4=' },
          ]) {
            const res = await t.app.inject({ method: method as 'GET', url: target, headers });
            expect(res.statusCode, `${method} ${target} ${JSON.stringify(headers)}`).toBe(401);
            if (method !== 'HEAD') {
              expect(res.json()).toMatchObject({
                code: 0,
                reason: 'unauthenticated',
                data: null,
                message: expect.any(String),
              });
            }
          }
        }
      },
      { users },
    );
  });
});

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
      await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } }),
      await t.app.inject({ method: 'GET', url: '/api/admin/users' }),
      await t.app.inject({ method: 'GET', url: '/%61pi/admin/carnets' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_ADMIN, password: DEMO_PASSWORD } }),
    ];
    for (const [i, res] of answers.entries()) expect(res.headers['cache-control'], `respuesta ${i}`).toBe('no-store');
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
        const res = await api(t.app).call('POST', '/api/login', '{"email": "admin@colegio.demo", "password": ', {
          'content-type': 'application/json',
        });
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

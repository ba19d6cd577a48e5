/** Health, login, logout and sessions, and the 401 of every guarded route without a valid token. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/security/tokens';
import { sessions, users } from '../../server/db/schema';
import {
  api,
  concreteUrl,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  isPublicApiRoute,
  login,
  registeredRoutes,
  snapshot,
  unchanged,
} from './fixtures';
import { openHealthAuthSchool, t } from './fixtures/health-auth-school';

openHealthAuthSchool();

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
        expect(res.body.errors?.email).toBe(
          'El campo Correo electrónico debe ser un correo electrónico válido',
        );
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
      .set({ expires_at: new Date(t.clock.nowMs() - 1000) })
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

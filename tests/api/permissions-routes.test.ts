/** The routes' guard: the router's route list, 401 without a session on all but the public routes, and each route's declared keys. */
import { describe, expect, it } from 'vitest';
import { concreteUrl, isPublicApiRoute, registeredRoutes, unchanged } from './fixtures';
import { ALL_TABLES, openPermissionsSchool, t } from './fixtures/permissions-school';

openPermissionsSchool();

describe('the route list the sweeps above rely on', () => {
  it('is read completely from the router, nested paths included', () => {
    const routes = registeredRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'POST /api/login',
        'PUT /api/profile/update',
        'GET /api/admin/users/:id/edit',
        'PUT /api/admin/usersdel/:id',
        'GET /api/admin/reset-pass/:id',
        'DELETE /api/admin/turns/:id',
        'GET /api/dashboard',
      ]),
    );
  });
});

describe('without a session', () => {
  it("every registered /api route but health, the sign-ins, the portal's new-password link, the login form, HTTPS status and certificate, Mercado Pago's signed notifications and the docs answers 401", async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api'));
    const guarded = routes.filter((r) => !isPublicApiRoute(r.url));
    // The public ones are exactly these.
    expect(
      [
        ...new Set(
          routes.filter((r) => isPublicApiRoute(r.url) && !r.url.startsWith('/api/docs')).map((r) => r.url),
        ),
      ].sort(),
    ).toEqual([
      '/api/family/activate',
      '/api/family/login',
      '/api/family/password/forgot',
      '/api/forms/login',
      '/api/health',
      '/api/login',
      '/api/payments/mercadopago/webhook',
      '/api/tls',
      '/api/tls/ca.crt',
      '/api/tls/ca.pem',
    ]);
    expect(guarded.length).toBeGreaterThan(20);
    await unchanged(
      t,
      async () => {
        for (const { method, url } of guarded) {
          const res = await t.app.inject({ method: method as 'GET', url: concreteUrl(url) });
          expect(res.statusCode, `${method} ${url}`).toBe(401);
          if (method !== 'HEAD') {
            expect(res.json()).toMatchObject({
              code: 0,
              reason: 'unauthenticated',
              message: 'Su sesión ha expirado. Inicie sesión nuevamente.',
            });
          }
        }
      },
      ALL_TABLES,
    );
  });

  it('the API docs stay public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openapi: expect.any(String),
      paths: expect.objectContaining({
        '/api/admin/users': expect.anything(),
        '/api/login': expect.anything(),
      }),
    });
  });
});

describe('route registration', () => {
  const register = (config: Record<string, unknown>) => async () => {
    const { default: Fastify } = await import('fastify');
    const { authPlugin } = await import('../../server/plugins/auth');
    const app = Fastify();
    await app.register(authPlugin, { db: t.db });
    app.get('/api/rogue', { config }, async () => 'ok');
    try {
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('refuses a route that declares no permission', async () => {
    await expect(register({})()).rejects.toThrow('La ruta GET /api/rogue no declara su permiso');
  });

  it('refuses a route that declares a key the permission tree does not have', async () => {
    await expect(register({ permission: ['admin.users', 'admin.userz'] })()).rejects.toThrow(
      'La ruta GET /api/rogue declara una clave desconocida: admin.userz',
    );
  });

  it('registers a route with known keys', async () => {
    await expect(register({ permission: ['admin.users', 'cafeteria.pos'] })()).resolves.toBeUndefined();
  });
});

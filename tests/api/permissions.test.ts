import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS,
  type Api,
  api,
  concreteUrl,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  isPublicApiRoute,
  login,
  registeredRoutes,
  SCHOOLS,
  schoolWithStaff,
  type TestApp,
  unchanged,
  editRecord,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashierToken: string;
let cashierKeys: string[];

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { token: cashierToken, keys: cashierKeys },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
});
afterAll(() => t?.close());

/** What an admin call could change: people, roles, sessions, schools and turns. */
const ALL_TABLES = { ...ACCESS, ...SCHOOLS };

/** Credential lookups the cashiers' points of sale need (keys cafeteria.pos / papeleria.pos). */
const CASHIER_LOOKUPS = new Set([
  'GET /api/admin/carnets/1',
  'HEAD /api/admin/carnets/1',
  'GET /api/admin/carnets/1/validate',
  'HEAD /api/admin/carnets/1/validate',
]);
const isCashierLookup = (r: { method: string; url: string }) => CASHIER_LOOKUPS.has(`${r.method} ${concreteUrl(r.url)}`);
/** What every signed-in person has of their own under /api/admin: their QR to enter the school. */
const OWN_ROUTES = new Set(['GET /api/admin/mostrarQR', 'HEAD /api/admin/mostrarQR']);
const isOwnRoute = (r: { method: string; url: string }) => OWN_ROUTES.has(`${r.method} ${r.url}`);
/**
 * The catalog's listing at the old client's admin path (`admin/products/{id}/products`): the
 * catalog's keys open it, the stationery's among them (inventory-store-scoping.test.ts checks them).
 */
const isCatalogAlias = (r: { url: string }) => r.url === '/api/admin/products/:id/products';

/** Valid requests on every admin resource: refused only for want of the key. */
const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/dashboard'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/users/create'],
  ['GET', '/api/admin/users/1/edit'],
  [
    'POST',
    '/api/admin/users',
    {
      name: 'Intruso',
      email: 'intruso@colegio.demo',
      type_doc: 1,
      num_doc: '666',
      id_rol: 1,
      password: 'Clave2026!',
    },
  ],
  ['PUT', '/api/admin/users/1', { name: 'Hackeado' }],
  ['DELETE', '/api/admin/users/3'],
  ['GET', '/api/admin/usersdel'],
  ['PUT', '/api/admin/usersdel/3'],
  ['GET', '/api/admin/reset-pass/1'],
  ['GET', '/api/admin/roles'],
  ['GET', '/api/admin/roles/create'],
  ['GET', '/api/admin/roles/1/edit'],
  ['POST', '/api/admin/roles', { name: 'Superusuario', description: 'x', function: ['admin'] }],
  ['PUT', '/api/admin/roles/2', { function: ['dashboard', 'admin', 'admin.users', 'admin.roles'] }],
  ['DELETE', '/api/admin/roles/3'],
  ['GET', '/api/admin/schools'],
  ['GET', '/api/admin/schools/create'],
  ['GET', '/api/admin/schools/1/edit'],
  ['POST', '/api/admin/schools', { name: 'Colegio pirata' }],
  ['PUT', '/api/admin/schools/1', { name: 'Renombrado' }],
  ['DELETE', '/api/admin/schools/1'],
  ['GET', '/api/admin/turns'],
  ['GET', '/api/admin/turns/create'],
  ['GET', '/api/admin/turns/1/edit'],
  ['POST', '/api/admin/turns', { name: 'Turno pirata', h_start: '01:00', h_end: '02:00', id_school: 1 }],
  ['PUT', '/api/admin/turns/1', { name: 'Renombrado' }],
  ['DELETE', '/api/admin/turns/1'],
];

describe('the demo cashier', () => {
  it('holds only cafeteria and stationery keys', () => {
    expect(cashierKeys.length).toBeGreaterThan(0);
    expect(cashierKeys).toEqual(
      expect.arrayContaining(['cafeteria', 'cafeteria.pos', 'papeleria', 'papeleria.pos']),
    );
    for (const key of cashierKeys) expect(key).toMatch(/^(cafeteria|papeleria)(\.|$)/);
  });

  it('gets 403 on every admin call, and nothing changes', async () => {
    const cashier = api(t.app, cashierToken);
    await unchanged(
      t,
      async () => {
        for (const [method, url, body] of ADMIN_CALLS) {
          const res = await cashier.call(method as 'GET', url, body);
          expect(res.status, `${method} ${url}`).toBe(403);
          expect(res.body).toMatchObject({
            code: 0,
            reason: 'forbidden',
            data: null,
            message: 'No tiene permiso para realizar esta acción',
          });
        }
      },
      ALL_TABLES,
    );
  });

  it('gets 403 on every registered admin and dashboard route', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        (r.url.startsWith('/api/admin') || r.url === '/api/dashboard') &&
        !isCashierLookup(r) &&
        !isOwnRoute(r) &&
        !isCatalogAlias(r),
    );
    expect(routes.length).toBeGreaterThan(20);
    await unchanged(
      t,
      async () => {
        for (const { method, url } of routes) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concreteUrl(url),
            headers: { authorization: `Bearer ${cashierToken}` },
          });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      },
      ALL_TABLES,
    );
  });

  it('has its own QR to enter the school, as everyone signed in', async () => {
    expect(registeredRoutes(t.app).filter(isOwnRoute)).toHaveLength(OWN_ROUTES.size);
    const own = await api(t.app, cashierToken).get<{ code: string }>('/api/admin/mostrarQR');
    expect(own.status).toBe(200);
    expect(own.body.data.code).toMatch(/^APP/);
  });

  it('may look a credential up by document or code (the point of sale validates its customer), nothing else', async () => {
    const cashier = api(t.app, cashierToken);
    const routes = registeredRoutes(t.app).filter(isCashierLookup);
    expect(routes.map((r) => `${r.method} ${concreteUrl(r.url)}`).sort()).toEqual([...CASHIER_LOOKUPS].sort());
    const byDocument = await cashier.get('/api/admin/carnets/1098765432');
    expect(byDocument.status).toBe(200);
    expect(byDocument.body.code).toBe(1);
    const unknownCode = await cashier.get('/api/admin/carnets/CRNAAAAAAAAAAAAAAAAAAAAAAAA/validate');
    expect(unknownCode.status).toBe(404);
  });

  it('may still read and change its own profile', async () => {
    const cashier = api(t.app, cashierToken);
    expect((await cashier.post('/api/profile')).status).toBe(200);
  });
});

describe('the administrator', () => {
  it('gets 200 on the lists, forms and records of every admin resource', async () => {
    for (const [method, url] of ADMIN_CALLS) {
      if (method !== 'GET' || url.startsWith('/api/admin/reset-pass')) continue;
      const res = await admin.get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.code).toBe(1);
    }
  });

  it('may create, update and delete on every admin resource', async () => {
    const school = await admin.post<{ id: number }>('/api/admin/schools', { name: 'Colegio Permisos' });
    expect(school.status).toBe(201);
    const turn = await admin.post<{ id: number }>('/api/admin/turns', {
      name: 'T',
      h_start: '01:00',
      h_end: '02:00',
      id_school: school.body.data.id,
    });
    expect(turn.status).toBe(201);
    const role = await admin.post<{ id: number }>('/api/admin/roles', {
      name: 'Rol permisos',
      description: 'x',
      function: ['dashboard'],
    });
    expect(role.status).toBe(201);
    const user = await admin.post<{ id: number }>('/api/admin/users', {
      name: 'Usuario permisos',
      email: 'permisos@colegio.demo',
      type_doc: 1,
      num_doc: '4444',
      id_rol: role.body.data.id,
      turno: turn.body.data.id,
      password: 'Clave2026!',
    });
    expect(user.status).toBe(201);
    for (const [path, id] of [
      ['users', user],
      ['roles', role],
      ['turns', turn],
      ['schools', school],
    ] as const) {
      const put = await editRecord(admin, `/api/admin/${path}`, id.body.data.id, { name: `Cambiado ${path}` });
      expect(put.status, path).toBe(200);
    }
    for (const [path, id] of [
      ['users', user],
      ['roles', role],
      ['turns', turn],
      ['schools', school],
    ] as const) {
      const del = await admin.delete(`/api/admin/${path}/${id.body.data.id}`);
      expect(del.status, path).toBe(200);
    }
  });
});

describe('a user editor (Secretaría)', () => {
  it('manages users, may read the roles and turns to choose from, but not change them', async () => {
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    expect((await secretary.get('/api/admin/users')).status).toBe(200);
    expect((await secretary.get('/api/admin/roles')).status).toBe(200);
    expect((await secretary.get('/api/admin/turns')).status).toBe(200);
    await unchanged(
      t,
      async () => {
        for (const [method, url, body] of ADMIN_CALLS) {
          if (
            url.startsWith('/api/admin/users') ||
            url.startsWith('/api/admin/usersdel') ||
            url.startsWith('/api/admin/reset-pass')
          )
            continue;
          if (method === 'GET' && ['/api/admin/roles', '/api/admin/turns', '/api/dashboard'].includes(url))
            continue;
          const res = await secretary.call(method as 'GET', url, body);
          expect(res.status, `${method} ${url}`).toBe(403);
        }
      },
      ALL_TABLES,
    );
  });
});

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
  it('every registered /api route but health, login, the login form, HTTPS status and certificate, and the docs answers 401', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api'));
    const guarded = routes.filter((r) => !isPublicApiRoute(r.url));
    // The public ones are exactly these.
    expect(
      [
        ...new Set(
          routes.filter((r) => isPublicApiRoute(r.url) && !r.url.startsWith('/api/docs')).map((r) => r.url),
        ),
      ].sort(),
    ).toEqual(['/api/forms/login', '/api/health', '/api/login', '/api/tls', '/api/tls/ca.crt', '/api/tls/ca.pem']);
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

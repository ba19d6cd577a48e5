/** The demo cashier: 403 on every admin call and route, but its own QR, the credential look-ups of a sale and its profile. */
import { describe, expect, it } from 'vitest';
import { api, concreteUrl, registeredRoutes, unchanged } from './fixtures';
import {
  ADMIN_CALLS,
  ALL_TABLES,
  cashierKeys,
  cashierToken,
  openPermissionsSchool,
  t,
} from './fixtures/permissions-school';

openPermissionsSchool();

/** Credential lookups the cashiers' points of sale need (keys cafeteria.pos / papeleria.pos). */
const CASHIER_LOOKUPS = new Set([
  'GET /api/admin/carnets/1',
  'HEAD /api/admin/carnets/1',
  'GET /api/admin/carnets/1/validate',
  'HEAD /api/admin/carnets/1/validate',
]);
const isCashierLookup = (r: { method: string; url: string }) =>
  CASHIER_LOOKUPS.has(`${r.method} ${concreteUrl(r.url)}`);
/** What every signed-in person has of their own under /api/admin: their QR to enter the school. */
const OWN_ROUTES = new Set(['GET /api/admin/mostrarQR', 'HEAD /api/admin/mostrarQR']);
const isOwnRoute = (r: { method: string; url: string }) => OWN_ROUTES.has(`${r.method} ${r.url}`);
/**
 * The catalog's listing at the old client's admin path (`admin/products/{id}/products`): the
 * catalog's keys open it, the stationery's among them (inventory-store-scoping.test.ts checks them).
 */
const isCatalogAlias = (r: { url: string }) => r.url === '/api/admin/products/:id/products';

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
    expect(routes.map((r) => `${r.method} ${concreteUrl(r.url)}`).sort()).toEqual(
      [...CASHIER_LOOKUPS].sort(),
    );
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

/**
 * Every credential route: registered, 401 without a session and 403 without any credential key,
 * changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { api, concreteUrl, MONEY, registeredRoutes, staffWith, unchanged } from './fixtures';
import { admin, openCredentialsSchool, t } from './fixtures/credentials-school';

openCredentialsSchool();

describe('every credential route', () => {
  const ROUTES = () =>
    registeredRoutes(t.app).filter(
      (r) =>
        (r.url.startsWith('/api/admin/carnets') || r.url === '/api/admin/reporte-global') &&
        r.method !== 'HEAD',
    );

  it('is registered', () => {
    expect(
      ROUTES()
        .map((r) => `${r.method} ${concreteUrl(r.url)}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/admin/carnets',
        'POST /api/admin/carnets',
        'GET /api/admin/carnets/no/accion',
        'GET /api/admin/carnets/create',
        // The printed carnets and their course picker (server/modules/credentials/cards/routes.ts).
        'GET /api/admin/carnets/print',
        'GET /api/admin/carnets/print/courses',
        'POST /api/admin/carnets/reports',
        // A top-up's or a deduction's printed receipt (server/modules/credentials/receipts/routes.ts).
        'GET /api/admin/carnets/receipts/1',
        // The report's whole Excel (server/http/report-routes.ts).
        'POST /api/admin/carnets/reports/excel',
        'GET /api/admin/carnets/1',
        'PUT /api/admin/carnets/1',
        'DELETE /api/admin/carnets/1',
        'GET /api/admin/carnets/1/validate',
        // The delivery screens' customer lookup (server/modules/boards/delivery/routes.ts).
        'GET /api/admin/carnets/1/validatedispatch',
        'GET /api/admin/carnets/1/edit',
        'PUT /api/admin/carnetscode/1',
        'POST /api/admin/reporte-global',
      ].sort(),
    );
  });

  it('answers 401 without a session and 403 to a staff member without any credential key, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const outsider = await staffWith(t, admin, ['dashboard']);
        for (const { method, url } of ROUTES()) {
          const body =
            method === 'GET' || method === 'DELETE' ? undefined : { recarga: 5000, id_user_primary: 1 };
          const anonymous = await api(t.app).call(method as 'GET', concreteUrl(url), body);
          expect(anonymous.status, `${method} ${url}`).toBe(401);
          const refused = await outsider.api.call(method as 'GET', concreteUrl(url), body);
          expect(refused.status, `${method} ${url}`).toBe(403);
          expect(refused.body).toMatchObject({ code: 0, reason: 'forbidden' });
        }
      },
      MONEY,
    );
  });
});

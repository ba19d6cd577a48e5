/**
 * What a family session reaches (issue 32, items 2 and 3): its own children and nothing else. Every
 * staff route answers 403 to it, every family route 404 for another family's child, and a staff
 * session passes no family route. The children's balances, today's consumption and the forecast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_NOT_FOUND, FAMILY_ONLY, FAMILY_ROUTE, type FamilyChild } from '../../src/domain/family';
import type { TimelineEvent } from '../../src/domain/timeline';
import { TRANSFER_MESSAGES } from '../../src/domain/transfers';
import { ONLINE_PAYMENT_MESSAGES } from '../../src/domain/onlinePaymentRules';
import { LUNCH_MESSAGES } from '../../src/domain/lunchMenus';
import { familyAccounts, familySessions } from '../../server/db/schema';
import { STORE } from '../../src/domain/inventory';
import {
  activatedFamily,
  cafeteriaBody,
  concreteUrl,
  credentialOf,
  EMILIANO,
  isPublicApiRoute,
  JORGE,
  MARIA,
  NICOLAS,
  productNamed,
  registeredRoutes,
  schoolWithStaff,
  sell,
  unchanged,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: Api;
let adminToken: string;
let adminId: number;
let maria: Api;
let jorge: Api;
let mariaToken: string;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin, token: adminToken, id: adminId },
  } = await schoolWithStaff({ staff: ['admin'] }));
  const m = await activatedFamily(t, admin, MARIA.num_doc);
  maria = m.api;
  mariaToken = m.session.token;
  jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
});
afterAll(() => t?.close());

/** A body each family write route accepts, so that only the child's id can refuse it. */
const VALID_BODIES: Record<string, object> = {
  'PUT /api/family/children/:id/limits': { lockSaldo: 0 },
  'PUT /api/family/children/:id/allergies': { alergias: ['mani'] },
  'PUT /api/family/children/:id/notices': { porteria: true, tarde: true, ruta: true },
  // A school day near either pinned instant (the Tuesday 10th and the Saturday 14th of March 2026).
  'POST /api/family/children/:id/excuses': { fecha: '2026-03-11', motivo: 'Cita médica' },
  // Issue 56: a pre-order's id, not a child's (another family's pre-order: tests/api/lunch-preorders.test.ts).
  'DELETE /api/family/preorders/:id': {},
};
/** Routes whose id is not a child's say what they did not find (another family's transfer: tests/api/family-transfers.test.ts). */
const NOT_FOUND: Record<string, string> = {
  '/api/family/transfers/:id/soporte': TRANSFER_MESSAGES.notFound,
  '/api/family/payments/:id': ONLINE_PAYMENT_MESSAGES.notFound,
  '/api/family/preorders/:id': LUNCH_MESSAGES.notFound,
};
const familyRoutes = () =>
  registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/family/') && !isPublicApiRoute(r.url));

describe("a guardian's children", () => {
  it('are theirs only, by name, with balance, cap, today and the forecast', async () => {
    const res = await maria.get<FamilyChild[]>('/api/family/children');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.map((c) => c.name)).toEqual([
      'Emiliano Moreno Silva',
      'Mateo Gómez Rojas',
      'Sofía Ramírez León',
      'Valentina Gómez Rojas',
    ]);
    const emiliano = res.body.data[0];
    const credential = await credentialOf(t, EMILIANO);
    expect(emiliano).toMatchObject({
      id: await userIdByDocument(t, EMILIANO),
      saldo: Number(credential.saldo),
      lockSaldo: Number(credential.lockSaldo),
      consumo_hoy: expect.any(Number),
      course: expect.any(String),
    });
    for (const child of res.body.data) {
      expect(
        child.dias_restantes === null ||
          (Number.isInteger(child.dias_restantes) && child.dias_restantes >= 0),
      ).toBe(true);
    }
    const theirs = await jorge.get<FamilyChild[]>('/api/family/children');
    expect(theirs.body.data.map((c) => c.name)).toContain('Nicolás Herrera Vargas');
    expect(theirs.body.data.map((c) => c.name)).not.toContain('Emiliano Moreno Silva');
  });

  it("show today's purchases at once", async () => {
    const before = (await maria.get<FamilyChild[]>('/api/family/children')).body.data[0];
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const sold = await sell(
      admin,
      'cafeteria',
      cafeteriaBody(before.id, [{ id: water.id, count: 2 }], { inmediate: 1 }),
    );
    expect(sold.status, sold.body.message).toBe(201);
    const after = (await maria.get<FamilyChild[]>('/api/family/children')).body.data[0];
    expect(after.consumo_hoy).toBe(before.consumo_hoy + sold.body.data.order.total);
    expect(after.saldo).toBe(before.saldo - sold.body.data.order.total);
  });

  it("a child's timeline, newest first, as the student file shows it", async () => {
    const emiliano = await userIdByDocument(t, EMILIANO);
    const res = await maria.get<TimelineEvent[]>(`/api/family/children/${emiliano}/timeline`);
    expect(res.status, res.body.message).toBe(200);
    const staffView = await admin.get<TimelineEvent[]>(`/api/academic/students/${emiliano}/timeline`);
    expect(res.body.data).toEqual(staffView.body.data);
    expect(res.body.total).toBe(staffView.body.total);
    expect((await maria.get(`/api/family/children/${emiliano}/timeline?page=0`)).status).toBe(400);
  });
});

describe('the walls', () => {
  it("every family route with another family's child, a staff user or nobody's id answers 404, the same", async () => {
    const withId = familyRoutes().filter((r) => r.url.includes(':id'));
    expect(withId.length).toBeGreaterThan(0);
    // Every write route is listed with a valid body: a new one must be added there.
    const writes = withId
      .filter((r) => !['GET', 'HEAD'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect(writes.filter((w) => !VALID_BODIES[w])).toEqual([]);
    const nicolas = await userIdByDocument(t, NICOLAS);
    await unchanged(
      t,
      async () => {
        for (const { method, url } of withId) {
          for (const id of [nicolas, adminId, 987654]) {
            const res = await t.app.inject({
              method: method as 'GET',
              url: concreteUrl(url, id),
              headers: { authorization: `Bearer ${mariaToken}` },
              ...(VALID_BODIES[`${method} ${url}`] ? { payload: VALID_BODIES[`${method} ${url}`] } : {}),
            });
            expect(res.statusCode, `${method} ${url} ${id}`).toBe(404);
            if (method !== 'HEAD')
              expect(res.json()).toMatchObject({ code: 0, message: NOT_FOUND[url] ?? CHILD_NOT_FOUND });
          }
        }
      },
      { familyAccounts, familySessions },
    );
  });

  it('a family session answers 403 on every staff route, and changes nothing', async () => {
    const staffRoutes = registeredRoutes(t.app).filter(
      (r) => r.url.startsWith('/api') && !r.url.startsWith('/api/family/') && !isPublicApiRoute(r.url),
    );
    expect(staffRoutes.length).toBeGreaterThan(100);
    await unchanged(
      t,
      async () => {
        for (const { method, url } of staffRoutes) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concreteUrl(url),
            headers: { authorization: `Bearer ${mariaToken}` },
          });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          if (method !== 'HEAD')
            expect(res.json()).toMatchObject({ code: 0, reason: 'forbidden', message: FAMILY_ONLY });
        }
      },
      { familyAccounts, familySessions },
    );
  });

  it('a staff session, even the administrator, answers 403 on every family route', async () => {
    for (const { method, url } of familyRoutes()) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: concreteUrl(url),
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      if (method !== 'HEAD') expect(res.json()).toMatchObject({ code: 0, message: FAMILY_ROUTE });
    }
  });

  it('a forged family token is no session: 401 on family and staff routes alike', async () => {
    for (const url of ['/api/family/children', '/api/admin/users']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer familia.no-es-un-token' },
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

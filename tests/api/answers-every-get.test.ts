/**
 * The answers' contract on every read (issue 51, item 2): each GET operation of the API
 * description is called on the demo school — by the demo administrator, the portal's by a signed-in
 * guardian — with its path's ids taken from the demo's own data, and its answer is checked against
 * its declared schema as it leaves (fixtures/contract.ts). An answer that strays from its schema
 * fails here even when no other test reads that operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activatedFamily,
  buildTestApp,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  MARIA,
  signIn,
  type Api,
  type TestApp,
} from './fixtures';
import { violations } from './fixtures/contract';
import { asc, eq } from 'drizzle-orm';
import { credentials } from '../../server/db/schema';
import { retiredCalls } from '../../src/domain/retiredCalls';
import { byPinned } from '../clock';

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

let t: TestApp;
let admin: Api;
let adminToken: string;
let family: Api;
beforeAll(async () => {
  t = await buildTestApp();
  ({ api: admin, token: adminToken } = await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD));
  family = (await activatedFamily(t, admin, MARIA.num_doc)).api;
});
afterAll(() => t?.close());

/** The portal's reads are the guardian's; every other the administrator's. */
const readerOf = (path: string) => (path.startsWith('/api/family/') ? family : admin);

/** The first row's `field` of a list. */
async function firstOf(path: string, field = 'id'): Promise<string> {
  const res = await readerOf(path).get<Record<string, unknown>[]>(path);
  expect(res.status, `${path}: ${res.body.message}`).toBe(200);
  const row = res.body.data[0];
  // A list the demo leaves empty: its rows' read is called with an id nobody has (NO_DEMO_ROWS, a 404).
  return row ? String(row[field]) : '999999';
}

/** A student's whole credential code (lists show it masked). */
async function credentialCode(): Promise<string> {
  const [row] = await t.db
    .select({ code: credentials.code })
    .from(credentials)
    .where(eq(credentials.active, 1))
    .orderBy(asc(credentials.id))
    .limit(1);
  return row.code;
}

/** The reads whose query the old client always sent. */
const QUERIES: Record<string, () => Promise<string>> = {
  '/api/admin/carnets/print': async () => `curso=${await firstOf('/api/academic/courses')}`,
  '/api/schoolroutes/asignate': async () =>
    `id_course=${await firstOf('/api/academic/courses')}&id_jornada=1`,
  '/api/admin/turns/{id}/registerstar': async () => `gate=${await firstOf('/api/controlacceso/gates')}`,
  '/api/map/places': async () => 'q=Bogot%C3%A1',
  // A day never reconciled answers its empty run.
  '/api/admin/online-payments/reconciliation': async () => 'dia=2026-01-05',
  // Issue 56: a fortnight of menus, a month's waste, a child's plans and a pack's price.
  '/api/restaurant/menus': async () => 'desde=2026-03-09&hasta=2026-03-20',
  '/api/family/children/{id}/lunch': async () => 'desde=2026-03-09&hasta=2026-03-20',
  '/api/restaurant/kitchen/report': async () => 'desde=2026-03-01&hasta=2026-03-31',
  '/api/restaurant/plans': async () => `id_estudiante=${await firstOf('/api/academic/students')}`,
  '/api/restaurant/plans/quote': async () =>
    `id_estudiante=${await firstOf('/api/academic/students')}&tipo=paquete&cantidad=10`,
  '/api/family/plans': async () => `id_estudiante=${await firstOf('/api/family/children')}`,
  '/api/family/plans/quote': async () =>
    `id_estudiante=${await firstOf('/api/family/children')}&tipo=paquete&cantidad=10`,
};

/**
 * The value of a path parameter: the reads whose ids come from somewhere else than the list at
 * the same path, then `{id}` from the list the path starts with (`/x/{id}/edit` → `GET /x`).
 */
const PARAMETERS: Record<string, () => Promise<Record<string, string>>> = {
  '/api/admin/reset-pass/{id}': async () => ({ id: await firstOf('/api/admin/users') }),
  '/api/admin/carnets/{document}': async () => ({ document: await firstOf('/api/admin/carnets', 'num_doc') }),
  '/api/admin/carnets/{code}/validate': async () => ({ code: await credentialCode() }),
  '/api/admin/carnets/{code}/validatedispatch': async () => ({ code: await credentialCode() }),
  '/api/papeleria/validatedispatch/{code}': async () => ({ code: await credentialCode() }),
  '/api/academic/validatecredential/{credential}': async () => ({ credential: await credentialCode() }),
  '/api/admin/cashclose/x/{id_staff}': async () => ({ id_staff: await firstOf('/api/admin/users') }),
  '/api/admin/carnets/receipts/{id}': async () => ({ id: await firstOf('/api/admin/cashclose/open', 'id') }),
  '/api/cafeteria/requests/pending/{id_user}': async () => ({
    id_user: await firstOf('/api/academic/students'),
  }),
  '/api/papeleria/requests/pending/{id_user}': async () => ({
    id_user: await firstOf('/api/academic/students'),
  }),
  '/api/cafeteria/locked/products/{id_user_primary}': async () => ({
    id_user_primary: await firstOf('/api/academic/students'),
  }),
  '/api/restaurant/requests/{id}/registerstarVenta': async () => ({ id: await credentialCode() }),
  '/api/inventory/products/{id}/editPaper': async () => ({
    id: await firstOf('/api/inventory/products/productsPapeleria'),
  }),
  '/api/inventory/products/{id}/editRest': async () => ({
    id: await firstOf('/api/inventory/products/productsRestaurant'),
  }),
  '/api/inventory/categories/{id}/subs': async () => ({ id: await firstOf('/api/inventory/categories') }),
  '/api/inventory/categories/{id}/products': async () => ({ id: await firstOf('/api/inventory/categories') }),
  '/api/inventory/subcategories/{id}/products': async () => ({
    id: await firstOf('/api/inventory/subcategories'),
  }),
  '/api/admin/products/{id}/products': async () => ({ id: await firstOf('/api/inventory/categories') }),
  '/api/academic/students/{id}/file': async () => ({ id: await firstOf('/api/academic/students') }),
  '/api/academic/students/{id}/timeline': async () => ({ id: await firstOf('/api/academic/students') }),
  '/api/academic/attendant/{id}/portal': async () => ({ id: await firstOf('/api/academic/attendant') }),
  '/api/schoolroutes/vehicles/{placa}': async () => ({
    placa: await firstOf('/api/schoolroutes/vehicles', 'placa'),
  }),
  '/api/schoolroutes/consultar-usuarios/{value}': async () => ({ value: 'a' }),
  '/api/schoolroutes/routes/{id}/today': async () => ({ id: await firstOf('/api/schoolroutes/routes') }),
  '/api/schoolroutes/routes/{id}/board': async () => ({ id: await firstOf('/api/schoolroutes/routes') }),
  '/api/admin/turns/{id}/registerstar': async () => ({ id: await credentialCode() }),
  '/images/{id}': async () => ({ id: '1' }),
};

/** Streams stay open until the client leaves: their declared content type is checked instead. */
const isStream = (path: string) => /\/events$/.test(path);

async function parametersOf(path: string): Promise<Record<string, string>> {
  if (!path.includes('{')) return {};
  const known = PARAMETERS[path];
  if (known) return known();
  const list = /^(.*)\/\{id\}(\/[^/{]+)?$/.exec(path)?.[1];
  expect(list, `${path}: ¿de dónde sale su parámetro? (PARAMETERS)`).toBeDefined();
  return { id: await firstOf(list!) };
}

/** The rows the demo school has none of (a service, a cash close, a piece of bus news…). */
const NO_DEMO_ROWS = [
  '/api/restaurant/services/{id}/edit',
  '/api/restaurant/usercategories/{id}/edit',
  '/api/schoolroutes/news/{id}/edit',
  '/api/admin/cashclose/{id}',
  '/api/admin/carnets/receipts/{id}',
  '/api/restaurant/requests/{id}',
  '/api/restaurant/requests/{id}/edit',
  '/api/family/transfers/{id}/soporte',
  // The demo's bus run under way is a school day's.
  ...byPinned({ weekday: [], 'saturday-night': ['/api/transport/runs/{id}'] }),
  // No roll call in the demo: its report and Excel are read by access-rollcall.test.ts.
  '/api/access/rollcall/{id}',
  '/api/access/rollcall/{id}/excel',
  // No excuse in the demo: its photo is read by access-absences.test.ts.
  '/api/access/excuses/{id}/foto',
  // No online payment in the demo (nor Mercado Pago here): read by online-payments.test.ts.
  '/api/family/payments/{id}',
  '/api/admin/online-payments/{id}',
];

describe('every read of the API description', () => {
  it('answers the demo school within its declared contract', { timeout: 120_000 }, async () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const before = violations.length;
    const byStatus = new Map<number, string[]>();
    for (const [path, operations] of Object.entries(paths)) {
      if (!operations.get || isStream(path)) continue;
      const parameters = await parametersOf(path);
      const query = (await QUERIES[path]?.()) ?? '';
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parameters[name])) +
        (query && `?${query}`);
      // A download (an Excel, a certificate, an image) is not an envelope: its bytes are only looked at.
      const types = Object.keys(operations.get.responses?.['200']?.content ?? {});
      const status = types.some((type) => type !== 'application/json')
        ? (await t.app.inject({ url, headers: { authorization: `Bearer ${adminToken}` } })).statusCode
        : (await readerOf(path).get(url)).status;
      // No map service answers here: the place search's refusal (503 unavailable) is what is
      // checked; maps.test.ts reads its places from a stand-in service.
      expect(status, url).toBeLessThan(path === '/api/map/places' ? 504 : 500);
      byStatus.set(status, [...(byStatus.get(status) ?? []), url]);
    }
    expect(violations.slice(before)).toEqual([]);
    // Every read answers its success but these, whose refusal is what gets checked here (their
    // successes are checked by the tests that first create what they read).
    expect(
      [...byStatus]
        .filter(([status]) => status !== 200)
        .flatMap(([status, urls]) => urls.map((u) => `${status} ${u}`))
        .sort(),
    ).toEqual(
      [
        // No HTTPS in the tests' app, so no authority to download.
        '404 /api/tls/ca.crt',
        '404 /api/tls/ca.pem',
        // No product picture in the demo.
        '404 /images/1',
        // Nobody by that name or document.
        '404 /api/schoolroutes/consultar-usuarios/a',
        '503 /api/map/places?q=Bogot%C3%A1',
        ...NO_DEMO_ROWS.map((path) => `404 ${path.replace('{id}', '999999')}`),
        // The old client's calls that are gone answer what replaced them.
        ...(['cafeteria', 'papeleria'] as const).flatMap((store) =>
          retiredCalls(store)
            .filter((call) => call.method === 'GET')
            .map((call) => `410 /api/${store}/${call.path}`),
        ),
      ].sort(),
    );
  });
});

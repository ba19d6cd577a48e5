/**
 * Report definitions on the server (server/http/report-routes.ts): every definition's routes
 * are registered behind their keys, and a new definition, with only its read, gets a route
 * guarded by its key, its body checked by its schema, its dates as the school's days and the
 * empty-result message. The fake report is registered as an extra area of a second app built
 * on this file's database.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { reportRoutes, type ReportRange } from '../../server/http/report-routes';
import type { AreaPlugin } from '../../server/http/area';
import { schoolDaysRange } from '../../server/time';
import { REPORT_EMPTY } from '../../src/domain/credentials';
import { DATES_REVERSED } from '../../src/domain/dateRange';
import { REPORTS } from '../../src/domain/reports';
import { api, buildTestApp, DEMO_ADMIN, DEMO_PASSWORD, login } from './fixtures';
import { type TripRow, tripsReport } from './fixtures/trips-report';

/** A report nobody wrote a route or a page for: routes' trips, under 'schoolroutes.reports'. */
const TRIPS_REPORT = tripsReport('trips', 'Viajes por ruta (prueba)', 'reporte-viajes');
const TRIPS_URL = '/api/schoolroutes/reporte-viajes';
/** A day the fake read has no trips for. */
const EMPTY_DAY = '2026-03-03';

const asked: ReportRange[] = [];
const tripsArea: AreaPlugin = async (app, { config }) => {
  reportRoutes(app, TRIPS_REPORT, {
    timezone: config.timezone,
    tags: () => ['Pruebas'],
    read: async ({ body, range }) => {
      asked.push(range);
      return body.desdeViaje === EMPTY_DAY ? [] : [{ id: 1, ruta: 'Norte', total: 12000 }];
    },
  });
};

let t: Awaited<ReturnType<typeof buildTestApp>>;
let app: FastifyInstance;
let admin: ReturnType<typeof api>;
const config = { ...loadConfig({}), webRoot: null };

let seq = 0;
/** Tells this file's staff apart from anyone else's in the same database. */
const run = randomInt(100_000, 1_000_000);
/** A staff member whose role holds only `keys`. */
async function staffWith(keys: string[]) {
  seq += 1;
  const role = await admin.post<{ id: number }>('/api/admin/roles', {
    name: `Rol reportes ${seq} ${run}`,
    description: 'Rol de prueba de reportes',
    function: keys,
  });
  expect(role.status, role.body.message).toBe(201);
  const email = `reportes${seq}.${run}@colegio.demo`;
  const user = await admin.post('/api/admin/users', {
    name: `Funcionario reportes ${seq}`,
    email,
    type_doc: 1,
    num_doc: `77${run}${seq}`,
    id_rol: role.body.data.id,
    password: DEMO_PASSWORD,
  });
  expect(user.status, user.body.message).toBe(201);
  return api(app, await login(app, email, DEMO_PASSWORD));
}

beforeAll(async () => {
  t = await buildTestApp();
  app = await buildApp(t.database, config, false, { extraAreas: [tripsArea], clock: t.clock });
  await app.ready();
  admin = api(app, await login(app, DEMO_ADMIN, DEMO_PASSWORD));
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the reports defined today', () => {
  it('answer at every route of their definitions, only to a session holding the key', async () => {
    const outsider = await staffWith(['dashboard']);
    for (const report of REPORTS) {
      for (const { path } of report.routes) {
        expect(app.hasRoute({ method: 'POST', url: `/api/${path}` }), path).toBe(true);
        expect((await api(app).post(`/api/${path}`, {})).status, path).toBe(401);
        expect((await outsider.post(`/api/${path}`, {})).status, path).toBe(403);
      }
    }
  });
});

describe('a new report definition', () => {
  it('gets its route, refused without a session or without its key', async () => {
    expect(app.hasRoute({ method: 'POST', url: TRIPS_URL })).toBe(true);
    // The app built without it has no such route.
    expect(t.app.hasRoute({ method: 'POST', url: TRIPS_URL })).toBe(false);
    const body = { desdeViaje: '2026-03-02', hastaViaje: '2026-03-02' };
    expect((await api(app).post(TRIPS_URL, body)).status).toBe(401);
    const other = await staffWith(['carnets', 'carnets.reports']);
    const refused = await other.post(TRIPS_URL, body);
    expect(refused.status).toBe(403);
    const allowed = await staffWith(['schoolroutes', 'schoolroutes.reports']);
    const res = await allowed.post<TripRow[]>(TRIPS_URL, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 1,
      message: 'OK',
      data: [{ id: 1, ruta: 'Norte', total: 12000 }],
    });
  });

  it('reads the school days its date fields name', async () => {
    asked.length = 0;
    const res = await admin.post(TRIPS_URL, { desdeViaje: '2026-03-01', hastaViaje: '2026-03-02 23:59:00' });
    expect(res.status).toBe(200);
    expect(asked).toEqual([schoolDaysRange('2026-03-01', '2026-03-02', config.timezone)]);
  });

  it('answers no rows with code 1 and the empty-result message', async () => {
    const res = await admin.post(TRIPS_URL, { desdeViaje: EMPTY_DAY, hastaViaje: EMPTY_DAY });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: REPORT_EMPTY, data: [] });
  });

  it('refuses a bad body with its schema’s message, on the field', async () => {
    const missing = await admin.post(TRIPS_URL, { hastaViaje: '2026-03-02' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('El campo Fecha inicial es requerido');
    expect(missing.body.errors).toMatchObject({ desdeViaje: 'El campo Fecha inicial es requerido' });
    const reversed = await admin.post(TRIPS_URL, { desdeViaje: '2026-03-02', hastaViaje: '2026-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toMatchObject({ desdeViaje: DATES_REVERSED });
  });
});

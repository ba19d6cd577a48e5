/**
 * Boarding by QR (issue 15 item 6): the monitor reads a credential (or a document) as a student
 * gets on or off; today's list shows who is on board, who got off and who is missing; a
 * student who does not ride the route today is accepted with a warning; the coordinator's
 * counts; each boarding on the student's timeline and on the live topic.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TimelineEvent } from '../../src/domain/timeline';
import { BOARDING_TOPIC } from '../../src/domain/topics';
import type { RouteRecord } from '../../src/domain/transport';
import { weekdayOf } from '../../src/domain/transportToday';
import type { BoardingResult, OnBoardCount, RouteBoard } from '../../src/domain/transportBoarding';
import { boardings, drivers, monitors } from '../../server/db/schema';
import { localDate } from '../../server/time';
import { openEventStream } from './board-stream';
import {
  type Api,
  credentialOf,
  EMILIANO,
  listenOnLoopback,
  MARIANA,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { NO_USER } from '../../src/domain/credentials';
import { byPinned, pinnedInstant } from '../clock';

let t: TestApp;
let admin: Api;
let monitor: Api;
let monitorToken: string;
let routeId: number;
let baseUrl: string;
const dia = weekdayOf(localDate(pinnedInstant(), 'America/Bogota'));
// Routes run Monday to Friday: the weekday run pins a Tuesday, the other a Saturday with no route.
it('runs on the day its project pins', () =>
  expect(dia).toBe(byPinned({ weekday: 2, 'saturday-night': null })));

const board = (who: Api, kind: 'on' | 'off', code: string) =>
  who.post<BoardingResult>(`/api/schoolroutes/routes/${routeId}/boardings`, { code, kind });

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
  const staff = await staffWith(t, admin, ['schoolroutes', 'schoolroutes.boarding']);
  monitor = staff.api;
  monitorToken = staff.token;
  baseUrl = await listenOnLoopback(t);
  const [driver] = await t.db.select().from(drivers).limit(1);
  const [watcher] = await t.db.select().from(monitors).limit(1);
  // Emiliano rides every weekday; Mariana only on a day that is not today.
  const other = dia === null || dia === 5 ? 1 : dia + 1;
  const created = await admin.post<RouteRecord>('/api/schoolroutes/routes', {
    nombreRuta: 'Ruta Abordaje',
    hora_inicio: '06:20',
    idConductor: driver.id,
    idMonitor: watcher.id,
    alumnos: [
      { id_user: await userIdByDocument(t, EMILIANO) },
      { id_user: await userIdByDocument(t, MARIANA), dias: [other] },
    ],
  });
  expect(created.status, created.body.message).toBe(201);
  routeId = created.body.data.id;
});
afterAll(() => t?.close());

describe('boarding', () => {
  // Each test starts with the route as the morning finds it: no one has got on or off yet.
  beforeEach(async () => {
    await t.db.delete(boardings).where(eq(boardings.id_route, routeId));
  });

  it('records a student getting on by credential code, shows them on board, then off, and announces it live', async () => {
    const stream = openEventStream(`${baseUrl}/api/events?topics=${BOARDING_TOPIC}`, monitorToken);
    await stream.ready;
    const credential = await credentialOf(t, EMILIANO);
    const on = await board(monitor, 'on', credential.code.toLowerCase());
    expect(on.status, on.body.message).toBe(200);
    expect(on.body.data).toMatchObject({ name: 'Emiliano Moreno Silva', kind: 'on', rider: dia !== null });
    await expect
      .poll(() => stream.events.some((e) => e.event === 'boarding'), { timeout: 10_000 })
      .toBe(true);
    stream.close();
    // A code is a bearer secret: neither the answer nor the live event gives it back.
    expect(on.raw.toUpperCase()).not.toContain(credential.code);
    for (const e of stream.events) expect(e.data.toUpperCase()).not.toContain(credential.code);

    const list = await monitor.get<RouteBoard>(`/api/schoolroutes/routes/${routeId}/board`);
    const emiliano = list.body.data.estudiantes.find((s) => s.num_doc === EMILIANO);
    expect(emiliano).toMatchObject({ estado: 'a_bordo', rider: dia !== null });
    const counts = await monitor.get<OnBoardCount[]>('/api/schoolroutes/onboard');
    expect(counts.body.data.find((c) => c.id === routeId)).toMatchObject({
      a_bordo: 1,
      esperados: dia === null ? 0 : 1,
    });

    // On a weekday he rides the route; on a weekend no one does, so his getting off is accepted with the warning.
    expect((await board(monitor, 'off', EMILIANO)).body.message).toBe(
      dia === null
        ? 'Atención: Emiliano Moreno Silva no va en la ruta Ruta Abordaje hoy; quedó registrado'
        : 'Emiliano Moreno Silva bajó de la ruta',
    );
    const after = await monitor.get<RouteBoard>(`/api/schoolroutes/routes/${routeId}/board`);
    expect(after.body.data.estudiantes.find((s) => s.num_doc === EMILIANO)?.estado).toBe('bajo');
    expect(
      (await monitor.get<OnBoardCount[]>('/api/schoolroutes/onboard')).body.data.find((c) => c.id === routeId)
        ?.a_bordo,
    ).toBe(0);
  });

  it('accepts a student who does not ride the route today, with a visible warning, listed apart', async () => {
    const res = await board(monitor, 'on', MARIANA);
    expect(res.status).toBe(200);
    expect(res.body.data.rider).toBe(false);
    expect(res.body.message).toBe(
      'Atención: Mariana Castillo Ortiz no va en la ruta Ruta Abordaje hoy; quedó registrado',
    );
    const list = await monitor.get<RouteBoard>(`/api/schoolroutes/routes/${routeId}/board`);
    expect(list.body.data.estudiantes.find((s) => s.num_doc === MARIANA)).toMatchObject({
      estado: 'a_bordo',
      rider: false,
    });
  });

  it("puts each boarding on the student's timeline, naming the route", async () => {
    expect((await board(monitor, 'on', EMILIANO)).status).toBe(200);
    expect((await board(monitor, 'off', EMILIANO)).status).toBe(200);
    const id = await userIdByDocument(t, EMILIANO);
    const timeline = await admin.get<TimelineEvent[]>(`/api/academic/students/${id}/timeline`);
    const rides = timeline.body.data.filter((e) => e.source === 'boarding');
    expect(rides.map((e) => e.kind)).toEqual(['bajo', 'subio']);
    expect(rides.every((e) => e.detail === 'Ruta Abordaje' && e.ref === routeId)).toBe(true);
  });

  it('refuses an unknown read and whoever lacks the boarding key, writing nothing', async () => {
    const before = await t.db.select().from(boardings).where(eq(boardings.id_route, routeId));
    const unknown = await unchanged(t, () => board(monitor, 'on', '0000000'), { boardings });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_USER);
    const bad = await unchanged(
      t,
      () => monitor.post(`/api/schoolroutes/routes/${routeId}/boardings`, { code: EMILIANO, kind: 'up' }),
      { boardings },
    );
    expect(bad.status).toBe(400);
    const reporter = (await staffWith(t, admin, ['schoolroutes', 'schoolroutes.reports'])).api;
    expect((await unchanged(t, () => board(reporter, 'on', EMILIANO), { boardings })).status).toBe(403);
    expect((await reporter.get(`/api/schoolroutes/routes/${routeId}/board`)).status).toBe(200);
    expect(
      (
        await unchanged(
          t,
          () => monitor.post('/api/schoolroutes/routes/999999/boardings', { code: EMILIANO, kind: 'on' }),
          { boardings },
        )
      ).status,
    ).toBe(404);
    expect(await t.db.select().from(boardings).where(eq(boardings.id_route, routeId))).toEqual(before);
  });
});

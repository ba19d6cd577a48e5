/**
 * The server's clock stamps the school's rows (issue 47): an app whose clock starts on a day long
 * gone (a Tuesday morning in June 2025) writes a passage at the gate, a boarding, a family's
 * transfer report, its review and its notice, and a staff session at the clock's instants, never
 * at the machine's or the database's; the session, which expires by that clock, lets its holder
 * in; and the demo loaded by that clock has its sales on the school days before the clock's day.
 */
import { and, desc, eq, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateResult } from '../../src/domain/access';
import type { StaffTransferReport } from '../../src/domain/transfers';
import type { BoardingResult } from '../../src/domain/transportBoarding';
import type { RouteRecord } from '../../src/domain/transport';
import { startClock } from '../../server/clock';
import {
  boardings,
  drivers,
  familyNotices,
  monitors,
  orders,
  passages,
  sessions,
  transferReports,
} from '../../server/db/schema';
import { hashToken } from '../../server/security/tokens';
import { localDate } from '../../server/time';
import {
  activatedFamily,
  type Api,
  credentialOf,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  EMILIANO,
  MARIA,
  schoolWithStaff,
  signIn,
  type TestApp,
  tinyPng,
  userIdByDocument,
} from './fixtures';

const TZ = 'America/Bogota';
/** Tuesday 3 June 2025, 10:00 in Bogotá: a school day, the routes running, long before any machine's today. */
const START = new Date('2025-06-03T15:00:00Z');
const CLOCK_DAY = '2025-06-03';

let t: TestApp;
let admin: Api;
let maria: Api;
let emiliano: number;

/** The clock's instants around `write`: what it stamps must fall between them. */
async function byTheClock<T>(write: () => Promise<T>): Promise<{ result: T; from: Date; to: Date }> {
  const from = t.clock.now();
  const result = await write();
  return { result, from, to: t.clock.now() };
}

function expectStampedWithin(at: Date | null | undefined, { from, to }: { from: Date; to: Date }) {
  expect(at).toBeInstanceOf(Date);
  expect(at!.getTime()).toBeGreaterThanOrEqual(from.getTime());
  expect(at!.getTime()).toBeLessThanOrEqual(to.getTime());
  // The clock's day, in the school's time zone: not the machine's.
  expect(localDate(at!, TZ)).toBe(CLOCK_DAY);
}

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'], build: { clock: startClock(START) } }));
  maria = (await activatedFamily(t, admin, MARIA.num_doc)).api;
  emiliano = await userIdByDocument(t, EMILIANO);
});
afterAll(() => t?.close());

describe('a server whose clock starts on another day', () => {
  it('runs its clock from that instant', () => {
    expect(localDate(t.clock.now(), TZ)).toBe(CLOCK_DAY);
  });

  it('stamps a passage at the gate with the instant of the read', async () => {
    const { code } = await credentialOf(t, EMILIANO);
    const read = await byTheClock(() => admin.get<GateResult>(`/api/admin/turns/${code}/registerstar`));
    expect(read.result.status, read.result.body.message).toBe(200);
    const [passage] = await t.db
      .select()
      .from(passages)
      .where(eq(passages.id, read.result.body.data.id_passage));
    expectStampedWithin(passage.created_at, read);
  });

  it("stamps a boarding with the instant of the read, on a route that runs on the clock's Tuesday", async () => {
    const [driver] = await t.db.select().from(drivers).limit(1);
    const [watcher] = await t.db.select().from(monitors).limit(1);
    const route = await admin.post<RouteRecord>('/api/schoolroutes/routes', {
      nombreRuta: 'Ruta del reloj',
      hora_inicio: '06:20',
      idConductor: driver.id,
      idMonitor: watcher.id,
      alumnos: [{ id_user: emiliano }],
    });
    expect(route.status, route.body.message).toBe(201);
    const board = await byTheClock(() =>
      admin.post<BoardingResult>(`/api/schoolroutes/routes/${route.body.data.id}/boardings`, {
        code: EMILIANO,
        kind: 'on',
      }),
    );
    expect(board.result.status, board.result.body.message).toBe(200);
    // He rides every weekday, and the clock's day is a Tuesday, whatever day the machine is on.
    expect(board.result.body.data.rider).toBe(true);
    const [row] = await t.db.select().from(boardings).where(eq(boardings.id_route, route.body.data.id));
    expectStampedWithin(row.created_at, board);
  });

  it("stamps a family's transfer report, its approval and the family's notice", async () => {
    const png = `data:image/png;base64,${tinyPng().toString('base64')}`;
    const reported = await byTheClock(() =>
      maria.post<{ id: number }>('/api/family/transfers', {
        id_estudiante: emiliano,
        valor: 20_000,
        fecha: CLOCK_DAY,
        referencia: 'RELOJ-1',
        soporte: png,
      }),
    );
    expect(reported.result.status, reported.result.body.message).toBe(201);
    const id = reported.result.body.data.id;
    const [pending] = await t.db.select().from(transferReports).where(eq(transferReports.id, id));
    expectStampedWithin(pending.created_at, reported);

    const approved = await byTheClock(() =>
      admin.post<StaffTransferReport>(`/api/admin/transfers/${id}/approve`),
    );
    expect(approved.result.status, approved.result.body.message).toBe(200);
    const [decided] = await t.db.select().from(transferReports).where(eq(transferReports.id, id));
    expectStampedWithin(decided.reviewed_at, approved);
    const [notice] = await t.db
      .select()
      .from(familyNotices)
      .where(and(eq(familyNotices.id_user, emiliano), eq(familyNotices.kind, 'recarga_aprobada')))
      .orderBy(desc(familyNotices.id))
      .limit(1);
    expectStampedWithin(notice.created_at, approved);
    // The worker may first e-mail it then, by the same clock.
    expect(notice.email_next_at).toEqual(notice.created_at);
  });

  it('stamps a session by the clock, and the session lets its holder in', async () => {
    const signedIn = await byTheClock(() => signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD));
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(signedIn.result.token)));
    expectStampedWithin(session.created_at, signedIn);
    expect(session.expires_at.getTime()).toBeGreaterThan(signedIn.to.getTime());
    // Its expiry is long past by the machine's time; by the server's clock it is still live.
    const profile = await signedIn.result.api.post('/api/profile');
    expect(profile.status, profile.body.message).toBe(200);
  });

  it("loaded the demo's sales on the school days before the clock's day", async () => {
    const [days] = await t.db
      .select({ first: min(orders.created_at), last: max(orders.created_at) })
      .from(orders);
    // Two weeks back from Tuesday 3 June (today left out): the history runs from 21 May to Monday 2 June.
    expect(localDate(days.first!, TZ)).toBe('2025-05-21');
    expect(localDate(days.last!, TZ)).toBe('2025-06-02');
  });
});

/**
 * The gate (issue 16 item 1, 5): a read is a passage in or out; a second read within the repeat
 * window is the same passage; unknown, inactive and replaced codes are refused and log nothing;
 * the own QR changes at every fetch and is refused once stale; the live view and its topic; the
 * student's timeline. Alternation, late entries, permits and early exits are checked on a past
 * school day through the service with its clock, so no test depends on the hour it runs.
 */
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_INACTIVE_AT_GATE, CODE_UNKNOWN, ENTRY, EXIT, OWN_CODE_STALE, type GateLive, type GateResult, type OwnCode } from '../../src/domain/access';
import type { TimelineEvent } from '../../src/domain/timeline';
import { GATE_TOPIC } from '../../src/domain/topics';
import { credentials, ownCodes, passages, permits, shifts, students, users } from '../../server/db/schema';
import { recordPassage } from '../../server/modules/access/service/passages';
import { schoolToday, zonedInstant } from '../../server/time';
import { openEventStream } from './board-stream';
import {
  type Api,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  EMILIANO,
  ISABELLA,
  listenOnLoopback,
  MARIANA,
  MATEO,
  NICOLAS,
  pastWeekday,
  schoolWithStaff,
  staffWith,
  type StaffMember,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { NO_USER } from '../../src/domain/credentials';

const TZ = 'America/Bogota';
let t: TestApp;
let admin: Api;
let guard: StaffMember;
let cashier: Api;
let gateId: number;
let baseUrl: string;

const PASSAGE_TABLES = { passages, permits, ownCodes };
const scan = (who: Api, code: string, gate?: number) =>
  who.get<GateResult>(`/api/admin/turns/${encodeURIComponent(code)}/registerstar${gate ? `?gate=${gate}` : ''}`);

/** A Monday before the demo's days at the gate: a school day nobody else's passages touch. */
const DAY = pastWeekday(1);
const at = (time: string) => zonedInstant(DAY, `${time}:00`, TZ);

/** A read on DAY at `time` through the service, as the route does it. */
const readAt = (read: string, time: string, repeatSeconds = 60) =>
  t.db.transaction((tx) => recordPassage(tx, { read, staffId: guard.id, timezone: TZ, repeatSeconds, now: at(time) }));

/** The students this file's tests read by name: each assumes nobody else read them today. */
const NAMED = [DEMO_STUDENT.num_doc, EMILIANO, ISABELLA, MARIANA, MATEO, NICOLAS];

/** A student with an active credential whom nobody read today and no test here reads by name. */
async function unreadStudent(): Promise<{ code: string; id: number }> {
  const [fresh] = await t.db
    .select({ code: credentials.code, id: credentials.id_user_primary })
    .from(credentials)
    .innerJoin(students, eq(students.id_user, credentials.id_user_primary))
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .where(
      and(
        eq(credentials.active, 1),
        notInArray(users.num_doc, NAMED),
        sql`not exists (select 1 from ${passages} p where p.id_user = ${credentials.id_user_primary} and p.created_at >= ${schoolToday(TZ, t.clock.now()).start})`,
      ),
    )
    .limit(1);
  return fresh;
}

beforeAll(async () => {
  ({ t, admin: { api: admin }, cashier: { api: cashier } } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  guard = await staffWith(t, admin, ['access', 'access.qracces']);
  baseUrl = await listenOnLoopback(t);
  const gate = await admin.post<{ id: number }>('/api/controlacceso/gates', { name: 'Portería de prueba', ubicacion: 'Carrera 27' });
  expect(gate.status, gate.body.message).toBe(201);
  gateId = gate.body.data.id;
});
afterAll(() => t?.close());

describe('a read at the gate', () => {
  it("logs an entry with the person's photo and name, at the chosen gate, and answers a second read as the same passage", async () => {
    const credential = await credentialOf(t, DEMO_STUDENT.num_doc);
    const first = await scan(guard.api, credential.code.toLowerCase(), gateId);
    expect(first.status, first.body.message).toBe(200);
    // A code is a bearer secret: the answer never gives it back.
    expect(first.raw.toUpperCase()).not.toContain(credential.code);
    expect(first.body.data).toMatchObject({ name: DEMO_STUDENT.name, tipo: ENTRY, repeated: false, img: expect.any(String) });
    expect(first.body.message).toBe(first.body.data.mensaje);
    expect(first.body.data.mensaje).toMatch(new RegExp(`^Entrada: ${DEMO_STUDENT.name}, \\d{2}:\\d{2} · (a tiempo|llegada tarde)$`));
    const [row] = await t.db.select().from(passages).where(eq(passages.id, first.body.data.id_passage));
    expect(row).toMatchObject({ tipo: ENTRY, via: 'carnet', id_gate: gateId, porteria: 'Portería de prueba', created_by: guard.id });

    // Within the window (60 s by default): the same passage, nothing new logged.
    const again = await unchanged(t, () => scan(guard.api, credential.code, gateId), PASSAGE_TABLES);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id_passage: first.body.data.id_passage, tipo: ENTRY, repeated: true });
    expect(again.body.data.mensaje).toBe(`${first.body.data.mensaje} (ya registrada)`);
  });

  it('reads a typed document too, and the gate is optional for the old client', async () => {
    const res = await scan(guard.api, EMILIANO);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Emiliano Moreno Silva', tipo: ENTRY });
    const [row] = await t.db.select().from(passages).where(eq(passages.id, res.body.data.id_passage));
    expect(row).toMatchObject({ via: 'documento', id_gate: null, porteria: null });
  });

  it('refuses an unknown code, an unknown document, an inactive credential, a replaced code and an unknown gate, logging nothing', async () => {
    const refusals: [string, number, string, string][] = [
      ['CRNAAAAAAAAAAAAAAAAAAAAAAAA', 404, CODE_UNKNOWN, 'code'],
      ['99999999999', 404, NO_USER, 'code'],
      [(await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc)).code, 409, CREDENTIAL_INACTIVE_AT_GATE, 'code'],
    ];
    for (const [code, status, message, field] of refusals) {
      const res = await unchanged(t, () => scan(guard.api, code, gateId), PASSAGE_TABLES);
      expect(res.status, code).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual({ [field]: message });
    }
    // A regenerated credential: its old code opens nothing.
    const before = await credentialOf(t, MATEO);
    expect((await admin.put(`/api/admin/carnetscode/${before.id}`)).status).toBe(200);
    const old = await unchanged(t, () => scan(guard.api, before.code, gateId), PASSAGE_TABLES);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(CODE_UNKNOWN);
    const gate = await unchanged(t, () => scan(guard.api, EMILIANO, 999_999), PASSAGE_TABLES);
    expect(gate.status).toBe(404);
    expect(gate.body.errors).toEqual({ gate: 'La portería elegida no existe' });
  });

  it('refuses a read under 3 characters and a gate that is not a number', async () => {
    const short = await unchanged(t, () => scan(guard.api, 'ab'), PASSAGE_TABLES);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Parámetro inválido en la ruta: El código leído debe tener al menos 3 caracteres');
    const gate = await unchanged(t, () => guard.api.get(`/api/admin/turns/${EMILIANO}/registerstar?gate=norte`), PASSAGE_TABLES);
    expect(gate.status).toBe(400);
    expect(gate.body.message).toBe('Parámetro inválido en la consulta: La portería elegida no existe');
  });

  it('is open only with access.qracces', async () => {
    const res = await unchanged(t, () => scan(cashier, NICOLAS), PASSAGE_TABLES);
    expect(res.status).toBe(403);
    expect((await cashier.get('/api/admin/gate/live')).status).toBe(403);
  });

  it('two gates reading the same card at the same instant log one passage', async () => {
    const credential = await credentialOf(t, ISABELLA);
    const answers = await Promise.all(Array.from({ length: 8 }, () => scan(guard.api, credential.code, gateId)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.id_passage)).size).toBe(1);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(passages)
      .where(and(eq(passages.id_user, await userIdByDocument(t, ISABELLA)), gte(passages.created_at, schoolToday(TZ, t.clock.now()).start)));
    expect(rows).toHaveLength(1);
  });
});

describe('in and out over a school day (the service, with its clock)', () => {
  let morning: { id: number };

  beforeAll(async () => {
    [morning] = await t.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.h_start, '06:30'));
  });

  it('alternates entry and exit by the last passage of the day; the repeat window is measured from it', async () => {
    const read = NICOLAS;
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.num_doc, read));
    const first = await readAt(read, '06:20');
    expect(first.result).toMatchObject({ tipo: ENTRY, late: false, repeated: false, hora: '06:20' });
    expect(first.result.mensaje).toBe('Entrada: Nicolás Herrera Vargas, 06:20 · a tiempo');
    expect((await readAt(read, '06:20')).created).toBe(false);
    const out = await readAt(read, '09:00');
    expect(out.result).toMatchObject({ tipo: EXIT, early: true, permit: false });
    expect(out.result.mensaje).toBe('Salida: Nicolás Herrera Vargas, 09:00 · sin permiso antes del fin de la jornada');
    const back = await readAt(read, '09:30');
    // Not the day's first entry: never late.
    expect(back.result).toMatchObject({ tipo: ENTRY, late: false });
    const home = await readAt(read, '12:40');
    expect(home.result).toMatchObject({ tipo: EXIT, early: false });
    // With no window, a read one second later is the next passage.
    const zero = await readAt(read, '12:40', 0);
    expect(zero.result.tipo).toBe(ENTRY);
  });

  it("marks the day's first entry after the shift's start as late", async () => {
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.num_doc, MARIANA));
    const late = await readAt(MARIANA, '06:45');
    expect(late.result).toMatchObject({ tipo: ENTRY, late: true });
    expect(late.result.mensaje).toBe('Entrada: Mariana Castillo Ortiz, 06:45 · llegada tarde');
  });

  it('uses the permit of the day and direction once: the exit is recorded under it, not early', async () => {
    const id = await userIdByDocument(t, EMILIANO);
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.id, id));
    const created = await admin.post<{ id: number }>('/api/admin/crearpermiso', { idUser: id, fecha: DAY, hora: '10:00', tipo: 2, observaciones: 'Cita médica' });
    expect(created.status, created.body.message).toBe(201);
    await readAt(EMILIANO, '06:25');
    const out = await readAt(EMILIANO, '10:05');
    expect(out.result).toMatchObject({ tipo: EXIT, permit: true, early: false });
    expect(out.result.mensaje).toBe('Salida: Emiliano Moreno Silva, 10:05 · con permiso');
    const [row] = await t.db.select().from(passages).where(eq(passages.id, out.result.id_passage));
    expect(row.id_permit).toBe(created.body.data.id);
    // Back in and out again the same day: the permit is spent.
    await readAt(EMILIANO, '11:00');
    expect((await readAt(EMILIANO, '11:30')).result).toMatchObject({ permit: false, early: true });
    // A used permit cannot be deleted.
    const del = await unchanged(t, () => admin.delete(`/api/admin/permisos/${created.body.data.id}`), PASSAGE_TABLES);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('El permiso ya se usó en la portería: no se puede eliminar');
  });
});

describe('the own QR (tab 2)', () => {
  it('changes at every fetch; the replaced code, a used one and an expired one are refused', async () => {
    const first = await guard.api.get<OwnCode>('/api/admin/mostrarQR');
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ code: expect.stringMatching(/^APP[A-HJ-NP-Z2-9]{24}$/), segundos: 60 });
    const second = await guard.api.get<OwnCode>('/api/admin/mostrarQR');
    expect(second.body.data.code).not.toBe(first.body.data.code);
    // Only its hash is kept.
    const stored = await t.db.select().from(ownCodes).where(eq(ownCodes.id_user, guard.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(second.body.data.code);

    const stale = await unchanged(t, () => scan(guard.api, first.body.data.code, gateId), { passages });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: OWN_CODE_STALE, reason: 'stale_code', errors: { code: OWN_CODE_STALE } });

    const ok = await scan(guard.api, second.body.data.code, gateId);
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.data).toMatchObject({ name: expect.stringMatching(/^Funcionario/), tipo: ENTRY });
    const [row] = await t.db.select().from(passages).where(eq(passages.id, ok.body.data.id_passage));
    expect(row).toMatchObject({ via: 'app', id_user: guard.id });
    const used = await unchanged(t, () => scan(guard.api, second.body.data.code, gateId), { passages });
    expect(used.status).toBe(409);

    const third = await guard.api.get<OwnCode>('/api/admin/mostrarQR');
    await t.db.update(ownCodes).set({ issued_at: new Date(t.clock.nowMs() - 61_000) }).where(eq(ownCodes.id_user, guard.id));
    const expired = await unchanged(t, () => scan(guard.api, third.body.data.code, gateId), { passages });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(OWN_CODE_STALE);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mostrarQR' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the live view', () => {
  it('counts the students in, lists the last passages and the late ones, and announces each passage on its topic', async () => {
    const before = await guard.api.get<GateLive>('/api/admin/gate/live');
    expect(before.status).toBe(200);
    expect(before.body.data.estudiantes).toBeGreaterThan(250);
    const stream = openEventStream(`${baseUrl}/api/events?topics=${GATE_TOPIC}`, guard.token);
    await stream.ready;
    // A student nobody read today (the demo's days at the gate are before it), by the credential.
    const fresh = await unreadStudent();
    const res = await scan(guard.api, fresh.code, gateId);
    expect(res.status).toBe(200);
    await expect.poll(() => stream.events.some((e) => e.event === 'passage'), { timeout: 10_000 }).toBe(true);
    stream.close();
    const after = await guard.api.get<GateLive>('/api/admin/gate/live');
    expect(after.body.data.ultimos[0]).toMatchObject({ id: res.body.data.id_passage, tipo_nombre: 'Entrada', porteria: 'Portería de prueba' });
    expect(after.body.data.ultimos.length).toBeLessThanOrEqual(12);
    expect(after.body.data.dentro - before.body.data.dentro).toBe(1);
    expect(after.body.data.entradas_hoy - before.body.data.entradas_hoy).toBe(1);
    expect(after.body.data.tarde.every((p) => p.tarde === 'Sí')).toBe(true);
  });
});

describe("the student's timeline", () => {
  it('shows each passage with its gate', async () => {
    const { code, id } = await unreadStudent();
    const read = await scan(guard.api, code, gateId);
    expect(read.status, read.body.message).toBe(200);
    const res = await admin.get<TimelineEvent[]>(`/api/academic/students/${id}/timeline?perPage=100`);
    const gate = res.body.data.filter((e) => e.source === 'gate');
    expect(gate[0]).toMatchObject({ id: `gate:${read.body.data.id_passage}`, kind: 'entrada', detail: expect.stringContaining('Portería de prueba'), staff: expect.stringMatching(/^Funcionario/) });
  });
});

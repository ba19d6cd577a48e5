/**
 * Absence at the cut-off (issue 53, items 2 and 3): the timer's round, run here at the instants the
 * test means (SAFETY_SECONDS=0 keeps the app's own timer off). At each shift's cut-off the absent
 * students are listed and each family told once — not on a rerun, not by two rounds at once, not
 * on a day off, not for a permit or an excused day, not when the family turned it off; an entry
 * after the cut-off is a late arrival told again; the second absence in a row tells the
 * coordination; no exit an hour after the shift tells the families who chose it.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AbsentDay, Excuse } from '../../src/domain/absences';
import type { StudentFile } from '../../src/domain/academic';
import type { Calendar } from '../../src/domain/calendar';
import { absenceRound } from '../../server/modules/access/absences';
import {
  boardings,
  familyNotices,
  passages,
  runs,
  shifts,
  staffNotices,
  users,
} from '../../server/db/schema';
import { schoolDaysRange, zonedInstant } from '../../server/time';
import { credentialOf, EMILIANO, MATEO, NICOLAS, staffWith, userIdByDocument } from './fixtures';
import { scan } from './fixtures/gate-school';
import {
  admin,
  emiliano,
  maria,
  mariaAccount,
  openNoticesSchool,
  PNG,
  t,
} from './fixtures/family-notices-school';

openNoticesSchool();

const TZ = 'America/Bogota';
// The pinned weekday is Tuesday 2026-03-10; the days around it are school days (San José moves to the 23rd).
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const THURSDAY = '2026-03-12';
const FRIDAY = '2026-03-13';
const NEXT_MONDAY = '2026-03-16';
const at = (day: string, hhmm: string) => zonedInstant(day, hhmm, TZ);
const round = (now: Date) => t.db.transaction((tx) => absenceRound(tx, now, TZ));
/** What María was told of Emiliano, oldest first. */
const toldOfEmiliano = async () =>
  (
    await t.db
      .select()
      .from(familyNotices)
      .where(and(eq(familyNotices.id_family, mariaAccount), eq(familyNotices.id_user, emiliano)))
      .orderBy(familyNotices.id)
  ).map((n) => ({ kind: n.kind, data: n.data }));
const absencesTold = async () =>
  (await toldOfEmiliano()).filter((n) => n.kind === 'ausente' || n.kind === 'sin_salida');

/** Clears a student's passages of a day: the demo's random history would otherwise decide. */
async function noPassagesOn(studentId: number, day: string) {
  const { start, end } = schoolDaysRange(day, day, TZ);
  await t.db
    .delete(passages)
    .where(
      and(eq(passages.id_user, studentId), gte(passages.created_at, start), lt(passages.created_at, end)),
    );
}

describe('the cut-off', () => {
  it('tells nobody before it; at it lists the absent and tells each family once, however often it runs', async () => {
    // Emiliano goes to the morning shift here (06:30–12:30, cut-off 07:00): the pinned 10:00 is after it.
    const [morning] = await t.db.select().from(shifts).where(eq(shifts.name, 'Jornada mañana'));
    await t.db.update(users).set({ turno: morning.id }).where(eq(users.id, emiliano));
    // A shift's own cut-off replaces its start + 30 minutes.
    await t.db.update(shifts).set({ h_corte: '12:45' }).where(eq(shifts.name, 'Jornada tarde'));
    // The morning shift starts at 06:30: its cut-off is 07:00.
    expect((await round(at(TUESDAY, '06:59'))).absent).toBe(0);
    expect(await absencesTold()).toEqual([]);

    const nicolas = await userIdByDocument(t, NICOLAS);
    await noPassagesOn(nicolas, MONDAY);
    // Emiliano came on Monday (only Tuesday is his absence here).
    await noPassagesOn(emiliano, MONDAY);
    const monday = await t.db
      .insert(passages)
      .values({ id_user: emiliano, tipo: 1, via: 'carnet', created_at: at(MONDAY, '06:20') })
      .returning();
    expect(monday).toHaveLength(1);
    // Nicolás was absent on Monday too.
    expect((await round(at(MONDAY, '07:01'))).absent).toBeGreaterThan(0);
    const first = await round(at(TUESDAY, '07:01'));
    expect(first.absent).toBeGreaterThan(0);
    expect(await absencesTold()).toEqual([
      { kind: 'ausente', data: { hora: at(TUESDAY, '07:00').toISOString() } },
    ]);

    // A rerun, and two rounds at the same instant (two nodes), tell nobody again.
    expect(await round(at(TUESDAY, '07:02'))).toEqual({ absent: 0, noExit: 0, consecutive: 0 });
    const twice = await Promise.all([round(at(TUESDAY, '07:03')), round(at(TUESDAY, '07:03'))]);
    expect(twice.map((r) => r.absent)).toEqual([0, 0]);
    expect(await absencesTold()).toHaveLength(1);

    const day = await admin.get<AbsentDay>(`/api/access/absent?fecha=${TUESDAY}`);
    expect(day.status).toBe(200);
    expect(day.body.data.sin_clases).toBeNull();
    expect(day.body.data.cortes).toEqual([
      { jornada: 'Jornada mañana', corte: '07:00', pasado: true },
      { jornada: 'Jornada tarde', corte: '12:45', pasado: false },
    ]);
    const row = day.body.data.ausentes.find((a) => a.id_estudiante === emiliano);
    expect(row).toMatchObject({ excusada: false, llegada: null, consecutiva: false, corte: '07:00' });
    expect(row?.telefono_acudiente).toMatch(/^[\d ]{7,14}$/);

    // The second school day in a row without excuse: the coordination (the demo's administrator holds its key) is told.
    expect(day.body.data.ausentes.find((a) => a.id_estudiante === nicolas)?.consecutiva).toBe(true);
    const told = await t.db.select().from(staffNotices).where(eq(staffNotices.id_student, nicolas));
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((n) => [n.kind, n.data])).toContainEqual([
      'ausencias_seguidas',
      { fechas: [MONDAY, TUESDAY], curso: expect.any(String) },
    ]);
    // And the student's file carries the mark.
    const file = await admin.get<StudentFile>(`/api/academic/students/${nicolas}/file`);
    expect(file.body.data.asistencia).toEqual({ ausencias: [TUESDAY, MONDAY], seguidas: [TUESDAY] });
  });

  it('a child the morning bus left at school before the cut-off came in, read at the gate or not', async () => {
    const mateo = await userIdByDocument(t, MATEO);
    const listed = async () =>
      (await admin.get<AbsentDay>(`/api/access/absent?fecha=${TUESDAY}`)).body.data.ausentes.some(
        (a) => a.id_estudiante === mateo,
      );
    // On the demo's morning run, on board and not yet dropped: absent at the cut-off.
    expect(await listed()).toBe(true);
    const [run] = await t.db.select().from(runs).where(eq(runs.fecha, TUESDAY)).limit(1);
    await t.db.insert(boardings).values({
      id_route: run.id_route,
      ruta: run.ruta,
      id_user: mateo,
      kind: 2,
      id_run: run.id,
      lugar: 'colegio',
      created_at: at(TUESDAY, '06:50'),
    });
    expect(await listed()).toBe(false);
  });

  it('an entry after the cut-off is a late arrival, told to the family that was told of the absence', async () => {
    const before = (await toldOfEmiliano()).length;
    const read = await scan(admin, (await credentialOf(t, EMILIANO)).code);
    expect(read.status, read.body.message).toBe(200);
    expect(read.body.data).toMatchObject({ tipo: 1, late: true });
    const since = (await toldOfEmiliano()).slice(before);
    // María chose neither the gate nor late arrivals: she hears of it because she heard of the absence.
    expect(since.map((n) => n.kind)).toEqual(['tarde']);
    const day = await admin.get<AbsentDay>(`/api/access/absent?fecha=${TUESDAY}`);
    expect(day.body.data.ausentes.find((a) => a.id_estudiante === emiliano)?.llegada).toMatch(/^10:\d\d$/);
  });

  it('no exit an hour after the shift: listed, and told only to a family that chose it', async () => {
    // Emiliano came in at 10:00 and has not left; the morning shift ends at 12:30.
    expect((await round(at(TUESDAY, '13:29'))).noExit).toBe(0);
    const choices = { porteria: false, tarde: false, ruta: false, ausencia: true, sin_salida: true };
    expect((await maria.put(`/api/family/children/${emiliano}/notices`, choices)).status).toBe(200);
    expect((await round(at(TUESDAY, '13:31'))).noExit).toBeGreaterThan(0);
    expect((await absencesTold()).map((n) => n.kind)).toEqual(['ausente', 'sin_salida']);
    expect((await round(at(TUESDAY, '14:00'))).noExit).toBe(0);
  });
});

describe('days nobody is told', () => {
  it('an excused day is listed as excused and not told; a permit is not absent', async () => {
    const excuse = await maria.post<Excuse>(`/api/family/children/${emiliano}/excuses`, {
      fecha: WEDNESDAY,
      motivo: 'Cita médica',
      foto: PNG,
    });
    expect(excuse.status, excuse.body.message).toBe(201);
    expect(excuse.body.data).toMatchObject({ fecha: WEDNESDAY, origen: 'familia', con_foto: true });
    const before = (await absencesTold()).length;
    await round(at(WEDNESDAY, '07:05'));
    const permit = await admin.post('/api/admin/crearpermiso', {
      idUser: emiliano,
      fecha: THURSDAY,
      hora: '09:00',
      tipo: 1,
      observaciones: 'Llega tarde por terapia',
    });
    expect(permit.status, permit.body.message).toBe(201);
    await round(at(THURSDAY, '07:05'));
    expect(await absencesTold()).toHaveLength(before);
    // The staff see the family's excuse on its day.
    const listed = await admin.get<Excuse[]>(`/api/access/excuses?fecha=${WEDNESDAY}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id_estudiante: emiliano, motivo: 'Cita médica' }),
    ]);
    const photo = await admin.get<{ foto: string }>(`/api/access/excuses/${excuse.body.data.id}/foto`);
    expect(photo.body.data.foto).toMatch(/^data:image\/png;base64,/);
  });

  it('a day without classes tells nobody, nor a family that turned absences off', async () => {
    const calendar = await admin.get<Calendar>('/api/admin/calendar?anio=2026');
    const dias = [
      ...calendar.body.data.dias,
      { fecha: FRIDAY, tipo: 'sin_clases', nombre: 'Jornada pedagógica' },
    ];
    expect((await admin.put('/api/admin/calendar', { anio: 2026, dias })).status).toBe(200);
    expect(await round(at(FRIDAY, '07:05'))).toEqual({ absent: 0, noExit: 0, consecutive: 0 });
    const off = await admin.get<AbsentDay>(`/api/access/absent?fecha=${MONDAY}`);
    expect(off.body.data.sin_clases).toBeNull();

    const before = (await absencesTold()).length;
    const choices = { porteria: false, tarde: false, ruta: false, ausencia: false, sin_salida: false };
    expect((await maria.put(`/api/family/children/${emiliano}/notices`, choices)).status).toBe(200);
    expect((await round(at(NEXT_MONDAY, '07:05'))).absent).toBeGreaterThan(0);
    expect(await absencesTold()).toHaveLength(before);
  });
});

describe('excuses refused', () => {
  it('names the field and writes nothing', async () => {
    const post = (body: object) => maria.post(`/api/family/children/${emiliano}/excuses`, body);
    const cases: [object, string][] = [
      [{ fecha: '2026-05-20', motivo: 'Viaje' }, 'Solo se puede excusar hasta 30 días adelante'],
      [{ fecha: '2026-01-20', motivo: 'Viaje' }, 'Solo se puede excusar un día de los últimos 30'],
      [{ fecha: '2026-03-14', motivo: 'Viaje' }, 'Ese día no hay clases'],
      [{ fecha: 'mañana', motivo: 'Viaje' }, 'La fecha debe ser un día válido (AAAA-MM-DD)'],
      [{ fecha: '2026-03-17', motivo: '  ' }, 'Escriba el motivo de la excusa'],
      [{ fecha: '2026-03-17', motivo: 'Viaje', foto: 'data:image/png;base64,AAAA' }, 'foto'],
    ];
    const before = (await maria.get<Excuse[]>(`/api/family/children/${emiliano}/excuses`)).body.data;
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message === 'foto') expect(Object.keys(res.body.errors ?? {})).toEqual(['foto']);
      else expect(Object.values(res.body.errors ?? {})).toContain(message);
    }
    // The same day twice is a conflict on the date.
    const again = await post({ fecha: WEDNESDAY, motivo: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ fecha: 'Ese día ya tiene una excusa' });
    expect((await maria.get<Excuse[]>(`/api/family/children/${emiliano}/excuses`)).body.data).toEqual(before);
  });

  it('another family’s child is unknown; the office needs its key', async () => {
    const other = await userIdByDocument(t, NICOLAS);
    const res = await maria.post(`/api/family/children/${other}/excuses`, { fecha: THURSDAY, motivo: 'x' });
    expect(res.status).toBe(404);
    const cashier = await staffWith(t, admin, ['cafeteria']);
    const body = { id_estudiante: other, fecha: THURSDAY, motivo: 'Enfermo' };
    expect((await cashier.api.post('/api/access/excuses', body)).status).toBe(403);
    expect((await cashier.api.get(`/api/access/absent?fecha=${TUESDAY}`)).status).toBe(403);
    const office = await admin.post<Excuse>('/api/access/excuses', body);
    expect(office.status, office.body.message).toBe(201);
    expect(office.body.data).toMatchObject({ origen: 'colegio', con_foto: false });
    const unknown = await admin.post('/api/access/excuses', { ...body, id_estudiante: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ id_estudiante: 'No Existe Usuario' });
  });

  it('a day that has not come has no absent list', async () => {
    const res = await admin.get(`/api/access/absent?fecha=${WEDNESDAY}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ fecha: 'La fecha aún no ha llegado' });
    const weekend = await admin.get<AbsentDay>('/api/access/absent?fecha=2026-03-07');
    expect(weekend.body.data).toMatchObject({ sin_clases: expect.any(String), ausentes: [] });
  });
});

/**
 * Access control's office (issue 16 items 2–4): permits with their lookup and every refusal;
 * the three reports against a past school day with known entries and permits; the shifts from
 * access control with the old client's paths; the gates.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AbsenceRow, type PassageRow, type PermitPerson, type PermitRow } from '../../src/domain/access';
import { gates, passages, permits, schools, shifts, users } from '../../server/db/schema';
import { recordPassage } from '../../server/modules/access/service/passages';
import { localDate, zonedInstant } from '../../server/time';
import {
  addDays,
  type Api,
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CREDENTIAL,
  EMILIANO,
  MARIANA,
  NICOLAS,
  pastWeekday,
  schoolWithStaff,
  staffWith,
  type StaffMember,
  type TestApp,
  unchanged,
  userIdByDocument,
  editRecord,
} from './fixtures';
import { EMPTY_FIELDS } from '../../src/domain/transport';
import { NO_USER } from '../../src/domain/credentials';

const TZ = 'America/Bogota';
let t: TestApp;
let admin: Api;
let office: StaffMember;
let cashier: Api;

const PERMIT_TABLES = { permits, passages };
const SHIFT_TABLES = { shifts, schools, users };

/** A Tuesday before the demo's days at the gate, and the Saturday after it. */
const DAY = pastWeekday(2);
const SATURDAY = addDays(DAY, 4);

const permit = (body: Record<string, unknown>) => office.api.post<PermitRow & { mensaje: string }>('/api/admin/crearpermiso', body);
const readAt = (read: string, time: string) =>
  t.db.transaction((tx) => recordPassage(tx, { read, staffId: office.id, timezone: TZ, repeatSeconds: 60, now: zonedInstant(DAY, `${time}:00`, TZ) }));

beforeAll(async () => {
  ({ t, admin: { api: admin }, cashier: { api: cashier } } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  office = await staffWith(t, admin, ['access', 'access.permiss', 'access.reports', 'access.turns']);
});
afterAll(() => t?.close());

describe('permits', () => {
  it('finds the person of a document, or says there is none', async () => {
    const found = await office.api.post<PermitPerson>('/api/admin/savepermiso', { num_doc: ` ${EMILIANO} ` });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({ id: await userIdByDocument(t, EMILIANO), name: 'Emiliano Moreno Silva', num_doc: EMILIANO });
    const none = await office.api.post('/api/admin/savepermiso', { num_doc: '4444444' });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: NO_USER, errors: { num_doc: NO_USER } });
    const empty = await office.api.post('/api/admin/savepermiso', { num_doc: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(EMPTY_FIELDS);
  });

  it('creates a permit and lists it among the coming ones, until it is deleted', async () => {
    const today = localDate(t.clock.now(), TZ);
    const id = await userIdByDocument(t, MARIANA);
    const created = await permit({ idUser: String(id), fecha: `${today} 00:00:00`, hora: '11:30:00', tipo: '2', observaciones: ' Cita odontológica ' });
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.message).toBe('Permiso creado correctamente');
    expect(created.body.data).toMatchObject({
      mensaje: 'Permiso creado correctamente',
      nombre: 'Mariana Castillo Ortiz',
      fecha: today,
      hora: '11:30',
      tipo: 2,
      tipo_nombre: 'Salida',
      observaciones: 'Cita odontológica',
      usado: null,
      creado_por: expect.stringMatching(/^Funcionario/),
    });
    const coming = await office.api.get<PermitRow[]>('/api/admin/permisos');
    expect(coming.body.data.map((p) => p.id)).toContain(created.body.data.id);
    const del = await office.api.delete(`/api/admin/permisos/${created.body.data.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Permiso eliminado');
    expect((await office.api.get<PermitRow[]>('/api/admin/permisos')).body.data.map((p) => p.id)).not.toContain(created.body.data.id);
    expect((await office.api.delete(`/api/admin/permisos/${created.body.data.id}`)).status).toBe(404);
  });

  it("refuses an empty field with 'Tienes Campos Vacios' on it, in the form's order, and a bad date, time, type or person", async () => {
    const id = await userIdByDocument(t, MARIANA);
    const full = { idUser: id, fecha: DAY, hora: '07:00', tipo: 1, observaciones: 'Llega tarde por cita' };
    for (const field of ['idUser', 'fecha', 'hora', 'tipo', 'observaciones'] as const) {
      for (const empty of [undefined, '', '  ', null]) {
        const res = await unchanged(t, () => permit({ ...full, [field]: empty }), PERMIT_TABLES);
        expect(res.status, `${field}=${String(empty)}`).toBe(400);
        expect(res.body.message).toBe(EMPTY_FIELDS);
        expect(res.body.errors).toEqual({ [field]: EMPTY_FIELDS });
      }
    }
    const all = await unchanged(t, () => permit({}), PERMIT_TABLES);
    expect(all.body.message).toBe(EMPTY_FIELDS);
    expect(Object.keys(all.body.errors ?? {})[0]).toBe('idUser');
    const bad: [Record<string, unknown>, string, string, number][] = [
      [{ fecha: 'mañana' }, 'fecha', 'La fecha del permiso no es una fecha válida (AAAA-MM-DD)', 400],
      [{ fecha: '2026-02-30' }, 'fecha', 'La fecha del permiso no es una fecha válida (AAAA-MM-DD)', 400],
      [{ hora: '25:00' }, 'hora', 'La hora del permiso no es una hora válida (HH:MM)', 400],
      [{ tipo: 3 }, 'tipo', 'El tipo debe ser 1 (Entrada) o 2 (Salida)', 400],
      [{ tipo: 'Salida' }, 'tipo', 'El tipo debe ser 1 (Entrada) o 2 (Salida)', 400],
      [{ idUser: 999_999 }, 'idUser', NO_USER, 404],
    ];
    for (const [change, field, message, status] of bad) {
      const res = await unchanged(t, () => permit({ ...full, ...change }), PERMIT_TABLES);
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual({ [field]: message });
    }
  });

  it('is closed to whoever lacks access.permiss', async () => {
    const res = await unchanged(t, () => cashier.post('/api/admin/crearpermiso', { idUser: 1, fecha: DAY, hora: '07:00', tipo: 1, observaciones: 'x' }), PERMIT_TABLES);
    expect(res.status).toBe(403);
    expect((await cashier.post('/api/admin/savepermiso', { num_doc: EMILIANO })).status).toBe(403);
  });
});

describe('reports of a school day with known entries and permits', () => {
  let emiliano: number;
  let mariana: number;
  let nicolas: number;
  let permitId: number;

  beforeAll(async () => {
    [emiliano, mariana, nicolas] = await Promise.all([EMILIANO, MARIANA, NICOLAS].map((d) => userIdByDocument(t, d)));
    const [morning] = await t.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.h_start, '06:30'));
    for (const id of [emiliano, nicolas]) await t.db.update(users).set({ turno: morning.id }).where(eq(users.id, id));
    // Emiliano: on time, out with a permit. Nicolás: late. Mariana: only a permit (she came in later).
    const exitPermit = await permit({ idUser: emiliano, fecha: DAY, hora: '10:00', tipo: 2, observaciones: 'Cita médica' });
    permitId = exitPermit.body.data.id;
    await permit({ idUser: mariana, fecha: DAY, hora: '09:00', tipo: 1, observaciones: 'Llega después del examen médico' });
    await readAt(EMILIANO, '06:20');
    await readAt(EMILIANO, '10:02');
    await readAt(NICOLAS, '07:05');
  });

  it('entries and exits: every passage of the days, late ones and permits marked; by person and by direction', async () => {
    const all = await office.api.post<PassageRow[]>('/api/admin/reporteES', { fechaIniES: `${DAY} 00:00:00`, fechafinES: `${DAY} 23:59:00` });
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.data.map((r) => [r.nombre, r.tipo_nombre, r.tarde, r.permiso])).toEqual([
      ['Emiliano Moreno Silva', 'Entrada', '', ''],
      ['Nicolás Herrera Vargas', 'Entrada', 'Sí', ''],
      ['Emiliano Moreno Silva', 'Salida', '', 'Sí'],
    ]);
    expect(all.body.data[0]).toMatchObject({ num_doc: EMILIANO, curso: expect.any(String), guarda: expect.stringMatching(/^Funcionario/) });
    const exits = await office.api.post<PassageRow[]>('/api/admin/reporteES', { fechaIniES: DAY, fechafinES: DAY, idUserES: emiliano, tipoES: 2 });
    expect(exits.body.data).toHaveLength(1);
    expect(exits.body.data[0].tipo).toBe(2);
    const both = await office.api.post<PassageRow[]>('/api/admin/reporteES', { fechaIniES: DAY, fechafinES: DAY, idUserES: 0, tipoES: '' });
    expect(both.body.data).toHaveLength(3);
    const unknown = await office.api.post('/api/admin/reporteES', { fechaIniES: DAY, fechafinES: DAY, idUserES: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ idUserES: NO_USER });
    const reversed = await office.api.post('/api/admin/reporteES', { fechaIniES: DAY, fechafinES: '2020-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ fechaIniES: 'La fecha inicial no puede ser posterior a la fecha final' });
    const empty = await office.api.post<PassageRow[]>('/api/admin/reporteES', { fechaIniES: SATURDAY, fechafinES: SATURDAY });
    expect(empty.body).toMatchObject({ code: 1, data: [], message: 'No se encontraron registros para la consulta' });
  });

  it('permits: by their day, with when the gate used them', async () => {
    const res = await office.api.post<PermitRow[]>('/api/admin/reportePe', { fechaIniPe: `${DAY} 00:00:00`, fechafinPe: `${DAY} 23:00:00` });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.map((p) => [p.nombre, p.tipo_nombre, p.hora])).toEqual([
      ['Mariana Castillo Ortiz', 'Entrada', '09:00'],
      ['Emiliano Moreno Silva', 'Salida', '10:00'],
    ]);
    const used = res.body.data.find((p) => p.id === permitId)!;
    expect(new Date(used.usado!).getTime()).toBe(zonedInstant(DAY, '10:02:00', TZ).getTime());
    expect(res.body.data.find((p) => p.id_user === mariana)?.usado).toBeNull();
    const entries = await office.api.post<PermitRow[]>('/api/admin/reportePe', { fechaIniPe: DAY, fechafinPe: DAY, tipoPe: 1 });
    expect(entries.body.data.map((p) => p.id_user)).toEqual([mariana]);
    const one = await office.api.post<PermitRow[]>('/api/admin/reportePe', { fechaIniPe: DAY, fechafinPe: DAY, idUserPe: emiliano });
    expect(one.body.data.map((p) => p.id)).toEqual([permitId]);
    const bad = await office.api.post('/api/admin/reportePe', { fechaIniPe: DAY, fechafinPe: DAY, tipoPe: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ tipoPe: 'El tipo debe ser 1 (Entrada) o 2 (Salida)' });
  });

  it("absences: the day's students with no entry and no permit, with course and guardian's phone", async () => {
    const res = await office.api.post<AbsenceRow[]>('/api/admin/reporteFallos', { fechaFallo: `${DAY} 00:00:00` });
    expect(res.status, res.body.message).toBe(200);
    const ids = res.body.data.map((r) => r.id);
    expect(ids).not.toContain(emiliano);
    expect(ids).not.toContain(nicolas);
    expect(ids).not.toContain(mariana);
    const demo = res.body.data.find((r) => r.num_doc === DEMO_STUDENT.num_doc);
    expect(demo).toMatchObject({ nombre: DEMO_STUDENT.name, curso: expect.any(String), jornada: expect.any(String), acudiente: DEMO_STUDENT.guardian.name, telefono_acudiente: '310 555 0101' });
    expect(res.body.data.find((r) => r.num_doc === DEMO_STUDENT_NO_CREDENTIAL.num_doc)).toBeDefined();
    // Every active student is either absent or accounted for.
    const [{ count }] = (await t.db.execute(
      "select count(*)::int as count from students s join users u on u.id = s.id_user where u.active = 1",
    ) as unknown as { rows: { count: number }[] }).rows;
    expect(res.body.data.length).toBe(Number(count) - 3);
  });

  it('absences: refuses a weekend, a day to come and an empty date', async () => {
    const weekend = await office.api.post('/api/admin/reporteFallos', { fechaFallo: SATURDAY });
    expect(weekend.status).toBe(400);
    expect(weekend.body.errors).toEqual({ fechaFallo: 'El día elegido no es un día de clases (sábado o domingo)' });
    const future = await office.api.post('/api/admin/reporteFallos', { fechaFallo: '2999-01-04' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La fecha no puede ser posterior a hoy');
    const empty = await office.api.post('/api/admin/reporteFallos', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ fechaFallo: EMPTY_FIELDS });
  });

  it('are closed to whoever lacks access.reports', async () => {
    for (const path of ['reporteES', 'reportePe', 'reporteFallos']) expect((await cashier.post(`/api/admin/${path}`, { fechaFallo: DAY })).status).toBe(403);
  });
});

describe('shifts from access control', () => {
  type Shift = { id: number; name: string; h_start: string; h_end: string; id_school: number };

  it("creates with the old client's path (the school's by default), lists, edits and deletes", async () => {
    const [school] = await t.db.select().from(schools);
    const created = await office.api.post<Shift>('/api/admin/crearturno', { name: 'Jornada nocturna', h_start: '18:30', h_end: '21:30' });
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.message).toBe('Turno creado correctamente');
    expect(created.body.data).toMatchObject({ name: 'Jornada nocturna', id_school: school.id });
    const listed = await office.api.post<Shift[]>('/api/admin/mostrarturno');
    expect(listed.body.data.map((s) => s.name)).toEqual(['Jornada mañana', 'Jornada tarde', 'Jornada nocturna']);
    const id = created.body.data.id;
    expect((await office.api.get<Shift>(`/api/admin/turns/${id}/edit`)).body.data.h_end).toBe('21:30');
    const updated = await editRecord<Shift>(office.api, '/api/admin/turns', id, { h_end: '22:00' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.h_end).toBe('22:00');
    const viaForm = await office.api.post<Shift>('/api/admin/turns', { name: 'Sabatina', h_start: '07:00', h_end: '12:00' });
    expect(viaForm.status, viaForm.body.message).toBe(201);
    expect((await office.api.delete(`/api/admin/turns/${viaForm.body.data.id}`)).status).toBe(200);
    const removed = await office.api.post('/api/admin/controlacceso', { id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Turno eliminado');
    expect(await t.db.select().from(shifts).where(eq(shifts.id, id))).toEqual([]);
  });

  it("refuses an empty field with 'Tienes Campos Vacios', an end not after the start, and deleting a shift people belong to", async () => {
    for (const field of ['name', 'h_start', 'h_end']) {
      const res = await unchanged(t, () => office.api.post('/api/admin/crearturno', { name: 'Extra', h_start: '13:00', h_end: '14:00', [field]: '' }), SHIFT_TABLES);
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(EMPTY_FIELDS);
      expect(res.body.errors).toEqual({ [field]: EMPTY_FIELDS });
    }
    const backwards = await unchanged(t, () => office.api.post('/api/admin/crearturno', { name: 'Extra', h_start: '14:00', h_end: '13:00' }), SHIFT_TABLES);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ h_end: 'La hora de fin debe ser posterior a la hora de inicio' });
    const [morning] = await t.db.select().from(shifts).where(eq(shifts.h_start, '06:30'));
    const inUse = await unchanged(t, () => office.api.post('/api/admin/controlacceso', { id: morning.id }), SHIFT_TABLES);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('No se puede eliminar el turno: tiene usuarios asociados');
  });

  it('gives access.turns nothing else of administration', async () => {
    expect((await office.api.get('/api/admin/schools')).status).toBe(403);
    expect((await cashier.post('/api/admin/mostrarturno')).status).toBe(403);
  });
});

describe('gates', () => {
  it('are a resource of their own; a gate with passages is kept', async () => {
    const gate = await admin.post<{ id: number }>('/api/controlacceso/gates', { name: 'Portería norte' });
    expect(gate.status, gate.body.message).toBe(201);
    const guard = await staffWith(t, admin, ['access', 'access.qracces']);
    expect((await guard.api.get(`/api/controlacceso/gates`)).status).toBe(200);
    expect((await guard.api.post('/api/controlacceso/gates', { name: 'Otra' })).status).toBe(403);
    const read = await guard.api.get(`/api/admin/turns/${EMILIANO}/registerstar?gate=${gate.body.data.id}`);
    expect(read.status, read.body.message).toBe(200);
    const kept = await unchanged(t, () => admin.delete(`/api/controlacceso/gates/${gate.body.data.id}`), { gates, passages });
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('No se puede eliminar la portería: tiene pasos registrados');
    const duplicate = await unchanged(t, () => admin.post('/api/controlacceso/gates', { name: 'Portería norte' }), { gates });
    expect(duplicate.status).toBe(409);
  });
});

/**
 * Access control's office (issue 16 items 2–4): permits with their lookup and every refusal; the
 * shifts from access control with the old client's paths; the gates. The three reports are in
 * access-office-reports.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PermitPerson, type PermitRow } from '../../src/domain/accessPermits';
import { NO_USER } from '../../src/domain/credentials';
import { EMPTY_FIELDS } from '../../src/domain/transport';
import { gates, passages, permits, schools, shifts, users } from '../../server/db/schema';
import { localDate } from '../../server/time';
import { EMILIANO, MARIANA, staffWith, unchanged, userIdByDocument, editRecord } from './fixtures';
import {
  admin,
  cashier,
  DAY,
  office,
  openAccessOffice,
  permit,
  t,
  TZ,
} from './fixtures/access-office-school';

const PERMIT_TABLES = { permits, passages };
const SHIFT_TABLES = { shifts, schools, users };

openAccessOffice();

describe('permits', () => {
  it('finds the person of a document, or says there is none', async () => {
    const found = await office.api.post<PermitPerson>('/api/admin/savepermiso', { num_doc: ` ${EMILIANO} ` });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({
      id: await userIdByDocument(t, EMILIANO),
      name: 'Emiliano Moreno Silva',
      num_doc: EMILIANO,
    });
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
    const created = await permit({
      idUser: String(id),
      fecha: `${today} 00:00:00`,
      hora: '11:30:00',
      tipo: '2',
      observaciones: ' Cita odontológica ',
    });
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
    expect(
      (await office.api.get<PermitRow[]>('/api/admin/permisos')).body.data.map((p) => p.id),
    ).not.toContain(created.body.data.id);
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
    const res = await unchanged(
      t,
      () =>
        cashier.post('/api/admin/crearpermiso', {
          idUser: 1,
          fecha: DAY,
          hora: '07:00',
          tipo: 1,
          observaciones: 'x',
        }),
      PERMIT_TABLES,
    );
    expect(res.status).toBe(403);
    expect((await cashier.post('/api/admin/savepermiso', { num_doc: EMILIANO })).status).toBe(403);
  });
});

describe('shifts from access control', () => {
  type Shift = { id: number; name: string; h_start: string; h_end: string; id_school: number };

  it("creates with the old client's path (the school's by default), lists, edits and deletes", async () => {
    const [school] = await t.db.select().from(schools);
    const created = await office.api.post<Shift>('/api/admin/crearturno', {
      name: 'Jornada nocturna',
      h_start: '18:30',
      h_end: '21:30',
    });
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.message).toBe('Turno creado correctamente');
    expect(created.body.data).toMatchObject({ name: 'Jornada nocturna', id_school: school.id });
    const listed = await office.api.post<Shift[]>('/api/admin/mostrarturno');
    expect(listed.body.data.map((s) => s.name)).toEqual([
      'Jornada mañana',
      'Jornada tarde',
      'Jornada nocturna',
    ]);
    const id = created.body.data.id;
    expect((await office.api.get<Shift>(`/api/admin/turns/${id}/edit`)).body.data.h_end).toBe('21:30');
    const updated = await editRecord<Shift>(office.api, '/api/admin/turns', id, { h_end: '22:00' });
    expect(updated.status).toBe(200);
    expect(updated.body.data.h_end).toBe('22:00');
    const viaForm = await office.api.post<Shift>('/api/admin/turns', {
      name: 'Sabatina',
      h_start: '07:00',
      h_end: '12:00',
    });
    expect(viaForm.status, viaForm.body.message).toBe(201);
    expect((await office.api.delete(`/api/admin/turns/${viaForm.body.data.id}`)).status).toBe(200);
    const removed = await office.api.post('/api/admin/controlacceso', { id });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Turno eliminado');
    expect(await t.db.select().from(shifts).where(eq(shifts.id, id))).toEqual([]);
  });

  it("refuses an empty field with 'Tienes Campos Vacios', an end not after the start, and deleting a shift people belong to", async () => {
    for (const field of ['name', 'h_start', 'h_end']) {
      const res = await unchanged(
        t,
        () =>
          office.api.post('/api/admin/crearturno', {
            name: 'Extra',
            h_start: '13:00',
            h_end: '14:00',
            [field]: '',
          }),
        SHIFT_TABLES,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.message).toBe(EMPTY_FIELDS);
      expect(res.body.errors).toEqual({ [field]: EMPTY_FIELDS });
    }
    const backwards = await unchanged(
      t,
      () => office.api.post('/api/admin/crearturno', { name: 'Extra', h_start: '14:00', h_end: '13:00' }),
      SHIFT_TABLES,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ h_end: 'La hora de fin debe ser posterior a la hora de inicio' });
    const [morning] = await t.db.select().from(shifts).where(eq(shifts.h_start, '06:30'));
    const inUse = await unchanged(
      t,
      () => office.api.post('/api/admin/controlacceso', { id: morning.id }),
      SHIFT_TABLES,
    );
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
    const kept = await unchanged(t, () => admin.delete(`/api/controlacceso/gates/${gate.body.data.id}`), {
      gates,
      passages,
    });
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('No se puede eliminar la portería: tiene pasos registrados');
    const duplicate = await unchanged(
      t,
      () => admin.post('/api/controlacceso/gates', { name: 'Portería norte' }),
      { gates },
    );
    expect(duplicate.status).toBe(409);
  });
});

/**
 * Access control's reports (issue 16 item 3): entries and exits, permits and absences, against a
 * past school day with known entries and permits, and who may read them.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AbsenceRow, type PassageRow } from '../../src/domain/access';
import type { PermitRow } from '../../src/domain/accessPermits';
import { NO_USER } from '../../src/domain/credentials';
import { EMPTY_FIELDS } from '../../src/domain/transport';
import { shifts, users } from '../../server/db/schema';
import { recordPassage } from '../../server/modules/access/gate/service';
import { zonedInstant } from '../../server/time';
import {
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CREDENTIAL,
  EMILIANO,
  MARIANA,
  NICOLAS,
  userIdByDocument,
} from './fixtures';
import {
  cashier,
  DAY,
  office,
  openAccessOffice,
  permit,
  SATURDAY,
  t,
  TZ,
} from './fixtures/access-office-school';

/** A passage read at the gate on DAY at `time`. */
const readAt = (read: string, time: string) =>
  t.db.transaction((tx) =>
    recordPassage(tx, {
      read,
      staffId: office.id,
      timezone: TZ,
      repeatSeconds: 60,
      now: zonedInstant(DAY, `${time}:00`, TZ),
    }),
  );

openAccessOffice();

describe('reports of a school day with known entries and permits', () => {
  let emiliano: number;
  let mariana: number;
  let nicolas: number;
  let permitId: number;

  beforeAll(async () => {
    [emiliano, mariana, nicolas] = await Promise.all(
      [EMILIANO, MARIANA, NICOLAS].map((d) => userIdByDocument(t, d)),
    );
    const [morning] = await t.db.select({ id: shifts.id }).from(shifts).where(eq(shifts.h_start, '06:30'));
    for (const id of [emiliano, nicolas])
      await t.db.update(users).set({ turno: morning.id }).where(eq(users.id, id));
    // Emiliano: on time, out with a permit. Nicolás: late. Mariana: only a permit (she came in later).
    const exitPermit = await permit({
      idUser: emiliano,
      fecha: DAY,
      hora: '10:00',
      tipo: 2,
      observaciones: 'Cita médica',
    });
    permitId = exitPermit.body.data.id;
    await permit({
      idUser: mariana,
      fecha: DAY,
      hora: '09:00',
      tipo: 1,
      observaciones: 'Llega después del examen médico',
    });
    await readAt(EMILIANO, '06:20');
    await readAt(EMILIANO, '10:02');
    await readAt(NICOLAS, '07:05');
  });

  it('entries and exits: every passage of the days, late ones and permits marked; by person and by direction', async () => {
    const all = await office.api.post<PassageRow[]>('/api/admin/reporteES', {
      fechaIniES: `${DAY} 00:00:00`,
      fechafinES: `${DAY} 23:59:00`,
    });
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.data.map((r) => [r.nombre, r.tipo_nombre, r.tarde, r.permiso])).toEqual([
      ['Emiliano Moreno Silva', 'Entrada', '', ''],
      ['Nicolás Herrera Vargas', 'Entrada', 'Sí', ''],
      ['Emiliano Moreno Silva', 'Salida', '', 'Sí'],
    ]);
    expect(all.body.data[0]).toMatchObject({
      num_doc: EMILIANO,
      curso: expect.any(String),
      guarda: expect.stringMatching(/^Funcionario/),
    });
    const exits = await office.api.post<PassageRow[]>('/api/admin/reporteES', {
      fechaIniES: DAY,
      fechafinES: DAY,
      idUserES: emiliano,
      tipoES: 2,
    });
    expect(exits.body.data).toHaveLength(1);
    expect(exits.body.data[0].tipo).toBe(2);
    const both = await office.api.post<PassageRow[]>('/api/admin/reporteES', {
      fechaIniES: DAY,
      fechafinES: DAY,
      idUserES: 0,
      tipoES: '',
    });
    expect(both.body.data).toHaveLength(3);
    const unknown = await office.api.post('/api/admin/reporteES', {
      fechaIniES: DAY,
      fechafinES: DAY,
      idUserES: 999_999,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ idUserES: NO_USER });
    const reversed = await office.api.post('/api/admin/reporteES', {
      fechaIniES: DAY,
      fechafinES: '2020-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({
      fechaIniES: 'La fecha inicial no puede ser posterior a la fecha final',
    });
    const empty = await office.api.post<PassageRow[]>('/api/admin/reporteES', {
      fechaIniES: SATURDAY,
      fechafinES: SATURDAY,
    });
    expect(empty.body).toMatchObject({
      code: 1,
      data: [],
      message: 'No se encontraron registros para la consulta',
    });
  });

  it('permits: by their day, with when the gate used them', async () => {
    const res = await office.api.post<PermitRow[]>('/api/admin/reportePe', {
      fechaIniPe: `${DAY} 00:00:00`,
      fechafinPe: `${DAY} 23:00:00`,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.map((p) => [p.nombre, p.tipo_nombre, p.hora])).toEqual([
      ['Mariana Castillo Ortiz', 'Entrada', '09:00'],
      ['Emiliano Moreno Silva', 'Salida', '10:00'],
    ]);
    const used = res.body.data.find((p) => p.id === permitId)!;
    expect(new Date(used.usado!).getTime()).toBe(zonedInstant(DAY, '10:02:00', TZ).getTime());
    expect(res.body.data.find((p) => p.id_user === mariana)?.usado).toBeNull();
    const entries = await office.api.post<PermitRow[]>('/api/admin/reportePe', {
      fechaIniPe: DAY,
      fechafinPe: DAY,
      tipoPe: 1,
    });
    expect(entries.body.data.map((p) => p.id_user)).toEqual([mariana]);
    const one = await office.api.post<PermitRow[]>('/api/admin/reportePe', {
      fechaIniPe: DAY,
      fechafinPe: DAY,
      idUserPe: emiliano,
    });
    expect(one.body.data.map((p) => p.id)).toEqual([permitId]);
    const bad = await office.api.post('/api/admin/reportePe', {
      fechaIniPe: DAY,
      fechafinPe: DAY,
      tipoPe: 7,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ tipoPe: 'El tipo debe ser 1 (Entrada) o 2 (Salida)' });
  });

  it("absences: the day's students with no entry and no permit, with course and guardian's phone", async () => {
    const res = await office.api.post<AbsenceRow[]>('/api/admin/reporteFallos', {
      fechaFallo: `${DAY} 00:00:00`,
    });
    expect(res.status, res.body.message).toBe(200);
    const ids = res.body.data.map((r) => r.id);
    expect(ids).not.toContain(emiliano);
    expect(ids).not.toContain(nicolas);
    expect(ids).not.toContain(mariana);
    const demo = res.body.data.find((r) => r.num_doc === DEMO_STUDENT.num_doc);
    expect(demo).toMatchObject({
      nombre: DEMO_STUDENT.name,
      curso: expect.any(String),
      jornada: expect.any(String),
      acudiente: DEMO_STUDENT.guardian.name,
      telefono_acudiente: '310 555 0101',
    });
    expect(res.body.data.find((r) => r.num_doc === DEMO_STUDENT_NO_CREDENTIAL.num_doc)).toBeDefined();
    // Every active student is either absent or accounted for.
    const [{ count }] = (
      (await t.db.execute(
        'select count(*)::int as count from students s join users u on u.id = s.id_user where u.active = 1',
      )) as unknown as { rows: { count: number }[] }
    ).rows;
    expect(res.body.data.length).toBe(Number(count) - 3);
  });

  it('absences: refuses a weekend, a holiday, a day to come and an empty date', async () => {
    const weekend = await office.api.post('/api/admin/reporteFallos', { fechaFallo: SATURDAY });
    expect(weekend.status).toBe(400);
    expect(weekend.body.errors).toEqual({
      fechaFallo: 'El día elegido no es un día de clases (sábado o domingo)',
    });
    // A holiday of the school calendar (the demo's: Colombia's), a Monday: no classes, no absences.
    const holiday = await office.api.post('/api/admin/reporteFallos', { fechaFallo: '2026-01-12' });
    expect(holiday.status).toBe(400);
    expect(holiday.body.errors).toEqual({
      fechaFallo: 'El día elegido no es un día de clases (festivo: Día de los Reyes Magos)',
    });
    const future = await office.api.post('/api/admin/reporteFallos', { fechaFallo: '2999-01-04' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('La fecha no puede ser posterior a hoy');
    const empty = await office.api.post('/api/admin/reporteFallos', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ fechaFallo: EMPTY_FIELDS });
  });

  it('are closed to whoever lacks access.reports', async () => {
    for (const path of ['reporteES', 'reportePe', 'reporteFallos'])
      expect((await cashier.post(`/api/admin/${path}`, { fechaFallo: DAY })).status).toBe(403);
  });
});

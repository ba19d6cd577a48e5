import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools, shifts, users } from '../../server/db/schema';
import { type Api, editRecord, listUrl, schoolWithStaff, type TestApp, unchanged } from './fixtures';

type SchoolRow = { id: number; name: string } & Record<string, unknown>;
type TurnRow = { id: number; name: string; h_start: string; h_end: string; id_school: number };

let t: TestApp;
let admin: Api;
let demoSchool: number;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
  demoSchool = (await t.db.select().from(schools))[0].id;
});
afterAll(() => t?.close());

describe('schools', () => {
  it('lists, describes and reads', async () => {
    const list = await admin.get<SchoolRow[]>('/api/admin/schools');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      id: demoSchool,
      name: 'Colegio Demo San José',
      nit: '900123456-7',
    });
    const form = await admin.get<{ fields: { source: string }[] }>('/api/admin/schools/create');
    expect(form.body.data.fields.map((f) => f.source)).toEqual(['name', 'nit', 'address', 'phone', 'email']);
    const one = await admin.get<SchoolRow>(`/api/admin/schools/${demoSchool}/edit`);
    expect(one.body.data.name).toBe('Colegio Demo San José');
    expect((await admin.get('/api/admin/schools/999/edit')).status).toBe(404);
  });

  it('creates, updates and deletes a school', async () => {
    const created = await admin.post<SchoolRow>('/api/admin/schools', {
      name: 'Colegio Nuevo',
      nit: '800',
      email: 'Rectoria@Nuevo.edu.co',
      phone: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Colegio Nuevo',
      email: 'rectoria@nuevo.edu.co',
      phone: null,
    });
    const id = created.body.data.id;

    const search = await admin.get(listUrl('/api/admin/schools', { q: 'nuevo' }));
    expect(search.body.total).toBe(1);

    const updated = await editRecord<SchoolRow>(admin, '/api/admin/schools', id, { address: 'Carrera 7' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Colegio Nuevo', nit: '800', address: 'Carrera 7' });

    const deleted = await admin.delete(`/api/admin/schools/${id}`);
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(schools).where(eq(schools.id, id))).toEqual([]);
  });

  it('refuses bad input and duplicate names, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const noName = await admin.post('/api/admin/schools', { nit: '1' });
        expect(noName.status).toBe(400);
        expect(noName.body.errors).toEqual({ name: 'El campo Nombre es requerido' });
        const badEmail = await admin.post('/api/admin/schools', { name: 'Otro', email: 'sin-arroba' });
        expect(badEmail.status).toBe(400);
        expect(badEmail.body.errors).toEqual({
          email: 'El campo Correo electrónico debe ser un correo electrónico válido',
        });
        const dup = await admin.post('/api/admin/schools', { name: 'Colegio Demo San José' });
        expect(dup.status).toBe(409);
        expect(dup.body).toMatchObject({
          reason: 'duplicate',
          errors: { name: 'Ya existe un colegio con ese nombre' },
        });
        const missing = await admin.put('/api/admin/schools/999', { name: 'Nadie' });
        expect(missing.status).toBe(404);
      },
      { schools },
    );
  });

  it('refuses deleting a school with turns (409), changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const res = await admin.delete(`/api/admin/schools/${demoSchool}`);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'in_use',
          message: 'No se puede eliminar el colegio: tiene turnos asociados',
        });
      },
      { schools, shifts },
    );
  });
});

describe('turns', () => {
  const turn = (overrides: Record<string, unknown> = {}) => ({
    name: 'Jornada nocturna',
    h_start: '18:30',
    h_end: '22:00',
    id_school: demoSchool,
    ...overrides,
  });

  it('lists by start time and filters by school', async () => {
    const list = await admin.get<TurnRow[]>('/api/admin/turns');
    expect(list.body.data.map((r) => r.name)).toEqual(['Jornada mañana', 'Jornada tarde']);
    const bySchool = await admin.get(listUrl('/api/admin/turns', { filter: { id_school: demoSchool } }));
    expect(bySchool.body.total).toBe(2);
    const other = await admin.get(listUrl('/api/admin/turns', { filter: { id_school: 999 } }));
    expect(other.body.total).toBe(0);
  });

  it('refuses a turn that ends when it starts, however the time is written, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const same = await admin.post('/api/admin/turns', turn({ h_start: '06:30', h_end: '06:30:00' }));
        expect(same.status).toBe(400);
        expect(same.body).toMatchObject({
          errors: { h_end: 'La hora de fin debe ser posterior a la hora de inicio' },
        });
      },
      { shifts },
    );
  });

  it('creates, updates and deletes a turn', async () => {
    const created = await admin.post<TurnRow>('/api/admin/turns', turn());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Jornada nocturna',
      h_start: '18:30',
      h_end: '22:00',
      id_school: demoSchool,
    });
    const id = created.body.data.id;
    const updated = await editRecord<TurnRow>(admin, '/api/admin/turns', id, { h_end: '23:00' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ h_start: '18:30', h_end: '23:00' });
    const deleted = await admin.delete(`/api/admin/turns/${id}`);
    expect(deleted.status).toBe(200);
    expect(await t.db.select().from(shifts).where(eq(shifts.id, id))).toEqual([]);
  });

  it('refuses an end not after the start, on field h_end, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        for (const h_end of ['18:30', '07:00']) {
          const res = await admin.post('/api/admin/turns', turn({ h_end }));
          expect(res.status, h_end).toBe(400);
          expect(res.body).toMatchObject({
            code: 0,
            reason: 'validation',
            message: 'La hora de fin debe ser posterior a la hora de inicio',
            errors: { h_end: 'La hora de fin debe ser posterior a la hora de inicio' },
          });
        }
        // The edit form moving only the end before the start.
        const morning = (await t.db.select().from(shifts).where(eq(shifts.name, 'Jornada mañana')))[0];
        const partial = await editRecord(admin, '/api/admin/turns', morning.id, { h_end: '06:00' });
        expect(partial.status).toBe(400);
        expect(partial.body.errors).toEqual({
          h_end: 'La hora de fin debe ser posterior a la hora de inicio',
        });
        const badTime = await admin.post('/api/admin/turns', turn({ h_start: '25:00' }));
        expect(badTime.status).toBe(400);
        expect(badTime.body.errors).toEqual({ h_start: 'El campo Hora de inicio debe ser una hora (HH:MM)' });
      },
      { shifts },
    );
  });

  it('refuses a school that does not exist, on field id_school, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const res = await admin.post('/api/admin/turns', turn({ id_school: 999 }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 0,
          errors: { id_school: 'El valor seleccionado en Colegio no existe' },
        });
        const morning = (await t.db.select().from(shifts).where(eq(shifts.name, 'Jornada mañana')))[0];
        const moved = await editRecord(admin, '/api/admin/turns', morning.id, { id_school: 999 });
        expect(moved.status).toBe(400);
        expect(moved.body.errors).toEqual({ id_school: 'El valor seleccionado en Colegio no existe' });
        // A shift always belongs to a school: created without one it gets the school's, and keeps one.
        const cleared = await editRecord(admin, '/api/admin/turns', morning.id, { id_school: null });
        expect(cleared.status).toBe(400);
        expect(cleared.body.errors).toEqual({ id_school: 'El campo Colegio es requerido' });
      },
      { shifts },
    );
  });

  it('refuses deleting a turn that users belong to (409), changing nothing', async () => {
    const morning = (await t.db.select().from(shifts).where(eq(shifts.name, 'Jornada mañana')))[0];
    await unchanged(
      t,
      async () => {
        const res = await admin.delete(`/api/admin/turns/${morning.id}`);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          reason: 'in_use',
          message: 'No se puede eliminar el turno: tiene usuarios asociados',
        });
      },
      { shifts, users },
    );
  });

  it('lets a school go once its last turn is deleted', async () => {
    const school = await admin.post<SchoolRow>('/api/admin/schools', { name: 'Colegio Temporal' });
    const created = await admin.post<TurnRow>('/api/admin/turns', turn({ id_school: school.body.data.id }));
    expect((await admin.delete(`/api/admin/schools/${school.body.data.id}`)).status).toBe(409);
    expect((await admin.delete(`/api/admin/turns/${created.body.data.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/schools/${school.body.data.id}`)).status).toBe(200);
  });
});

/**
 * Courses and guardians (spec part 2 §2, §3, §7): plain resources on the generic CRUD, plus
 * `GET academic/courses/all` for the pickers. Refusals name the field and change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, guardians, students } from '../../server/db/schema';
import { type Api, editRecord, schoolWithStaff, staffWith, type TestApp, unchanged } from './fixtures';

type Course = { id: number; name: string };
type Guardian = { id: number; name: string; num_doc: string; email: string | null; type_doc: number };

const ACADEMIC = { courses, guardians };

let t: TestApp;
let admin: Api;
let anonymous: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    anonymous,
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

describe('courses', () => {
  it('the demo school has its eleven grades, in grade order for the pickers', async () => {
    const all = await admin.get<Course[]>('/api/academic/courses/all');
    expect(all.status).toBe(200);
    const names = all.body.data.map((c) => c.name);
    expect(names).toHaveLength(11);
    expect(names.slice(0, 3)).toEqual(['Primero', 'Segundo', 'Tercero']);
    expect(names.at(-1)).toBe('Undécimo');
    const list = await admin.get<Course[]>('/api/academic/courses?perPage=5&page=1');
    expect(list.body.total).toBe(11);
    expect(list.body.data).toHaveLength(5);
    const form = await admin.get<{ fields: { source: string }[] }>('/api/academic/courses/create');
    expect(form.body.data.fields.map((f) => f.source)).toEqual(['name']);
  });

  it('creates, renames and deletes a course', async () => {
    const created = await admin.post<Course>('/api/academic/courses', { name: '  Transición  ' });
    expect(created.status).toBe(201);
    expect(created.body.data.name).toBe('Transición');
    const id = created.body.data.id;
    expect((await admin.get<Course>(`/api/academic/courses/${id}/edit`)).body.data.name).toBe('Transición');
    const renamed = await editRecord<Course>(admin, '/api/academic/courses', id, { name: 'Transición A' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Transición A');
    expect((await admin.delete(`/api/academic/courses/${id}`)).status).toBe(200);
    expect(await t.db.select().from(courses).where(eq(courses.id, id))).toEqual([]);
  });

  it('refuses an empty or repeated name, naming the field, and changes nothing', async () => {
    const empty = await unchanged(t, () => admin.post('/api/academic/courses', { name: '' }), ACADEMIC);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: 'El campo Nombre es requerido' });
    const repeated = await unchanged(
      t,
      () => admin.post('/api/academic/courses', { name: 'Primero' }),
      ACADEMIC,
    );
    expect(repeated.status).toBe(409);
    expect(repeated.body.errors).toEqual({ name: 'Ya existe un curso con ese nombre' });
    const tooLong = await unchanged(
      t,
      () => admin.post('/api/academic/courses', { name: 'x'.repeat(61) }),
      ACADEMIC,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ name: 'El campo Nombre admite máximo 60 caracteres' });
  });

  it('asks who is asking: 401 without a session, 403 without a key, the pickers for whoever creates students', async () => {
    expect((await anonymous.get('/api/academic/courses/all')).status).toBe(401);
    expect((await anonymous.get('/api/academic/courses')).status).toBe(401);
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await cashier.api.get('/api/academic/courses/all')).status).toBe(403);
    expect((await cashier.api.get('/api/academic/courses')).status).toBe(403);
    expect(
      (await unchanged(t, () => cashier.api.post('/api/academic/courses', { name: 'Pirata' }), ACADEMIC))
        .status,
    ).toBe(403);
    const registrar = await staffWith(t, admin, ['academic', 'academic.students']);
    expect((await registrar.api.get<Course[]>('/api/academic/courses/all')).body.data).toHaveLength(11);
    // Reading is not writing: only the courses key creates one.
    expect(
      (await unchanged(t, () => registrar.api.post('/api/academic/courses', { name: 'Pirata' }), ACADEMIC))
        .status,
    ).toBe(403);
  });
});

describe('guardians', () => {
  it('lists and searches the demo guardians by name or document', async () => {
    const list = await admin.get<Guardian[]>('/api/academic/attendant');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    const first = list.body.data[0];
    const found = await admin.get<Guardian[]>(
      `/api/academic/attendant?q=${encodeURIComponent(first.num_doc)}`,
    );
    expect(found.body.data.map((g) => g.id)).toEqual([first.id]);
  });

  it('creates (as the student form does) and edits a guardian', async () => {
    const created = await admin.post<Guardian>('/api/academic/attendant', {
      type_doc: 1,
      num_doc: '79555111',
      name: 'Rosa Pérez',
      fechaNacimiento: '1985-04-12',
      email: 'Rosa.Perez@Correo.co',
      cellphone: '3001234567',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Rosa Pérez',
      email: 'rosa.perez@correo.co',
      type_doc: 1,
    });
    const id = created.body.data.id;
    const edited = await editRecord<Guardian>(admin, '/api/academic/attendant', id, { phone: '6015551234' });
    expect(edited.status).toBe(200);
    expect(
      (await admin.get<Guardian & { phone: string }>(`/api/academic/attendant/${id}/edit`)).body.data.phone,
    ).toBe('6015551234');
  });

  it('refuses a used document, a bad email, an unknown document type or date, naming the field', async () => {
    const [existing] = await t.db.select().from(guardians).limit(1);
    const used = await unchanged(
      t,
      () =>
        admin.post('/api/academic/attendant', {
          type_doc: 1,
          num_doc: existing.num_doc,
          name: 'Otra persona',
        }),
      ACADEMIC,
    );
    expect(used.status).toBe(409);
    expect(used.body.errors).toEqual({ num_doc: 'El numero de documento ya se encuentra registrado' });
    const bad = await unchanged(
      t,
      () =>
        admin.post('/api/academic/attendant', {
          type_doc: 9,
          num_doc: '123',
          name: 'X',
          email: 'sin-arroba',
          fechaNacimiento: '12/04/1985',
        }),
      ACADEMIC,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      type_doc: 'El valor del campo Tipo de documento no es una opción válida',
      email: 'El campo Correo electrónico debe ser un correo electrónico válido',
      fechaNacimiento: 'El campo Fecha de nacimiento debe ser una fecha (AAAA-MM-DD)',
    });
  });

  it('keeps a guardian who still has students, and says why', async () => {
    const [linked] = await t.db.select({ id: students.id_attendant }).from(students).limit(1);
    const refused = await unchanged(t, () => admin.delete(`/api/academic/attendant/${linked.id}`), ACADEMIC);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No se puede eliminar el acudiente: tiene estudiantes asociados');
  });

  it('is closed to staff without the guardians key', async () => {
    expect((await anonymous.get('/api/academic/attendant')).status).toBe(401);
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await cashier.api.get('/api/academic/attendant')).status).toBe(403);
    const [g] = await t.db.select().from(guardians).limit(1);
    expect(
      (
        await unchanged(
          t,
          () => cashier.api.put(`/api/academic/attendant/${g.id}`, { name: 'Pirata' }),
          ACADEMIC,
        )
      ).status,
    ).toBe(403);
  });
});

/**
 * Students (spec part 2 §2, §3, §5, §8): a user with the role Estudiante plus the student row,
 * written together; refusals in the spec's order and words, changing nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, credentials, guardians, images, products, shifts, students, users } from '../../server/db/schema';
import { STORE } from '../../src/domain/stores';
import { type Api, DEMO_STUDENT, editRecord, MATEO, schoolWithStaff, staffWith, type TestApp, unchanged } from './fixtures';

type Student = Record<string, unknown> & { id: number; name: string; num_doc: string };

const PEOPLE = { users, students, credentials, images };

let t: TestApp;
let admin: Api;
let anonymous: Api;
let valid: Record<string, unknown>;

beforeAll(async () => {
  ({ t, admin: { api: admin }, anonymous } = await schoolWithStaff({ staff: ['admin'] }));
  const [course] = await t.db.select().from(courses).limit(1);
  const [guardian] = await t.db.select().from(guardians).limit(1);
  const [shift] = await t.db.select().from(shifts).limit(1);
  const [meal] = await t.db.select().from(products).where(eq(products.store, STORE.restaurant)).limit(1);
  valid = {
    type_doc: 4,
    num_doc: '1098700001',
    name: 'Sofía Herrera Díaz',
    email: 'sofia.herrera@estudiantes.colegio.demo',
    fechaNacimiento: '2015-06-02',
    address: 'Calle 45 # 27-10',
    phone: '6076340000',
    cellphone: '3105550199',
    turno: shift.id,
    productodefault: meal.id,
    select_course: course.id,
    select_attendant: guardian.id,
    latitud: 7.1201,
    longitud: -73.1198,
  };
});
afterAll(() => t?.close());

describe('the students list and one student', () => {
  it('lists the demo students with their course and guardian, searched and filtered in SQL', async () => {
    const list = await admin.get<Student[]>('/api/academic/students?perPage=1000');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(list.body.data.length);
    const valentina = list.body.data.find((s) => s.num_doc === DEMO_STUDENT.num_doc)!;
    expect(valentina).toMatchObject({ name: DEMO_STUDENT.name, curso: expect.any(String), acudiente: expect.any(String) });
    const found = await admin.get<Student[]>(`/api/academic/students?q=${DEMO_STUDENT.num_doc}`);
    expect(found.body.data.map((s) => s.id)).toEqual([valentina.id]);
    const byCourse = await admin.get<Student[]>(
      `/api/academic/students?filter=${encodeURIComponent(JSON.stringify({ select_course: valentina.select_course }))}`,
    );
    expect(byCourse.body.data.length).toBeGreaterThan(0);
    expect(byCourse.body.data.every((s) => s.select_course === valentina.select_course)).toBe(true);
  });

  it('loads one student with the spec’s fields (latitud, longitud, products, curso, acudiente, url)', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.num_doc, DEMO_STUDENT.num_doc));
    const one = await admin.get<Student>(`/api/academic/students/${row.id}/edit`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body.data)).toEqual(
      expect.arrayContaining(['latitud', 'longitud', 'products', 'curso', 'acudiente', 'url', 'select_course', 'select_attendant', 'productodefault']),
    );
    expect(typeof one.body.data.latitud).toBe('number');
    expect((await admin.get('/api/academic/students/999999/edit')).status).toBe(404);
    const form = await admin.get<{ fields: { source: string }[] }>('/api/academic/students/create');
    expect(form.body.data.fields.map((f) => f.source)).toContain('select_attendant');
  });
});

describe('creating a student', () => {
  it('writes the user, the student row and a credential in one go, and the users screen sees the same person', async () => {
    const created = await admin.post<Student>('/api/academic/students', valid);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Estudiante creado correctamente');
    expect(created.body.data).toMatchObject({ name: 'Sofía Herrera Díaz', num_doc: '1098700001', latitud: 7.1201, curso: expect.any(String) });
    const id = created.body.data.id;
    const [credential] = await t.db.select().from(credentials).where(eq(credentials.id_user_primary, id));
    expect(credential).toMatchObject({ saldo: 0, active: 1 });
    const asUser = await admin.get<Record<string, unknown>>(`/api/admin/users/${id}/edit`);
    expect(asUser.body.data).toMatchObject({ name: 'Sofía Herrera Díaz', num_doc: '1098700001', email: 'sofia.herrera@estudiantes.colegio.demo' });
  });

  it('can leave the credential for later', async () => {
    const created = await admin.post<Student>('/api/academic/students', {
      ...valid,
      num_doc: '1098700002',
      email: 'tomas.rios@estudiantes.colegio.demo',
      carnet: 0,
    });
    expect(created.status).toBe(201);
    expect(await t.db.select().from(credentials).where(eq(credentials.id_user_primary, created.body.data.id))).toEqual([]);
  });

  it('refuses in the spec’s order: the person’s data, then default product, course, schedule and guardian', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'El campo Tipo de documento es requerido'],
      [{ type_doc: 4 }, 'El campo Número de documento es requerido'],
      [{ type_doc: 4, num_doc: '1', name: 'X' }, 'El campo Fecha de nacimiento es requerido'],
      [{ ...valid, email: 'sin-arroba' }, 'El campo Correo electrónico es requerido'],
      [{ ...valid, cellphone: '' }, 'El campo Celular es requerido'],
      [{ ...valid, productodefault: undefined, select_course: undefined }, 'El Producto por defecto es requerido'],
      [{ ...valid, select_course: undefined, turno: undefined }, 'El Curso es requerido'],
      [{ ...valid, turno: undefined, select_attendant: undefined }, 'El Horario es requerido'],
      [{ ...valid, select_attendant: undefined }, 'El Acudiente es requerido'],
    ];
    for (const [body, message] of steps) {
      const refused = await unchanged(t, () => admin.post('/api/academic/students', body), PEOPLE);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toContain(message);
    }
  });

  it('says which of document and e-mail is taken, with the flags in data', async () => {
    // Valentina's, the demo's: taken whatever this file created before.
    const [valentina] = await t.db.select().from(users).where(eq(users.num_doc, DEMO_STUDENT.num_doc));
    const hers = { ...valid, num_doc: valentina.num_doc, email: valentina.email };
    const document = await unchanged(t, () => admin.post('/api/academic/students', { ...hers, email: 'otro@colegio.demo' }), PEOPLE);
    expect(document.status).toBe(409);
    expect(document.body.message).toBe('Encontramos un error: El numero de documento ya se encuentra registrado');
    expect(document.body.data).toEqual({ num_doc: true, email: false });
    const both = await unchanged(t, () => admin.post('/api/academic/students', hers), PEOPLE);
    expect(both.body.data).toEqual({ num_doc: true, email: true });
    expect(both.body.errors).toEqual({
      num_doc: 'El numero de documento ya se encuentra registrado',
      email: 'El email ya se encuentra registrado',
    });
  });

  it('refuses an unknown course, guardian, product or schedule, a bad photo or coordinates, naming the field', async () => {
    const fresh = { ...valid, num_doc: '1098700099', email: 'nuevo@estudiantes.colegio.demo' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...fresh, select_course: 99999 }, 'select_course', 'El curso seleccionado no existe'],
      [{ ...fresh, select_attendant: 99999 }, 'select_attendant', 'El acudiente seleccionado no existe'],
      [{ ...fresh, productodefault: 99999 }, 'productodefault', 'El producto por defecto seleccionado no es un producto del restaurante'],
      [{ ...fresh, turno: 99999 }, 'turno', 'El horario seleccionado no existe'],
      [{ ...fresh, latitud: 95 }, 'latitud', 'El campo Latitud no puede ser mayor a 90'],
      [{ ...fresh, type_doc: 8 }, 'type_doc', 'El valor del campo Tipo de documento no es una opción válida'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await unchanged(t, () => admin.post('/api/academic/students', body), PEOPLE);
      expect(refused.status, message).toBe(400);
      expect(refused.body.errors?.[field], message).toBe(message);
    }
    const photo = await unchanged(
      t,
      () => admin.post('/api/academic/students', { ...fresh, image: Buffer.from('no es una imagen').toString('base64') }),
      PEOPLE,
    );
    expect(photo.status).toBe(400);
    expect(photo.body.errors).toHaveProperty('image');
  });
});

describe('the course dialog and the routes: students by surname and course', () => {
  it('finds by a part of the name, by course, or both, and needs one of them', async () => {
    type Found = { id_user: number; name: string; id_course: number | null; curso: string | null; latitud: number | null };
    const byName = await admin.post<Found[]>('/api/academic/courses/students', { apellido: 'rojas' });
    expect(byName.status).toBe(200);
    expect(byName.body.data.length).toBeGreaterThan(0);
    expect(byName.body.data.every((s) => /rojas/i.test(s.name))).toBe(true);
    const course = byName.body.data[0].id_course!;
    const both = await admin.post<Found[]>('/api/academic/courses/students', { apellido: 'rojas', id_course: course });
    expect(both.body.data.every((s) => s.id_course === course && /rojas/i.test(s.name))).toBe(true);
    const byCourse = await admin.post<Found[]>('/api/academic/courses/students', { id_course: course });
    expect(byCourse.body.data.every((s) => s.id_course === course)).toBe(true);
    const neither = await admin.post('/api/academic/courses/students', {});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('Debe seleccionar por lo menos un campo');
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await cashier.api.post('/api/academic/courses/students', { apellido: 'rojas' })).status).toBe(403);
  });

  it('refuses a default product that is not the restaurant’s', async () => {
    const [snack] = await t.db.select().from(products).where(eq(products.store, STORE.cafeteria)).limit(1);
    const refused = await unchanged(
      t,
      () => admin.post('/api/academic/students', { ...valid, num_doc: '1098700555', email: 'snack@colegio.demo', productodefault: snack.id }),
      PEOPLE,
    );
    expect(refused.body.errors).toEqual({ productodefault: 'El producto por defecto seleccionado no es un producto del restaurante' });
  });
});

describe('editing a student', () => {
  it('changes what the form changed in both rows, and refuses another person’s document', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.num_doc, DEMO_STUDENT.num_doc));
    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Undécimo'));
    const edited = await editRecord<Student>(admin, '/api/academic/students', row.id, { select_course: course.id, longitud: -73.11, phone: '6070000000' });
    expect(edited.status, edited.body.message).toBe(200);
    // The definition's message (studentsResource.messages): 'creado' would mislead after an edit.
    expect(edited.body.message).toBe('Estudiante actualizado correctamente');
    expect(edited.body.data).toMatchObject({ select_course: course.id, curso: 'Undécimo', longitud: -73.11, phone: '6070000000', name: DEMO_STUDENT.name });
    // Another demo student's document (Mateo's).
    const taken = await unchanged(t, () => editRecord(admin, '/api/academic/students', row.id, { num_doc: MATEO }), PEOPLE);
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual({ num_doc: true, email: false });
    // Its own document again is no duplicate.
    expect((await editRecord(admin, '/api/academic/students', row.id, { num_doc: DEMO_STUDENT.num_doc })).status).toBe(200);
    const form = (await admin.get<Student>(`/api/academic/students/${row.id}/edit`)).body.data;
    expect((await admin.put('/api/academic/students/999999', { ...form, name: 'Nadie' })).status).toBe(404);
  });
});

describe('who may', () => {
  it('lets whoever manages guardians read the students in their care, not write them', async () => {
    const [g] = await t.db.select({ id: students.id_attendant }).from(students).limit(1);
    const clerk = await staffWith(t, admin, ['academic', 'academic.attendant']);
    const theirs = await clerk.api.get<Student[]>(`/api/academic/students?filter=${encodeURIComponent(JSON.stringify({ select_attendant: g.id }))}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.length).toBeGreaterThan(0);
    expect(theirs.body.data.every((s) => s.select_attendant === g.id)).toBe(true);
    const refused = await unchanged(
      t,
      () => clerk.api.post('/api/academic/students', { ...valid, num_doc: '1098700888', email: 'otra@colegio.demo' }),
      PEOPLE,
    );
    expect(refused.status).toBe(403);
  });

  it('needs a session and the students key', async () => {
    expect((await anonymous.get('/api/academic/students')).status).toBe(401);
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await cashier.api.get('/api/academic/students')).status).toBe(403);
    const refused = await unchanged(
      t,
      () => cashier.api.post('/api/academic/students', { ...valid, num_doc: '1098700777', email: 'pirata@colegio.demo' }),
      PEOPLE,
    );
    expect(refused.status).toBe(403);
  });
});

/**
 * Students (spec part 2 §2, §3, §5, §8): a user with the role Estudiante plus the student row; the
 * list and one student, the course dialog's search, an edit of both rows, and who may; refusals in the
 * spec's words, changing nothing. Creating a student is in students-create.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/stores';
import { courses, products, students, users } from '../../server/db/schema';
import { DEMO_STUDENT, editRecord, MATEO, staffWith, unchanged } from './fixtures';
import {
  admin,
  anonymous,
  openStudentsSchool,
  PEOPLE,
  type Student,
  t,
  valid,
} from './fixtures/students-school';

openStudentsSchool();

describe('the students list and one student', () => {
  it('lists the demo students with their course and guardian, searched and filtered in SQL', async () => {
    const list = await admin.get<Student[]>('/api/academic/students?perPage=1000');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(list.body.data.length);
    const valentina = list.body.data.find((s) => s.num_doc === DEMO_STUDENT.num_doc)!;
    expect(valentina).toMatchObject({
      name: DEMO_STUDENT.name,
      curso: expect.any(String),
      acudiente: expect.any(String),
    });
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
      expect.arrayContaining([
        'latitud',
        'longitud',
        'products',
        'curso',
        'acudiente',
        'url',
        'select_course',
        'select_attendant',
        'productodefault',
      ]),
    );
    expect(typeof one.body.data.latitud).toBe('number');
    expect((await admin.get('/api/academic/students/999999/edit')).status).toBe(404);
    const form = await admin.get<{ fields: { source: string }[] }>('/api/academic/students/create');
    expect(form.body.data.fields.map((f) => f.source)).toContain('select_attendant');
  });
});

describe('the course dialog and the routes: students by surname and course', () => {
  it('finds by a part of the name, by course, or both, and needs one of them', async () => {
    type Found = {
      id_user: number;
      name: string;
      id_course: number | null;
      curso: string | null;
      latitud: number | null;
    };
    const byName = await admin.post<Found[]>('/api/academic/courses/students', { apellido: 'rojas' });
    expect(byName.status).toBe(200);
    expect(byName.body.data.length).toBeGreaterThan(0);
    expect(byName.body.data.every((s) => /rojas/i.test(s.name))).toBe(true);
    const course = byName.body.data[0].id_course!;
    const both = await admin.post<Found[]>('/api/academic/courses/students', {
      apellido: 'rojas',
      id_course: course,
    });
    expect(both.body.data.every((s) => s.id_course === course && /rojas/i.test(s.name))).toBe(true);
    const byCourse = await admin.post<Found[]>('/api/academic/courses/students', { id_course: course });
    expect(byCourse.body.data.every((s) => s.id_course === course)).toBe(true);
    const neither = await admin.post('/api/academic/courses/students', {});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('Debe seleccionar por lo menos un campo');
    const cashier = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos']);
    expect((await cashier.api.post('/api/academic/courses/students', { apellido: 'rojas' })).status).toBe(
      403,
    );
  });

  it('refuses a default product that is not the restaurant’s', async () => {
    const [snack] = await t.db.select().from(products).where(eq(products.store, STORE.cafeteria)).limit(1);
    const refused = await unchanged(
      t,
      () =>
        admin.post('/api/academic/students', {
          ...valid,
          num_doc: '1098700555',
          email: 'snack@colegio.demo',
          productodefault: snack.id,
        }),
      PEOPLE,
    );
    expect(refused.body.errors).toEqual({
      productodefault: 'El producto por defecto seleccionado no es un producto del restaurante',
    });
  });
});

describe('editing a student', () => {
  it('changes what the form changed in both rows, and refuses another person’s document', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.num_doc, DEMO_STUDENT.num_doc));
    const [course] = await t.db.select().from(courses).where(eq(courses.name, 'Undécimo'));
    const edited = await editRecord<Student>(admin, '/api/academic/students', row.id, {
      select_course: course.id,
      longitud: -73.11,
      phone: '6070000000',
    });
    expect(edited.status, edited.body.message).toBe(200);
    // The definition's message (studentsResource.messages): 'creado' would mislead after an edit.
    expect(edited.body.message).toBe('Estudiante actualizado correctamente');
    expect(edited.body.data).toMatchObject({
      select_course: course.id,
      curso: 'Undécimo',
      longitud: -73.11,
      phone: '6070000000',
      name: DEMO_STUDENT.name,
    });
    // Another demo student's document (Mateo's).
    const taken = await unchanged(
      t,
      () => editRecord(admin, '/api/academic/students', row.id, { num_doc: MATEO }),
      PEOPLE,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual({ num_doc: true, email: false });
    // Its own document again is no duplicate.
    expect(
      (await editRecord(admin, '/api/academic/students', row.id, { num_doc: DEMO_STUDENT.num_doc })).status,
    ).toBe(200);
    const form = (await admin.get<Student>(`/api/academic/students/${row.id}/edit`)).body.data;
    expect((await admin.put('/api/academic/students/999999', { ...form, name: 'Nadie' })).status).toBe(404);
  });
});

describe('who may', () => {
  it('lets whoever manages guardians read the students in their care, not write them', async () => {
    const [g] = await t.db.select({ id: students.id_attendant }).from(students).limit(1);
    const clerk = await staffWith(t, admin, ['academic', 'academic.attendant']);
    const theirs = await clerk.api.get<Student[]>(
      `/api/academic/students?filter=${encodeURIComponent(JSON.stringify({ select_attendant: g.id }))}`,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.length).toBeGreaterThan(0);
    expect(theirs.body.data.every((s) => s.select_attendant === g.id)).toBe(true);
    const refused = await unchanged(
      t,
      () =>
        clerk.api.post('/api/academic/students', {
          ...valid,
          num_doc: '1098700888',
          email: 'otra@colegio.demo',
        }),
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
      () =>
        cashier.api.post('/api/academic/students', {
          ...valid,
          num_doc: '1098700777',
          email: 'pirata@colegio.demo',
        }),
      PEOPLE,
    );
    expect(refused.status).toBe(403);
  });
});

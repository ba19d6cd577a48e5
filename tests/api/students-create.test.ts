/**
 * Creating a student (spec part 2 §2, §3, §5, §8): the user with the role Estudiante, the student row
 * and a credential written together; refusals in the spec's order and words, changing nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentials, users } from '../../server/db/schema';
import { DEMO_STUDENT, unchanged } from './fixtures';
import { admin, openStudentsSchool, PEOPLE, type Student, t, valid } from './fixtures/students-school';

openStudentsSchool();

describe('creating a student', () => {
  it('writes the user, the student row and a credential in one go, and the users screen sees the same person', async () => {
    const created = await admin.post<Student>('/api/academic/students', valid);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Estudiante creado correctamente');
    expect(created.body.data).toMatchObject({
      name: 'Sofía Herrera Díaz',
      num_doc: '1098700001',
      latitud: 7.1201,
      curso: expect.any(String),
    });
    const id = created.body.data.id;
    const [credential] = await t.db.select().from(credentials).where(eq(credentials.id_user_primary, id));
    expect(credential).toMatchObject({ saldo: 0, active: 1 });
    const asUser = await admin.get<Record<string, unknown>>(`/api/admin/users/${id}/edit`);
    expect(asUser.body.data).toMatchObject({
      name: 'Sofía Herrera Díaz',
      num_doc: '1098700001',
      email: 'sofia.herrera@estudiantes.colegio.demo',
    });
  });

  it('can leave the credential for later', async () => {
    const created = await admin.post<Student>('/api/academic/students', {
      ...valid,
      num_doc: '1098700002',
      email: 'tomas.rios@estudiantes.colegio.demo',
      carnet: 0,
    });
    expect(created.status).toBe(201);
    expect(
      await t.db.select().from(credentials).where(eq(credentials.id_user_primary, created.body.data.id)),
    ).toEqual([]);
  });

  it('refuses in the spec’s order: the person’s data, then default product, course, schedule and guardian', async () => {
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'El campo Tipo de documento es requerido'],
      [{ type_doc: 4 }, 'El campo Número de documento es requerido'],
      [{ type_doc: 4, num_doc: '1', name: 'X' }, 'El campo Fecha de nacimiento es requerido'],
      [{ ...valid, email: 'sin-arroba' }, 'El campo Correo electrónico es requerido'],
      [{ ...valid, cellphone: '' }, 'El campo Celular es requerido'],
      [
        { ...valid, productodefault: undefined, select_course: undefined },
        'El Producto por defecto es requerido',
      ],
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
    const document = await unchanged(
      t,
      () => admin.post('/api/academic/students', { ...hers, email: 'otro@colegio.demo' }),
      PEOPLE,
    );
    expect(document.status).toBe(409);
    expect(document.body.message).toBe(
      'Encontramos un error: El numero de documento ya se encuentra registrado',
    );
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
      [
        { ...fresh, productodefault: 99999 },
        'productodefault',
        'El producto por defecto seleccionado no es un producto del restaurante',
      ],
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
      () =>
        admin.post('/api/academic/students', {
          ...fresh,
          image: Buffer.from('no es una imagen').toString('base64'),
        }),
      PEOPLE,
    );
    expect(photo.status).toBe(400);
    expect(photo.body.errors).toHaveProperty('image');
  });
});

/**
 * Nobody grants what they do not hold, for the students' role (issue 29, item 9): a student is created
 * with that role through the users screen's rule, by the form and by the import; once the role holds
 * keys the registrar lacks, neither gives it, and nothing is written.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS_MESSAGES } from '../../src/domain/permissions';
import { STORE } from '../../src/domain/stores';
import { IMPORT_COLUMNS } from '../../src/domain/studentImport';
import { STUDENT_ROLE } from '../../server/db/seed';
import { courses, credentials, guardians, products, roles, shifts, students } from '../../server/db/schema';
import { ACCESS, type Api, staffWith, unchanged } from './fixtures';
import { admin, newUser, openRightsSchool, refused, roleId, t } from './fixtures/rights-school';

openRightsSchool();

describe("students: created with the students' role through the users screen's rule (issue 29, item 9)", () => {
  /** What a new student writes. */
  const PEOPLE = { ...ACCESS, students, credentials, guardians, courses };
  let registrar: Api;
  let body: Record<string, unknown>;
  let csvRow: Record<string, string>;

  beforeAll(async () => {
    // Registers students and manages users: both screens that give the students' role.
    registrar = (
      await staffWith(t, admin, ['dashboard', 'admin', 'admin.users', 'academic', 'academic.students'])
    ).api;
    const [course] = await t.db.select().from(courses).orderBy(asc(courses.id)).limit(1);
    const [guardian] = await t.db.select().from(guardians).orderBy(asc(guardians.id)).limit(1);
    const [shift] = await t.db.select().from(shifts).orderBy(asc(shifts.id)).limit(1);
    const [meal] = await t.db
      .select()
      .from(products)
      .where(eq(products.store, STORE.restaurant))
      .orderBy(asc(products.id))
      .limit(1);
    const person = {
      type_doc: 4,
      fechaNacimiento: '2015-06-02',
      address: 'Calle 45 # 27-10',
      phone: '6076340000',
      cellphone: '3105550199',
    };
    body = {
      ...person,
      num_doc: '1098799001',
      name: 'Estudiante Derechos',
      email: 'derechos.estudiante@estudiantes.colegio.demo',
      turno: shift.id,
      productodefault: meal.id,
      select_course: course.id,
      select_attendant: guardian.id,
    };
    csvRow = {
      ...Object.fromEntries(Object.entries(person).map(([k, v]) => [k, String(v)])),
      type_doc: 'TI',
      num_doc: '1098799002',
      name: 'Estudiante Importado Derechos',
      email: 'derechos.importado@estudiantes.colegio.demo',
      productodefault: String(meal.id),
      select_course: course.name,
      turno: String(shift.id),
      acudiente_num_doc: guardian.num_doc,
    };
  });

  const csvFile = () => {
    const keys = IMPORT_COLUMNS.map((c) => c.key);
    const text = `${keys.join(';')}\r\n${keys.map((k) => csvRow[k] ?? '').join(';')}\r\n`;
    return { file: Buffer.from(text, 'utf8').toString('base64'), carnet: 1 };
  };
  const setStudentRoleKeys = (keys: string[]) =>
    t.db.update(roles).set({ function: keys }).where(eq(roles.name, STUDENT_ROLE));

  it("while the students' role holds no key, whoever registers students creates them, by the form and by the import", async () => {
    const one = await registrar.post<{ id: number }>('/api/academic/students', {
      ...body,
      num_doc: '1098799003',
      email: 'derechos.3@estudiantes.colegio.demo',
    });
    expect(one.status, one.body.message).toBe(201);
    const imported = await registrar.post<{ created: number }>('/api/academic/students/import', csvFile());
    expect(imported.status, imported.body.message).toBe(200);
    expect(imported.body.data.created).toBe(1);
  });

  it('once that role holds keys the registrar lacks, neither the form nor the import gives it, and nothing is written', async () => {
    await setStudentRoleKeys(['dashboard', 'carnets', 'carnets.recharge']);
    try {
      csvRow = { ...csvRow, num_doc: '1098799004', email: 'derechos.4@estudiantes.colegio.demo' };
      for (const call of [
        () => registrar.post('/api/academic/students', body),
        () => registrar.post('/api/academic/students/import', csvFile()),
      ]) {
        const res = await unchanged(t, call, PEOPLE);
        expect(res.status, res.body.message).toBe(403);
        expect(res.body).toMatchObject({ code: 0, reason: 'forbidden', message: RIGHTS_MESSAGES.assignRole });
      }
      // The users screen refuses the same role to the same person with the same words.
      await refused(
        () => registrar.post('/api/admin/users', newUser(roleId.Estudiante)),
        RIGHTS_MESSAGES.assignRole,
        'id_rol',
      );
      // Whoever holds those keys may.
      const byAdmin = await admin.post('/api/academic/students', body);
      expect(byAdmin.status, byAdmin.body.message).toBe(201);
    } finally {
      await setStudentRoleKeys([]);
    }
  });
});

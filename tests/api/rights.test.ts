/**
 * Nobody grants what they do not hold: on every user path (create, update, reset-pass,
 * delete/deactivate, reactivate) and every role path, two staff members of different rights
 * (the demo secretary, who holds the users key but not the administrator's keys, and a role
 * manager) are refused with a 403 that says why, and nothing changes; within their own keys
 * the same calls succeed.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS_MESSAGES } from '../../src/domain/permissions';
import { STORE } from '../../src/domain/stores';
import { IMPORT_COLUMNS } from '../../src/domain/studentImport';
import { STUDENT_ROLE } from '../../server/db/seed';
import { courses, credentials, guardians, products, roles, shifts, students, users } from '../../server/db/schema';
import {
  ACCESS,
  type Api,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  login,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
  editRecord,
} from './fixtures';

let t: TestApp;
let admin: Api;
let secretary: Api;
const roleId: Record<string, number> = {};
const userId: Record<string, number> = {};

beforeAll(async () => {
  ({ t, admin: { api: admin }, secretary: { api: secretary } } = await schoolWithStaff({ staff: ['admin', 'secretary'] }));
  for (const r of await t.db.select().from(roles)) roleId[r.name] = r.id;
  for (const u of await t.db.select().from(users)) userId[u.email] = u.id;
});
afterAll(() => t?.close());

/** Runs `call`, expects the 403 with `message` (on `field` when given), and that users, roles and sessions are as they were. */
async function refused(call: () => Promise<{ status: number; body: { code: number; message: string; reason?: unknown; errors?: unknown } }>, message: string, field?: string) {
  const res = await unchanged(t, call, ACCESS);
  expect(res.status, res.body.message).toBe(403);
  expect(res.body).toMatchObject({ code: 0, message, reason: 'forbidden' });
  if (field) expect(res.body.errors).toEqual({ [field]: message });
  return res;
}

let seq = 0;
const newUser = (id_rol: number) => {
  seq += 1;
  return {
    name: `Persona Derechos ${seq}`,
    email: `derechos${seq}@colegio.demo`,
    type_doc: 1,
    num_doc: `66100${seq}`,
    id_rol,
    password: 'Clave2026!',
  };
};

describe('users: the secretary holds the users key, not the administrator keys', () => {
  it('cannot create a user with a role holding keys she lacks, nor give one to anybody', async () => {
    await refused(() => secretary.post('/api/admin/users', newUser(roleId.Administrador)), RIGHTS_MESSAGES.assignRole, 'id_rol');
    await refused(() => secretary.post('/api/admin/users', newUser(roleId.Cajero)), RIGHTS_MESSAGES.assignRole, 'id_rol');
    const created = await secretary.post<{ id: number }>('/api/admin/users', newUser(roleId['Secretaría']));
    expect(created.status, created.body.message).toBe(201);
    await refused(
      () => editRecord(secretary, '/api/admin/users', created.body.data.id, { id_rol: roleId.Administrador }),
      RIGHTS_MESSAGES.assignRole,
      'id_rol',
    );
  });

  it('cannot make herself administrator', async () => {
    const me = userId[DEMO_SECRETARY];
    await refused(() => editRecord(secretary, '/api/admin/users', me, { id_rol: roleId.Administrador }), RIGHTS_MESSAGES.assignRole, 'id_rol');
    const [row] = await t.db.select().from(users).where(eq(users.id, me));
    expect(row.id_rol).toBe(roleId['Secretaría']);
    // Her own record, within her keys, she may still edit.
    const res = await editRecord(secretary, '/api/admin/users', me, { phone: '6015550000' });
    expect(res.status, res.body.message).toBe(200);
  });

  it("cannot reset the administrator's password, nor read a new one", async () => {
    const res = await refused(() => secretary.get(`/api/admin/reset-pass/${userId[DEMO_ADMIN]}`), RIGHTS_MESSAGES.manageUser);
    expect(JSON.stringify(res.body)).not.toContain('password');
    // The administrator still signs in with the old password.
    expect(await login(t.app, DEMO_ADMIN, DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it('cannot edit, delete or deactivate a user whose role holds keys she lacks', async () => {
    await refused(() => editRecord(secretary, '/api/admin/users', userId[DEMO_ADMIN], { name: 'Otro nombre' }), RIGHTS_MESSAGES.manageUser);
    await refused(() => editRecord(secretary, '/api/admin/users', userId[DEMO_CASHIER], { phone: '1' }), RIGHTS_MESSAGES.manageUser);
    await refused(() => secretary.delete(`/api/admin/users/${userId[DEMO_ADMIN]}`), RIGHTS_MESSAGES.manageUser);
    await refused(() => secretary.delete(`/api/admin/users/${userId[DEMO_CASHIER]}`), RIGHTS_MESSAGES.manageUser);
  });

  it('cannot reactivate such a user', async () => {
    const cashier = await admin.post<{ id: number }>('/api/admin/users', newUser(roleId.Cajero));
    expect(cashier.status).toBe(201);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, cashier.body.data.id));
    await refused(() => secretary.put(`/api/admin/usersdel/${cashier.body.data.id}`), RIGHTS_MESSAGES.manageUser);
    expect((await admin.put(`/api/admin/usersdel/${cashier.body.data.id}`)).status).toBe(200);
  });

  it('within her keys: creates, edits, resets, deletes and reactivates students and secretaries', async () => {
    for (const role of [roleId.Estudiante, roleId['Secretaría']]) {
      const created = await secretary.post<{ id: number }>('/api/admin/users', newUser(role));
      expect(created.status, created.body.message).toBe(201);
      const id = created.body.data.id;
      expect((await editRecord(secretary, '/api/admin/users', id, { name: 'Nombre Cambiado' })).status).toBe(200);
      const reset = await secretary.get<{ password: string }>(`/api/admin/reset-pass/${id}`);
      expect(reset.status).toBe(200);
      expect(reset.body.data.password).toEqual(expect.any(String));
      await t.db.update(users).set({ active: 0 }).where(eq(users.id, id));
      expect((await secretary.put(`/api/admin/usersdel/${id}`)).status).toBe(200);
      expect((await secretary.delete(`/api/admin/users/${id}`)).status).toBe(200);
    }
  });
});

describe('roles: only with the roles key, and only with keys one holds', () => {
  let manager: Api;
  const managerKeys = ['dashboard', 'admin', 'admin.users', 'admin.roles'];

  beforeAll(async () => {
    manager = (await staffWith(t, admin, managerKeys)).api;
  });

  const role = (keys: string[]) => {
    seq += 1;
    return { name: `Rol derechos ${seq}`, description: 'Rol de prueba de derechos', function: keys };
  };

  it('the secretary, without the roles key, can neither create, change nor delete roles', async () => {
    for (const call of [
      () => secretary.post('/api/admin/roles', role(['dashboard'])),
      () => secretary.put(`/api/admin/roles/${roleId['Secretaría']}`, { function: [...managerKeys] }),
      () => secretary.delete(`/api/admin/roles/${roleId.Estudiante}`),
    ]) {
      await unchanged(
        t,
        async () => {
          expect((await call()).status).toBe(403);
        },
        { roles },
      );
    }
  });

  it('a role manager cannot put keys he lacks in a role', async () => {
    await refused(() => manager.post('/api/admin/roles', role(['dashboard', 'carnets', 'carnets.recharge'])), RIGHTS_MESSAGES.grantKeys, 'function');
    const own = await manager.post<{ id: number }>('/api/admin/roles', role(['dashboard', 'admin', 'admin.users']));
    expect(own.status, own.body.message).toBe(201);
    await refused(
      () => editRecord(manager, '/api/admin/roles', own.body.data.id, { function: ['dashboard', 'admin', 'admin.users', 'admin.schools'] }),
      RIGHTS_MESSAGES.grantKeys,
      'function',
    );
    expect((await editRecord(manager, '/api/admin/roles', own.body.data.id, { description: 'Cambiada' })).status).toBe(200);
    expect((await manager.delete(`/api/admin/roles/${own.body.data.id}`)).status).toBe(200);
  });

  it("a role manager cannot change or delete a role holding keys he lacks, not even to take keys away", async () => {
    await refused(() => editRecord(manager, '/api/admin/roles', roleId.Administrador, { function: ['dashboard'] }), RIGHTS_MESSAGES.manageRole);
    await refused(() => editRecord(manager, '/api/admin/roles', roleId.Cajero, { description: 'Otra' }), RIGHTS_MESSAGES.manageRole);
    const unused = await admin.post<{ id: number }>('/api/admin/roles', role(['dashboard', 'carnets', 'carnets.list']));
    await refused(() => manager.delete(`/api/admin/roles/${unused.body.data.id}`), RIGHTS_MESSAGES.manageRole);
  });

  it("the administrator, holding every key, may do all of it", async () => {
    const created = await admin.post<{ id: number }>('/api/admin/roles', role(['dashboard', 'carnets', 'carnets.recharge']));
    expect(created.status).toBe(201);
    expect((await editRecord(admin, '/api/admin/roles', created.body.data.id, { function: ['dashboard'] })).status).toBe(200);
    expect((await admin.delete(`/api/admin/roles/${created.body.data.id}`)).status).toBe(200);
  });
});

describe('students: created with the students\' role through the users screen\'s rule (issue 29, item 9)', () => {
  /** What a new student writes. */
  const PEOPLE = { ...ACCESS, students, credentials, guardians, courses };
  let registrar: Api;
  let body: Record<string, unknown>;
  let csvRow: Record<string, string>;

  beforeAll(async () => {
    // Registers students and manages users: both screens that give the students' role.
    registrar = (await staffWith(t, admin, ['dashboard', 'admin', 'admin.users', 'academic', 'academic.students'])).api;
    const [course] = await t.db.select().from(courses).orderBy(asc(courses.id)).limit(1);
    const [guardian] = await t.db.select().from(guardians).orderBy(asc(guardians.id)).limit(1);
    const [shift] = await t.db.select().from(shifts).orderBy(asc(shifts.id)).limit(1);
    const [meal] = await t.db.select().from(products).where(eq(products.store, STORE.restaurant)).orderBy(asc(products.id)).limit(1);
    const person = { type_doc: 4, fechaNacimiento: '2015-06-02', address: 'Calle 45 # 27-10', phone: '6076340000', cellphone: '3105550199' };
    body = { ...person, num_doc: '1098799001', name: 'Estudiante Derechos', email: 'derechos.estudiante@estudiantes.colegio.demo', turno: shift.id, productodefault: meal.id, select_course: course.id, select_attendant: guardian.id };
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
  const setStudentRoleKeys = (keys: string[]) => t.db.update(roles).set({ function: keys }).where(eq(roles.name, STUDENT_ROLE));

  it('while the students\' role holds no key, whoever registers students creates them, by the form and by the import', async () => {
    const one = await registrar.post<{ id: number }>('/api/academic/students', { ...body, num_doc: '1098799003', email: 'derechos.3@estudiantes.colegio.demo' });
    expect(one.status, one.body.message).toBe(201);
    const imported = await registrar.post<{ created: number }>('/api/academic/students/import', csvFile());
    expect(imported.status, imported.body.message).toBe(200);
    expect(imported.body.data.created).toBe(1);
  });

  it('once that role holds keys the registrar lacks, neither the form nor the import gives it, and nothing is written', async () => {
    await setStudentRoleKeys(['dashboard', 'carnets', 'carnets.recharge']);
    try {
      csvRow = { ...csvRow, num_doc: '1098799004', email: 'derechos.4@estudiantes.colegio.demo' };
      for (const call of [() => registrar.post('/api/academic/students', body), () => registrar.post('/api/academic/students/import', csvFile())]) {
        const res = await unchanged(t, call, PEOPLE);
        expect(res.status, res.body.message).toBe(403);
        expect(res.body).toMatchObject({ code: 0, reason: 'forbidden', message: RIGHTS_MESSAGES.assignRole });
      }
      // The users screen refuses the same role to the same person with the same words.
      await refused(() => registrar.post('/api/admin/users', newUser(roleId.Estudiante)), RIGHTS_MESSAGES.assignRole, 'id_rol');
      // Whoever holds those keys may.
      const byAdmin = await admin.post('/api/academic/students', body);
      expect(byAdmin.status, byAdmin.body.message).toBe(201);
    } finally {
      await setStudentRoleKeys([]);
    }
  });
});

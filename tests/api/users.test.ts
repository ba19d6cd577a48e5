import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_STUDENTS } from '../../server/demo/demo-people';
import { DEMO_STUDENTS } from '../../server/demo/seed';
import { images, roles, sessions, users } from '../../server/db/schema';
import {
  api,
  type Api,
  concreteUrl,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  isPublicApiRoute,
  listUrl,
  login,
  registeredRoutes,
  schoolWithStaff,
  snapshot,
  type TestApp,
  tinyPng,
  unchanged,
  editRecord,
} from './fixtures';

type UserRow = Record<string, unknown> & { id: number; name: string; email: string };

let t: TestApp;
let admin: Api;
let adminId: number;
const roleId: Record<string, number> = {};

beforeAll(async () => {
  ({ t, admin: { api: admin, id: adminId } } = await schoolWithStaff({ staff: ['admin'] }));
  for (const r of await t.db.select().from(roles)) roleId[r.name] = r.id;
});
afterAll(() => t?.close());

/** The demo school holds 5 staff members and 300 students (users with the role Estudiante). */
const STUDENTS = DEMO_STUDENTS.length + GENERATED_STUDENTS;
const ALL = 5 + STUDENTS;
/** The list filtered to four of the staff roles (not Almacén), for the tests of paging and sorting mechanics. */
const STAFF = 4;
const staffOnly = () => ({ id_rol: [roleId.Administrador, roleId.Cajero, roleId['Secretaría'], roleId['Portería']] });

let seq = 0;
/** A valid create body with a unique e-mail and document. */
function newUser(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: `Usuario Prueba ${seq}`,
    email: `prueba${seq}@colegio.demo`,
    type_doc: 1,
    num_doc: `77000${seq}`,
    id_rol: roleId['Secretaría'],
    password: 'Clave2026!',
    ...overrides,
  };
}

async function createUser(overrides: Record<string, unknown> = {}) {
  const body = newUser(overrides);
  const res = await admin.post<UserRow>('/api/admin/users', body);
  expect(res.status, res.body.message).toBe(201);
  return { ...res.body.data, password: body.password };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('list', () => {
  it('pages in the database and reports the total', async () => {
    const filter = staffOnly();
    const page1 = await admin.get<UserRow[]>(listUrl('/api/admin/users', { page: 1, perPage: 2, filter }));
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(STAFF);
    expect(page1.body.data.map((u) => u.name)).toEqual(['Administrador Demo', 'Carlos Cajero']);
    const page2 = await admin.get<UserRow[]>(listUrl('/api/admin/users', { page: 2, perPage: 2, filter }));
    expect(page2.body.data.map((u) => u.name)).toEqual(['Pedro Portero', 'Sandra Secretaria']);
    expect(page2.body.total).toBe(STAFF);
    const page3 = await admin.get<UserRow[]>(listUrl('/api/admin/users', { page: 3, perPage: 2, filter }));
    expect(page3.body.data).toEqual([]);
    expect(page3.body.total).toBe(STAFF);
    // Unfiltered: every active user, students included, 10 per page by default.
    const all = await admin.get<UserRow[]>('/api/admin/users');
    expect(all.body.total).toBe(ALL);
    expect(all.body.data).toHaveLength(10);
    const pages = Math.ceil(ALL / 10);
    const last = await admin.get<UserRow[]>(listUrl('/api/admin/users', { page: pages }));
    expect(last.body.data).toHaveLength(ALL - 10 * (pages - 1));
  });

  it('never sends the password hash', async () => {
    const res = await admin.get<UserRow[]>(listUrl('/api/admin/users', { perPage: 1000 }));
    expect(res.body.data).toHaveLength(ALL);
    for (const u of res.body.data) {
      expect(u).not.toHaveProperty('password_hash');
      expect(u).not.toHaveProperty('password');
    }
    expect(res.raw).not.toContain('scrypt$');
  });

  it('sorts by a column in either order, and refuses unknown or secret columns', async () => {
    const filter = staffOnly();
    const desc = await admin.get<UserRow[]>(listUrl('/api/admin/users', { sort: 'name', order: 'DESC', filter }));
    expect(desc.body.data.map((u) => u.name)).toEqual([
      'Sandra Secretaria',
      'Pedro Portero',
      'Carlos Cajero',
      'Administrador Demo',
    ]);
    const byDoc = await admin.get<UserRow[]>(
      listUrl('/api/admin/users', { sort: 'num_doc', order: 'desc', filter }),
    );
    expect(byDoc.body.data.map((u) => u.num_doc)).toEqual(['1000000004', '1000000003', '1000000002', '1000000001']);
    for (const sort of ['password', 'password_hash', 'nope']) {
      const res = await admin.get(listUrl('/api/admin/users', { sort }));
      expect(res.status, sort).toBe(400);
      expect(res.body.errors?.sort).toBe(`No se puede ordenar por ${sort}`);
    }
    const badOrder = await admin.get(listUrl('/api/admin/users', { sort: 'name', order: 'UP' }));
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.errors?.order).toBe('order debe ser ASC o DESC');
  });

  it('searches name, e-mail and document with q, treating % and _ literally', async () => {
    const byName = await admin.get<UserRow[]>(listUrl('/api/admin/users', { q: 'CAJERO' }));
    expect(byName.body.data.map((u) => u.email)).toEqual([DEMO_CASHIER]);
    expect(byName.body.total).toBe(1);
    const byDoc = await admin.get<UserRow[]>(listUrl('/api/admin/users', { q: '1000000003' }));
    expect(byDoc.body.data.map((u) => u.name)).toEqual(['Sandra Secretaria']);
    const all = await admin.get<UserRow[]>(listUrl('/api/admin/users', { q: 'colegio.demo' }));
    expect(all.body.total).toBe(ALL);
    const students = await admin.get<UserRow[]>(listUrl('/api/admin/users', { q: '@estudiantes.' }));
    expect(students.body.total).toBe(STUDENTS);
    for (const q of ['%', '_', 'zzz-nadie']) {
      const none = await admin.get(listUrl('/api/admin/users', { q }));
      expect(none.status).toBe(200);
      expect(none.body.total, q).toBe(0);
    }
  });

  it('filters with a JSON object: field values, id lists, and refuses unknown keys', async () => {
    const cashiers = await admin.get<UserRow[]>(
      listUrl('/api/admin/users', { filter: { id_rol: roleId.Cajero } }),
    );
    expect(cashiers.body.data.map((u) => u.email)).toEqual([DEMO_CASHIER]);
    const byName = await admin.get<UserRow[]>(listUrl('/api/admin/users', { filter: { name: 'sandra' } }));
    expect(byName.body.total).toBe(1);

    const ids = await admin.get<UserRow[]>(
      listUrl('/api/admin/users', { filter: { id: [1, 3] }, sort: 'id' }),
    );
    expect(ids.body.data.map((u) => u.id)).toEqual([1, 3]);
    expect(ids.body.total).toBe(2);
    const none = await admin.get(listUrl('/api/admin/users', { filter: { id: [] } }));
    expect(none.body.total).toBe(0);
    const combined = await admin.get(
      listUrl('/api/admin/users', { filter: { id: [1, 2, 3], id_rol: roleId.Cajero }, q: 'carlos' }),
    );
    expect(combined.body.total).toBe(1);

    for (const key of ['foo', 'password', 'password_hash', 'image']) {
      const res = await admin.get(listUrl('/api/admin/users', { filter: { [key]: 'x' } }));
      expect(res.status, key).toBe(400);
      expect(res.body).toMatchObject({
        code: 0,
        reason: 'validation',
        errors: { filter: `No se puede filtrar por ${key}` },
      });
    }
    for (const filter of ['no-es-json', '[1,2]', '"texto"']) {
      const res = await admin.get(`/api/admin/users?filter=${encodeURIComponent(filter)}`);
      expect(res.status, filter).toBe(400);
      expect(res.body.errors?.filter).toBe('El filtro debe ser un objeto JSON');
    }
    const notNumber = await admin.get(listUrl('/api/admin/users', { filter: { id_rol: 'abc' } }));
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors?.filter).toBe('El filtro id_rol debe ser numérico');
    const fraction = await admin.get(listUrl('/api/admin/users', { filter: { id: 1.5 } }));
    expect(fraction.status).toBe(400);
  });
});

describe('forms', () => {
  it('GET create answers the form the server validates with', async () => {
    const res = await admin.get<{
      fields: { source: string; type: string; required: boolean; options?: unknown[] }[];
    }>('/api/admin/users/create');
    expect(res.status).toBe(200);
    const fields = Object.fromEntries(res.body.data.fields.map((f) => [f.source, f]));
    expect(Object.keys(fields)).toEqual([
      'name',
      'email',
      'type_doc',
      'num_doc',
      'id_rol',
      'turno',
      'address',
      'phone',
      'cellphone',
      'password',
      'image',
    ]);
    expect(fields.email).toMatchObject({ type: 'email', required: true, label: 'Correo electrónico' });
    expect(fields.password).toMatchObject({ type: 'password', required: true });
    expect(fields.type_doc.options).toHaveLength(7);
    expect(fields.id_rol).toMatchObject({ type: 'reference', reference: 'admin/roles', required: true });
    expect(fields.turno).toMatchObject({ required: false });
  });

  it('GET {id}/edit answers the record without its password', async () => {
    const res = await admin.get<UserRow>(`/api/admin/users/${adminId}/edit`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: adminId,
      email: DEMO_ADMIN,
      name: 'Administrador Demo',
      num_doc: '1000000001',
    });
    expect(res.body.data).not.toHaveProperty('password_hash');
    const missing = await admin.get('/api/admin/users/9999/edit');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 0, reason: 'not_found' });
  });
});

describe('create', () => {
  it('creates a user who can log in; the password is never returned', async () => {
    const body = newUser({ email: 'Nuevo.Usuario@Colegio.Demo', cellphone: '310 000 0000' });
    const res = await admin.post<UserRow>('/api/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 1, message: 'Creado' });
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      email: 'nuevo.usuario@colegio.demo',
      cellphone: '310 000 0000',
      active: 1,
    });
    expect(res.body.data).not.toHaveProperty('password_hash');
    expect(res.body.data).not.toHaveProperty('password');
    expect(res.raw).not.toContain(body.password);
    expect(res.raw).not.toContain('scrypt$');
    const row = await userRow(res.body.data.id);
    expect(row.password_hash).not.toContain(body.password);
    const login2 = await api(t.app).post<{ mustChangePassword: boolean }>('/api/login', {
      email: 'nuevo.usuario@colegio.demo',
      password: body.password,
    });
    expect(login2.status).toBe(200);
    expect(login2.body.data.mustChangePassword).toBe(false);
    const listed = await admin.get(listUrl('/api/admin/users', { filter: { id: [res.body.data.id] } }));
    expect(listed.body.total).toBe(1);
  });

  it('ignores unknown and protected fields', async () => {
    const body = newUser({
      id: 4242,
      active: 0,
      must_change_password: true,
      password_hash: 'scrypt$1$1$1$AAAA$AAAA',
      url: '/images/robada.png',
      created_at: '2000-01-01T00:00:00Z',
      hacker: 'sí',
    });
    const res = await admin.post<UserRow>('/api/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(4242);
    expect(res.body.data).not.toHaveProperty('hacker');
    const row = await userRow(res.body.data.id);
    expect(row).toMatchObject({ active: 1, must_change_password: false, url: null });
    expect(row.created_at.getFullYear()).toBeGreaterThan(2000);
    expect(await login(t.app, body.email, body.password)).toEqual(expect.any(String));
  });

  it('refuses a duplicate e-mail (any case) or document with 409, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const dupEmail = await admin.post('/api/admin/users', newUser({ email: DEMO_ADMIN.toUpperCase() }));
        expect(dupEmail.status).toBe(409);
        expect(dupEmail.body).toMatchObject({
          code: 0,
          reason: 'duplicate',
          message: 'El email ya se encuentra registrado',
          errors: { email: 'El email ya se encuentra registrado' },
        });
        const dupDoc = await admin.post('/api/admin/users', newUser({ num_doc: '1000000002' }));
        expect(dupDoc.status).toBe(409);
        expect(dupDoc.body.errors).toEqual({ num_doc: 'El numero de documento ya se encuentra registrado' });
      },
      { users },
    );
  });

  it('refuses bad or missing fields with 400 naming the field in Spanish, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const badType = await admin.post('/api/admin/users', newUser({ type_doc: 9 }));
        expect(badType.status).toBe(400);
        expect(badType.body.reason).toBe('validation');
        expect(badType.body.errors?.type_doc).toBe(
          'El valor del campo Tipo de documento no es una opción válida',
        );
        expect(badType.body.message).toBe(badType.body.errors?.type_doc);

        const empty = await admin.post('/api/admin/users', {});
        expect(empty.status).toBe(400);
        expect(empty.body.errors).toMatchObject({
          name: 'El campo Nombre es requerido',
          email: 'El campo Correo electrónico es requerido',
          num_doc: 'El campo Número de documento es requerido',
          id_rol: 'El campo Rol es requerido',
          password: 'El campo Contraseña es requerido',
        });

        const cases: [Record<string, unknown>, string, string][] = [
          [
            { email: 'no-es-correo' },
            'email',
            'El campo Correo electrónico debe ser un correo electrónico válido',
          ],
          [{ name: '   ' }, 'name', 'El campo Nombre es requerido'],
          [{ password: 'corta' }, 'password', 'El campo Contraseña debe tener mínimo 8 caracteres'],
          [{ id_rol: 'uno' }, 'id_rol', 'El campo Rol debe ser un número entero'],
          [{ num_doc: '1'.repeat(21) }, 'num_doc', 'El campo Número de documento admite máximo 20 caracteres'],
        ];
        for (const [patch, field, message] of cases) {
          const res = await admin.post('/api/admin/users', newUser(patch));
          expect(res.status, field).toBe(400);
          expect(res.body.errors?.[field], field).toBe(message);
        }
      },
      { users },
    );
  });

  it('refuses a role or turn that does not exist with 400 on that field, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const badRole = await admin.post('/api/admin/users', newUser({ id_rol: 9999 }));
        expect(badRole.status).toBe(400);
        expect(badRole.body).toMatchObject({
          code: 0,
          reason: 'validation',
          errors: { id_rol: 'El valor seleccionado en Rol no existe' },
        });
        const badTurn = await admin.post('/api/admin/users', newUser({ turno: 9999 }));
        expect(badTurn.status).toBe(400);
        expect(badTurn.body.errors).toEqual({ turno: 'El valor seleccionado en Turno no existe' });
      },
      { users },
    );
  });

  it('stores a photo checked by content; a refused create stores no image', async () => {
    const png = tinyPng().toString('base64');
    const created = await admin.post<UserRow>(
      '/api/admin/users',
      newUser({ image: `data:image/png;base64,${png}` }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);

    await unchanged(
      t,
      async () => {
        const notImage = await admin.post(
          '/api/admin/users',
          newUser({ image: Buffer.from('hola, no soy una imagen').toString('base64') }),
        );
        expect(notImage.status).toBe(400);
        expect(notImage.body.errors).toEqual({ image: 'La imagen debe ser un archivo .jpg o .png' });
        const duplicate = await admin.post('/api/admin/users', newUser({ email: DEMO_ADMIN, image: png }));
        expect(duplicate.status).toBe(409);
      },
      { users, images },
    );
  });
});

describe('update', () => {
  it('changes only what the form changed', async () => {
    const u = await createUser({ cellphone: '300 111 1111', address: 'Calle 1' });
    const before = await userRow(u.id);
    const res = await editRecord<UserRow>(admin, '/api/admin/users', u.id, { cellphone: '311 222 3333' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 1,
      message: 'Actualizado',
      data: { id: u.id, cellphone: '311 222 3333', address: 'Calle 1' },
    });
    expect(res.body.data).not.toHaveProperty('password_hash');
    const after = await userRow(u.id);
    const { updated_at: _a, cellphone: _c, ...rest } = after;
    const { updated_at: _b, cellphone: _d, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(after.cellphone).toBe('311 222 3333');
  });

  it('cannot change the password, the active flag or the hash through PUT', async () => {
    const u = await createUser();
    const res = await editRecord(admin, '/api/admin/users', u.id, {
      password: 'OtraClave2026!',
      active: 0,
      password_hash: 'x',
      name: 'Renombrado',
    });
    expect(res.status).toBe(200);
    const row = await userRow(u.id);
    expect(row).toMatchObject({ name: 'Renombrado', active: 1 });
    expect(await login(t.app, u.email, u.password)).toEqual(expect.any(String));
  });

  it('refuses bad input and duplicates, changing nothing', async () => {
    const u = await createUser();
    await unchanged(
      t,
      async () => {
        const empty = await editRecord(admin, '/api/admin/users', u.id, { name: '' });
        expect(empty.status).toBe(400);
        expect(empty.body.errors).toEqual({ name: 'El campo Nombre es requerido' });
        // Left out, a required field is refused as on the create: the edit does not keep the old value.
        const { name: _name, ...withoutName } = (await admin.get<Record<string, unknown>>(`/api/admin/users/${u.id}/edit`)).body.data;
        const missing = await admin.put(`/api/admin/users/${u.id}`, withoutName);
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ name: 'El campo Nombre es requerido' });
        const dup = await editRecord(admin, '/api/admin/users', u.id, { email: DEMO_CASHIER, name: 'Otro nombre' });
        expect(dup.status).toBe(409);
        expect(dup.body.errors).toEqual({ email: 'El email ya se encuentra registrado' });
        const badRole = await editRecord(admin, '/api/admin/users', u.id, { id_rol: 9999 });
        expect(badRole.status).toBe(400);
        expect(badRole.body.errors).toEqual({ id_rol: 'El valor seleccionado en Rol no existe' });
      },
      { users },
    );
  });

  it('saves every demo user unchanged from its edit screen, students with their identity card included', async () => {
    const all = await t.db.select({ id: users.id, type_doc: users.type_doc }).from(users).where(eq(users.active, 1));
    expect(all.some((u) => u.type_doc === 4)).toBe(true);
    for (const { id } of all) {
      const record = await admin.get<Record<string, unknown>>(`/api/admin/users/${id}/edit`);
      expect(record.status).toBe(200);
      const before = await snapshot(t.db, users);
      // What the edit form sends back: the whole record as it was read.
      const res = await admin.put(`/api/admin/users/${id}`, record.body.data);
      expect(res.status, `${String(record.body.data.name)}: ${res.body.message}`).toBe(200);
      const strip = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _u, ...row }) => row);
      expect(strip(await snapshot(t.db, users))).toEqual(strip(before));
    }
  });

  it('admits the seven document types for anybody, and refuses others naming the field', async () => {
    const u = await createUser();
    for (const type_doc of [1, 2, 3, 4, 5, 6, 7]) {
      expect((await editRecord(admin, '/api/admin/users', u.id, { type_doc })).status).toBe(200);
    }
    await unchanged(
      t,
      async () => {
        const bad = await editRecord(admin, '/api/admin/users', u.id, { type_doc: 8 });
        expect(bad.status).toBe(400);
        expect(Object.keys(bad.body.errors ?? {})).toEqual(['type_doc']);
      },
      { users },
    );
  });

  it('answers 404 for an unknown id, changing nothing', async () => {
    const form = (await admin.get<Record<string, unknown>>(`/api/admin/users/${(await createUser()).id}/edit`)).body.data;
    await unchanged(
      t,
      async () => {
        const res = await admin.put('/api/admin/users/9999', { ...form, name: 'Nadie' });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 0, reason: 'not_found' });
      },
      { users },
    );
  });
});

describe('delete', () => {
  it('deletes a user without history', async () => {
    const u = await createUser();
    const res = await admin.delete(`/api/admin/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: 'Eliminado', data: { id: u.id } });
    expect(await userRow(u.id)).toBeUndefined();
    expect((await admin.get(`/api/admin/users/${u.id}/edit`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/users/${u.id}`)).status).toBe(404);
  });

  it('deactivates a user with history; listed as inactive, cannot log in, can be reactivated', async () => {
    const u = await createUser();
    const token = await login(t.app, u.email, u.password); // a session: history
    const res = await admin.delete(`/api/admin/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 1,
      message: 'El usuario tiene historial: se desactivó en lugar de eliminarse',
      data: { id: u.id, deactivated: true },
    });
    expect((await userRow(u.id)).active).toBe(0);
    expect((await t.db.select().from(sessions).where(eq(sessions.user_id, u.id))).length).toBe(1);

    const active = await admin.get(listUrl('/api/admin/users', { filter: { id: [u.id] } }));
    expect(active.body.total).toBe(0);
    expect((await admin.get(`/api/admin/users/${u.id}/edit`)).status).toBe(404);
    const inactive = await admin.get<UserRow[]>('/api/admin/usersdel');
    expect(inactive.status).toBe(200);
    expect(inactive.body.data.map((r) => r.id)).toContain(u.id);
    expect(inactive.body.data.find((r) => r.id === u.id)).not.toHaveProperty('password_hash');

    // Its open session ends and it cannot log in again.
    expect((await api(t.app, token).post('/api/profile')).status).toBe(401);
    // The same answer as a wrong password: a right one is not told apart (login-throttle tests).
    const refused = await api(t.app).post('/api/login', { email: u.email, password: u.password });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 0, reason: 'invalid_credentials', message: 'Usuario o contraseña incorrectos' });

    const back = await admin.put(`/api/admin/usersdel/${u.id}`);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      code: 1,
      message: 'Usuario reactivado',
      data: { id: u.id, active: 1 },
    });
    expect(back.body.data).not.toHaveProperty('password_hash');
    expect(await login(t.app, u.email, u.password)).toEqual(expect.any(String));
    const again = await admin.put(`/api/admin/usersdel/${u.id}`);
    expect(again.status).toBe(404);
    const gone = await admin.get<UserRow[]>('/api/admin/usersdel');
    expect(gone.body.data.map((r) => r.id)).not.toContain(u.id);
  });

  it('refuses deleting oneself with 409, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const res = await admin.delete(`/api/admin/users/${adminId}`);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 0, message: 'No puede eliminar su propio usuario' });
      },
      { users },
    );
  });

  it('answers 404 for an unknown id', async () => {
    const res = await admin.delete('/api/admin/users/9999');
    expect(res.status).toBe(404);
  });
});

describe('password reset', () => {
  it('gives a temporary password that must be changed before anything else', async () => {
    const u = await createUser();
    const oldToken = await login(t.app, u.email, u.password);

    const reset = await admin.get<{ id: number; password: string }>(`/api/admin/reset-pass/${u.id}`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ code: 1, message: 'contraseña restablecida', data: { id: u.id } });
    const temp = reset.body.data.password;
    expect(temp).toMatch(/^[A-Za-z0-9]{10}$/);

    // Sessions opened with the old password end; the old password no longer works.
    expect((await api(t.app, oldToken).post('/api/profile')).status).toBe(401);
    const old = await api(t.app).post('/api/login', { email: u.email, password: u.password });
    expect(old.status).toBe(401);

    const tempLogin = await api(t.app).post<{ token: string; mustChangePassword: boolean }>('/api/login', {
      email: u.email,
      password: temp,
    });
    expect(tempLogin.status).toBe(200);
    expect(tempLogin.body.data.mustChangePassword).toBe(true);
    const me = api(t.app, tempLogin.body.data.token);

    // Every guarded route but the profile and logout answers 403 password_change_required.
    const allowed = new Set(['/api/profile', '/api/profile/update', '/api/logout']);
    await unchanged(
      t,
      async () => {
        const guarded = registeredRoutes(t.app).filter(
          (r) => r.url.startsWith('/api') && !isPublicApiRoute(r.url) && !allowed.has(r.url),
        );
        expect(guarded.length).toBeGreaterThan(20);
        for (const { method, url } of guarded) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concreteUrl(url),
            headers: { authorization: `Bearer ${tempLogin.body.data.token}` },
          });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          if (method !== 'HEAD')
            expect(res.json()).toMatchObject({ code: 0, reason: 'password_change_required' });
        }
      },
      { users },
    );

    const profile = await me.post<{ email: string }>('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(u.email);

    const changed = await me.put('/api/profile/update', {
      name: u.name,
      email: u.email,
      password: 'MiClaveNueva1',
      password_confirmation: 'MiClaveNueva1',
      current_password: temp,
    });
    expect(changed.status).toBe(200);
    // The same session may now use what its role allows (Secretaría holds admin.users).
    expect((await me.get('/api/admin/users')).status).toBe(200);
    expect((await api(t.app).post('/api/login', { email: u.email, password: temp })).status).toBe(401);
    const fresh = await api(t.app).post<{ mustChangePassword: boolean }>('/api/login', {
      email: u.email,
      password: 'MiClaveNueva1',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.mustChangePassword).toBe(false);
  });

  it("an administrator resetting their own password keeps the session they are using", async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const me = api(t.app, token);
    const self = (await t.db.select().from(users).where(eq(users.email, DEMO_ADMIN)))[0];
    const reset = await me.get<{ password: string }>(`/api/admin/reset-pass/${self.id}`);
    expect(reset.status).toBe(200);
    expect((await me.get('/api/admin/users')).status).toBe(200);
    await login(t.app, DEMO_ADMIN, reset.body.data.password);
    await me.put('/api/profile/update', {
      name: self.name,
      email: DEMO_ADMIN,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      current_password: reset.body.data.password,
    });
    // Other sessions of this administrator ended with the reset; the suite goes on with this one.
    admin = me;
  });

  it('answers 404 for an unknown or inactive user, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        expect((await admin.get('/api/admin/reset-pass/9999')).status).toBe(404);
      },
      { users },
    );
  });
});

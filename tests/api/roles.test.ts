import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '../../src/domain/permissions';
import { roles, users } from '../../server/db/schema';
import {
  api,
  type Api,
  editRecord,
  listUrl,
  login,
  schoolWithStaff,
  type TestApp,
  unchanged,
} from './fixtures';

type RoleRow = { id: number; name: string; description: string; function: string[] } & Record<
  string,
  unknown
>;

let t: TestApp;
let admin: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

let seq = 0;
const newRole = (overrides: Record<string, unknown> = {}) => ({
  name: `Rol prueba ${++seq}`,
  description: 'Rol creado por las pruebas',
  function: ['dashboard'],
  ...overrides,
});

async function createRole(overrides: Record<string, unknown> = {}): Promise<RoleRow> {
  const res = await admin.post<RoleRow>('/api/admin/roles', newRole(overrides));
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

const roleRow = async (id: number) => (await t.db.select().from(roles).where(eq(roles.id, id)))[0];

describe('list and forms', () => {
  it('lists the roles by name with their keys', async () => {
    const res = await admin.get<RoleRow[]>(listUrl('/api/admin/roles', { perPage: 100 }));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe((await t.db.select().from(roles)).length);
    // The demo's six, in name order, among those this file's other tests create ('Rol prueba …').
    const demo = res.body.data.filter((r) => !r.name.startsWith('Rol prueba'));
    expect(demo.map((r) => r.name)).toEqual([
      'Administrador',
      'Almacén',
      'Cajero',
      'Estudiante',
      'Portería',
      'Secretaría',
    ]);
    expect(demo[0].function).toEqual([...ALL_PERMISSION_KEYS]);
    const search = await admin.get<RoleRow[]>(listUrl('/api/admin/roles', { q: 'papelería' }));
    expect(search.body.data.map((r) => r.name)).toEqual(['Cajero']);
  });

  it('GET create describes the permission field', async () => {
    const res = await admin.get<{ fields: { source: string; type: string; required: boolean }[] }>(
      '/api/admin/roles/create',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.fields.map((f) => f.source)).toEqual([
      'name',
      'description',
      'CheckRestaurante',
      'CheckCafeteria',
      'CheckPapeleria',
      'function',
    ]);
    expect(res.body.data.fields.find((f) => f.source === 'function')).toMatchObject({
      type: 'permissions',
      required: true,
    });
  });

  it('GET {id}/edit answers one role, 404 when missing', async () => {
    const res = await admin.get<RoleRow>('/api/admin/roles/2/edit');
    expect(res.body.data).toMatchObject({
      id: 2,
      name: 'Cajero',
      CheckCafeteria: 1,
      CheckPapeleria: 1,
      CheckRestaurante: 0,
    });
    expect((await admin.get('/api/admin/roles/999/edit')).status).toBe(404);
  });
});

describe('validation', () => {
  it('reports description first, then name, then permissions (the spec order)', async () => {
    await unchanged(
      t,
      async () => {
        const nothing = await admin.post('/api/admin/roles', {});
        expect(nothing.status).toBe(400);
        expect(nothing.body).toMatchObject({
          code: 0,
          reason: 'validation',
          message: 'La descripcion es obligatoria',
        });
        expect(nothing.body.errors).toEqual({
          name: 'El nombre es obligatorio',
          description: 'La descripcion es obligatoria',
          function: 'Debe marcar por lo menos un permiso',
        });
        const blankDescription = await admin.post('/api/admin/roles', {
          name: '',
          description: '  ',
          function: [],
        });
        expect(blankDescription.body.message).toBe('La descripcion es obligatoria');

        const noName = await admin.post('/api/admin/roles', { description: 'Algo' });
        expect(noName.status).toBe(400);
        expect(noName.body.message).toBe('El nombre es obligatorio');

        for (const fn of [undefined, [], '[]']) {
          const noKeys = await admin.post('/api/admin/roles', {
            name: 'Sin permisos',
            description: 'Algo',
            function: fn,
          });
          expect(noKeys.status).toBe(400);
          expect(noKeys.body.message).toBe('Debe marcar por lo menos un permiso');
          expect(noKeys.body.errors).toEqual({ function: 'Debe marcar por lo menos un permiso' });
        }
      },
      { roles },
    );
  });

  it('refuses unknown permission keys and malformed lists, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        for (const fn of [
          ['dashboard', 'admin.superpoderes'],
          '["no.existe"]',
          'no-es-json',
          [1, 2],
          { dashboard: true },
        ]) {
          const res = await admin.post('/api/admin/roles', newRole({ function: fn }));
          expect(res.status, JSON.stringify(fn)).toBe(400);
          expect(res.body.errors?.function, JSON.stringify(fn)).toMatch(/^El campo Permisos|^Debe marcar/);
        }
        const unknown = await admin.post('/api/admin/roles', newRole({ function: ['admin.superpoderes'] }));
        expect(unknown.body.errors).toEqual({ function: 'El campo Permisos contiene permisos desconocidos' });
        const badFlag = await admin.post('/api/admin/roles', newRole({ CheckCafeteria: 2 }));
        expect(badFlag.status).toBe(400);
        expect(badFlag.body.errors).toHaveProperty('CheckCafeteria');
      },
      { roles },
    );
  });

  it('refuses a duplicate name with 409, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const res = await admin.post('/api/admin/roles', newRole({ name: 'Cajero' }));
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'duplicate',
          errors: { name: expect.stringContaining('Nombre') },
        });
      },
      { roles },
    );
  });
});

describe('create, update, delete', () => {
  it('accepts the keys as a JSON string (old client) and as an array', async () => {
    const fromString = await createRole({
      function: JSON.stringify(['dashboard', 'admin', 'admin.schools']),
    });
    expect(fromString.function).toEqual(['dashboard', 'admin', 'admin.schools']);
    expect((await roleRow(fromString.id)).function).toEqual(['dashboard', 'admin', 'admin.schools']);
    const fromArray = await createRole({
      function: ['cafeteria', 'cafeteria.pos'],
      CheckCafeteria: true,
      CheckPapeleria: 1,
    });
    expect(fromArray).toMatchObject({
      function: ['cafeteria', 'cafeteria.pos'],
      CheckCafeteria: 1,
      CheckPapeleria: 1,
      CheckRestaurante: 0,
    });
  });

  it('updates what the form changed; refuses a required field left out as the create does; 404 for an unknown id', async () => {
    const role = await createRole();
    const res = await editRecord<RoleRow>(admin, '/api/admin/roles', role.id, {
      description: 'Nueva descripción',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: role.name,
      description: 'Nueva descripción',
      function: ['dashboard'],
    });
    const keys = await editRecord<RoleRow>(admin, '/api/admin/roles', role.id, {
      function: '["dashboard","admin"]',
    });
    expect(keys.body.data.function).toEqual(['dashboard', 'admin']);
    await unchanged(
      t,
      async () => {
        const empty = await editRecord(admin, '/api/admin/roles', role.id, { function: [] });
        expect(empty.status).toBe(400);
        expect(empty.body.message).toBe('Debe marcar por lo menos un permiso');
        // Only the description sent: the edit is refused in the spec's order, as the create (part 2 §5).
        const partial = await admin.put(`/api/admin/roles/${role.id}`, {
          description: 'Solo la descripción',
        });
        expect(partial.status).toBe(400);
        expect(partial.body.message).toBe('El nombre es obligatorio');
        const missing = await admin.put('/api/admin/roles/999', {
          name: 'x',
          description: 'x',
          function: ['dashboard'],
        });
        expect(missing.status).toBe(404);
      },
      { roles },
    );
  });

  it('deletes an unused role', async () => {
    const role = await createRole();
    const res = await admin.delete(`/api/admin/roles/${role.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, data: { id: role.id } });
    expect(await roleRow(role.id)).toBeUndefined();
  });

  it('refuses deleting a role in use with 409, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const res = await admin.delete('/api/admin/roles/2');
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'in_use',
          message: 'No se puede eliminar el rol: hay usuarios que lo tienen asignado',
        });
      },
      { roles, users },
    );
  });
});

describe('keys take effect at once', () => {
  it("changes what the role's users may do on their very next request", async () => {
    const role = await createRole({ function: ['dashboard'] });
    const created = await admin.post<{ id: number }>('/api/admin/users', {
      name: 'Usuario del rol',
      email: 'usuario.rol@colegio.demo',
      type_doc: 1,
      num_doc: '55500001',
      id_rol: role.id,
      password: 'Clave2026!',
    });
    expect(created.status).toBe(201);
    const user = api(t.app, await login(t.app, 'usuario.rol@colegio.demo', 'Clave2026!'));
    expect((await user.get('/api/dashboard')).status).toBe(200);
    expect((await user.get('/api/admin/schools/create')).status).toBe(403);

    await editRecord(admin, '/api/admin/roles', role.id, {
      function: ['dashboard', 'admin', 'admin.schools'],
    });
    expect((await user.get('/api/admin/schools/create')).status).toBe(200);

    // A child key without its parent grants nothing.
    await editRecord(admin, '/api/admin/roles', role.id, { function: ['admin.schools'] });
    const orphan = await user.get('/api/admin/schools/create');
    expect(orphan.status).toBe(403);
    expect(orphan.body).toMatchObject({ code: 0, reason: 'forbidden' });
    expect((await user.get('/api/dashboard')).status).toBe(403);

    // Deleting the role now refuses: a user holds it.
    expect((await admin.delete(`/api/admin/roles/${role.id}`)).status).toBe(409);
  });
});

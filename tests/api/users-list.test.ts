/**
 * The users' list (paging, sorting, filters and search in the database) and their create and edit forms.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CASHIER, listUrl } from './fixtures';
import {
  admin,
  adminId,
  ALL,
  openUsersSchool,
  roleId,
  STAFF,
  staffOnly,
  STUDENTS,
  type UserRow,
} from './fixtures/users-school';

openUsersSchool();

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
    const desc = await admin.get<UserRow[]>(
      listUrl('/api/admin/users', { sort: 'name', order: 'DESC', filter }),
    );
    expect(desc.body.data.map((u) => u.name)).toEqual([
      'Sandra Secretaria',
      'Pedro Portero',
      'Carlos Cajero',
      'Administrador Demo',
    ]);
    const byDoc = await admin.get<UserRow[]>(
      listUrl('/api/admin/users', { sort: 'num_doc', order: 'desc', filter }),
    );
    expect(byDoc.body.data.map((u) => u.num_doc)).toEqual([
      '1000000004',
      '1000000003',
      '1000000002',
      '1000000001',
    ]);
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

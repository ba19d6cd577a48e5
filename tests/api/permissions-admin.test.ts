/** The administrator may use every admin resource; a user editor (Secretaría) only the users, reading roles and turns. */
import { describe, expect, it } from 'vitest';
import { api, DEMO_PASSWORD, DEMO_SECRETARY, editRecord, login, unchanged } from './fixtures';
import { ADMIN_CALLS, admin, ALL_TABLES, openPermissionsSchool, t } from './fixtures/permissions-school';

openPermissionsSchool();

describe('the administrator', () => {
  it('gets 200 on the lists, forms and records of every admin resource', async () => {
    for (const [method, url] of ADMIN_CALLS) {
      if (method !== 'GET' || url.startsWith('/api/admin/reset-pass')) continue;
      const res = await admin.get(url);
      expect(res.status, url).toBe(200);
      expect(res.body.code).toBe(1);
    }
  });

  it('may create, update and delete on every admin resource', async () => {
    const school = await admin.post<{ id: number }>('/api/admin/schools', { name: 'Colegio Permisos' });
    expect(school.status).toBe(201);
    const turn = await admin.post<{ id: number }>('/api/admin/turns', {
      name: 'T',
      h_start: '01:00',
      h_end: '02:00',
      id_school: school.body.data.id,
    });
    expect(turn.status).toBe(201);
    const role = await admin.post<{ id: number }>('/api/admin/roles', {
      name: 'Rol permisos',
      description: 'x',
      function: ['dashboard'],
    });
    expect(role.status).toBe(201);
    const user = await admin.post<{ id: number }>('/api/admin/users', {
      name: 'Usuario permisos',
      email: 'permisos@colegio.demo',
      type_doc: 1,
      num_doc: '4444',
      id_rol: role.body.data.id,
      turno: turn.body.data.id,
      password: 'Clave2026!',
    });
    expect(user.status).toBe(201);
    for (const [path, id] of [
      ['users', user],
      ['roles', role],
      ['turns', turn],
      ['schools', school],
    ] as const) {
      const put = await editRecord(admin, `/api/admin/${path}`, id.body.data.id, {
        name: `Cambiado ${path}`,
      });
      expect(put.status, path).toBe(200);
    }
    for (const [path, id] of [
      ['users', user],
      ['roles', role],
      ['turns', turn],
      ['schools', school],
    ] as const) {
      const del = await admin.delete(`/api/admin/${path}/${id.body.data.id}`);
      expect(del.status, path).toBe(200);
    }
  });
});

describe('a user editor (Secretaría)', () => {
  it('manages users, may read the roles and turns to choose from, but not change them', async () => {
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    expect((await secretary.get('/api/admin/users')).status).toBe(200);
    expect((await secretary.get('/api/admin/roles')).status).toBe(200);
    expect((await secretary.get('/api/admin/turns')).status).toBe(200);
    await unchanged(
      t,
      async () => {
        for (const [method, url, body] of ADMIN_CALLS) {
          if (
            url.startsWith('/api/admin/users') ||
            url.startsWith('/api/admin/usersdel') ||
            url.startsWith('/api/admin/reset-pass')
          )
            continue;
          if (method === 'GET' && ['/api/admin/roles', '/api/admin/turns', '/api/dashboard'].includes(url))
            continue;
          const res = await secretary.call(method as 'GET', url, body);
          expect(res.status, `${method} ${url}`).toBe(403);
        }
      },
      ALL_TABLES,
    );
  });
});

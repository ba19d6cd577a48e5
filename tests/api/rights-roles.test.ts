/**
 * Nobody grants what they do not hold, on the roles' paths: only with the roles key, and only with
 * keys one holds. The demo secretary (no roles key) and a role manager are refused with a 403 that
 * says why, and nothing changes; the administrator, holding every key, may do all of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RIGHTS_MESSAGES } from '../../src/domain/permissions';
import { roles } from '../../server/db/schema';
import { type Api, editRecord, staffWith, unchanged } from './fixtures';
import { admin, nextSeq, openRightsSchool, refused, roleId, secretary, t } from './fixtures/rights-school';

openRightsSchool();

describe('roles: only with the roles key, and only with keys one holds', () => {
  let manager: Api;
  const managerKeys = ['dashboard', 'admin', 'admin.users', 'admin.roles'];

  beforeAll(async () => {
    manager = (await staffWith(t, admin, managerKeys)).api;
  });

  const role = (keys: string[]) => ({
    name: `Rol derechos ${nextSeq()}`,
    description: 'Rol de prueba de derechos',
    function: keys,
  });

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
    await refused(
      () => manager.post('/api/admin/roles', role(['dashboard', 'carnets', 'carnets.recharge'])),
      RIGHTS_MESSAGES.grantKeys,
      'function',
    );
    const own = await manager.post<{ id: number }>(
      '/api/admin/roles',
      role(['dashboard', 'admin', 'admin.users']),
    );
    expect(own.status, own.body.message).toBe(201);
    await refused(
      () =>
        editRecord(manager, '/api/admin/roles', own.body.data.id, {
          function: ['dashboard', 'admin', 'admin.users', 'admin.schools'],
        }),
      RIGHTS_MESSAGES.grantKeys,
      'function',
    );
    expect(
      (await editRecord(manager, '/api/admin/roles', own.body.data.id, { description: 'Cambiada' })).status,
    ).toBe(200);
    expect((await manager.delete(`/api/admin/roles/${own.body.data.id}`)).status).toBe(200);
  });

  it('a role manager cannot change or delete a role holding keys he lacks, not even to take keys away', async () => {
    await refused(
      () => editRecord(manager, '/api/admin/roles', roleId.Administrador, { function: ['dashboard'] }),
      RIGHTS_MESSAGES.manageRole,
    );
    await refused(
      () => editRecord(manager, '/api/admin/roles', roleId.Cajero, { description: 'Otra' }),
      RIGHTS_MESSAGES.manageRole,
    );
    const unused = await admin.post<{ id: number }>(
      '/api/admin/roles',
      role(['dashboard', 'carnets', 'carnets.list']),
    );
    await refused(
      () => manager.delete(`/api/admin/roles/${unused.body.data.id}`),
      RIGHTS_MESSAGES.manageRole,
    );
  });

  it('the administrator, holding every key, may do all of it', async () => {
    const created = await admin.post<{ id: number }>(
      '/api/admin/roles',
      role(['dashboard', 'carnets', 'carnets.recharge']),
    );
    expect(created.status).toBe(201);
    expect(
      (await editRecord(admin, '/api/admin/roles', created.body.data.id, { function: ['dashboard'] })).status,
    ).toBe(200);
    expect((await admin.delete(`/api/admin/roles/${created.body.data.id}`)).status).toBe(200);
  });
});

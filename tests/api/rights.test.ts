/**
 * Nobody grants what they do not hold, on the users' paths: on every user path (create, update,
 * reset-pass, delete/deactivate, reactivate) the demo secretary, who holds the users key but not the
 * administrator's keys, is refused with a 403 that says why, and nothing changes; within her own keys
 * the same calls succeed. The roles' paths are in rights-roles.test.ts, the students' role in
 * rights-students.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RIGHTS_MESSAGES } from '../../src/domain/permissions';
import { users } from '../../server/db/schema';
import { DEMO_ADMIN, DEMO_CASHIER, DEMO_PASSWORD, DEMO_SECRETARY, editRecord, login } from './fixtures';
import {
  admin,
  newUser,
  openRightsSchool,
  refused,
  roleId,
  secretary,
  t,
  userId,
} from './fixtures/rights-school';

openRightsSchool();

describe('users: the secretary holds the users key, not the administrator keys', () => {
  it('cannot create a user with a role holding keys she lacks, nor give one to anybody', async () => {
    await refused(
      () => secretary.post('/api/admin/users', newUser(roleId.Administrador)),
      RIGHTS_MESSAGES.assignRole,
      'id_rol',
    );
    await refused(
      () => secretary.post('/api/admin/users', newUser(roleId.Cajero)),
      RIGHTS_MESSAGES.assignRole,
      'id_rol',
    );
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
    await refused(
      () => editRecord(secretary, '/api/admin/users', me, { id_rol: roleId.Administrador }),
      RIGHTS_MESSAGES.assignRole,
      'id_rol',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, me));
    expect(row.id_rol).toBe(roleId['Secretaría']);
    // Her own record, within her keys, she may still edit.
    const res = await editRecord(secretary, '/api/admin/users', me, { phone: '6015550000' });
    expect(res.status, res.body.message).toBe(200);
  });

  it("cannot reset the administrator's password, nor read a new one", async () => {
    const res = await refused(
      () => secretary.get(`/api/admin/reset-pass/${userId[DEMO_ADMIN]}`),
      RIGHTS_MESSAGES.manageUser,
    );
    expect(JSON.stringify(res.body)).not.toContain('password');
    // The administrator still signs in with the old password.
    expect(await login(t.app, DEMO_ADMIN, DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it('cannot edit, delete or deactivate a user whose role holds keys she lacks', async () => {
    await refused(
      () => editRecord(secretary, '/api/admin/users', userId[DEMO_ADMIN], { name: 'Otro nombre' }),
      RIGHTS_MESSAGES.manageUser,
    );
    await refused(
      () => editRecord(secretary, '/api/admin/users', userId[DEMO_CASHIER], { phone: '1' }),
      RIGHTS_MESSAGES.manageUser,
    );
    await refused(
      () => secretary.delete(`/api/admin/users/${userId[DEMO_ADMIN]}`),
      RIGHTS_MESSAGES.manageUser,
    );
    await refused(
      () => secretary.delete(`/api/admin/users/${userId[DEMO_CASHIER]}`),
      RIGHTS_MESSAGES.manageUser,
    );
  });

  it('cannot reactivate such a user', async () => {
    const cashier = await admin.post<{ id: number }>('/api/admin/users', newUser(roleId.Cajero));
    expect(cashier.status).toBe(201);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, cashier.body.data.id));
    await refused(
      () => secretary.put(`/api/admin/usersdel/${cashier.body.data.id}`),
      RIGHTS_MESSAGES.manageUser,
    );
    expect((await admin.put(`/api/admin/usersdel/${cashier.body.data.id}`)).status).toBe(200);
  });

  it('within her keys: creates, edits, resets, deletes and reactivates students and secretaries', async () => {
    for (const role of [roleId.Estudiante, roleId['Secretaría']]) {
      const created = await secretary.post<{ id: number }>('/api/admin/users', newUser(role));
      expect(created.status, created.body.message).toBe(201);
      const id = created.body.data.id;
      expect((await editRecord(secretary, '/api/admin/users', id, { name: 'Nombre Cambiado' })).status).toBe(
        200,
      );
      const reset = await secretary.get<{ password: string }>(`/api/admin/reset-pass/${id}`);
      expect(reset.status).toBe(200);
      expect(reset.body.data.password).toEqual(expect.any(String));
      await t.db.update(users).set({ active: 0 }).where(eq(users.id, id));
      expect((await secretary.put(`/api/admin/usersdel/${id}`)).status).toBe(200);
      expect((await secretary.delete(`/api/admin/users/${id}`)).status).toBe(200);
    }
  });
});

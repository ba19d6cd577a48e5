/**
 * Updating a user (only what the form changed, never the password or the active flag, bad input refused)
 * and deleting one (deleted without history, deactivated with it, never oneself).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { api, DEMO_CASHIER, editRecord, listUrl, login, snapshot, unchanged } from './fixtures';
import {
  admin,
  adminId,
  createUser,
  openUsersSchool,
  t,
  type UserRow,
  userRow,
} from './fixtures/users-school';

openUsersSchool();

// Two requests and two table snapshots per demo user: more than the default half minute on a busy machine.
const MANY_REQUESTS = 180_000;

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
        const { name: _name, ...withoutName } = (
          await admin.get<Record<string, unknown>>(`/api/admin/users/${u.id}/edit`)
        ).body.data;
        const missing = await admin.put(`/api/admin/users/${u.id}`, withoutName);
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ name: 'El campo Nombre es requerido' });
        const dup = await editRecord(admin, '/api/admin/users', u.id, {
          email: DEMO_CASHIER,
          name: 'Otro nombre',
        });
        expect(dup.status).toBe(409);
        expect(dup.body.errors).toEqual({ email: 'El email ya se encuentra registrado' });
        const badRole = await editRecord(admin, '/api/admin/users', u.id, { id_rol: 9999 });
        expect(badRole.status).toBe(400);
        expect(badRole.body.errors).toEqual({ id_rol: 'El valor seleccionado en Rol no existe' });
      },
      { users },
    );
  });

  it(
    'saves every demo user unchanged from its edit screen, students with their identity card included',
    async () => {
      const all = await t.db
        .select({ id: users.id, type_doc: users.type_doc })
        .from(users)
        .where(eq(users.active, 1));
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
    },
    MANY_REQUESTS,
  );

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
    const form = (
      await admin.get<Record<string, unknown>>(`/api/admin/users/${(await createUser()).id}/edit`)
    ).body.data;
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
    expect(refused.body).toMatchObject({
      code: 0,
      reason: 'invalid_credentials',
      message: 'Usuario o contraseña incorrectos',
    });

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

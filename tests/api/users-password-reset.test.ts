/**
 * A user's password reset: who may reset whose password, and what a reset does to the user's sessions.
 */
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { api, concreteUrl, isPublicApiRoute, login, registeredRoutes, unchanged } from './fixtures';
import { admin, createUser, openUsersSchool, roleId, t } from './fixtures/users-school';

openUsersSchool();

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

  it('an administrator resetting their own password keeps the session they are using', async () => {
    // An administrator of this test's own: the reset ends their other sessions, not the file's administrator's.
    const self = await createUser({ id_rol: roleId.Administrador });
    const elsewhere = api(t.app, await login(t.app, self.email, self.password));
    const me = api(t.app, await login(t.app, self.email, self.password));
    const reset = await me.get<{ password: string }>(`/api/admin/reset-pass/${self.id}`);
    expect(reset.status).toBe(200);
    expect((await me.get('/api/admin/users')).status).toBe(200);
    expect((await elsewhere.get('/api/admin/users')).status).toBe(401);
    expect(await login(t.app, self.email, reset.body.data.password)).toEqual(expect.any(String));
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

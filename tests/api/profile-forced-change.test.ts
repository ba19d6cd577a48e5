/** The forced password change after a reset: the temporary password is the current one. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { api, DEMO_ADMIN, DEMO_PASSWORD, DEMO_SECRETARY, login, unchanged } from './fixtures';
import { openProfileSchool, t } from './fixtures/profile-school';

openProfileSchool();

describe('the forced change after a reset', () => {
  it('asks for the temporary password as the current one', async () => {
    const admin = api(t.app, await login(t.app, DEMO_ADMIN, DEMO_PASSWORD));
    const [secretary] = await t.db.select().from(users).where(eq(users.email, DEMO_SECRETARY));
    const reset = await admin.get<{ password: string }>(`/api/admin/reset-pass/${secretary.id}`);
    expect(reset.status).toBe(200);
    const temporary = reset.body.data.password;
    const me = api(t.app, await login(t.app, DEMO_SECRETARY, temporary));
    const body = {
      name: secretary.name,
      email: DEMO_SECRETARY,
      password: 'Secretaria-2026',
      password_confirmation: 'Secretaria-2026',
    };

    await unchanged(
      t,
      async () => {
        const missing = await me.put('/api/profile/update', body);
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ current_password: 'El campo Contraseña actual es requerido' });
        // The password before the reset is not the current one any more.
        const old = await me.put('/api/profile/update', { ...body, current_password: DEMO_PASSWORD });
        expect(old.status).toBe(400);
        expect(old.body.errors).toEqual({ current_password: 'La contraseña actual no es correcta' });
      },
      { users },
    );
    // Still in the forced state.
    expect((await me.get('/api/admin/users')).body).toMatchObject({ reason: 'password_change_required' });

    const changed = await me.put('/api/profile/update', { ...body, current_password: temporary });
    expect(changed.status).toBe(200);
    expect((await me.get('/api/admin/users')).status).toBe(200);
    expect(await login(t.app, DEMO_SECRETARY, 'Secretaria-2026')).toEqual(expect.any(String));
  });
});

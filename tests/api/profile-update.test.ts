/** Reading and updating one's own profile: the data, the e-mail, the fields it ignores and the password change. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { images, sessions, users } from '../../server/db/schema';
import { api, DEMO_ADMIN, DEMO_CASHIER, DEMO_PASSWORD, login, tinyPng, unchanged } from './fixtures';
import {
  cashier,
  cashierId,
  openProfileSchool,
  type Profile,
  profileBody,
  t,
} from './fixtures/profile-school';

openProfileSchool();

describe('reading', () => {
  it('answers the own profile with the role name and without the password', async () => {
    const res = await cashier.post<Profile>('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: cashierId,
      name: 'Carlos Cajero',
      email: DEMO_CASHIER,
      type_doc: 1,
      num_doc: '1000000002',
      address: null,
      phone: null,
      cellphone: '300 000 0002',
      url: null,
      rol: 'Cajero',
    });
    expect(res.raw).not.toMatch(/password|scrypt\$/);
  });
});

describe('updating', () => {
  it('changes name, contact data and e-mail (lower-cased)', async () => {
    const res = await cashier.put<Profile>(
      '/api/profile/update',
      await profileBody({
        name: 'Carlos Cajero Ruiz',
        phone: '601 222 3333',
        email: 'Carlos.Cajero@Colegio.Demo',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 1,
      data: { name: 'Carlos Cajero Ruiz', phone: '601 222 3333', email: 'carlos.cajero@colegio.demo' },
    });
    // Back to the demo's cashier for the other tests.
    const back = await cashier.put<Profile>(
      '/api/profile/update',
      await profileBody({ name: 'Carlos Cajero', phone: null, email: DEMO_CASHIER }),
    );
    expect(back.body.data).toMatchObject({ name: 'Carlos Cajero', phone: null, email: DEMO_CASHIER });
  });

  it('ignores the document, the role and the active flag', async () => {
    const before = (await t.db.select().from(users).where(eq(users.id, cashierId)))[0];
    const res = await cashier.put<Profile>(
      '/api/profile/update',
      await profileBody({ num_doc: '999', id_rol: 1, active: 0, type_doc: 3 }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ num_doc: '1000000002', rol: 'Cajero' });
    const after = (await t.db.select().from(users).where(eq(users.id, cashierId)))[0];
    expect(after).toMatchObject({
      num_doc: before.num_doc,
      id_rol: before.id_rol,
      active: 1,
      type_doc: before.type_doc,
    });
  });

  it('refuses a password and a different confirmation with 400, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const res = await cashier.put(
          '/api/profile/update',
          await profileBody({
            password: 'NuevaClave1',
            password_confirmation: 'OtraClave1',
            current_password: DEMO_PASSWORD,
          }),
        );
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'validation',
          message: 'Password y confirmacion deben coincidir',
          errors: { password_confirmation: 'Password y confirmacion deben coincidir' },
        });
        const missingConfirmation = await cashier.put(
          '/api/profile/update',
          await profileBody({ password: 'NuevaClave1', current_password: DEMO_PASSWORD }),
        );
        expect(missingConfirmation.status).toBe(400);
        const short = await cashier.put(
          '/api/profile/update',
          await profileBody({
            password: 'corta',
            password_confirmation: 'corta',
            current_password: DEMO_PASSWORD,
          }),
        );
        expect(short.status).toBe(400);
        expect(short.body.errors?.password).toBe('El campo Nueva contraseña debe tener mínimo 8 caracteres');
        const noName = await cashier.put('/api/profile/update', await profileBody({ name: '' }));
        expect(noName.status).toBe(400);
        expect(noName.body.errors?.name).toBe('El campo Nombre es requerido');
      },
      { users },
    );
    expect(await login(t.app, DEMO_CASHIER, DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it("refuses another user's e-mail with 409, changing nothing", async () => {
    await unchanged(
      t,
      async () => {
        const res = await cashier.put('/api/profile/update', await profileBody({ email: DEMO_ADMIN }));
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          reason: 'duplicate',
          errors: { email: 'El email ya se encuentra registrado' },
        });
      },
      { users },
    );
  });

  it('asks for the current password with a new one: 400 on current_password, nothing changes', async () => {
    await unchanged(
      t,
      async () => {
        for (const current_password of [undefined, '', null]) {
          const res = await cashier.put(
            '/api/profile/update',
            await profileBody({
              password: 'ClaveNueva2026',
              password_confirmation: 'ClaveNueva2026',
              current_password,
            }),
          );
          expect(res.status, String(current_password)).toBe(400);
          expect(res.body).toMatchObject({
            code: 0,
            reason: 'validation',
            message: 'El campo Contraseña actual es requerido',
            errors: { current_password: 'El campo Contraseña actual es requerido' },
          });
        }
      },
      { users, sessions },
    );
  });

  it('refuses a wrong current password with 400 on its field: no data, hash, photo or session changes', async () => {
    const other = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
    await unchanged(
      t,
      async () => {
        for (const current_password of ['Incorrecta2026', 'ClaveNueva2026', DEMO_PASSWORD.toLowerCase()]) {
          const res = await cashier.put(
            '/api/profile/update',
            await profileBody({
              name: 'No debe cambiar',
              phone: '601 999 9999',
              image: tinyPng().toString('base64'),
              password: 'ClaveNueva2026',
              password_confirmation: 'ClaveNueva2026',
              current_password,
            }),
          );
          expect(res.status, current_password).toBe(400);
          expect(res.body).toEqual({
            code: 0,
            message: 'La contraseña actual no es correcta',
            data: null,
            reason: 'validation',
            errors: { current_password: 'La contraseña actual no es correcta' },
          });
        }
      },
      { users, sessions, images },
    );
    // Both sessions live on, and the password is still the old one.
    expect((await other.post('/api/profile')).status).toBe(200);
    expect((await cashier.post('/api/profile')).status).toBe(200);
    expect(await login(t.app, DEMO_CASHIER, DEMO_PASSWORD)).toEqual(expect.any(String));
  });

  it('ignores a current password sent without a new one', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.id, cashierId));
    const res = await cashier.put(
      '/api/profile/update',
      await profileBody({ current_password: 'Incorrecta2026' }),
    );
    expect(res.status).toBe(200);
    const [after] = await t.db.select().from(users).where(eq(users.id, cashierId));
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('changes the password: the other sessions end, this one stays', async () => {
    const other = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
    const res = await cashier.put(
      '/api/profile/update',
      await profileBody({
        password: 'ClaveNueva2026',
        password_confirmation: 'ClaveNueva2026',
        current_password: DEMO_PASSWORD,
      }),
    );
    expect(res.status).toBe(200);
    expect((await other.post('/api/profile')).status).toBe(401);
    expect((await cashier.post('/api/profile')).status).toBe(200);
    expect(
      (await api(t.app).post('/api/login', { email: DEMO_CASHIER, password: DEMO_PASSWORD })).status,
    ).toBe(401);
    expect(await login(t.app, DEMO_CASHIER, 'ClaveNueva2026')).toEqual(expect.any(String));
    // Back to the demo password for the other tests.
    const back = await cashier.put(
      '/api/profile/update',
      await profileBody({
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        current_password: 'ClaveNueva2026',
      }),
    );
    expect(back.status, back.body.message).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, sessions, users } from '../../server/db/schema';
import {
  type Api,
  api,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  login,
  schoolWithStaff,
  type TestApp,
  tinyPng,
  unchanged,
} from './fixtures';

interface Profile {
  id: number;
  name: string;
  email: string;
  num_doc: string;
  url: string | null;
  rol: string | null;
}

let t: TestApp;
let cashier: Api;
let cashierId: number;

beforeAll(async () => {
  ({ t, cashier: { api: cashier, id: cashierId } } = await schoolWithStaff({ staff: ['cashier'] }));
});
afterAll(() => t?.close());

/** The body the profile form sends: the current values plus the changes. */
async function profileBody(overrides: Record<string, unknown> = {}) {
  const me = (await cashier.post<Profile>('/api/profile')).body.data;
  return { name: me.name, email: me.email, ...overrides };
}

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
    // Back to the demo e-mail for the other tests.
    await cashier.put('/api/profile/update', await profileBody({ email: DEMO_CASHIER }));
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
          await profileBody({ password: 'NuevaClave1', password_confirmation: 'OtraClave1', current_password: DEMO_PASSWORD }),
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
          await profileBody({ password: 'corta', password_confirmation: 'corta', current_password: DEMO_PASSWORD }),
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
            await profileBody({ password: 'ClaveNueva2026', password_confirmation: 'ClaveNueva2026', current_password }),
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
    const res = await cashier.put('/api/profile/update', await profileBody({ current_password: 'Incorrecta2026' }));
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
  });
});

describe('photo', () => {
  it('accepts a real PNG and serves it with long-lived cache headers', async () => {
    const png = tinyPng();
    const res = await cashier.put<Profile>(
      '/api/profile/update',
      await profileBody({ image: `data:image/png;base64,${png.toString('base64')}` }),
    );
    expect(res.status).toBe(200);
    const url = res.body.data.url;
    expect(url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);

    const image = await t.app.inject({ method: 'GET', url: url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
    // Images are public (the web app shows them in <img>), and a revalidation costs nothing.
    const etag = image.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: url!, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const unknown = await t.app.inject({ method: 'GET', url: `/images/${'0'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/images/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(404);
  });

  it('refuses a file that is not a .jpg or .png by its content, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const text = Buffer.from('Esto es un archivo de texto llamado foto.png\n');
        const bodies = [
          text.toString('base64'),
          `data:image/png;base64,${text.toString('base64')}`,
          Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]).toString('base64'), // GIF
        ];
        for (const image of bodies) {
          const res = await cashier.put(
            '/api/profile/update',
            await profileBody({ image, name: 'No debe cambiar' }),
          );
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({
            code: 0,
            reason: 'validation',
            errors: { image: 'La imagen debe ser un archivo .jpg o .png' },
          });
        }
        const notBase64 = await cashier.put(
          '/api/profile/update',
          await profileBody({ image: '### no es base64 ###' }),
        );
        expect(notBase64.status).toBe(400);
        expect(notBase64.body.errors).toEqual({
          image: 'La imagen no es un archivo válido: debe ser .jpg o .png',
        });
        const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
        const tooBig = await cashier.put(
          '/api/profile/update',
          await profileBody({ image: big.toString('base64') }),
        );
        expect(tooBig.status).toBe(400);
        expect(tooBig.body.errors).toEqual({ image: 'La imagen no puede superar 2 MB' });
        // A valid photo with a refused e-mail stores nothing either.
        const dup = await cashier.put(
          '/api/profile/update',
          await profileBody({ email: DEMO_ADMIN, image: tinyPng().toString('base64') }),
        );
        expect(dup.status).toBe(409);
      },
      { users, images },
    );
  });
});

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

/**
 * Creating a user: one who can log in, unknown and protected fields ignored, duplicates, bad fields and
 * unknown roles refused changing nothing, and the photo checked by content.
 */
import { describe, expect, it } from 'vitest';
import { images, users } from '../../server/db/schema';
import { api, DEMO_ADMIN, listUrl, login, tinyPng, unchanged } from './fixtures';
import { admin, newUser, openUsersSchool, t, type UserRow, userRow } from './fixtures/users-school';

openUsersSchool();

describe('create', () => {
  it('creates a user who can log in; the password is never returned', async () => {
    const body = newUser({ email: 'Nuevo.Usuario@Colegio.Demo', cellphone: '310 000 0000' });
    const res = await admin.post<UserRow>('/api/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 1, message: 'Creado' });
    expect(res.body.data).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      email: 'nuevo.usuario@colegio.demo',
      cellphone: '310 000 0000',
      active: 1,
    });
    expect(res.body.data).not.toHaveProperty('password_hash');
    expect(res.body.data).not.toHaveProperty('password');
    expect(res.raw).not.toContain(body.password);
    expect(res.raw).not.toContain('scrypt$');
    const row = await userRow(res.body.data.id);
    expect(row.password_hash).not.toContain(body.password);
    const login2 = await api(t.app).post<{ mustChangePassword: boolean }>('/api/login', {
      email: 'nuevo.usuario@colegio.demo',
      password: body.password,
    });
    expect(login2.status).toBe(200);
    expect(login2.body.data.mustChangePassword).toBe(false);
    const listed = await admin.get(listUrl('/api/admin/users', { filter: { id: [res.body.data.id] } }));
    expect(listed.body.total).toBe(1);
  });

  it('ignores unknown and protected fields', async () => {
    const body = newUser({
      id: 4242,
      active: 0,
      must_change_password: true,
      password_hash: 'scrypt$1$1$1$AAAA$AAAA',
      url: '/images/robada.png',
      created_at: '2000-01-01T00:00:00Z',
      hacker: 'sí',
    });
    const res = await admin.post<UserRow>('/api/admin/users', body);
    expect(res.status).toBe(201);
    expect(res.body.data.id).not.toBe(4242);
    expect(res.body.data).not.toHaveProperty('hacker');
    const row = await userRow(res.body.data.id);
    expect(row).toMatchObject({ active: 1, must_change_password: false, url: null });
    expect(row.created_at.getFullYear()).toBeGreaterThan(2000);
    expect(await login(t.app, body.email, body.password)).toEqual(expect.any(String));
  });

  it('refuses a duplicate e-mail (any case) or document with 409, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const dupEmail = await admin.post('/api/admin/users', newUser({ email: DEMO_ADMIN.toUpperCase() }));
        expect(dupEmail.status).toBe(409);
        expect(dupEmail.body).toMatchObject({
          code: 0,
          reason: 'duplicate',
          message: 'El email ya se encuentra registrado',
          errors: { email: 'El email ya se encuentra registrado' },
        });
        const dupDoc = await admin.post('/api/admin/users', newUser({ num_doc: '1000000002' }));
        expect(dupDoc.status).toBe(409);
        expect(dupDoc.body.errors).toEqual({ num_doc: 'El numero de documento ya se encuentra registrado' });
      },
      { users },
    );
  });

  it('refuses bad or missing fields with 400 naming the field in Spanish, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const badType = await admin.post('/api/admin/users', newUser({ type_doc: 9 }));
        expect(badType.status).toBe(400);
        expect(badType.body.reason).toBe('validation');
        expect(badType.body.errors?.type_doc).toBe(
          'El valor del campo Tipo de documento no es una opción válida',
        );
        expect(badType.body.message).toBe(badType.body.errors?.type_doc);

        const empty = await admin.post('/api/admin/users', {});
        expect(empty.status).toBe(400);
        expect(empty.body.errors).toMatchObject({
          name: 'El campo Nombre es requerido',
          email: 'El campo Correo electrónico es requerido',
          num_doc: 'El campo Número de documento es requerido',
          id_rol: 'El campo Rol es requerido',
          password: 'El campo Contraseña es requerido',
        });

        const cases: [Record<string, unknown>, string, string][] = [
          [
            { email: 'no-es-correo' },
            'email',
            'El campo Correo electrónico debe ser un correo electrónico válido',
          ],
          [{ name: '   ' }, 'name', 'El campo Nombre es requerido'],
          [{ password: 'corta' }, 'password', 'El campo Contraseña debe tener mínimo 8 caracteres'],
          [{ id_rol: 'uno' }, 'id_rol', 'El campo Rol debe ser un número entero'],
          [
            { num_doc: '1'.repeat(21) },
            'num_doc',
            'El campo Número de documento admite máximo 20 caracteres',
          ],
        ];
        for (const [patch, field, message] of cases) {
          const res = await admin.post('/api/admin/users', newUser(patch));
          expect(res.status, field).toBe(400);
          expect(res.body.errors?.[field], field).toBe(message);
        }
      },
      { users },
    );
  });

  it('refuses a role or turn that does not exist with 400 on that field, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const badRole = await admin.post('/api/admin/users', newUser({ id_rol: 9999 }));
        expect(badRole.status).toBe(400);
        expect(badRole.body).toMatchObject({
          code: 0,
          reason: 'validation',
          errors: { id_rol: 'El valor seleccionado en Rol no existe' },
        });
        const badTurn = await admin.post('/api/admin/users', newUser({ turno: 9999 }));
        expect(badTurn.status).toBe(400);
        expect(badTurn.body.errors).toEqual({ turno: 'El valor seleccionado en Turno no existe' });
      },
      { users },
    );
  });

  it('stores a photo checked by content; a refused create stores no image', async () => {
    const png = tinyPng().toString('base64');
    const created = await admin.post<UserRow>(
      '/api/admin/users',
      newUser({ image: `data:image/png;base64,${png}` }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);

    await unchanged(
      t,
      async () => {
        const notImage = await admin.post(
          '/api/admin/users',
          newUser({ image: Buffer.from('hola, no soy una imagen').toString('base64') }),
        );
        expect(notImage.status).toBe(400);
        expect(notImage.body.errors).toEqual({ image: 'La imagen debe ser un archivo .jpg o .png' });
        const duplicate = await admin.post('/api/admin/users', newUser({ email: DEMO_ADMIN, image: png }));
        expect(duplicate.status).toBe(409);
      },
      { users, images },
    );
  });
});

/**
 * Credentials (carnets) created (one per user, refusals changing nothing), their code regenerated, and
 * deleted or, with movements, deactivated.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CODE_PATTERN,
  CODE_UPDATED,
  maskCode,
  NO_CREDENTIAL_FOR_CODE,
  type Credential,
  type CredentialLookup,
} from '../../src/domain/credentials';
import { credentials, users } from '../../server/db/schema';
import {
  api,
  credentialOf,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CREDENTIAL,
  expectCredentialShape,
  MONEY,
  movementsOf,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { admin, cashier, LIST, openCredentialsSchool, secretary, t } from './fixtures/credentials-school';

openCredentialsSchool();

describe('create', () => {
  it('creates a credential with balance 0 and a fresh code; the lookup then answers code 1', async () => {
    const userId = await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    const res = await admin.post<Credential>(LIST, {
      id_user_primary: userId,
      // The client cannot choose these:
      saldo: 999999,
      code: 'CRNAAAAAAAAAAAAAAAAAAAAAAAA',
      lockSaldo: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body.code).toBe(1);
    // The answer masks the code; the top-up screen the client goes to next shows the card.
    expectCredentialShape(res.body.data, 'masked');
    expect(res.body.data).toMatchObject({
      id_user_primary: userId,
      saldo: 0,
      active: 1,
      lockSaldo: 0,
      purchase: 0,
    });
    const stored = await credentialOf(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    expect(stored.code).toMatch(CODE_PATTERN);
    expect(stored.code).not.toBe('CRNAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.body.data.code).toBe(maskCode(stored.code));
    expect(await movementsOf(t, res.body.data.id)).toEqual([]);
    const lookup = await admin.get<CredentialLookup>(`${LIST}/${DEMO_STUDENT_NO_CREDENTIAL.num_doc}`);
    expect(lookup.body.code).toBe(1);
    expect(lookup.body.data.carnet?.id).toBe(res.body.data.id);
  });

  it('creates it inactive on request; the secretary may create', async () => {
    const userId = await userIdByDocument(t, '1098765443');
    const res = await secretary.post<Credential>(LIST, { id_user_primary: userId, active: 0 });
    expect(res.status).toBe(201);
    expect(res.body.data.active).toBe(0);
  });

  it('one credential per user: 409 duplicate, changing nothing, also when requests race', async () => {
    const userId = await userIdByDocument(t, DEMO_STUDENT.num_doc);
    await unchanged(
      t,
      async () => {
        const res = await admin.post(LIST, { id_user_primary: userId });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 0,
          reason: 'duplicate',
          message: 'El usuario ya tiene un carnet',
          errors: { id_user_primary: 'El usuario ya tiene un carnet' },
        });
      },
      MONEY,
    );

    const fresh = await admin.post<{ id: number }>('/api/admin/users', {
      name: 'Carrera Simultánea',
      email: 'carrera@colegio.demo',
      type_doc: 1,
      num_doc: '31313131',
      id_rol: 1,
      password: DEMO_PASSWORD,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.post(LIST, { id_user_primary: fresh.body.data.id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(credentials)
      .where(eq(credentials.id_user_primary, fresh.body.data.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown or inactive user and bad bodies with 400 on the field, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const unknown = await admin.post(LIST, { id_user_primary: 99999 });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors?.id_user_primary).toBe(
          'El usuario seleccionado no existe o está inactivo',
        );
        const [fresh] = await t.db
          .insert(users)
          .values({
            name: 'Inactivo Sin Carnet',
            email: 'inactivo@colegio.demo',
            num_doc: '42424242',
            id_rol: 1,
            password_hash: '!',
            active: 0,
          })
          .returning();
        const inactive = await admin.post(LIST, { id_user_primary: fresh.id });
        expect(inactive.status).toBe(400);
        expect(inactive.body.errors?.id_user_primary).toBe(
          'El usuario seleccionado no existe o está inactivo',
        );
        for (const body of [
          {},
          { id_user_primary: '5' },
          { id_user_primary: 1.5 },
          { id_user_primary: -1 },
          { id_user_primary: null },
        ]) {
          const res = await admin.post(LIST, body);
          expect(res.status, JSON.stringify(body)).toBe(400);
          expect(res.body.reason).toBe('validation');
          expect(res.body.errors).toHaveProperty('id_user_primary');
        }
        expect((await admin.post(LIST, {})).body.message).toBe('El campo Usuario es requerido');
        const badState = await admin.post(LIST, { id_user_primary: fresh.id, active: 2 });
        expect(badState.status).toBe(400);
        expect(badState.body.errors?.active).toBe('El campo Estado es inválido');
      },
      MONEY,
    );
  });

  it('needs carnets.list', async () => {
    await unchanged(
      t,
      async () => {
        const userId = await userIdByDocument(t, '1000000001'); // the administrator holds no credential
        for (const who of [cashier, (await staffWith(t, admin, ['carnets', 'carnets.recharge'])).api]) {
          const res = await who.post(LIST, { id_user_primary: userId });
          expect(res.status).toBe(403);
        }
        expect((await api(t.app).post(LIST, { id_user_primary: userId })).status).toBe(401);
      },
      MONEY,
    );
  });
});

describe('regenerate the code', () => {
  it('gives a new code at once: the old one answers 404, the new one validates; balance and ledger untouched', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    const ledger = await movementsOf(t, valentina.id);
    const res = await admin.put<Credential>(`/api/admin/carnetscode/${valentina.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CODE_UPDATED);
    // The edit screen shows the new card: the whole new code.
    expectCredentialShape(res.body.data, 'whole');
    expect(res.body.data.code).not.toBe(valentina.code);
    expect(res.body.data.code).toBe((await credentialOf(t, DEMO_STUDENT.num_doc)).code);
    expect(res.body.data.saldo).toBe(valentina.saldo);
    const old = await admin.get(`${LIST}/${valentina.code}/validate`);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(NO_CREDENTIAL_FOR_CODE);
    const fresh = await admin.get<CredentialLookup>(`${LIST}/${res.body.data.code}/validate`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.carnet?.id).toBe(valentina.id);
    expect(await movementsOf(t, valentina.id)).toEqual(ledger);
  });

  it('answers 404 for an unknown credential and needs carnets.list', async () => {
    expect((await admin.put('/api/admin/carnetscode/99999')).status).toBe(404);
    expect((await admin.put('/api/admin/carnetscode/abc')).status).toBe(400);
    await unchanged(
      t,
      async () => {
        const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
        expect((await cashier.put(`/api/admin/carnetscode/${valentina.id}`)).status).toBe(403);
        const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge']);
        expect((await topper.api.put(`/api/admin/carnetscode/${valentina.id}`)).status).toBe(403);
        expect((await api(t.app).put(`/api/admin/carnetscode/${valentina.id}`)).status).toBe(401);
      },
      { credentials },
    );
  });
});

describe('delete', () => {
  it('deletes a credential without movements', async () => {
    // A user of its own, given a credential here and never topped up.
    const holder = await admin.post<{ id: number }>('/api/admin/users', {
      name: 'Carnet Sin Movimientos',
      email: 'sin.movimientos@colegio.demo',
      type_doc: 1,
      num_doc: '51515151',
      id_rol: 1,
      password: DEMO_PASSWORD,
    });
    expect(holder.status, holder.body.message).toBe(201);
    expect((await admin.post(LIST, { id_user_primary: holder.body.data.id })).status).toBe(201);
    const credential = await credentialOf(t, '51515151');
    expect(await movementsOf(t, credential.id)).toEqual([]);
    const res = await admin.delete<{ id: number }>(`${LIST}/${credential.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: 'Eliminado', data: { id: credential.id } });
    expect(await t.db.select().from(credentials).where(eq(credentials.id, credential.id))).toEqual([]);
    expect((await admin.get<CredentialLookup>(`${LIST}/51515151`)).body.code).toBe(2);
  });

  it('deactivates a credential with movements, keeping its balance and ledger', async () => {
    const credential = await credentialOf(t, '1098765436');
    const ledger = await movementsOf(t, credential.id);
    expect(ledger.length).toBeGreaterThan(0);
    const res = await admin.delete<{ id: number; deactivated: boolean }>(`${LIST}/${credential.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 1,
      message: 'El carnet tiene movimientos: se desactivó en lugar de eliminarse',
      data: { id: credential.id, deactivated: true },
    });
    const after = await credentialOf(t, '1098765436');
    expect(after).toMatchObject({ active: 0, saldo: credential.saldo, code: credential.code });
    expect(await movementsOf(t, credential.id)).toEqual(ledger);
    expect((await admin.get(`${LIST}/${credential.code}/validate`)).status).toBe(409);
  });

  it('answers 404 for an unknown credential and needs carnets.list, changing nothing', async () => {
    expect((await admin.delete(`${LIST}/99999`)).status).toBe(404);
    await unchanged(
      t,
      async () => {
        const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
        expect((await cashier.delete(`${LIST}/${valentina.id}`)).status).toBe(403);
        const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge', 'carnets.discharge']);
        expect((await topper.api.delete(`${LIST}/${valentina.id}`)).status).toBe(403);
        expect((await api(t.app).delete(`${LIST}/${valentina.id}`)).status).toBe(401);
      },
      MONEY,
    );
  });
});

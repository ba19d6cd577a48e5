/**
 * Credentials (carnets) found by their holder's document and validated by their code, and who may look.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_INACTIVE,
  maskCode,
  NO_CREDENTIAL_FOR_CODE,
  NO_USER,
  type CredentialLookup,
} from '../../src/domain/credentials';
import { users } from '../../server/db/schema';
import {
  api,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
  expectCredentialShape,
  staffWith,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  credentialCount,
  cashier,
  LIST,
  openCredentialsSchool,
  PHOTO,
  t,
} from './fixtures/credentials-school';

openCredentialsSchool();

describe('lookup by document', () => {
  it('code 1 with the credential when the user holds one', async () => {
    const res = await admin.get<CredentialLookup>(`${LIST}/${DEMO_STUDENT.num_doc}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.user).toEqual({
      id: await userIdByDocument(t, DEMO_STUDENT.num_doc),
      name: DEMO_STUDENT.name,
      num_doc: DEMO_STUDENT.num_doc,
      type_doc: 4,
      url: PHOTO,
      // Issue 35: what the till must know before selling to the student.
      alergias: expect.any(Array),
      alergias_nota: null,
    });
    expectCredentialShape(res.body.data.carnet!, 'masked');
    expect(res.body.data.carnet).toMatchObject({ saldo: 15000, active: 1, num_doc: DEMO_STUDENT.num_doc });
    // An inactive credential is still found: the screens show it as such.
    const camila = await admin.get<CredentialLookup>(`${LIST}/${DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc}`);
    expect(camila.body.code).toBe(1);
    expect(camila.body.data.carnet).toMatchObject({ active: 0, saldo: 5000 });
  });

  it('code 2 with carnet null when the user has none; the document is trimmed', async () => {
    const res = await admin.get<CredentialLookup>(`${LIST}/%20${DEMO_STUDENT_NO_CREDENTIAL.num_doc}%20`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2);
    expect(res.body.data.carnet).toBeNull();
    expect(res.body.data.user).toMatchObject({
      name: DEMO_STUDENT_NO_CREDENTIAL.name,
      num_doc: DEMO_STUDENT_NO_CREDENTIAL.num_doc,
    });
  });

  it('404 No Existe Usuario for an unknown document, a partial one or an inactive user', async () => {
    for (const doc of ['999999', DEMO_STUDENT.num_doc.slice(0, 6), 'create-no']) {
      const res = await admin.get(`${LIST}/${doc}`);
      expect(res.status, doc).toBe(404);
      expect(res.body).toMatchObject({ code: 0, message: NO_USER, reason: 'not_found' });
    }
    const id = await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, id));
    try {
      const res = await admin.get(`${LIST}/${DEMO_STUDENT_NO_CREDENTIAL.num_doc}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    } finally {
      await t.db.update(users).set({ active: 1 }).where(eq(users.id, id));
    }
  });

  it('static paths win over the document: create and no/accion are not looked up', async () => {
    expect((await admin.get(`${LIST}/create`)).body.data).toHaveProperty('fields');
    expect((await admin.get(`${LIST}/no/accion`)).body.total).toBe(await credentialCount());
  });

  it('is open to credential staff and to the cashiers of both points of sale, no one else', async () => {
    const url = `${LIST}/${DEMO_STUDENT.num_doc}`;
    for (const keys of [
      ['carnets', 'carnets.recharge'],
      ['carnets', 'carnets.discharge'],
      ['cafeteria', 'cafeteria.pos'],
      ['papeleria', 'papeleria.pos'],
    ]) {
      const staff = await staffWith(t, admin, keys);
      const res = await staff.api.get(url);
      expect(res.status, keys.join()).toBe(200);
      expect(
        (await staff.api.get(`${LIST}/${(await credentialOf(t, DEMO_STUDENT.num_doc)).code}/validate`))
          .status,
      ).toBe(200);
    }
    expect((await cashier.get(url)).status).toBe(200);
    const other = await staffWith(t, admin, ['carnets', 'carnets.reports']);
    expect((await other.api.get(url)).status).toBe(403);
    expect((await api(t.app).get(url)).status).toBe(401);
  });
});

describe('validate by code', () => {
  it('finds an active credential by its code in any case', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    for (const code of [valentina.code, valentina.code.toLowerCase(), `%20${valentina.code}%20`]) {
      const res = await admin.get<CredentialLookup>(`${LIST}/${code}/validate`);
      expect(res.status, code).toBe(200);
      expect(res.body.code).toBe(1);
      // The reader holds the card: the answer names it by its masked code only.
      expect(res.body.data.carnet).toMatchObject({
        id: valentina.id,
        code: maskCode(valentina.code),
        saldo: 15000,
      });
      expect(res.raw).not.toContain(valentina.code);
      expect(res.body.data.user).toMatchObject({ name: DEMO_STUDENT.name, num_doc: DEMO_STUDENT.num_doc });
    }
  });

  it('404 for an unknown code, 409 inactive for an inactive credential', async () => {
    for (const code of ['CRNAAAAAAAAAAAAAAAAAAAAAAAA', 'nada', DEMO_STUDENT.num_doc]) {
      const res = await admin.get(`${LIST}/${code}/validate`);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ code: 0, message: NO_CREDENTIAL_FOR_CODE, reason: 'not_found' });
    }
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    const res = await admin.get(`${LIST}/${camila.code}/validate`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 0, message: CREDENTIAL_INACTIVE, reason: 'inactive' });
  });

  it('refuses the credential of a deactivated holder as inactive', async () => {
    const mateo = await credentialOf(t, '1098765435');
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, mateo.id_user_primary));
    try {
      const res = await admin.get(`${LIST}/${mateo.code}/validate`);
      expect(res.status).toBe(409);
      expect(res.body.reason).toBe('inactive');
    } finally {
      await t.db.update(users).set({ active: 1 }).where(eq(users.id, mateo.id_user_primary));
    }
  });
});

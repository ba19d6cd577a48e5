/**
 * Credentials (carnets): list, lookups by document and by code, the record, create, code
 * regeneration and delete; who may call what; bad input; refusals change nothing.
 * Money (top-up, deduction, idempotency, concurrency) is in credentials-money.test.ts,
 * reports in credentials-reports.test.ts.
 */
import { asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARNET_INACTIVE,
  CODE_PATTERN,
  CODE_UPDATED,
  maskCode,
  NO_CARNET_FOR_CODE,
  NO_USER,
  type Credential,
  type CredentialLookup,
} from '../../src/domain/credentials';
import { credentials, users } from '../../server/db/schema';
import {
  type Api,
  api,
  credentialOf,
  concreteUrl,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CARNET,
  DEMO_STUDENT_NO_CARNET,
  expectCredentialShape,
  listUrl,
  MONEY,
  movementsOf,
  registeredRoutes,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let secretary: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
    secretary: { api: secretary },
  } = await schoolWithStaff());
});
afterAll(() => t?.close());

const LIST = '/api/admin/carnets';
/** A stored portrait's url: every demo student has one. */
const PHOTO = expect.stringMatching(/^\/images\/[a-f0-9]{32}\.png$/);

/** How many credentials the demo holds (some 280), all or only those in `active` state. */
async function carnetCount(active?: 0 | 1): Promise<number> {
  const where = active === undefined ? undefined : eq(credentials.active, active);
  return Number((await t.db.select({ n: count() }).from(credentials).where(where))[0].n);
}

describe('the demo credentials', () => {
  it('hold the fixed facts the browser tests rely on, every balance from the ledger', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    expect(valentina).toMatchObject({ saldo: 15000, active: 1, lockSaldo: 0 });
    const moves = await movementsOf(t, valentina.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'recarga', amount: 15000, saldo_previo: 0, saldo_nuevo: 15000 });
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc);
    expect(camila).toMatchObject({ saldo: 5000, active: 0 });
    await expect(credentialOf(t, DEMO_STUDENT_NO_CARNET.num_doc)).rejects.toThrow();
    // Students can never sign in.
    const [student] = await t.db.select().from(users).where(eq(users.num_doc, DEMO_STUDENT.num_doc));
    expect(student.password_hash).toBe('!');
    const res = await api(t.app).post('/api/login', { email: student.email, password: '!' });
    expect(res.status).toBe(401);
  });

  it('the dashboard tile Carnets counts the active credentials and follows a deactivation', async () => {
    const tile = async () =>
      (
        await admin.get<{ tiles: { key: string; value: number | null }[] }>('/api/dashboard')
      ).body.data.tiles.find((x) => x.key === 'carnets')?.value;
    const active = await carnetCount(1);
    expect(await tile()).toBe(active);
    const mariana = await credentialOf(t, '1098765440');
    await admin.put(`${LIST}/${mariana.id}`, { active: 0 });
    expect(await tile()).toBe(active - 1);
    await admin.put(`${LIST}/${mariana.id}`, { active: 1 });
    expect(await tile()).toBe(active);
  });
});

describe('list', () => {
  it('pages in the database, sorted by holder name by default, with the Carnet fields', async () => {
    const total = await carnetCount();
    const firstNames = await t.db
      .select({ name: users.name })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .orderBy(asc(users.name))
      .limit(3);
    const page1 = await admin.get<Credential[]>(listUrl(LIST, { perPage: 3 }));
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBe(total);
    expect(page1.body.data.map((c) => c.name_user_primary)).toEqual(firstNames.map((r) => r.name));
    for (const c of page1.body.data) expectCredentialShape(c, 'masked');
    const lastPage = Math.ceil(total / 3);
    const last = await admin.get<Credential[]>(listUrl(LIST, { perPage: 3, page: lastPage }));
    expect(last.body.data).toHaveLength(total - 3 * (lastPage - 1));
    expect(last.body.total).toBe(total);
    const valentina = (await admin.get<Credential[]>(listUrl(LIST, { q: 'valentina' }))).body.data[0];
    expect(valentina).toMatchObject({
      name_user_primary: DEMO_STUDENT.name,
      num_doc: DEMO_STUDENT.num_doc,
      saldo: 15000,
      active: 1,
      lockSaldo: 0,
      purchase: 0,
      url: PHOTO,
    });
  });

  it('sorts by balance either way and refuses unknown columns', async () => {
    const saldos = async (order: typeof asc) =>
      (await t.db.select({ saldo: credentials.saldo }).from(credentials).orderBy(order(credentials.saldo)).limit(2)).map((c) => c.saldo);
    const highest = await admin.get<Credential[]>(listUrl(LIST, { sort: 'saldo', order: 'DESC', perPage: 2 }));
    expect(highest.body.data.map((c) => c.saldo)).toEqual(await saldos(desc));
    const lowest = await admin.get<Credential[]>(listUrl(LIST, { sort: 'saldo', order: 'ASC', perPage: 2 }));
    expect(lowest.body.data.map((c) => c.saldo)).toEqual(await saldos(asc));
    expect(highest.body.data[0].saldo).toBeGreaterThan(lowest.body.data[0].saldo);
    for (const sort of ['nope', 'password_hash', 'purchase']) {
      const res = await admin.get(listUrl(LIST, { sort }));
      expect(res.status, sort).toBe(400);
      expect(res.body.errors?.sort).toBe(`No se puede ordenar por ${sort}`);
    }
  });

  it('searches holder name and document with q, and a code only whole', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    for (const q of ['gómez ROJAS', DEMO_STUDENT.num_doc]) {
      const res = await admin.get<Credential[]>(listUrl(LIST, { q }));
      expect(
        res.body.data.map((c) => c.num_doc),
        q,
      ).toContain(DEMO_STUDENT.num_doc);
    }
    // A whole code (a card through a scanner, any case) finds its one credential, also with other filters.
    for (const [q, filter] of [[valentina.code.toLowerCase(), undefined], [` ${valentina.code} `, { active: 1 }]] as const) {
      const whole = await admin.get<Credential[]>(listUrl(LIST, { q, filter }));
      expect(whole.body.data.map((c) => c.id), q).toEqual([valentina.id]);
    }
    expect((await admin.get(listUrl(LIST, { q: valentina.code, filter: { active: 0 } }))).body.total).toBe(0);
    // A part of a code finds nothing, by search or by filter: the list cannot be read out a character at a time.
    // (Its last 4 characters are no search: a name might hold them.)
    const parts = [valentina.code.slice(0, 5), valentina.code.slice(5, 15).toLowerCase(), maskCode(valentina.code)];
    for (const part of parts) expect((await admin.get(listUrl(LIST, { q: part }))).body.total, part).toBe(0);
    for (const part of [...parts, valentina.code.slice(-4)]) {
      const filtered = await admin.get(listUrl(LIST, { filter: { code: part } }));
      expect(filtered.status, part).toBe(200);
      expect(filtered.body.total, part).toBe(0);
    }
    expect((await admin.get<Credential[]>(listUrl(LIST, { filter: { code: valentina.code } }))).body.data.map((c) => c.id)).toEqual([valentina.id]);
    // Nor sorted by it.
    const sorted = await admin.get(listUrl(LIST, { sort: 'code' }));
    expect(sorted.status).toBe(400);
    expect(sorted.body.errors?.sort).toBe('No se puede ordenar por code');
    const byDoc = await admin.get<Credential[]>(listUrl(LIST, { q: DEMO_STUDENT_INACTIVE_CARNET.num_doc }));
    expect(byDoc.body.total).toBe(1);
    const none = await admin.get(listUrl(LIST, { q: '%' }));
    expect(none.body.total).toBe(0);
  });

  it('filters by active, id and id_user_primary, and refuses other keys', async () => {
    const inactive = await admin.get<Credential[]>(listUrl(LIST, { filter: { active: 0 }, perPage: 100 }));
    expect(inactive.body.total).toBe(await carnetCount(0));
    expect(inactive.body.data.every((c) => c.active === 0)).toBe(true);
    expect(inactive.body.data.map((c) => c.name_user_primary)).toContain(DEMO_STUDENT_INACTIVE_CARNET.name);
    const active = await admin.get(listUrl(LIST, { filter: { active: 1 } }));
    expect(active.body.total).toBe(await carnetCount(1));
    expect(Number(active.body.total) + Number(inactive.body.total)).toBe(await carnetCount());
    const userId = await userIdByDocument(t, DEMO_STUDENT.num_doc);
    const byUser = await admin.get<Credential[]>(listUrl(LIST, { filter: { id_user_primary: userId } }));
    expect(byUser.body.data.map((c) => c.num_doc)).toEqual([DEMO_STUDENT.num_doc]);
    const ids = await admin.get<Credential[]>(listUrl(LIST, { filter: { id: [1, 2] }, sort: 'id' }));
    expect(ids.body.data.map((c) => c.id)).toEqual([1, 2]);
    for (const filter of [{ foo: 1 }, { password_hash: 'x' }]) {
      const res = await admin.get(listUrl(LIST, { filter }));
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe('validation');
    }
    const notNumber = await admin.get(listUrl(LIST, { filter: { id_user_primary: 'abc' } }));
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.errors?.filter).toBe('El filtro id_user_primary debe ser numérico');
    const badJson = await admin.get(`${LIST}?filter=${encodeURIComponent('{')}`);
    expect(badJson.status).toBe(400);
  });

  it('the no-actions list answers the same for carnets.noactions or carnets.list', async () => {
    const viewer = await staffWith(t, admin, ['carnets', 'carnets.noactions']);
    const res = await viewer.api.get<Credential[]>(listUrl(`${LIST}/no/accion`, { perPage: 100 }));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await carnetCount());
    expect((await admin.get(`${LIST}/no/accion`)).status).toBe(200);
    expect((await viewer.api.get(LIST)).status).toBe(403);
    expect((await cashier.get(`${LIST}/no/accion`)).status).toBe(403);
  });

  it('needs carnets.list', async () => {
    expect((await cashier.get(LIST)).status).toBe(403);
    expect((await secretary.get(LIST)).status).toBe(200);
    const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge']);
    expect((await topper.api.get(LIST)).status).toBe(403);
  });
});

describe('GET create (form)', () => {
  it('describes the user reference and the state', async () => {
    const res = await admin.get<{ fields: { source: string; type: string; required: boolean }[] }>(
      `${LIST}/create`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.fields).toEqual([
      {
        source: 'id_user_primary',
        type: 'reference',
        label: 'Usuario',
        required: true,
        reference: 'admin/users',
      },
      {
        source: 'active',
        type: 'select',
        label: 'Estado',
        required: false,
        options: [
          { id: 1, name: 'Activo' },
          { id: 0, name: 'Inactivo' },
        ],
        defaultValue: 1,
      },
    ]);
    expect((await cashier.get(`${LIST}/create`)).status).toBe(403);
  });
});

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
    });
    expectCredentialShape(res.body.data.carnet!, 'masked');
    expect(res.body.data.carnet).toMatchObject({ saldo: 15000, active: 1, num_doc: DEMO_STUDENT.num_doc });
    // An inactive credential is still found: the screens show it as such.
    const camila = await admin.get<CredentialLookup>(`${LIST}/${DEMO_STUDENT_INACTIVE_CARNET.num_doc}`);
    expect(camila.body.code).toBe(1);
    expect(camila.body.data.carnet).toMatchObject({ active: 0, saldo: 5000 });
  });

  it('code 2 with carnet null when the user has none; the document is trimmed', async () => {
    const res = await admin.get<CredentialLookup>(`${LIST}/%20${DEMO_STUDENT_NO_CARNET.num_doc}%20`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2);
    expect(res.body.data.carnet).toBeNull();
    expect(res.body.data.user).toMatchObject({
      name: DEMO_STUDENT_NO_CARNET.name,
      num_doc: DEMO_STUDENT_NO_CARNET.num_doc,
    });
  });

  it('404 No Existe Usuario for an unknown document, a partial one or an inactive user', async () => {
    for (const doc of ['999999', DEMO_STUDENT.num_doc.slice(0, 6), 'create-no']) {
      const res = await admin.get(`${LIST}/${doc}`);
      expect(res.status, doc).toBe(404);
      expect(res.body).toMatchObject({ code: 0, message: NO_USER, reason: 'not_found' });
    }
    const id = await userIdByDocument(t, DEMO_STUDENT_NO_CARNET.num_doc);
    await t.db.update(users).set({ active: 0 }).where(eq(users.id, id));
    try {
      const res = await admin.get(`${LIST}/${DEMO_STUDENT_NO_CARNET.num_doc}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    } finally {
      await t.db.update(users).set({ active: 1 }).where(eq(users.id, id));
    }
  });

  it('static paths win over the document: create and no/accion are not looked up', async () => {
    expect((await admin.get(`${LIST}/create`)).body.data).toHaveProperty('fields');
    expect((await admin.get(`${LIST}/no/accion`)).body.total).toBe(await carnetCount());
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
        (await staff.api.get(`${LIST}/${(await credentialOf(t, DEMO_STUDENT.num_doc)).code}/validate`)).status,
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
      expect(res.body.data.carnet).toMatchObject({ id: valentina.id, code: maskCode(valentina.code), saldo: 15000 });
      expect(res.raw).not.toContain(valentina.code);
      expect(res.body.data.user).toMatchObject({ name: DEMO_STUDENT.name, num_doc: DEMO_STUDENT.num_doc });
    }
  });

  it('404 for an unknown code, 409 inactive for an inactive credential', async () => {
    for (const code of ['CRNAAAAAAAAAAAAAAAAAAAAAAAA', 'nada', DEMO_STUDENT.num_doc]) {
      const res = await admin.get(`${LIST}/${code}/validate`);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ code: 0, message: NO_CARNET_FOR_CODE, reason: 'not_found' });
    }
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CARNET.num_doc);
    const res = await admin.get(`${LIST}/${camila.code}/validate`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 0, message: CARNET_INACTIVE, reason: 'inactive' });
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

describe('GET {id}/edit', () => {
  it('answers one credential to its staff; 404 unknown; 400 malformed id', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await admin.get<Credential>(`${LIST}/${valentina.id}/edit`);
    expect(res.status).toBe(200);
    // The top-up, deduction and edit screens show the card: its whole code.
    expectCredentialShape(res.body.data, 'whole');
    expect(res.body.data).toMatchObject({
      id: valentina.id,
      code: valentina.code,
      saldo: 15000,
      name_user_primary: DEMO_STUDENT.name,
    });
    const missing = await admin.get(`${LIST}/99999/edit`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('El carnet no existe');
    for (const id of ['abc', '1.5', '-1', '99999999999'])
      expect((await admin.get(`${LIST}/${id}/edit`)).status, id).toBe(400);
    const discharger = await staffWith(t, admin, ['carnets', 'carnets.discharge']);
    expect((await discharger.api.get(`${LIST}/${valentina.id}/edit`)).status).toBe(200);
    expect((await cashier.get(`${LIST}/${valentina.id}/edit`)).status).toBe(403);
  });
});

describe('create', () => {
  it('creates a credential with balance 0 and a fresh code; the lookup then answers code 1', async () => {
    const userId = await userIdByDocument(t, DEMO_STUDENT_NO_CARNET.num_doc);
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
    const stored = await credentialOf(t, DEMO_STUDENT_NO_CARNET.num_doc);
    expect(stored.code).toMatch(CODE_PATTERN);
    expect(stored.code).not.toBe('CRNAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.body.data.code).toBe(maskCode(stored.code));
    expect(await movementsOf(t, res.body.data.id)).toEqual([]);
    const lookup = await admin.get<CredentialLookup>(`${LIST}/${DEMO_STUDENT_NO_CARNET.num_doc}`);
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
    const rows = await t.db.select().from(credentials).where(eq(credentials.id_user_primary, fresh.body.data.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown or inactive user and bad bodies with 400 on the field, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const unknown = await admin.post(LIST, { id_user_primary: 99999 });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors?.id_user_primary).toBe('El usuario seleccionado no existe o está inactivo');
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
        expect(inactive.body.errors?.id_user_primary).toBe('El usuario seleccionado no existe o está inactivo');
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
    expect(old.body.message).toBe(NO_CARNET_FOR_CODE);
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
    const carnet = await credentialOf(t, '1098765443'); // created above, never topped up
    const res = await admin.delete<{ id: number }>(`${LIST}/${carnet.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: 'Eliminado', data: { id: carnet.id } });
    expect(await t.db.select().from(credentials).where(eq(credentials.id, carnet.id))).toEqual([]);
    expect((await admin.get<CredentialLookup>(`${LIST}/1098765443`)).body.code).toBe(2);
  });

  it('deactivates a credential with movements, keeping its balance and ledger', async () => {
    const carnet = await credentialOf(t, '1098765436');
    const ledger = await movementsOf(t, carnet.id);
    expect(ledger.length).toBeGreaterThan(0);
    const res = await admin.delete<{ id: number; deactivated: boolean }>(`${LIST}/${carnet.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 1,
      message: 'El carnet tiene movimientos: se desactivó en lugar de eliminarse',
      data: { id: carnet.id, deactivated: true },
    });
    const after = await credentialOf(t, '1098765436');
    expect(after).toMatchObject({ active: 0, saldo: carnet.saldo, code: carnet.code });
    expect(await movementsOf(t, carnet.id)).toEqual(ledger);
    expect((await admin.get(`${LIST}/${carnet.code}/validate`)).status).toBe(409);
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

describe('every credential route', () => {
  const ROUTES = () =>
    registeredRoutes(t.app).filter(
      (r) =>
        (r.url.startsWith('/api/admin/carnets') || r.url === '/api/admin/reporte-global') &&
        r.method !== 'HEAD',
    );

  it('is registered', () => {
    expect(
      ROUTES()
        .map((r) => `${r.method} ${concreteUrl(r.url)}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/admin/carnets',
        'POST /api/admin/carnets',
        'GET /api/admin/carnets/no/accion',
        'GET /api/admin/carnets/create',
        'POST /api/admin/carnets/reports',
        // The report's whole Excel (server/http/report-routes.ts).
        'POST /api/admin/carnets/reports/excel',
        'GET /api/admin/carnets/1',
        'PUT /api/admin/carnets/1',
        'DELETE /api/admin/carnets/1',
        'GET /api/admin/carnets/1/validate',
        // The delivery screens' customer lookup (server/modules/boards/routes/delivery.ts).
        'GET /api/admin/carnets/1/validatedispatch',
        'GET /api/admin/carnets/1/edit',
        'PUT /api/admin/carnetscode/1',
        'POST /api/admin/reporte-global',
      ].sort(),
    );
  });

  it('answers 401 without a session and 403 to a staff member without any credential key, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const outsider = await staffWith(t, admin, ['dashboard']);
        for (const { method, url } of ROUTES()) {
          const body =
            method === 'GET' || method === 'DELETE' ? undefined : { recarga: 5000, id_user_primary: 1 };
          const anonymous = await api(t.app).call(method as 'GET', concreteUrl(url), body);
          expect(anonymous.status, `${method} ${url}`).toBe(401);
          const refused = await outsider.api.call(method as 'GET', concreteUrl(url), body);
          expect(refused.status, `${method} ${url}`).toBe(403);
          expect(refused.body).toMatchObject({ code: 0, reason: 'forbidden' });
        }
      },
      MONEY,
    );
  });
});

/**
 * Credentials (carnets): the demo's credentials, the list (paging, sorting, search, filters), the create
 * form and one record. Money is in credentials-{topup,money-access,idempotency,ledger}.test.ts, reports
 * in credentials-reports.test.ts.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskCode, type Credential } from '../../src/domain/credentials';
import { credentials, users } from '../../server/db/schema';
import {
  api,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
  expectCredentialShape,
  listUrl,
  movementsOf,
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
  secretary,
  t,
} from './fixtures/credentials-school';

openCredentialsSchool();

describe('the demo credentials', () => {
  it('hold the fixed facts the browser tests rely on, every balance from the ledger', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    expect(valentina).toMatchObject({ saldo: 15000, active: 1, lockSaldo: 0 });
    const moves = await movementsOf(t, valentina.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ kind: 'recarga', amount: 15000, saldo_previo: 0, saldo_nuevo: 15000 });
    const camila = await credentialOf(t, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc);
    expect(camila).toMatchObject({ saldo: 5000, active: 0 });
    await expect(credentialOf(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc)).rejects.toThrow();
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
    const active = await credentialCount(1);
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
    const total = await credentialCount();
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
      (
        await t.db
          .select({ saldo: credentials.saldo })
          .from(credentials)
          .orderBy(order(credentials.saldo))
          .limit(2)
      ).map((c) => c.saldo);
    const highest = await admin.get<Credential[]>(
      listUrl(LIST, { sort: 'saldo', order: 'DESC', perPage: 2 }),
    );
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
    for (const [q, filter] of [
      [valentina.code.toLowerCase(), undefined],
      [` ${valentina.code} `, { active: 1 }],
    ] as const) {
      const whole = await admin.get<Credential[]>(listUrl(LIST, { q, filter }));
      expect(
        whole.body.data.map((c) => c.id),
        q,
      ).toEqual([valentina.id]);
    }
    expect((await admin.get(listUrl(LIST, { q: valentina.code, filter: { active: 0 } }))).body.total).toBe(0);
    // A part of a code finds nothing, by search or by filter: the list cannot be read out a character at a time.
    // (Its last 4 characters are no search: a name might hold them.)
    const parts = [
      valentina.code.slice(0, 5),
      valentina.code.slice(5, 15).toLowerCase(),
      maskCode(valentina.code),
    ];
    for (const part of parts) expect((await admin.get(listUrl(LIST, { q: part }))).body.total, part).toBe(0);
    for (const part of [...parts, valentina.code.slice(-4)]) {
      const filtered = await admin.get(listUrl(LIST, { filter: { code: part } }));
      expect(filtered.status, part).toBe(200);
      expect(filtered.body.total, part).toBe(0);
    }
    expect(
      (await admin.get<Credential[]>(listUrl(LIST, { filter: { code: valentina.code } }))).body.data.map(
        (c) => c.id,
      ),
    ).toEqual([valentina.id]);
    // Nor sorted by it.
    const sorted = await admin.get(listUrl(LIST, { sort: 'code' }));
    expect(sorted.status).toBe(400);
    expect(sorted.body.errors?.sort).toBe('No se puede ordenar por code');
    const byDoc = await admin.get<Credential[]>(
      listUrl(LIST, { q: DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc }),
    );
    expect(byDoc.body.total).toBe(1);
    const none = await admin.get(listUrl(LIST, { q: '%' }));
    expect(none.body.total).toBe(0);
  });

  it('filters by active, id and id_user_primary, and refuses other keys', async () => {
    const inactive = await admin.get<Credential[]>(listUrl(LIST, { filter: { active: 0 }, perPage: 100 }));
    expect(inactive.body.total).toBe(await credentialCount(0));
    expect(inactive.body.data.every((c) => c.active === 0)).toBe(true);
    expect(inactive.body.data.map((c) => c.name_user_primary)).toContain(
      DEMO_STUDENT_INACTIVE_CREDENTIAL.name,
    );
    const active = await admin.get(listUrl(LIST, { filter: { active: 1 } }));
    expect(active.body.total).toBe(await credentialCount(1));
    expect(Number(active.body.total) + Number(inactive.body.total)).toBe(await credentialCount());
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
    expect(res.body.total).toBe(await credentialCount());
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

/** Per-student restrictions (spec part 2 'Locks'): the grid of students (paged, searched, among 2 000 too) and one record by credential code or document. */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maskCode, NO_USER } from '../../src/domain/credentials';
import type { BlockRecord } from '../../src/domain/restrictions';
import { credentials, roles, students, users } from '../../server/db/schema';
import { newCredentialCode } from '../../server/modules/credentials';
import {
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
} from '../../server/demo/seed';
import { STUDENT_ROLE, UNUSABLE_PASSWORD_HASH } from '../../server/db/seed';
import { credentialOf } from './fixtures';
import { admin, anonymous, cashier, openLocksSchool, secretary, t } from './fixtures/locks-school';

openLocksSchool();

const RECORD_KEYS: (keyof BlockRecord)[] = [
  'code',
  'countproducts',
  'id',
  'id_user_primary',
  'lockSaldo',
  'name',
  'num_doc',
  'purchase',
  'saldo',
  'url',
];

describe('POST lock/students: the grid', () => {
  it('lists active students with a credential, by name, with their limit and count, paged', async () => {
    // Every demo student with a credential (Santiago, Tomás and a few others have none), by the
    // database's order of names: some 280, read 100 at a time.
    const holders = await t.db
      .select({ name: users.name })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .orderBy(asc(users.name), asc(credentials.id));
    const res = await admin.post<BlockRecord[]>('/api/lock/students', { page: 1, perPage: 100 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.total).toBe(holders.length);
    expect(res.body.data).toHaveLength(100);
    const rows = [...res.body.data];
    for (let page = 2; rows.length < holders.length; page++) {
      const next = await admin.post<BlockRecord[]>('/api/lock/students', { page, perPage: 100 });
      expect(next.body.data.length).toBeGreaterThan(0);
      rows.push(...next.body.data);
    }
    expect(Object.keys(rows[0]).sort()).toEqual(RECORD_KEYS);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(holders.map((h) => h.name));
    expect(names).not.toContain(DEMO_STUDENT_NO_CREDENTIAL.name);
    expect(names).toContain(DEMO_STUDENT_INACTIVE_CREDENTIAL.name);
    const valentina = rows.find((r) => r.num_doc === DEMO_STUDENT.num_doc)!;
    const credential = await credentialOf(t, DEMO_STUDENT.num_doc);
    const [holder] = await t.db
      .select({ url: users.url })
      .from(users)
      .where(eq(users.id, credential.id_user_primary));
    expect(valentina).toEqual({
      id: credential.id,
      id_user_primary: credential.id_user_primary,
      name: DEMO_STUDENT.name,
      num_doc: DEMO_STUDENT.num_doc,
      // A code is a bearer secret: the grid names the card by its last characters.
      code: maskCode(credential.code),
      url: holder.url,
      saldo: 15000,
      lockSaldo: 0,
      purchase: 0,
      countproducts: 0,
    });

    const page2 = await admin.post<BlockRecord[]>('/api/lock/students', { page: 2, perPage: 3 });
    expect(page2.body.total).toBe(holders.length);
    expect(page2.body.data.map((r) => r.name)).toEqual(names.slice(3, 6));
    // The default page is 12 cards.
    expect((await admin.post<BlockRecord[]>('/api/lock/students')).body.data).toHaveLength(12);
  });

  it('searches by name (any part, any case) or by document (its beginning)', async () => {
    const byName = await admin.post<BlockRecord[]>('/api/lock/students', { q: 'valentina' });
    expect(byName.body.data.map((r) => r.name)).toEqual([DEMO_STUDENT.name]);
    expect(byName.body.total).toBe(1);
    const byDoc = await admin.post<BlockRecord[]>('/api/lock/students', { q: DEMO_STUDENT.num_doc });
    expect(byDoc.body.data.map((r) => r.num_doc)).toEqual([DEMO_STUDENT.num_doc]);
    const family = await admin.post<BlockRecord[]>('/api/lock/students', { q: 'rojas', perPage: 100 });
    expect(family.body.data.every((r) => r.name.toLowerCase().includes('rojas'))).toBe(true);
    expect(family.body.total).toBe(family.body.data.length);
    // The demo's fixed Rojas, among the generated families that bear the name.
    expect(family.body.data.map((r) => r.name)).toEqual(
      expect.arrayContaining([DEMO_STUDENT.name, 'Mateo Gómez Rojas', 'Antonella Rojas Mejía']),
    );
    const none = await admin.post<BlockRecord[]>('/api/lock/students', { q: '100%_' });
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('401 without a session, 403 without academic.locks, 400 on a bad page', async () => {
    expect((await anonymous.post('/api/lock/students')).status).toBe(401);
    expect((await cashier.post('/api/lock/students')).status).toBe(403);
    expect((await secretary.post('/api/lock/students')).status).toBe(403);
    const big = await admin.post('/api/lock/students', { perPage: 101 });
    expect(big.status).toBe(400);
    expect(big.body.errors).toHaveProperty('perPage');
    expect((await admin.post('/api/lock/students', { page: 0 })).status).toBe(400);
  });
});

describe('GET academic/validatecredential/{credential}', () => {
  it('finds a student by credential code (any case) or by document', async () => {
    const credential = await credentialOf(t, DEMO_STUDENT.num_doc);
    const byDoc = await admin.get<BlockRecord>(`/api/academic/validatecredential/${DEMO_STUDENT.num_doc}`);
    expect(byDoc.status).toBe(200);
    expect(byDoc.body.data).toMatchObject({
      id: credential.id,
      code: maskCode(credential.code),
      name: DEMO_STUDENT.name,
      lockSaldo: 0,
      countproducts: 0,
    });
    expect(byDoc.raw).not.toContain(credential.code);
    const byCode = await admin.get<BlockRecord>(
      `/api/academic/validatecredential/${credential.code.toLowerCase()}`,
    );
    expect(byCode.body.data).toEqual(byDoc.body.data);
    expect(byCode.raw).not.toContain(credential.code);
  });

  it("404 'No Existe Usuario' for nobody, a student without credential or a staff member; 401, 403", async () => {
    for (const credential of [
      '999999999',
      DEMO_STUDENT_NO_CREDENTIAL.num_doc,
      'CRNAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await admin.get(`/api/academic/validatecredential/${credential}`);
      expect(res.status, credential).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    }
    expect((await anonymous.get(`/api/academic/validatecredential/${DEMO_STUDENT.num_doc}`)).status).toBe(
      401,
    );
    expect((await cashier.get(`/api/academic/validatecredential/${DEMO_STUDENT.num_doc}`)).status).toBe(403);
  });
});

describe('a school of 2 000 students', () => {
  it('the grid pages and searches among them in the database', async () => {
    const [studentRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
    const extra = await t.db
      .insert(users)
      .values(
        Array.from({ length: 2000 }, (_, i) => ({
          name: `Estudiante Carga ${String(i).padStart(4, '0')}`,
          email: `carga${i}@estudiantes.colegio.demo`,
          num_doc: `77${String(i).padStart(8, '0')}`,
          type_doc: 4,
          password_hash: UNUSABLE_PASSWORD_HASH,
          id_rol: studentRole.id,
        })),
      )
      .returning({ id: users.id });
    await t.db.insert(students).values(extra.map((u) => ({ id_user: u.id })));
    await t.db
      .insert(credentials)
      .values(extra.map((u) => ({ id_user_primary: u.id, code: newCredentialCode() })));
    const before = (await admin.post<BlockRecord[]>('/api/lock/students', { perPage: 1 })).body.total!;
    expect(before).toBeGreaterThanOrEqual(2010);
    const res = await admin.post<BlockRecord[]>('/api/lock/students', { page: 150, perPage: 12 });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    const search = await admin.post<BlockRecord[]>('/api/lock/students', { q: 'Carga 0042' });
    expect(search.body.data.map((r) => r.name)).toEqual(['Estudiante Carga 0042']);
  });
});

/**
 * The student file and its timeline (issue 13 item 6): everything the school knows of one
 * student, and every movement of their credential newest first, paged in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentFile } from '../../src/domain/academic';
import { maskCode } from '../../src/domain/credentials';
import type { TimelineEvent } from '../../src/domain/timeline';
import { STORE } from '../../src/domain/stores';
import {
  type Api,
  cafeteriaBody,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CREDENTIAL,
  EMILIANO,
  ISABELLA,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type TestApp,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let secretary: Api;
let anonymous: Api;
let valentina: number;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
    secretary: { api: secretary },
    anonymous,
  } = await schoolWithStaff());
  valentina = await userIdByDocument(t, DEMO_STUDENT.num_doc);
});
afterAll(() => t?.close());

const fileOf = (who: Api, id: number | string) => who.get<StudentFile>(`/api/academic/students/${id}/file`);
const timelineOf = (who: Api, id: number, query = '') =>
  who.get<TimelineEvent[]>(`/api/academic/students/${id}/timeline${query}`);

describe('the student file', () => {
  it("holds the student's data, course, schedule, guardian, meal, home and credential", async () => {
    const res = await fileOf(admin, valentina);
    expect(res.status).toBe(200);
    const file = res.body.data;
    expect(file).toMatchObject({
      id: valentina,
      name: DEMO_STUDENT.name,
      num_doc: DEMO_STUDENT.num_doc,
      curso: expect.any(String),
      horario: expect.stringContaining('('),
      products: expect.any(String),
      acudiente: { name: DEMO_STUDENT.guardian.name, num_doc: DEMO_STUDENT.guardian.num_doc },
      credential: { saldo: DEMO_STUDENT.saldo, active: 1, purchase: 0, restricted: [] },
    });
    // The file is not the holder's card: its code is masked.
    const credential = await credentialOf(t, DEMO_STUDENT.num_doc);
    expect(file.credential?.code).toBe(maskCode(credential.code));
    expect(res.raw).not.toContain(credential.code);
    expect(file.latitud).toBeGreaterThan(7);
    expect(file.longitud).toBeLessThan(-73);
  });

  it('shows the restrictions and daily limit the locks screen set', async () => {
    const emiliano = await userIdByDocument(t, EMILIANO);
    const product = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const saved = await admin.post('/api/academic/productsblock', {
      id_user: emiliano,
      products: [product.id],
      saldo: 5000,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const file = (await fileOf(admin, emiliano)).body.data;
    expect(file.credential).toMatchObject({ lockSaldo: 5000, restricted: [product.name] });
  });

  it('says a student has no credential', async () => {
    const santiago = await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    const res = await fileOf(admin, santiago);
    expect(res.status).toBe(200);
    expect(res.body.data.credential).toBeNull();
  });

  it('is open to whoever manages students, locks or credentials, and to no one else', async () => {
    expect((await fileOf(anonymous, valentina)).status).toBe(401);
    expect((await fileOf(cashier, valentina)).status).toBe(403);
    expect((await fileOf(secretary, valentina)).status).toBe(200);
    const locks = await staffWith(t, admin, ['academic', 'academic.locks']);
    expect((await fileOf(locks.api, valentina)).status).toBe(200);
    expect((await timelineOf(cashier, valentina)).status).toBe(403);
    expect((await timelineOf(anonymous, valentina)).status).toBe(401);
  });

  it('refuses an unknown student, a staff member and a bad id in Spanish', async () => {
    const missing = await fileOf(admin, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('El estudiante no existe');
    const adminId = (await admin.post<{ id: number }>('/api/profile')).body.data.id;
    expect((await fileOf(admin, adminId)).status).toBe(404);
    expect((await timelineOf(admin, 999_999)).status).toBe(404);
    const bad = await fileOf(admin, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/identificador/);
  });
});

describe("the student's timeline", () => {
  it('starts with the top-up that gave the demo balance', async () => {
    // No test of this file moves Valentina's credential, and the demo's sales leave her out.
    const res = await timelineOf(admin, valentina);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      source: 'ledger',
      kind: 'recarga',
      amount: DEMO_STUDENT.saldo,
      balance: DEMO_STUDENT.saldo,
    });
  });

  it('puts a top-up and a purchase first, newest first, with who, where and the balance after, paged in SQL', async () => {
    // Isabella, not Valentina: the demo state the other tests read stays as it is.
    const isabella = await userIdByDocument(t, ISABELLA);
    const credential = await credentialOf(t, ISABELLA);
    const before = (await timelineOf(admin, isabella)).body.total!;
    const topUp = await admin.put(`/api/admin/carnets/${credential.id}`, { recarga: 7000 });
    expect(topUp.status, topUp.body.message).toBe(200);
    const product = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const sale = await sell(cashier, 'cafeteria', cafeteriaBody(isabella, [{ id: product.id, count: 1 }]));
    expect(sale.status, sale.body.message).toBe(201);

    const res = await timelineOf(admin, isabella);
    expect(res.body.total).toBe(before + 2);
    const [purchase, recharge] = res.body.data;
    expect(purchase).toMatchObject({
      kind: 'compra',
      amount: -Number(product.price),
      balance: credential.saldo + 7000 - Number(product.price),
      store: STORE.cafeteria,
    });
    // What was bought, as families read it on the portal.
    expect(purchase.detail).toBe('1 x Agua en botella 600 ml');
    expect(purchase.ref).toEqual(expect.any(Number));
    expect(recharge).toMatchObject({
      kind: 'recarga',
      amount: 7000,
      balance: credential.saldo + 7000,
      staff: expect.any(String),
    });
    expect(new Date(purchase.at).getTime()).toBeGreaterThanOrEqual(new Date(recharge.at).getTime());

    const second = await timelineOf(admin, isabella, '?page=2&perPage=1');
    expect(second.body.total).toBe(before + 2);
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]).toMatchObject({ kind: 'recarga', amount: 7000 });
  });

  it('answers an empty page past the end and refuses a page larger than 100', async () => {
    const beyond = await timelineOf(admin, valentina, '?page=9&perPage=10');
    expect(beyond.body.data).toEqual([]);
    const tooMany = await timelineOf(admin, valentina, '?perPage=101');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/perPage/);
  });
});

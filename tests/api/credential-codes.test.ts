/**
 * Card codes are bearer secrets: a code alone buys with its holder's balance and passes the
 * gate. Every list, lookup, report and Excel answers them masked (`maskCode`); only the card's
 * own screens (top-up, deduction, edit, a new code) carry the whole code, to their keys. The
 * cashier still validates a customer by document or scanned card and sells. Tested as an
 * attacker would: no whole code anywhere in the raw answer, of any credential.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_PATTERN,
  maskCode,
  type Credential,
  type CredentialLookup,
  type GlobalReport,
  type TopupReportRow,
} from '../../src/domain/credentials';
import type { DeliveryCustomer } from '../../src/domain/delivery';
import type { BlockRecord, RestrictionsSaved } from '../../src/domain/restrictions';
import type { StudentFile } from '../../src/domain/academic';
import { localDate } from '../../server/time';
import {
  type Api,
  cafeteriaBody,
  credentialOf,
  DEMO_STUDENT,
  EMILIANO,
  listUrl,
  MASKED_CODE,
  MONEY,
  NICOLAS,
  papeleriaBody,
  postExcel,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type StaffMember,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: StaffMember;
let cashier: Api;
/** Valentina's credential as stored: its whole code. */
let valentina: Awaited<ReturnType<typeof credentialOf>>;

beforeAll(async () => {
  ({
    t,
    admin,
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO, NICOLAS] }));
  valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
});
afterAll(() => t?.close());

/** Any credential's whole code, in any case. */
const WHOLE_CODE = /CRN[A-HJ-NP-Z2-9]{24}/i;

/** No whole code of any credential anywhere in the text: a JSON body, or an Excel's parts. */
function expectNoWholeCode(text: string, what: string) {
  expect(text, what).not.toMatch(WHOLE_CODE);
}

const LIST = '/api/admin/carnets';
const today = () => localDate(t.clock.now(), 'America/Bogota');

describe('lists, lookups and reports answer masked codes only', () => {
  it('the credentials list and the consultation list, every credential', async () => {
    const viewer = await staffWith(t, admin.api, ['carnets', 'carnets.noactions']);
    for (const [who, url] of [
      [admin.api, LIST],
      [viewer.api, `${LIST}/no/accion`],
    ] as const) {
      const res = await who.get<Credential[]>(listUrl(url, { perPage: 1000 }));
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBe(res.body.total);
      expect(res.body.data.length).toBeGreaterThan(200);
      for (const c of res.body.data) expect(c.code).toMatch(MASKED_CODE);
      expect(res.body.data.find((c) => c.id === valentina.id)?.code).toBe(maskCode(valentina.code));
      expectNoWholeCode(res.raw, url);
    }
  });

  it("the cashier's lookups by document and by scanned code", async () => {
    const byDocument = await cashier.get<CredentialLookup>(`${LIST}/${DEMO_STUDENT.num_doc}`);
    expect(byDocument.status).toBe(200);
    expect(byDocument.body.data.carnet?.code).toBe(maskCode(valentina.code));
    expectNoWholeCode(byDocument.raw, 'por documento');
    const byCode = await cashier.get<CredentialLookup>(`${LIST}/${valentina.code.toLowerCase()}/validate`);
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.carnet?.code).toBe(maskCode(valentina.code));
    expectNoWholeCode(byCode.raw, 'por código');
  });

  it("the delivery counter's customer, by document and by code", async () => {
    const pandebono = await productNamed(t, 'Pandebono', 1);
    const sale = await sell(
      admin.api,
      'cafeteria',
      cafeteriaBody(await userIdByDocument(t, EMILIANO), [{ id: pandebono.id, count: 1 }], { inmediate: 0 }),
    );
    expect(sale.status, sale.body.message).toBe(201);
    const credential = await credentialOf(t, EMILIANO);
    const counter = await staffWith(t, admin.api, ['external', 'external.entrega']);
    for (const url of [
      `${LIST}/${EMILIANO}/validatedispatch`,
      `${LIST}/${credential.code}/validatedispatch?store=cafeteria`,
      `/api/papeleria/validatedispatch/${EMILIANO}`,
    ]) {
      const res = await counter.api.get<DeliveryCustomer>(url);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.code).toBe(maskCode(credential.code));
      expectNoWholeCode(res.raw, url);
    }
  });

  it('the locks grid, one block record by document or code, and the saved record', async () => {
    const all: BlockRecord[] = [];
    for (let page = 1; ; page++) {
      const res = await admin.api.post<BlockRecord[]>('/api/lock/students', { page, perPage: 100 });
      expect(res.status).toBe(200);
      expectNoWholeCode(res.raw, `lock/students ${page}`);
      all.push(...res.body.data);
      if (all.length >= Number(res.body.total)) break;
    }
    for (const r of all) expect(r.code).toMatch(MASKED_CODE);
    for (const key of [DEMO_STUDENT.num_doc, valentina.code]) {
      const one = await admin.api.get<BlockRecord>(`/api/academic/validatecredential/${key}`);
      expect(one.status).toBe(200);
      expect(one.body.data.code).toBe(maskCode(valentina.code));
      expectNoWholeCode(one.raw, key);
    }
    const saved = await admin.api.post<RestrictionsSaved>('/api/academic/productsblock', {
      id_user: valentina.id_user_primary,
      products: [],
      saldo: 0,
    });
    expect(saved.status, saved.body.message).toBe(200);
    expectNoWholeCode(saved.raw, 'productsblock');
  });

  it('the student file and the students and guardians lists', async () => {
    const file = await admin.api.get<StudentFile>(`/api/academic/students/${valentina.id_user_primary}/file`);
    expect(file.status).toBe(200);
    expect(file.body.data.credential?.code).toBe(maskCode(valentina.code));
    expectNoWholeCode(file.raw, 'ficha');
    for (const url of ['/api/academic/students', '/api/academic/attendant']) {
      const res = await admin.api.get(listUrl(url, { perPage: 1000 }));
      expect(res.status).toBe(200);
      expectNoWholeCode(res.raw, url);
    }
  });

  it('the top-up report and the global report, and their Excel', async () => {
    const dates = { fecha_ini: '2000-01-03', fecha_fin: today() };
    const topups = await admin.api.post<TopupReportRow[]>(`${LIST}/reports`, dates);
    expect(topups.status).toBe(200);
    expect(topups.body.data.length).toBeGreaterThan(200);
    for (const row of topups.body.data) expect(row.code).toMatch(MASKED_CODE);
    expectNoWholeCode(topups.raw, 'recargas');
    const topupsExcel = await postExcel(t.app, admin.token, `${LIST}/reports/excel`, dates);
    expect(topupsExcel.status).toBe(200);
    expect(topupsExcel.text).toContain(maskCode(valentina.code));
    expectNoWholeCode(topupsExcel.text, 'Excel de recargas');

    const body = { numeroDocumento: DEMO_STUDENT.num_doc, fechaInicio: '2000-01-03', fechaFin: today() };
    const global = await admin.api.post<GlobalReport>('/api/admin/reporte-global', body);
    expect(global.status).toBe(200);
    expect(global.body.data.carnet?.code).toBe(maskCode(valentina.code));
    expectNoWholeCode(global.raw, 'reporte global');
    const globalExcel = await postExcel(t.app, admin.token, '/api/admin/reporte-global/excel', body);
    expect(globalExcel.status).toBe(200);
    expectNoWholeCode(globalExcel.text, 'Excel del reporte global');
  });
});

describe("the card's own screens carry the whole code, to their keys only", () => {
  it('one credential: to the top-up, deduction and edit keys; 403 to anyone else', async () => {
    const url = `${LIST}/${valentina.id}/edit`;
    for (const keys of [
      ['carnets', 'carnets.recharge'],
      ['carnets', 'carnets.discharge'],
      ['carnets', 'carnets.list'],
    ]) {
      const staff = await staffWith(t, admin.api, keys);
      const res = await staff.api.get<Credential>(url);
      expect(res.status, keys.join()).toBe(200);
      expect(res.body.data.code).toBe(valentina.code);
    }
    for (const keys of [
      ['carnets', 'carnets.noactions'],
      ['carnets', 'carnets.reports'],
      ['academic', 'academic.locks'],
      ['external', 'external.request'],
    ]) {
      const staff = await staffWith(t, admin.api, keys);
      const res = await staff.api.get(url);
      expect(res.status, keys.join()).toBe(403);
      expect(res.raw).not.toContain(valentina.code);
    }
    // The cashier validates customers, but never reads a card whole.
    const refused = await cashier.get(url);
    expect(refused.status).toBe(403);
    expectNoWholeCode(refused.raw, 'cajero');
  });

  it('a top-up or a deduction answers the card whole, to its key; the cashier cannot', async () => {
    const nicolas = await credentialOf(t, NICOLAS);
    const topper = await staffWith(t, admin.api, ['carnets', 'carnets.recharge']);
    const topUp = await topper.api.put<Credential>(`${LIST}/${nicolas.id}`, { recarga: 1000 });
    expect(topUp.status, topUp.body.message).toBe(200);
    expect(topUp.body.data.code).toBe(nicolas.code);
    const refused = await unchanged(t, () => cashier.put(`${LIST}/${nicolas.id}`, { recarga: 1000 }), MONEY);
    expect(refused.status).toBe(403);
    expectNoWholeCode(refused.raw, 'recarga del cajero');
  });

  it('a new code answers whole to the edit key; 403 to others, changing nothing', async () => {
    const nicolas = await credentialOf(t, NICOLAS);
    for (const who of [cashier, (await staffWith(t, admin.api, ['carnets', 'carnets.recharge'])).api]) {
      const refused = await unchanged(t, () => who.put(`/api/admin/carnetscode/${nicolas.id}`), MONEY);
      expect(refused.status).toBe(403);
      expectNoWholeCode(refused.raw, 'nuevo código sin permiso');
    }
    const editor = await staffWith(t, admin.api, ['carnets', 'carnets.list']);
    const fresh = await editor.api.put<Credential>(`/api/admin/carnetscode/${nicolas.id}`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.code).toMatch(CODE_PATTERN);
    expect(fresh.body.data.code).toBe((await credentialOf(t, NICOLAS)).code);
    // The list names the new card masked.
    const listed = await admin.api.get<Credential[]>(listUrl(LIST, { filter: { id: nicolas.id } }));
    expect(listed.body.data[0].code).toBe(maskCode(fresh.body.data.code));
    expectNoWholeCode(listed.raw, 'lista tras el nuevo código');
  });
});

describe('the cashier sells without the whole code', () => {
  it('validates the customer by document and sells to the user the lookup answers, at both points of sale', async () => {
    const found = await cashier.get<CredentialLookup>(`${LIST}/${EMILIANO}`);
    expect(found.body.code).toBe(1);
    expectNoWholeCode(found.raw, 'validación por documento');
    const pandebono = await productNamed(t, 'Pandebono', 1);
    const cafe = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(found.body.data.user.id, [{ id: pandebono.id, count: 1 }]),
    );
    expect(cafe.status, cafe.body.message).toBe(201);
    expectNoWholeCode(cafe.raw, 'venta de cafetería');
    const pencil = await productNamed(t, 'Lapicero negro', 2);
    const paper = await sell(
      cashier,
      'papeleria',
      papeleriaBody(found.body.data.user.id, [{ id: pencil.id, count: 1 }]),
    );
    expect(paper.status, paper.body.message).toBe(201);
    expectNoWholeCode(paper.raw, 'venta de papelería');
  });

  it('or by the scanned card: the answer names it masked and the sale goes to its holder', async () => {
    const credential = await credentialOf(t, EMILIANO);
    const found = await cashier.get<CredentialLookup>(`${LIST}/${credential.code}/validate`);
    expect(found.status).toBe(200);
    expect(found.body.data.user.id).toBe(credential.id_user_primary);
    const pandebono = await productNamed(t, 'Pandebono', 1);
    const sale = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(found.body.data.user.id, [{ id: pandebono.id, count: 1 }]),
    );
    expect(sale.status, sale.body.message).toBe(201);
  });
});

/**
 * The sales reports of the cafetería and the papelería (`POST <store>/reporteRVD`,
 * `reporteRVDP`, `reporteRM`, `reporteReversion`, `datauser`): rows of real sales made
 * through the API, reversed sales kept apart, one store never in the other's report, whole
 * school days at the school's midnight, who may read them, and bad input named by field.
 * After the file, the fixtures' close checks the ledger, the stock log and the orders.
 */
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { PosStore } from '../../src/domain/orders';
import { USER_REQUIRED, type ReportUser, type ReversalRow, type SalesDetailRow, type SalesProductRow, type UserMovementRow } from '../../src/domain/salesReports';
import { categories, orders, subcategories } from '../../server/db/schema';
import { localDate, nextDate, schoolDaysRange, zonedInstant } from '../../server/time';
import {
  type Api,
  api,
  cafeteriaBody,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  ISABELLA,
  login,
  MARIANA,
  NICOLAS,
  papeleriaBody,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { DATES_REVERSED } from '../../src/domain/dateRange';
import { NO_USER, REPORT_EMPTY } from '../../src/domain/credentials';

const TZ = 'America/Bogota';
/** A past day with no demo sales, to move orders to its edges. */
const PAST = '2020-03-10';

let t: TestApp;
let admin: Api;
let cashier: Api;
const today = () => localDate(new Date(), TZ);

/** The orders this file sells (ids), by role. */
const sold = {
  emiliano: [] as number[],
  nicolas: 0,
  reversed: 0,
  paperIsabella: 0,
  paperEmiliano: 0,
  paperReversed: 0,
  /** Moved to the last instant of PAST and to the first of the day after. */
  lateInPast: 0,
  earlyNextDay: 0,
};

const url = (store: PosStore, report: string) => `/api/${store}/${report}`;
const rvd = (who: Api, store: PosStore, from: string, to = from) =>
  who.post<SalesDetailRow[]>(url(store, 'reporteRVD'), { fechaIniRVD: from, fechafinRVD: to });
const rvdp = (who: Api, store: PosStore, from: string, to = from) =>
  who.post<SalesProductRow[]>(url(store, 'reporteRVDP'), { fechaIniRVD: from, fechafinRVD: to });
const rm = (who: Api, store: PosStore, id: unknown, from: string, to = from) =>
  who.post<UserMovementRow[]>(url(store, 'reporteRM'), { IdRM: id, fechaIniRM: from, fechafinRM: to });
const rev = (who: Api, store: PosStore, from: string, to = from) =>
  who.post<ReversalRow[]>(url(store, 'reporteReversion'), { fechaIniRev: from, fechafinRev: to });

const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);
const paper = (name: string) => productNamed(t, name, STORE.papeleria);

async function sellOk(store: PosStore, body: unknown): Promise<number> {
  const res = await sell(cashier, store, body);
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order.id;
}

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  const water = await cafe('Agua en botella 600 ml');
  const bread = await cafe('Pandebono');
  const pen = await paper('Lapicero negro');
  const emiliano = await userIdByDocument(t, EMILIANO);
  const nicolas = await userIdByDocument(t, NICOLAS);
  const mariana = await userIdByDocument(t, MARIANA);
  const isabella = await userIdByDocument(t, ISABELLA);

  sold.emiliano.push(await sellOk('cafeteria', cafeteriaBody(emiliano, [{ id: water.id, count: 2 }, { id: bread.id, count: 1 }])));
  sold.emiliano.push(await sellOk('cafeteria', cafeteriaBody(emiliano, [{ id: bread.id, count: 3 }])));
  sold.nicolas = await sellOk('cafeteria', cafeteriaBody(nicolas, [{ id: water.id, count: 1 }]));
  sold.reversed = await sellOk('cafeteria', cafeteriaBody(mariana, [{ id: water.id, count: 1 }]));
  sold.paperIsabella = await sellOk('papeleria', papeleriaBody(isabella, [{ id: pen.id, count: 2 }]));
  sold.paperEmiliano = await sellOk('papeleria', papeleriaBody(emiliano, [{ id: pen.id, count: 1 }]));
  sold.paperReversed = await sellOk('papeleria', papeleriaBody(isabella, [{ id: pen.id, count: 1 }]));
  for (const [store, id] of [['cafeteria', sold.reversed], ['papeleria', sold.paperReversed]] as const) {
    const res = await admin.post(`/api/${store}/requests/${id}/reverse`, {});
    expect(res.status, res.body.message).toBe(200);
  }

  // Two more sales moved to the edges of a school day: the last millisecond of PAST and the
  // first instant of the day after (the school's midnight, not UTC's).
  sold.lateInPast = await sellOk('cafeteria', cafeteriaBody(nicolas, [{ id: bread.id, count: 1 }]));
  sold.earlyNextDay = await sellOk('cafeteria', cafeteriaBody(nicolas, [{ id: water.id, count: 1 }]));
  await t.db
    .update(orders)
    .set({ created_at: new Date(zonedInstant(PAST, '23:59:59', TZ).getTime() + 999) })
    .where(eq(orders.id, sold.lateInPast));
  await t.db.update(orders).set({ created_at: zonedInstant(nextDate(PAST), '00:00:00', TZ) }).where(eq(orders.id, sold.earlyNextDay));
});
afterAll(() => t?.close());

describe('reporteRVD: daily detailed sales', () => {
  it("lists today's sales of the store one by one, with customer, products and total, without reversed ones", async () => {
    const res = await rvd(admin, 'cafeteria', today());
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: 'OK' });
    const rows = res.body.data;
    expect(rows.map((r) => r.id)).toEqual([...sold.emiliano, sold.nicolas]);
    const water = await cafe('Agua en botella 600 ml');
    const bread = await cafe('Pandebono');
    expect(Object.keys(rows[0]).sort()).toEqual(['datetime', 'id', 'name', 'num_doc', 'products', 'total']);
    expect(rows[0]).toMatchObject({
      name: 'Emiliano Moreno Silva',
      num_doc: EMILIANO,
      products: `2 x ${water.name}, 1 x ${bread.name}`,
      total: 2 * water.price + bread.price,
    });
    expect(localDate(new Date(rows[0].datetime), TZ)).toBe(today());
    expect(rows[0].datetime).toBe(new Date(rows[0].datetime).toISOString());
    expect(rows[2]).toMatchObject({ name: 'Nicolás Herrera Vargas', products: `1 x ${water.name}`, total: water.price });
  });

  it('never shows the other store: stationery sales only in the papelería report', async () => {
    const paperRows = (await rvd(admin, 'papeleria', today())).body.data;
    expect(paperRows.map((r) => r.id)).toEqual([sold.paperIsabella, sold.paperEmiliano]);
    const cafeRows = (await rvd(admin, 'cafeteria', today())).body.data;
    expect(cafeRows.some((r) => [sold.paperIsabella, sold.paperEmiliano, sold.paperReversed].includes(r.id))).toBe(false);
  });

  it("covers whole school days: the last millisecond before the school's midnight belongs to that day", async () => {
    expect((await rvd(admin, 'cafeteria', PAST)).body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
    expect((await rvd(admin, 'cafeteria', nextDate(PAST))).body.data.map((r) => r.id)).toEqual([sold.earlyNextDay]);
    expect((await rvd(admin, 'cafeteria', PAST, nextDate(PAST))).body.data.map((r) => r.id)).toEqual([sold.lateInPast, sold.earlyNextDay]);
    // The old client's suffixes are ignored: 23:59:00 still reaches 23:59:59.999.
    const old = await admin.post<SalesDetailRow[]>(url('cafeteria', 'reporteRVD'), {
      fechaIniRVD: `${PAST} 00:00:00`,
      fechafinRVD: `${PAST} 23:59:00`,
    });
    expect(old.body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
    // The generic names are accepted too.
    const generic = await admin.post<SalesDetailRow[]>(url('cafeteria', 'reporteRVD'), { fecha_ini: PAST, fecha_fin: PAST });
    expect(generic.body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
  });

  it('an empty range answers code 1 with no rows and the spec message', async () => {
    const res = await rvd(admin, 'cafeteria', '2019-01-01', '2019-12-31');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1, message: REPORT_EMPTY, data: [] });
  });

  it("agrees with the orders table over the demo's two weeks of history", async () => {
    const from = localDate(new Date(Date.now() - 20 * 86_400_000), TZ);
    const res = await rvd(admin, 'cafeteria', from, today());
    const { start, end } = schoolDaysRange(from, today(), TZ);
    const expected = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.store, STORE.cafeteria), ne(orders.status, 4), gte(orders.created_at, start), lt(orders.created_at, end)));
    expect(expected.length).toBeGreaterThan(10);
    expect(res.body.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.map((o) => o.id).sort((a, b) => a - b));
    const times = res.body.data.map((r) => Date.parse(r.datetime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('reporteRVDP: daily sales per product', () => {
  it('adds up units and pesos per product over the non-reversed sales, with category and subcategory names', async () => {
    const res = await rvdp(admin, 'cafeteria', today());
    expect(res.status, res.body.message).toBe(200);
    const water = await cafe('Agua en botella 600 ml');
    const bread = await cafe('Pandebono');
    const rows = res.body.data;
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([water.id, bread.id].sort((a, b) => a - b));
    const [waterCategory] = await t.db.select().from(categories).where(eq(categories.id, water.id_category));
    const [waterSub] = water.id_subcategory
      ? await t.db.select().from(subcategories).where(eq(subcategories.id, water.id_subcategory))
      : [{ name: '' }];
    const waterRow = rows.find((r) => r.id === water.id)!;
    expect(Object.keys(waterRow).sort()).toEqual(['CANTIDAD', 'id', 'nameC', 'nameP', 'nameS', 'total']);
    // Emiliano 2 + Nicolás 1; Mariana's reversed one is not counted.
    expect(waterRow).toEqual({ id: water.id, nameC: waterCategory.name, nameS: waterSub.name, nameP: water.name, CANTIDAD: 3, total: 3 * water.price });
    expect(rows.find((r) => r.id === bread.id)).toMatchObject({ nameP: bread.name, CANTIDAD: 4, total: 4 * bread.price });
  });

  it('keeps the stores apart and answers the empty message when nothing was sold', async () => {
    const pen = await paper('Lapicero negro');
    expect((await rvdp(admin, 'papeleria', today())).body.data).toEqual([
      expect.objectContaining({ id: pen.id, nameP: pen.name, CANTIDAD: 3, total: 3 * pen.price }),
    ]);
    expect((await rvdp(admin, 'cafeteria', '2019-01-01')).body).toEqual({ code: 1, message: REPORT_EMPTY, data: [] });
  });

  it('counts the edges of a school day in that day', async () => {
    const bread = await cafe('Pandebono');
    expect((await rvdp(admin, 'cafeteria', PAST)).body.data).toEqual([expect.objectContaining({ id: bread.id, CANTIDAD: 1 })]);
  });
});

describe('reporteRM: movements of one user', () => {
  it("lists the customer's purchases in this store only, without reversed ones", async () => {
    const emiliano = await userIdByDocument(t, EMILIANO);
    const res = await rm(admin, 'cafeteria', emiliano, today());
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual(sold.emiliano);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(['datetime', 'id', 'products', 'total']);
    const paperRows = (await rm(admin, 'papeleria', emiliano, today())).body.data;
    expect(paperRows.map((r) => r.id)).toEqual([sold.paperEmiliano]);
    const mariana = await userIdByDocument(t, MARIANA);
    expect((await rm(admin, 'cafeteria', mariana, today())).body).toEqual({ code: 1, message: REPORT_EMPTY, data: [] });
  });

  it('takes the id as text too (form values), and whole school days', async () => {
    const nicolas = await userIdByDocument(t, NICOLAS);
    expect((await rm(admin, 'cafeteria', String(nicolas), PAST)).body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
    expect((await rm(admin, 'cafeteria', nicolas, nextDate(PAST))).body.data.map((r) => r.id)).toEqual([sold.earlyNextDay]);
  });

  it("without a user: 400 'Usuario para busqueda es requerido' on IdRM; an unknown user is 404", async () => {
    for (const body of [{ fechaIniRM: today(), fechafinRM: today() }, { IdRM: '', fechaIniRM: today(), fechafinRM: today() }, { IdRM: null }]) {
      const res = await admin.post(url('cafeteria', 'reporteRM'), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(USER_REQUIRED);
      expect(res.body.errors).toMatchObject({ IdRM: USER_REQUIRED });
    }
    const bad = await rm(admin, 'cafeteria', 'abc', today());
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['IdRM']);
    const unknown = await rm(admin, 'cafeteria', 999_999, today());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 0, message: NO_USER, errors: { IdRM: NO_USER } });
  });
});

describe('reporteReversion: reversed sales', () => {
  it('lists the reversed sales by the day they were reversed, with who reversed them', async () => {
    const res = await rev(admin, 'cafeteria', today());
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const row = res.body.data[0];
    expect(Object.keys(row).sort()).toEqual(['datetime', 'funcionario', 'id', 'name', 'num_doc', 'products', 'reversed_at', 'total']);
    const water = await cafe('Agua en botella 600 ml');
    expect(row).toMatchObject({
      id: sold.reversed,
      name: 'Mariana Castillo Ortiz',
      num_doc: MARIANA,
      products: `1 x ${water.name}`,
      total: water.price,
      funcionario: 'Administrador Demo',
    });
    expect(localDate(new Date(row.reversed_at), TZ)).toBe(today());
    expect((await rev(admin, 'papeleria', today())).body.data.map((r) => r.id)).toEqual([sold.paperReversed]);
  });

  it('filters by the reversal date, not the sale date', async () => {
    // The sale moved to the past, its reversal still today.
    const [before] = await t.db.select({ created_at: orders.created_at }).from(orders).where(eq(orders.id, sold.reversed));
    await t.db.update(orders).set({ created_at: zonedInstant('2020-01-15', '10:00:00', TZ) }).where(eq(orders.id, sold.reversed));
    try {
      expect((await rev(admin, 'cafeteria', today())).body.data.map((r) => r.id)).toEqual([sold.reversed]);
      expect((await rev(admin, 'cafeteria', '2020-01-15')).body).toEqual({ code: 1, message: REPORT_EMPTY, data: [] });
      const generic = await admin.post<ReversalRow[]>(url('cafeteria', 'reporteReversion'), { fecha_ini: today(), fecha_fin: `${today()} 23:59:00` });
      expect(generic.body.data.map((r) => r.id)).toEqual([sold.reversed]);
      expect(generic.body.data[0].datetime).toBe(zonedInstant('2020-01-15', '10:00:00', TZ).toISOString());
    } finally {
      await t.db.update(orders).set({ created_at: before.created_at }).where(eq(orders.id, sold.reversed));
    }
  });
});

describe('datauser: the user of the movements report', () => {
  it('finds a user by id (as the old client asks) or by document; unknown is 404 No Existe Usuario', async () => {
    const id = await userIdByDocument(t, EMILIANO);
    const expected: ReportUser = { id, name: 'Emiliano Moreno Silva', num_doc: EMILIANO };
    expect((await admin.post<ReportUser>(url('cafeteria', 'datauser'), { id })).body).toMatchObject({ code: 1, data: expected });
    expect((await cashier.post<ReportUser>(url('papeleria', 'datauser'), { num_doc: ` ${EMILIANO} ` })).body.data).toEqual(expected);
    const unknown = await admin.post(url('cafeteria', 'datauser'), { num_doc: '000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_USER);
    const missing = await admin.post(url('cafeteria', 'datauser'), {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ id: USER_REQUIRED });
  });
});

describe('bad input names its field and changes nothing', () => {
  const reports = [
    ['reporteRVD', 'fechaIniRVD', 'fechafinRVD'],
    ['reporteRVDP', 'fechaIniRVD', 'fechafinRVD'],
    ['reporteRM', 'fechaIniRM', 'fechafinRM'],
    ['reporteReversion', 'fechaIniRev', 'fechafinRev'],
  ] as const;

  it("missing dates: 400 'Todos los campos son obligatorios' on each missing field", async () => {
    const nicolas = await userIdByDocument(t, NICOLAS);
    for (const [report, from, to] of reports) {
      const res = await admin.post(url('cafeteria', report), report === 'reporteRM' ? { IdRM: nicolas } : {});
      expect(res.status, report).toBe(400);
      expect(res.body.reason).toBe('validation');
      expect(res.body.message).toMatch(/^Todos los campos son obligatorios/);
      expect(Object.keys(res.body.errors ?? {}).sort(), report).toEqual([from, to].sort());
      const onlyEnd = await admin.post(url('cafeteria', report), { IdRM: nicolas, [from]: today() });
      expect(onlyEnd.body.errors, report).toEqual({ [to]: 'Todos los campos son obligatorios: falta Fecha final' });
    }
  });

  it('invalid and reversed dates are refused on the field', async () => {
    const nicolas = await userIdByDocument(t, NICOLAS);
    for (const [report, from, to] of reports) {
      for (const [value, field] of [
        ['2026-13-01', from],
        ['2026-02-30', from],
        ['ayer', from],
        [20260101, from],
      ] as const) {
        const res = await admin.post(url('cafeteria', report), { IdRM: nicolas, [from]: value, [to]: today() });
        expect(res.status, `${report} ${String(value)}`).toBe(400);
        expect(Object.keys(res.body.errors ?? {}), `${report} ${String(value)}`).toEqual([field]);
      }
      const reversed = await admin.post(url('cafeteria', report), { IdRM: nicolas, [from]: today(), [to]: '2020-01-01' });
      expect(reversed.status).toBe(400);
      expect(reversed.body).toMatchObject({ message: DATES_REVERSED, errors: { [from]: DATES_REVERSED } });
    }
    const notObject = await admin.call('POST', url('cafeteria', 'reporteRVD'), '[1]', { 'content-type': 'application/json' });
    expect(notObject.status).toBe(400);
  });

  it('reports write nothing', async () => {
    await unchanged(t, async () => {
      await rvd(admin, 'cafeteria', PAST, today());
      await rvdp(admin, 'papeleria', PAST, today());
      await rm(admin, 'cafeteria', await userIdByDocument(t, EMILIANO), PAST, today());
      await rev(admin, 'cafeteria', PAST, today());
    });
  });
});

describe('who may read the reports', () => {
  const routes = ['reporteRVD', 'reporteRVDP', 'reporteRM', 'reporteReversion', 'datauser'];
  const body = { IdRM: 1, id: 1, fechaIniRVD: PAST, fechafinRVD: PAST, fechaIniRM: PAST, fechafinRM: PAST, fechaIniRev: PAST, fechafinRev: PAST };

  it('without a session: 401 on every route of both stores', async () => {
    const anonymous = api(t.app);
    for (const store of ['cafeteria', 'papeleria'] as const) {
      for (const route of routes) {
        const res = await anonymous.post(url(store, route), body);
        expect(res.status, `${store}/${route}`).toBe(401);
      }
    }
  });

  it('without <store>.reports: 403; each store key reaches only its own reports', async () => {
    const seller = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'cafeteria.requests', 'cafeteria.reversion']);
    const paperReports = await staffWith(t, admin, ['papeleria', 'papeleria.reports']);
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    for (const route of routes) {
      for (const who of [seller.api, paperReports.api, secretary]) {
        const res = await who.post(url('cafeteria', route), body);
        expect(res.status, route).toBe(403);
        expect(res.body.reason).toBe('forbidden');
      }
      expect((await seller.api.post(url('papeleria', route), body)).status, route).toBe(403);
      expect((await paperReports.api.post(url('papeleria', route), body)).status, route).toBe(200);
    }
    // The cashier of the demo holds both stores' keys.
    expect((await rvd(cashier, 'cafeteria', today())).body.data.length).toBe(3);
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

/** The stores' sales reports refused: bad input named by field, changing nothing, and who may read them. The file ends checking the books. */
import { describe, expect, it } from 'vitest';
import {
  api,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  login,
  NICOLAS,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { DATES_REVERSED } from '../../src/domain/dateRange';
import {
  admin,
  cashier,
  openOrdersReportsSchool,
  PAST,
  rev,
  rm,
  rvd,
  rvdp,
  t,
  today,
  url,
} from './fixtures/orders-reports-school';

openOrdersReportsSchool();

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
      expect(onlyEnd.body.errors, report).toEqual({
        [to]: 'Todos los campos son obligatorios: falta Fecha final',
      });
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
        const res = await admin.post(url('cafeteria', report), {
          IdRM: nicolas,
          [from]: value,
          [to]: today(),
        });
        expect(res.status, `${report} ${String(value)}`).toBe(400);
        expect(Object.keys(res.body.errors ?? {}), `${report} ${String(value)}`).toEqual([field]);
      }
      const reversed = await admin.post(url('cafeteria', report), {
        IdRM: nicolas,
        [from]: today(),
        [to]: '2020-01-01',
      });
      expect(reversed.status).toBe(400);
      expect(reversed.body).toMatchObject({ message: DATES_REVERSED, errors: { [from]: DATES_REVERSED } });
    }
    const notObject = await admin.call('POST', url('cafeteria', 'reporteRVD'), '[1]', {
      'content-type': 'application/json',
    });
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
  const body = {
    IdRM: 1,
    id: 1,
    fechaIniRVD: PAST,
    fechafinRVD: PAST,
    fechaIniRM: PAST,
    fechafinRM: PAST,
    fechaIniRev: PAST,
    fechafinRev: PAST,
  };

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
    const seller = await staffWith(t, admin, [
      'cafeteria',
      'cafeteria.pos',
      'cafeteria.requests',
      'cafeteria.reversion',
    ]);
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

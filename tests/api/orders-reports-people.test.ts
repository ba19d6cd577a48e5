/** The stores' reports on people (`POST <store>/reporteRM`, `reporteReversion`, `datauser`): one customer's purchases, the reversed sales with who reversed them, and the user the movements report asks for. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { USER_REQUIRED, type ReportUser, type ReversalRow } from '../../src/domain/salesReports';
import { orders } from '../../server/db/schema';
import { localDate, nextDate, zonedInstant } from '../../server/time';
import { EMILIANO, MARIANA, NICOLAS, userIdByDocument } from './fixtures';
import { NO_USER, REPORT_EMPTY } from '../../src/domain/credentials';
import {
  admin,
  cafe,
  cashier,
  openOrdersReportsSchool,
  PAST,
  rev,
  rm,
  sold,
  t,
  today,
  TZ,
  url,
} from './fixtures/orders-reports-school';

openOrdersReportsSchool();

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
    expect((await rm(admin, 'cafeteria', mariana, today())).body).toEqual({
      code: 1,
      message: REPORT_EMPTY,
      data: [],
    });
  });

  it('takes the id as text too (form values), and whole school days', async () => {
    const nicolas = await userIdByDocument(t, NICOLAS);
    expect((await rm(admin, 'cafeteria', String(nicolas), PAST)).body.data.map((r) => r.id)).toEqual([
      sold.lateInPast,
    ]);
    expect((await rm(admin, 'cafeteria', nicolas, nextDate(PAST))).body.data.map((r) => r.id)).toEqual([
      sold.earlyNextDay,
    ]);
  });

  it("without a user: 400 'Usuario para busqueda es requerido' on IdRM; an unknown user is 404", async () => {
    for (const body of [
      { fechaIniRM: today(), fechafinRM: today() },
      { IdRM: '', fechaIniRM: today(), fechafinRM: today() },
      { IdRM: null },
    ]) {
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
    expect(Object.keys(row).sort()).toEqual([
      'datetime',
      'funcionario',
      'id',
      'name',
      'num_doc',
      'products',
      'reversed_at',
      'total',
    ]);
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
    const [before] = await t.db
      .select({ created_at: orders.created_at })
      .from(orders)
      .where(eq(orders.id, sold.reversed));
    await t.db
      .update(orders)
      .set({ created_at: zonedInstant('2020-01-15', '10:00:00', TZ) })
      .where(eq(orders.id, sold.reversed));
    try {
      expect((await rev(admin, 'cafeteria', today())).body.data.map((r) => r.id)).toEqual([sold.reversed]);
      expect((await rev(admin, 'cafeteria', '2020-01-15')).body).toEqual({
        code: 1,
        message: REPORT_EMPTY,
        data: [],
      });
      const generic = await admin.post<ReversalRow[]>(url('cafeteria', 'reporteReversion'), {
        fecha_ini: today(),
        fecha_fin: `${today()} 23:59:00`,
      });
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
    expect((await admin.post<ReportUser>(url('cafeteria', 'datauser'), { id })).body).toMatchObject({
      code: 1,
      data: expected,
    });
    expect(
      (await cashier.post<ReportUser>(url('papeleria', 'datauser'), { num_doc: ` ${EMILIANO} ` })).body.data,
    ).toEqual(expected);
    const unknown = await admin.post(url('cafeteria', 'datauser'), { num_doc: '000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_USER);
    const missing = await admin.post(url('cafeteria', 'datauser'), {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ id: USER_REQUIRED });
  });
});

/**
 * The restaurant's reports (issue 14 item 7; src/domain/reports/restaurant.ts): meals scanned
 * at the lunch line, one reversed, then each report on the day they were moved to, with
 * `valor` and `sumatoria` as text, who may read them and bad input named by field. After the
 * file, the fixtures' close checks the ledger, the stock log and the orders.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResult } from '../../src/domain/restaurant';
import {
  commaThousands,
  type RestaurantDetailRow,
  type RestaurantMovementRow,
  type RestaurantProductRow,
  type RestaurantReversalRow,
} from '../../src/domain/reports/restaurant';
import { USER_REQUIRED, type ReportUser } from '../../src/domain/salesReports';
import { orders } from '../../server/db/schema';
import { schoolDaysRange, zonedInstant } from '../../server/time';
import { everyPage } from '../../server/http/report-routes';
import { salesDetail } from '../../server/modules/orders/reports/queries';
import { withRunningTotal } from '../../server/modules/restaurant/reports/routes';
import { STORE } from '../../src/domain/stores';
import {
  type Api,
  credentialOf,
  EMILIANO,
  ISABELLA,
  MARIANA,
  NICOLAS,
  postExcel,
  schoolWithStaff,
  setSaldo,
  staffWith,
  type StaffMember,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { DATES_REVERSED } from '../../src/domain/dateRange';
import { NO_USER, REPORT_EMPTY } from '../../src/domain/credentials';

const TZ = 'America/Bogota';
/** The day the file's meals are moved to: no other restaurant order falls on it. */
const DAY = '2021-05-04';
const EMPTY_DAY = '2021-05-05';

let t: TestApp;
let admin: Api;
let anonymous: Api;
let cafeteriaReports: Api;
let manager: Api;
let managerMember: StaffMember;
/** Order id per student document, in the order they were served. */
const meals: { doc: string; id: number; total: number }[] = [];

const post = <T>(who: Api, path: string, body: Record<string, unknown>) =>
  who.post<T>(`/api/restaurant/${path}`, body);
const detail = (who: Api, from = DAY, to = from) =>
  post<RestaurantDetailRow[]>(who, 'reporteR', { fechaIniR: from, fechafinR: to });

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    anonymous,
  } = await schoolWithStaff({ staff: ['admin'] }));
  managerMember = await staffWith(t, admin, ['restaurant', 'restaurant.reports']);
  manager = managerMember.api;
  cafeteriaReports = (await staffWith(t, admin, ['cafeteria', 'cafeteria.reports'])).api;
  const line = (await staffWith(t, admin, ['restaurant', 'restaurant.requests', 'restaurant.reversion'])).api;
  for (const doc of [EMILIANO, ISABELLA, NICOLAS, MARIANA]) {
    const credential = await credentialOf(t, doc);
    await setSaldo(admin, credential, credential.saldo, 200_000);
    const res = await line.get<ScanResult>(`/api/restaurant/requests/${doc}/registerstarVenta`);
    expect(res.status, res.body.message).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.orderId));
    meals.push({ doc, id: order.id, total: order.total });
  }
  // Served a minute apart at noon of DAY; Mariana's meal reversed at 13:00.
  for (const [i, meal] of meals.entries()) {
    await t.db
      .update(orders)
      .set({ created_at: zonedInstant(DAY, `12:0${i}:00`, TZ) })
      .where(eq(orders.id, meal.id));
  }
  const reversed = meals[3];
  const res = await line.post('/api/restaurant/reversion', { id: reversed.id });
  expect(res.status, res.body.message).toBe(200);
  await t.db
    .update(orders)
    .set({ reversed_at: zonedInstant(DAY, '13:00:00', TZ) })
    .where(eq(orders.id, reversed.id));
});
afterAll(() => t?.close());

describe('reporteR: detailed daily meals', () => {
  it('lists the meals of the day one by one, without the reversed one, with valor and a running sumatoria as text', async () => {
    const res = await detail(manager);
    expect(res.status, res.body.message).toBe(200);
    const served = meals.slice(0, 3);
    expect(res.body.data.map((r) => r.id)).toEqual(served.map((m) => m.id));
    let sum = 0;
    for (const [i, row] of res.body.data.entries()) {
      sum += served[i].total;
      expect(row).toMatchObject({
        num_doc: served[i].doc,
        total: served[i].total,
        valor: commaThousands(served[i].total),
        sumatoria: commaThousands(sum),
      });
      expect(row.sumatoria).toMatch(/^\d{1,3}(,\d{3})*$/);
      expect(row.products).toMatch(/^1 x /);
    }
  });

  it("keeps the running sumatoria across pages, as the Excel reads them, and in the Excel's Acumulado", async () => {
    const whole = (await detail(manager)).body.data;
    const range = schoolDaysRange(DAY, DAY, TZ);
    const pages = withRunningTotal((r, page) => salesDetail(t.db, STORE.restaurant, r, page));
    const paged: RestaurantDetailRow[] = [];
    for await (const rows of everyPage<RestaurantDetailRow>((page) => pages({ range }, page), 1))
      paged.push(...rows);
    expect(paged).toEqual(whole);
    const excel = await postExcel(t.app, managerMember.token, '/api/restaurant/reporteR/excel', {
      fechaIniR: DAY,
      fechafinR: DAY,
    });
    const [name] = excel.names;
    expect(excel.sheets[name].slice(1).map((r) => r.at(-1))).toEqual(whole.map((r) => r.sumatoria));
  });

  it('takes fecha_ini / fecha_fin too, and answers an empty day with the report message', async () => {
    const generic = await post<RestaurantDetailRow[]>(manager, 'reporteR', {
      fecha_ini: DAY,
      fecha_fin: DAY,
    });
    expect(generic.body.data).toHaveLength(3);
    const empty = await detail(manager, EMPTY_DAY);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ code: 1, message: REPORT_EMPTY, data: [] });
  });

  it('refuses reversed or missing dates in Spanish, naming the field', async () => {
    const reversed = await detail(manager, EMPTY_DAY, DAY);
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(DATES_REVERSED);
    const missing = await post(manager, 'reporteR', { fechaIniR: DAY });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Fecha final');
  });
});

describe('reporte/producto: meals per product', () => {
  it('counts the units and pesos of each meal, with valor and sumatoria', async () => {
    const res = await post<RestaurantProductRow[]>(manager, 'reporte/producto', {
      fechaInicioReporte: DAY,
      fechaFinReporte: DAY,
    });
    expect(res.status, res.body.message).toBe(200);
    const rows = res.body.data;
    expect(rows.reduce((n, r) => n + r.CANTIDAD, 0)).toBe(3);
    const total = meals.slice(0, 3).reduce((n, m) => n + m.total, 0);
    expect(rows.at(-1)?.sumatoria).toBe(commaThousands(total));
    for (const row of rows) expect(row.valor).toBe(commaThousands(row.total));
  });
});

describe('reporte/usuario: one person', () => {
  it("lists one student's meals by idUsuario, the person found by document first", async () => {
    const found = await post<ReportUser>(manager, 'datauser', { num_doc: EMILIANO });
    expect(found.status).toBe(200);
    expect(found.body.data.id).toBe(await userIdByDocument(t, EMILIANO));
    const res = await post<RestaurantMovementRow[]>(manager, 'reporte/usuario', {
      idUsuario: found.body.data.id,
      fechaInicioReporte: DAY,
      fechaFinReporte: DAY,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: meals[0].id,
        valor: commaThousands(meals[0].total),
        sumatoria: commaThousands(meals[0].total),
      }),
    ]);
  });

  it('asks for the person first, and says an unknown one does not exist', async () => {
    const none = await post(manager, 'reporte/usuario', { fechaInicioReporte: DAY, fechaFinReporte: DAY });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(USER_REQUIRED);
    const unknown = await post(manager, 'reporte/usuario', {
      idUsuario: 2_000_000_000,
      fechaInicioReporte: DAY,
      fechaFinReporte: DAY,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NO_USER);
    expect((await post(manager, 'datauser', { num_doc: '000' })).status).toBe(404);
  });
});

describe('reporteReversion: reversed meals', () => {
  it('lists the reversed meal by its reversal day, with who reversed it', async () => {
    const res = await post<RestaurantReversalRow[]>(manager, 'reporteReversion', {
      fechaIniRev: DAY,
      fechafinRev: DAY,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: meals[3].id, num_doc: MARIANA, valor: commaThousands(meals[3].total) }),
    ]);
    expect(res.body.data[0].funcionario).toEqual(expect.any(String));
  });
});

describe('who may read them', () => {
  it('needs a session and the restaurant reports key; another store’s reports key is not enough', async () => {
    const paths = ['reporteR', 'reporte/producto', 'reporte/usuario', 'reporteReversion', 'datauser'];
    for (const path of paths) {
      expect((await post(anonymous, path, { fecha_ini: DAY, fecha_fin: DAY })).status, path).toBe(401);
      expect(
        (await unchanged(t, () => post(cafeteriaReports, path, { fecha_ini: DAY, fecha_fin: DAY }))).status,
        path,
      ).toBe(403);
    }
    // Reading changes nothing.
    const before = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          meals.map((m) => m.id),
        ),
      );
    await unchanged(t, () => detail(manager));
    expect(
      await t.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            meals.map((m) => m.id),
          ),
        ),
    ).toEqual(before);
  });
});

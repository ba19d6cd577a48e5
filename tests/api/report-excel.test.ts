/**
 * A report's Excel built by the server as it reads (`POST /api/<report>/excel`): the same rows
 * as the report in the same order, every one of them (not only the first REPORT_ROW_LIMIT),
 * pesos as numbers, times on the school's clock, the titles and sheet the screen asks for;
 * pages read after their last row to the microsecond; the same keys and refusals as the
 * report. The workbook writer itself: escaping, more than one sheet, a report without rows.
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import { type SalesDetailRow } from '../../src/domain/salesReports';
import type { TopupReportRow } from '../../src/domain/credentials';
import { EXCEL_REPORT_FILE, EXCEL_TITLES_INVALID } from '../../src/domain/reports';
import { orders } from '../../server/db/schema';
import { columnLetters, ExcelWriter, sheetName, xmlText } from '../../server/http/excel-stream';
import { everyPage, idPage } from '../../server/http/report-routes';
import { salesDetail } from '../../server/modules/orders/reports/queries';
import { localDate, schoolDaysRange, zonedInstant } from '../../server/time';
import {
  type Api,
  cafeteriaBody,
  EMILIANO,
  ISABELLA,
  MASKED_CODE,
  NICOLAS,
  postExcel,
  productNamed,
  readExcel,
  schoolWithStaff,
  sell,
  staffWith,
  type StaffMember,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';
import { DATES_REVERSED } from '../../src/domain/dateRange';
import { NO_USER } from '../../src/domain/credentials';

const TZ = 'America/Bogota';
/** A past day without demo sales, where the file moves sales that share one instant. */
const TIED_DAY = '2021-09-14';
const TIED_AT = zonedInstant(TIED_DAY, '10:15:30', TZ);

let t: TestApp;
let admin: StaffMember;
let cashier: Api;
let anonymous: Api;
const today = () => localDate(t.clock.now(), TZ);
const rvdBody = (from: string, to = from) => ({ fechaIniRVD: from, fechafinRVD: to });
/** The sales this file makes today, and those moved to TIED_DAY (one microsecond apart at most). */
const soldToday: number[] = [];
const tied: number[] = [];

beforeAll(async () => {
  let admin_: StaffMember;
  ({
    t,
    admin: admin_,
    anonymous,
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO, NICOLAS, ISABELLA] }));
  admin = admin_;
  const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
  const bread = await productNamed(t, 'Pandebono', STORE.cafeteria);
  const buyers = [
    await userIdByDocument(t, EMILIANO),
    await userIdByDocument(t, NICOLAS),
    await userIdByDocument(t, ISABELLA),
  ];
  for (let i = 0; i < 9; i++) {
    const res = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(buyers[i % 3], [{ id: i % 2 ? water.id : bread.id, count: 1 + (i % 3) }]),
    );
    expect(res.status, res.body.message).toBe(201);
    (i < 4 ? soldToday : tied).push(res.body.data.order.id);
  }
  // Five sales at one instant, and one a microsecond later: a page that ends among them must
  // go on from its last row, not from its time rounded to the millisecond.
  await t.db
    .update(orders)
    .set({ created_at: TIED_AT })
    .where(inArray(orders.id, tied.slice(0, 4)));
  await t.db.execute(
    `update orders set created_at = '${TIED_AT.toISOString()}'::timestamptz + interval '1 microsecond' where id = ${tied[4]}`,
  );
});
afterAll(() => t?.close());

describe('POST /api/<store>/reporteRVD/excel', () => {
  it('answers the report as an .xlsx download with the same rows in the same order, pesos as numbers and the Spanish titles', async () => {
    const json = await admin.api.post<SalesDetailRow[]>('/api/cafeteria/reporteRVD', rvdBody(today()));
    expect(json.status, json.body.message).toBe(200);
    const excel = await postExcel(t.app, admin.token, '/api/cafeteria/reporteRVD/excel', rvdBody(today()));
    expect(excel.status).toBe(200);
    expect(excel.headers['content-disposition']).toBe(`attachment; filename="${EXCEL_REPORT_FILE}"`);
    expect(excel.headers['cache-control']).toBe('no-store');
    expect(excel.names).toEqual(['Ventas']);
    const [titles, ...rows] = excel.sheets.Ventas;
    expect(titles).toEqual(['Pedido', 'Fecha', 'Cliente', 'Documento', 'Productos', 'Total']);
    expect(rows.map((r) => r[0])).toEqual(json.body.data.map((r) => r.id));
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(soldToday));
    for (const [i, row] of json.body.data.entries()) {
      expect(rows[i].slice(2)).toEqual([row.name, row.num_doc, row.products, row.total]);
      expect(typeof rows[i][5]).toBe('number');
    }
  });

  it("writes each sale's time as an Excel date on the school's clock, shown day/month/year hour:minute", async () => {
    const excel = await postExcel(t.app, admin.token, '/api/cafeteria/reporteRVD/excel', rvdBody(TIED_DAY));
    const sheet = excel.book.Sheets.Ventas;
    const cell = sheet.B2;
    expect(cell.t).toBe('n');
    expect(cell.z).toBe('dd/mm/yyyy hh:mm');
    // 10:15:30 in Bogotá on TIED_DAY, as Excel counts days from 1899-12-30.
    const expected = (Date.UTC(2021, 8, 14, 10, 15, 30) - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(cell.v).toBeCloseTo(expected, 8);
    expect(sheet.F2.z).toBe('#,##0');
    expect(sheet.A1.s ?? {}).toBeDefined();
  });

  it('takes the sheet name and the column titles in the language of the screen', async () => {
    const titles = ['Order', 'Date', 'Customer', 'Document', 'Products', 'Total'];
    const excel = await postExcel(t.app, admin.token, '/api/cafeteria/reporteRVD/excel', {
      ...rvdBody(today()),
      excel: { sheet: 'Sales: today', titles },
    });
    // ':' is not allowed in a sheet name.
    expect(excel.names).toEqual(['Sales  today']);
    expect(excel.sheets['Sales  today'][0]).toEqual(titles);
  });

  it('answers a range without sales with the titles alone', async () => {
    const excel = await postExcel(
      t.app,
      admin.token,
      '/api/cafeteria/reporteRVD/excel',
      rvdBody('2019-02-04'),
    );
    expect(excel.status).toBe(200);
    expect(excel.sheets.Ventas).toEqual([['Pedido', 'Fecha', 'Cliente', 'Documento', 'Productos', 'Total']]);
  });

  it("is refused as the report is: without a session, without the store's report key, with reversed dates or a bad titles list", async () => {
    const url = '/api/cafeteria/reporteRVD/excel';
    const seller = await staffWith(t, admin.api, ['cafeteria', 'cafeteria.pos']);
    const other = await staffWith(t, admin.api, ['papeleria', 'papeleria.reports']);
    await unchanged(t, async () => {
      const none = await anonymous.post(url, rvdBody(today()));
      expect(none.status).toBe(401);
      const refused = await seller.api.post(url, rvdBody(today()));
      expect(refused.status).toBe(403);
      // The stationery shop's key does not open the cafeteria's, only its own.
      expect((await other.api.post(url, rvdBody(today()))).status).toBe(403);
      expect(
        (await postExcel(t.app, other.token, url.replace('cafeteria', 'papeleria'), rvdBody(today()))).status,
      ).toBe(200);
      const reversed = await admin.api.post(url, rvdBody(today(), '2020-01-01'));
      expect(reversed.status).toBe(400);
      expect(reversed.body.message).toBe(DATES_REVERSED);
      // As the report itself names it.
      const plain = await admin.api.post(url.replace('/excel', ''), rvdBody(today(), '2020-01-01'));
      expect(reversed.body.errors).toEqual(plain.body.errors);
      expect(Object.keys(reversed.body.errors ?? {})).toHaveLength(1);
      const titles = await admin.api.post(url, { ...rvdBody(today()), excel: { titles: [1, 2] } });
      expect(titles.status).toBe(400);
      expect(titles.body.errors).toEqual({ excel: EXCEL_TITLES_INVALID });
    });
  });

  it("refuses an unknown person's movements with the report's own 404 before sending any file", async () => {
    const res = await admin.api.post('/api/cafeteria/reporteRM/excel', {
      IdRM: 999_999,
      fechaIniRM: today(),
      fechafinRM: today(),
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(NO_USER);
    expect(res.body.errors).toEqual({ IdRM: NO_USER });
  });

  it('exports a report read whole (units per product) and one of top-ups in its newest-first order', async () => {
    const byProduct = await postExcel(
      t.app,
      admin.token,
      '/api/cafeteria/reporteRVDP/excel',
      rvdBody(today()),
    );
    expect(byProduct.sheets['Ventas por producto'][0]).toEqual([
      'Categoría',
      'Subcategoría',
      'Producto',
      'Cantidad',
      'Total',
    ]);
    expect(byProduct.sheets['Ventas por producto'].length).toBeGreaterThan(1);
    const topups = await admin.api.post<TopupReportRow[]>('/api/admin/carnets/reports', {
      fecha_ini: '2000-01-03',
      fecha_fin: today(),
    });
    const excel = await postExcel(t.app, admin.token, '/api/admin/carnets/reports/excel', {
      fecha_ini: '2000-01-03',
      fecha_fin: today(),
    });
    const [name] = excel.names;
    // Dates newest first, and each movement's code (masked) and new balance in the report's order.
    expect(excel.sheets[name].slice(1).map((r) => [r[6], r[9]])).toEqual(
      topups.body.data.map((r) => [r.code, r.saldo_nuevo]),
    );
    expect(topups.body.data.length).toBeGreaterThan(0);
    for (const row of topups.body.data) expect(row.code).toMatch(MASKED_CODE);
    expect(excel.text).not.toMatch(/CRN[A-HJ-NP-Z2-9]{24}/i);
    const days = excel.sheets[name].slice(1).map((r) => Number(r[0]));
    expect([...days].sort((a, b) => b - a)).toEqual(days);
  });
});

describe('paged reads', () => {
  it('go on after the last row of a page even when rows share its instant to the microsecond', async () => {
    const range = schoolDaysRange(TIED_DAY, TIED_DAY, TZ);
    const whole = await salesDetail(t.db, STORE.cafeteria, range, { limit: 100 });
    expect(whole.map((r) => r.id)).toEqual([...tied.slice(0, 4).sort((a, b) => a - b), tied[4]]);
    for (const size of [1, 2, 3]) {
      const pages: number[][] = [];
      for await (const rows of everyPage<SalesDetailRow>(
        (page) => salesDetail(t.db, STORE.cafeteria, range, idPage(page)),
        size,
      ))
        pages.push(rows.map((r) => r.id));
      expect(pages.flat(), `páginas de ${size}`).toEqual(whole.map((r) => r.id));
      expect(pages.every((p) => p.length <= size)).toBe(true);
    }
  });
});

describe('the workbook writer', () => {
  const columns = [
    { key: 'id', title: 'Pedido' },
    { key: 'at', title: 'Fecha', kind: 'datetime' as const },
    { key: 'who', title: 'Cliente <&> "x"', kind: 'text' as const },
    { key: 'total', title: 'Total', kind: 'money' as const },
  ];
  const write = (batches: Record<string, unknown>[][], sheetRows?: number, sheet = 'Ventas') => {
    const writer = new ExcelWriter({ sheet, columns, timezone: TZ, sheetRows });
    const chunks: Uint8Array[] = [];
    for (const rows of batches) {
      writer.add(rows);
      chunks.push(...writer.take());
    }
    writer.finish();
    chunks.push(...writer.take());
    return readExcel(Buffer.concat(chunks));
  };

  it('escapes what XML must and drops what it cannot carry; an empty value is an empty cell', () => {
    const { sheets } = write([
      [{ id: 1, at: null, who: 'Ana & <Luis> "Tito" \'T\'\u0001\u0008 ok', total: '2500' }],
    ]);
    expect(sheets.Ventas).toEqual([
      ['Pedido', 'Fecha', 'Cliente <&> "x"', 'Total'],
      [1, null, 'Ana & <Luis> "Tito" \'T\' ok', 2500],
    ]);
    expect(xmlText('a<b>&"\'\u0000')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('goes on in a new sheet, with its titles, when one is full; batches may cross sheets', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, who: `P${i + 1}`, total: i * 100 }));
    const { names, sheets } = write([rows.slice(0, 2), rows.slice(2, 7)], 3);
    expect(names).toEqual(['Ventas', 'Ventas (2)', 'Ventas (3)', 'Ventas (4)']);
    for (const name of names) expect(sheets[name][0][0]).toBe('Pedido');
    expect(names.flatMap((n) => sheets[n].slice(1).map((r) => r[0]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps sheet names within what Excel accepts', () => {
    expect(sheetName('Ventas por producto y por categoría del año')).toHaveLength(31);
    expect(sheetName('Ventas por producto y por categoría del año', 12)).toMatch(/ \(12\)$/);
    expect(sheetName('Ventas por producto y por categoría del año', 12)).toHaveLength(31);
    expect(sheetName('a/b\\c?d*e[f]g:h')).toBe('a b c d e f g h');
    expect(sheetName('  ')).toBe('Datos');
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes a workbook with its titles when no row came', () => {
    expect(write([]).sheets.Ventas).toEqual([['Pedido', 'Fecha', 'Cliente <&> "x"', 'Total']]);
  });
});

/** The stores' sales reports (`POST <store>/reporteRVD`, `reporteRVDP`): sales one by one and per product, from real sales made through the API, reversed ones left out, one store never in the other's report, whole school days at the school's midnight. */
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { SalesDetailRow } from '../../src/domain/salesReports';
import { categories, orders, subcategories } from '../../server/db/schema';
import { localDate, nextDate, schoolDaysRange } from '../../server/time';
import { EMILIANO } from './fixtures';
import { REPORT_EMPTY } from '../../src/domain/credentials';
import {
  admin,
  cafe,
  openOrdersReportsSchool,
  paper,
  PAST,
  rvd,
  rvdp,
  sold,
  t,
  today,
  TZ,
  url,
} from './fixtures/orders-reports-school';

openOrdersReportsSchool();

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
    expect(rows[2]).toMatchObject({
      name: 'Nicolás Herrera Vargas',
      products: `1 x ${water.name}`,
      total: water.price,
    });
  });

  it('never shows the other store: stationery sales only in the papelería report', async () => {
    const paperRows = (await rvd(admin, 'papeleria', today())).body.data;
    expect(paperRows.map((r) => r.id)).toEqual([sold.paperIsabella, sold.paperEmiliano]);
    const cafeRows = (await rvd(admin, 'cafeteria', today())).body.data;
    expect(
      cafeRows.some((r) => [sold.paperIsabella, sold.paperEmiliano, sold.paperReversed].includes(r.id)),
    ).toBe(false);
  });

  it("covers whole school days: the last millisecond before the school's midnight belongs to that day", async () => {
    expect((await rvd(admin, 'cafeteria', PAST)).body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
    expect((await rvd(admin, 'cafeteria', nextDate(PAST))).body.data.map((r) => r.id)).toEqual([
      sold.earlyNextDay,
    ]);
    expect((await rvd(admin, 'cafeteria', PAST, nextDate(PAST))).body.data.map((r) => r.id)).toEqual([
      sold.lateInPast,
      sold.earlyNextDay,
    ]);
    // The old client's suffixes are ignored: 23:59:00 still reaches 23:59:59.999.
    const old = await admin.post<SalesDetailRow[]>(url('cafeteria', 'reporteRVD'), {
      fechaIniRVD: `${PAST} 00:00:00`,
      fechafinRVD: `${PAST} 23:59:00`,
    });
    expect(old.body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
    // The generic names are accepted too.
    const generic = await admin.post<SalesDetailRow[]>(url('cafeteria', 'reporteRVD'), {
      fecha_ini: PAST,
      fecha_fin: PAST,
    });
    expect(generic.body.data.map((r) => r.id)).toEqual([sold.lateInPast]);
  });

  it('an empty range answers code 1 with no rows and the spec message', async () => {
    const res = await rvd(admin, 'cafeteria', '2019-01-01', '2019-12-31');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 1, message: REPORT_EMPTY, data: [] });
  });

  it("agrees with the orders table over the demo's two weeks of history", async () => {
    const from = localDate(new Date(t.clock.nowMs() - 20 * 86_400_000), TZ);
    const res = await rvd(admin, 'cafeteria', from, today());
    const { start, end } = schoolDaysRange(from, today(), TZ);
    const expected = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.store, STORE.cafeteria),
          ne(orders.status, 4),
          gte(orders.created_at, start),
          lt(orders.created_at, end),
        ),
      );
    expect(expected.length).toBeGreaterThan(10);
    expect(res.body.data.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.map((o) => o.id).sort((a, b) => a - b),
    );
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
    expect(waterRow).toEqual({
      id: water.id,
      nameC: waterCategory.name,
      nameS: waterSub.name,
      nameP: water.name,
      CANTIDAD: 3,
      total: 3 * water.price,
    });
    expect(rows.find((r) => r.id === bread.id)).toMatchObject({
      nameP: bread.name,
      CANTIDAD: 4,
      total: 4 * bread.price,
    });
  });

  it('keeps the stores apart and answers the empty message when nothing was sold', async () => {
    const pen = await paper('Lapicero negro');
    expect((await rvdp(admin, 'papeleria', today())).body.data).toEqual([
      expect.objectContaining({ id: pen.id, nameP: pen.name, CANTIDAD: 3, total: 3 * pen.price }),
    ]);
    expect((await rvdp(admin, 'cafeteria', '2019-01-01')).body).toEqual({
      code: 1,
      message: REPORT_EMPTY,
      data: [],
    });
  });

  it('counts the edges of a school day in that day', async () => {
    const bread = await cafe('Pandebono');
    expect((await rvdp(admin, 'cafeteria', PAST)).body.data).toEqual([
      expect.objectContaining({ id: bread.id, CANTIDAD: 1 }),
    ]);
  });
});

/**
 * The stock movement report (`GET inventory/reports`) with its filters and school-day edges.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STOCK_REASON, STORE } from '../../src/domain/inventory';
import { stockMovements } from '../../server/db/schema';
import { REPORT_DATES_REVERSED } from '../../server/modules/inventory/movements/queries';
import { zonedInstant } from '../../server/time';
import { api, listUrl, productNamed, staffWith, stockMovementsOf } from './fixtures';
import {
  add,
  admin,
  cashier,
  freshProduct,
  openStockSchool,
  secretary,
  t,
  TZ,
} from './fixtures/stock-school';

openStockSchool();

describe('the movement report', () => {
  type ReportRow = {
    created_at: string;
    product: string;
    store: number;
    reason: number;
    quantity: number;
    stock_after: number;
    funcionario: string | null;
    id_product: number;
    id: number;
  };
  const R = '/api/inventory/reports';

  it('lists movements with product and staff names, newest first, paged in the database', async () => {
    const res = await admin.get<ReportRow[]>(listUrl(R, { perPage: 5 }));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    const all = await t.db.select({ id: stockMovements.id }).from(stockMovements);
    expect(res.body.total).toBe(all.length);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        'created_at',
        'funcionario',
        'id',
        'id_product',
        'product',
        'quantity',
        'reason',
        'stock_after',
        'store',
      ].sort(),
    );
    const times = res.body.data.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.data[0].funcionario).toBe('Administrador Demo');
    const page2 = await admin.get<ReportRow[]>(listUrl(R, { perPage: 5, page: 2 }));
    const ids1 = new Set(res.body.data.map((r) => r.id));
    expect(page2.body.data.some((r) => ids1.has(r.id))).toBe(false);
  });

  it('filters by store, reason and product, searches the product name and sorts by other columns', async () => {
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const byProduct = await admin.get<ReportRow[]>(
      listUrl(R, { filter: { id_product: juice.id }, sort: 'created_at', order: 'ASC' }),
    );
    expect(byProduct.body.data.map((r) => [r.reason, r.quantity, r.stock_after])).toEqual([
      [STOCK_REASON.inicial, 24, 24],
      [STOCK_REASON.ingreso, 12, 36],
      [STOCK_REASON.salida, -2, 34],
    ]);
    expect(byProduct.body.data.every((r) => r.product === 'Jugo de naranja 250 ml' && r.store === 1)).toBe(
      true,
    );
    const paper = await admin.get<ReportRow[]>(
      listUrl(R, { filter: { store: STORE.papeleria }, perPage: 1000 }),
    );
    expect(paper.body.data.length).toBeGreaterThan(20);
    expect(paper.body.data.every((r) => r.store === STORE.papeleria)).toBe(true);
    const outs = await admin.get<ReportRow[]>(
      listUrl(R, { filter: { reason: STOCK_REASON.salida }, perPage: 1000 }),
    );
    expect(outs.body.data.every((r) => r.reason === STOCK_REASON.salida && r.quantity < 0)).toBe(true);
    const search = await admin.get<ReportRow[]>(listUrl(R, { q: 'cuaderno cosido', perPage: 1000 }));
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(search.body.data.every((r) => /cuaderno cosido/i.test(r.product))).toBe(true);
    const byQuantity = await admin.get<ReportRow[]>(
      listUrl(R, { sort: 'quantity', order: 'DESC', perPage: 1000 }),
    );
    const q = byQuantity.body.data.map((r) => r.quantity);
    expect(q).toEqual([...q].sort((a, b) => b - a));
    const byProductName = await admin.get<ReportRow[]>(listUrl(R, { sort: 'product', perPage: 1000 }));
    const names = byProductName.body.data.map((r) => r.product);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await admin.get(listUrl(R, { sort: 'detalle' }))).status).toBe(400);
    expect((await admin.get(listUrl(R, { filter: { color: 1 } }))).status).toBe(400);
  });

  it('filters whole school days: from 00:00 of the first to the midnight after the last', async () => {
    const product = await freshProduct(1);
    for (let i = 0; i < 4; i++) await admin.post(add(product.id), { count: 1 });
    const log = await stockMovementsOf(t, product.id);
    // Place the five movements around the school's midnights of 2026-03-09/10/11 (UTC-5).
    const instants = [
      zonedInstant('2026-03-09', '23:59:59', TZ).getTime() + 999, // last instant of the 9th
      zonedInstant('2026-03-10', '00:00:00', TZ).getTime(), // first instant of the 10th
      zonedInstant('2026-03-10', '12:00:00', TZ).getTime(),
      zonedInstant('2026-03-10', '23:59:59', TZ).getTime() + 999, // last instant of the 10th
      zonedInstant('2026-03-11', '00:00:00', TZ).getTime(), // first instant of the 11th
    ];
    expect(new Date(instants[1]).toISOString()).toBe('2026-03-10T05:00:00.000Z');
    for (const [i, m] of log.entries()) {
      await t.db
        .update(stockMovements)
        .set({ created_at: new Date(instants[i]) })
        .where(eq(stockMovements.id, m.id));
    }
    const ids = async (filter: Record<string, unknown>) =>
      (
        await admin.get<ReportRow[]>(
          listUrl(R, { filter: { id_product: product.id, ...filter }, sort: 'id', order: 'ASC' }),
        )
      ).body.data.map((r) => log.findIndex((m) => m.id === r.id));
    expect(await ids({ from: '2026-03-10', to: '2026-03-10' })).toEqual([1, 2, 3]);
    expect(await ids({ from: '2026-03-09', to: '2026-03-09' })).toEqual([0]);
    expect(await ids({ from: '2026-03-11' })).toEqual([4]);
    expect(await ids({ to: '2026-03-10' })).toEqual([0, 1, 2, 3]);
    // The old client's time suffixes are ignored.
    expect(await ids({ from: '2026-03-10 00:00:00', to: '2026-03-10 23:59:00' })).toEqual([1, 2, 3]);
    const reversed = await admin.get(listUrl(R, { filter: { from: '2026-03-11', to: '2026-03-10' } }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(REPORT_DATES_REVERSED);
    for (const bad of ['2026-02-30', 'ayer', 20260310]) {
      const res = await admin.get(listUrl(R, { filter: { from: bad } }));
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors).toHaveProperty('filter');
    }
  });

  it('needs inventory.reports; no session is 401', async () => {
    expect((await cashier.get(R)).status).toBe(403);
    expect((await secretary.get(R)).status).toBe(403);
    const clerk = (await staffWith(t, admin, ['inventory', 'inventory.products'])).api;
    expect((await clerk.get(R)).status).toBe(403);
    const reporter = (await staffWith(t, admin, ['inventory', 'inventory.reports'])).api;
    expect((await reporter.get(R)).status).toBe(200);
    expect((await api(t.app).get(R)).status).toBe(401);
  });
});

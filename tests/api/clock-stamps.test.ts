/**
 * The sale and money path stamps its rows from the server's clock, not the machine's nor the
 * database's: an app whose clock starts on a past Tuesday morning sells at a point of sale, tops up
 * at the front desk, serves a meal at the lunch line and closes the desk's cash, and every row it
 * writes (the order and its hand-over, the ledger, the stock log, the meal, the close and its review)
 * falls between the clock's start and its reading after the write; "today" of the reports, the
 * dashboard, the credential's consumption and the lunch line is that clock's day too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credential } from '../../src/domain/credentials';
import { STORE } from '../../src/domain/inventory';
import type { SalesDetailRow } from '../../src/domain/salesReports';
import type { ScanResult } from '../../src/domain/restaurant';
import { startClock } from '../../server/clock';
import { cashCloses, credentialMovements, orders, stockMovements } from '../../server/db/schema';
import { localDate, zonedInstant } from '../../server/time';
import {
  cafeteriaBody,
  credentialOf,
  DEMO_STUDENT,
  EMILIANO,
  MATEO,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  userIdByDocument,
  type Api,
  type StaffMember,
  type TestApp,
} from './fixtures';

const TZ = 'America/Bogota';
/** A Tuesday, 10:00 at the school: a year and more before the machine's own time. */
const START = new Date('2025-06-03T15:00:00Z');
const DAY = '2025-06-03';

let t: TestApp;
let admin: Api;
let cashier: Api;
let desk: StaffMember;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({
    staff: ['admin', 'cashier'],
    build: { clock: startClock(START) },
  }));
  desk = await staffWith(t, admin, ['carnets', 'carnets.recharge', 'carnets.discharge', 'carnets.cashclose']);
});
afterAll(() => t?.close());

/** Each instant was read from the app's clock: not before it started, not after its reading now. */
function expectClockTime(...instants: (Date | null)[]) {
  const now = t.clock.now();
  for (const at of instants) {
    expect(at).toBeInstanceOf(Date);
    expect(at!.getTime()).toBeGreaterThanOrEqual(START.getTime());
    expect(at!.getTime()).toBeLessThanOrEqual(now.getTime());
  }
}

const ordersTile = async () => {
  const res = await admin.get<{ tiles: { key: string; value: number | null }[] }>('/api/dashboard');
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.tiles.find((tile) => tile.key === 'orders')!.value;
};

const purchaseOf = async (credentialId: number) => {
  const res = await admin.get<Credential>(`/api/admin/carnets/${credentialId}/edit`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.purchase;
};

describe("the server's clock stamps the money path", () => {
  it('is the clock the test started, on its own day', () => {
    expectClockTime(t.clock.now());
    expect(localDate(t.clock.now(), TZ)).toBe(DAY);
  });

  it('stamps a sale at a point of sale: its order, hand-over, ledger row and stock log; today counts it', async () => {
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const credential = await credentialOf(t, EMILIANO);
    const tileBefore = await ordersTile();
    const purchaseBefore = await purchaseOf(credential.id);

    const res = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userIdByDocument(t, EMILIANO), [{ id: water.id, count: 1 }], { inmediate: 1 }),
    );
    expect(res.status, res.body.message).toBe(201);
    const id = res.body.data.order.id;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const ledger = await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_order, id));
    const stock = await t.db.select().from(stockMovements).where(eq(stockMovements.id_order, id));
    expect(ledger).toHaveLength(1);
    expect(stock).toHaveLength(1);
    expectClockTime(order.created_at, order.delivered_at, ledger[0].created_at, stock[0].created_at);
    expect(localDate(order.created_at, TZ)).toBe(DAY);

    // "Today" of the sales report, the dashboard and the credential's consumption is the clock's day.
    const report = await admin.post<SalesDetailRow[]>('/api/cafeteria/reporteRVD', {
      fecha_ini: DAY,
      fecha_fin: DAY,
    });
    expect(report.status, report.body.message).toBe(200);
    expect(report.body.data.map((row) => row.id)).toContain(id);
    expect(await ordersTile()).toBe(tileBefore! + 1);
    expect(await purchaseOf(credential.id)).toBe(purchaseBefore + water.price);
  });

  it('stamps a top-up at the front desk on the ledger', async () => {
    const mateo = await credentialOf(t, MATEO);
    const res = await desk.api.put<Credential & { id_movimiento: number }>(`/api/admin/carnets/${mateo.id}`, {
      recarga: 5000,
    });
    expect(res.status, res.body.message).toBe(200);
    const [row] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id, res.body.data.id_movimiento));
    expect(row).toMatchObject({ kind: 'recarga', amount: 5000, id_staff: desk.id });
    expectClockTime(row.created_at);
  });

  it("stamps a lunch-line meal, and the clock's service knows it was served", async () => {
    const res = await admin.get<ScanResult>(
      `/api/restaurant/requests/${DEMO_STUDENT.num_doc}/registerstarVenta`,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.repeated).toBe(false);
    const id = res.body.data.orderId;
    const [meal] = await t.db.select().from(orders).where(eq(orders.id, id));
    const [ledger] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_order, id));
    const [stock] = await t.db.select().from(stockMovements).where(eq(stockMovements.id_order, id));
    expect(meal.store).toBe(STORE.restaurant);
    expectClockTime(meal.created_at, ledger.created_at, stock.created_at);
    // The meal is in the service the clock is in: a second scan charges nothing.
    const again = await admin.get<ScanResult>(
      `/api/restaurant/requests/${DEMO_STUDENT.num_doc}/registerstarVenta`,
    );
    expect(again.body.data).toMatchObject({ repeated: true, orderId: id });
  });

  it('stamps a cash close and its review', async () => {
    // A desk member of its own, whose one top-up is all its close gathers.
    const closer = await staffWith(t, admin, ['carnets', 'carnets.recharge', 'carnets.cashclose']);
    const topUp = await closer.api.put(`/api/admin/carnets/${(await credentialOf(t, MATEO)).id}`, {
      recarga: 5000,
    });
    expect(topUp.status, topUp.body.message).toBe(200);
    const res = await closer.api.post<{ id: number }>('/api/admin/cashclose', {
      contado: { efectivo: 5000, transferencia: 0, tarjeta: 0 },
    });
    expect(res.status, res.body.message).toBe(201);
    const review = await admin.post(`/api/admin/cashclose/${res.body.data.id}/review`, {
      comentario: 'Revisado',
    });
    expect(review.status, review.body.message).toBe(200);
    const [close] = await t.db.select().from(cashCloses).where(eq(cashCloses.id, res.body.data.id));
    expect(close.movimientos).toBe(1);
    expectClockTime(close.hasta, close.created_at, close.revisado_en);
    // A first close covers from the start of the day closes count from: the clock's day (issue 52).
    expect(close.desde).toEqual(
      zonedInstant(localDate(START, 'America/Bogota'), '00:00:00', 'America/Bogota'),
    );
  });
});

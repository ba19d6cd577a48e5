import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseResult } from '../../src/domain/orders';
import { GENERATED_STUDENTS } from '../../server/demo/demo-people';
import { DEMO_STUDENTS } from '../../server/demo/seed';
import { orders, products, users } from '../../server/db/schema';
import { localDate } from '../../server/time';
import { api, type Api, DEMO_CASHIER, DEMO_PASSWORD, login, schoolWithStaff, type TestApp } from './fixtures';

interface Dashboard {
  tiles: { key: string; label: string; value: number | null }[];
  sales: { date: string; total: number | null }[];
}

const TZ = 'America/Bogota';
/** Active users of the demo: 4 staff members (the guard too) and every student. */
const DEMO_USERS = 5 + DEMO_STUDENTS.length + GENERATED_STUDENTS;
let t: TestApp;
let admin: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
  } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

const usersTile = async () => {
  const res = await admin.get<Dashboard>('/api/dashboard');
  expect(res.status).toBe(200);
  return res.body.data.tiles.find((tile) => tile.label === 'Usuarios')?.value;
};

describe('dashboard', () => {
  it('shows the five tiles; Usuarios counts the active users', async () => {
    const res = await admin.get<Dashboard>('/api/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data.tiles.map((tile) => tile.label)).toEqual([
      'Usuarios',
      'Productos',
      'Categoria',
      'Pedidos',
      'Carnets',
    ]);
    // 5 staff members and the demo's 300 students.
    expect(res.body.data.tiles[0]).toEqual({ key: 'users', label: 'Usuarios', value: DEMO_USERS });
  });

  it('follows creating and deactivating users', async () => {
    const created = await admin.post<{ id: number }>('/api/admin/users', {
      name: 'Nueva Persona',
      email: 'nueva.persona@colegio.demo',
      type_doc: 1,
      num_doc: '88800001',
      id_rol: 2,
      password: 'Clave2026!',
    });
    expect(created.status).toBe(201);
    expect(await usersTile()).toBe(DEMO_USERS + 1);
    await login(t.app, 'nueva.persona@colegio.demo', 'Clave2026!'); // history: deleting deactivates
    const del = await admin.delete<{ deactivated?: boolean }>(`/api/admin/users/${created.body.data.id}`);
    expect(del.body.data.deactivated).toBe(true);
    expect(await usersTile()).toBe(DEMO_USERS);
  });

  it('answers 14 consecutive school days ending today in the school time zone', async () => {
    const todayBefore = localDate(t.clock.now(), 'America/Bogota');
    const res = await admin.get<Dashboard>('/api/dashboard');
    const todayAfter = localDate(t.clock.now(), 'America/Bogota');
    const days = res.body.data.sales.map((s) => s.date);
    expect(days).toHaveLength(14);
    for (const d of days) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([todayBefore, todayAfter]).toContain(days[13]); // the request may straddle midnight
    for (let i = 1; i < days.length; i++) {
      const step = (Date.parse(`${days[i]}T00:00:00Z`) - Date.parse(`${days[i - 1]}T00:00:00Z`)) / 86_400_000;
      expect(step, `${days[i - 1]} → ${days[i]}`).toBe(1);
    }
    for (const s of res.body.data.sales) expect(Number.isInteger(s.total)).toBe(true);
  });

  it("charts each day's order totals (the demo's two weeks of sales); Pedidos counts today's orders", async () => {
    const res = await admin.get<Dashboard>('/api/dashboard');
    const sales = res.body.data.sales;
    // Every day's total is the sum of that school day's orders, reversed ones left out.
    const rows = await t.db.select().from(orders).where(ne(orders.status, 4));
    for (const day of sales) {
      const expected = rows
        .filter((o) => localDate(o.created_at, TZ) === day.date)
        .reduce((sum, o) => sum + o.total, 0);
      expect(day.total, day.date).toBe(expected);
    }
    // The demo sold on school days only, never today.
    expect(sales.filter((s) => (s.total ?? 0) > 0).length).toBeGreaterThanOrEqual(5);
    for (const s of sales) {
      const weekday = new Date(`${s.date}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) expect(s.total, s.date).toBe(0);
    }
    expect(sales[13].total).toBe(0);
    expect(res.body.data.tiles.find((tile) => tile.key === 'orders')?.value).toBe(0);
  });

  it("follows today's sales, and leaves reversed orders out", async () => {
    const cashier = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
    const [water] = await t.db.select().from(products).where(eq(products.name, 'Agua en botella 600 ml'));
    const [emiliano] = await t.db.select().from(users).where(eq(users.num_doc, '1098765441'));
    const sale = await cashier.post<PurchaseResult>('/api/cafeteria/requests', {
      id_user: emiliano.id,
      products: [{ id: water.id, count: 2 }],
    });
    expect(sale.status).toBe(201);
    const today = async () => {
      const data = (await admin.get<Dashboard>('/api/dashboard')).body.data;
      return { orders: data.tiles.find((tile) => tile.key === 'orders')?.value, total: data.sales[13].total };
    };
    expect(await today()).toEqual({ orders: 1, total: 2 * water.price });
    const reversed = await cashier.post(`/api/cafeteria/requests/${sale.body.data.order.id}/reverse`, {});
    expect(reversed.status, reversed.body.message).toBe(200);
    expect(await today()).toEqual({ orders: 0, total: 0 });
  });

  it('needs the dashboard key and a session', async () => {
    const cashier = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
    const refused = await cashier.get('/api/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('forbidden');
    expect((await api(t.app).get('/api/dashboard')).status).toBe(401);
  });
});

/**
 * Where a child's money goes (the portal's *Gastos* and the student file's): real sales at the
 * demo school's tills at chosen instants — the app's clock is moved forward from a December day
 * to the suite's Tuesday, 10 March 2026, 10:00 in Bogotá — one of them reversed and one edited the
 * next day, then this week's, this month's and this school year's figures, the same for the
 * family and for the staff. A sale at 23:30 on Sunday in Bogotá is Sunday's (04:30 on Monday in
 * UTC), so it is this month's but not the week that starts on that Monday.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_NOT_FOUND } from '../../src/domain/family';
import { STORE } from '../../src/domain/inventory';
import { SPENDING_MESSAGES, type Spending } from '../../src/domain/spending';
import { startClock, type Clock } from '../../server/clock';
import { categories } from '../../server/db/schema';
import {
  activatedFamily,
  cafeteriaBody,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  DEMO_STUDENT_NO_CREDENTIAL,
  EMILIANO,
  fund,
  JORGE,
  MARIA,
  papeleriaBody,
  productNamed,
  sell,
  signIn,
  userIdByDocument,
  type Api,
  type ProductRow,
  type TestApp,
  buildTestApp,
} from './fixtures';

/** The app's clock, set forward by the test (never back: the ledger runs forward in time). */
let current = startClock(new Date('2025-12-01T10:00:00-05:00'));
const clock: Clock = { now: () => current.now(), nowMs: () => current.nowMs() };
const setClock = (bogota: string) => {
  current = startClock(new Date(`${bogota}-05:00`));
};

let t: TestApp;
let admin: Api;
let cashier: Api;
let maria: Api;
let jorge: Api;
let emiliano: number;
const product: Record<'water' | 'empanada' | 'pandebono' | 'notebook', ProductRow> = {} as never;
const categoryName = async (p: ProductRow) =>
  (await t.db.select().from(categories).where(eq(categories.id, p.id_category)))[0].name;

async function sale(at: string, store: 'cafeteria' | 'papeleria', lines: [ProductRow, number][]) {
  setClock(at);
  const items = lines.map(([p, count]) => ({ id: p.id, count }));
  const body = store === 'cafeteria' ? cafeteriaBody(emiliano, items) : papeleriaBody(emiliano, items);
  const res = await sell(cashier, store, body);
  expect(res.status, res.body.message).toBe(201);
  return res.body.data.order;
}

beforeAll(async () => {
  // Sessions that outlive the clock's moves (a school year, not the default 12 hours).
  t = await buildTestApp({ SESSION_HOURS: '9000' }, undefined, { clock });
  admin = (await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD)).api;
  cashier = (await signIn(t.app, DEMO_CASHIER, DEMO_PASSWORD)).api;
  emiliano = await userIdByDocument(t, EMILIANO);
  await fund(t, admin, [EMILIANO], 200_000);
  product.water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
  product.empanada = await productNamed(t, 'Empanada de carne', STORE.cafeteria);
  product.pandebono = await productNamed(t, 'Pandebono', STORE.cafeteria);
  product.notebook = await productNamed(t, 'Cuaderno cosido 100 hojas cuadriculado', STORE.papeleria);
  const { water, empanada, pandebono, notebook } = product;

  await sale('2025-12-15T10:00:00', 'cafeteria', [[water, 1]]); // last year: in no period
  await sale('2026-02-20T10:00:00', 'papeleria', [[notebook, 2]]); // this school year
  await sale('2026-03-08T23:30:00', 'cafeteria', [[empanada, 2]]); // Sunday night: this month
  const monday = await sale('2026-03-09T07:15:00', 'cafeteria', [
    [pandebono, 1],
    [water, 1],
  ]);
  await sale('2026-03-09T12:40:00', 'papeleria', [[notebook, 1]]);
  const reversed = await sale('2026-03-10T09:05:00', 'cafeteria', [[empanada, 1]]);
  setClock('2026-03-10T09:10:00');
  const reversal = await cashier.post(`/api/cafeteria/requests/${reversed.id}/reverse`, {});
  expect(reversal.status, reversal.body.message).toBe(200);
  await sale('2026-03-10T09:30:00', 'cafeteria', [
    [empanada, 1],
    [pandebono, 2],
  ]);
  // Monday's order edited on Tuesday: a second water, counted on Monday at 07:15.
  setClock('2026-03-10T09:45:00');
  const edit = await cashier.put(`/api/cafeteria/requests/${monday.id}`, {
    products: [
      { idProduct: pandebono.id, count: 1 },
      { idProduct: water.id, count: 2 },
    ],
  });
  expect(edit.status, edit.body.message).toBe(200);

  setClock('2026-03-10T10:00:00');
  maria = (await activatedFamily(t, admin, MARIA.num_doc)).api;
  jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
});
afterAll(() => t?.close());

const spendingOf = async (who: Api, path: string) => {
  const res = await who.get<Spending>(path);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};
const family = (periodo: string) =>
  spendingOf(maria, `/api/family/children/${emiliano}/spending?periodo=${periodo}`);
const nonZero = <R extends { total: number }>(rows: R[]) => rows.filter((r) => r.total > 0);

describe('this week (Monday 9 to Tuesday 10 March)', () => {
  it('counts the week’s purchases, not the reversed one nor Sunday night’s', async () => {
    const week = await family('semana');
    expect(week).toMatchObject({ periodo: 'semana', desde: '2026-03-09', hasta: '2026-03-10' });
    expect(week.total).toBe(5800 + 4500 + 6100);
    expect(week.compras).toBe(3);
    expect(week.por_tienda).toEqual([
      { tienda: STORE.cafeteria, compras: 2, total: 11_900 },
      { tienda: STORE.papeleria, compras: 1, total: 4500 },
    ]);
    expect(week.por_dia).toEqual([
      { dia: '2026-03-09', total: 10_300 },
      { dia: '2026-03-10', total: 6100 },
    ]);
    expect(week.por_hora).toHaveLength(24);
    expect(nonZero(week.por_hora)).toEqual([
      { hora: 7, total: 5800 },
      { hora: 9, total: 6100 },
      { hora: 12, total: 4500 },
    ]);
  });

  it('sums by category and names the products the most went to', async () => {
    const { pandebono, notebook, water, empanada } = product;
    const week = await family('semana');
    expect(week.por_categoria).toEqual([
      {
        id: pandebono.id_category,
        nombre: await categoryName(pandebono),
        tienda: STORE.cafeteria,
        total: 7900,
      },
      {
        id: notebook.id_category,
        nombre: await categoryName(notebook),
        tienda: STORE.papeleria,
        total: 4500,
      },
      { id: water.id_category, nombre: await categoryName(water), tienda: STORE.cafeteria, total: 4000 },
    ]);
    expect(week.productos).toEqual([
      { id: pandebono.id, nombre: pandebono.name, cantidad: 3, total: 5400 },
      { id: notebook.id, nombre: notebook.name, cantidad: 1, total: 4500 },
      { id: water.id, nombre: water.name, cantidad: 2, total: 4000 },
      { id: empanada.id, nombre: empanada.name, cantidad: 1, total: 2500 },
    ]);
  });
});

describe('this month and this school year', () => {
  it('puts Sunday 23:30 in Bogotá on Sunday, at 23 h, and fills every day of the month', async () => {
    const month = await family('mes');
    expect(month).toMatchObject({ desde: '2026-03-01', hasta: '2026-03-10', total: 21_400, compras: 4 });
    expect(month.por_dia.map((d) => d.dia)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    expect(nonZero(month.por_dia)).toEqual([
      { dia: '2026-03-08', total: 5000 },
      { dia: '2026-03-09', total: 10_300 },
      { dia: '2026-03-10', total: 6100 },
    ]);
    expect(nonZero(month.por_hora)).toEqual([
      { hora: 7, total: 5800 },
      { hora: 9, total: 6100 },
      { hora: 12, total: 4500 },
      { hora: 23, total: 5000 },
    ]);
    expect(month.productos[0]).toMatchObject({ id: product.empanada.id, cantidad: 3, total: 7500 });
  });

  it('starts the school year on January 1: February counts, December does not', async () => {
    const year = await family('anio');
    expect(year).toMatchObject({ desde: '2026-01-01', hasta: '2026-03-10', total: 30_400, compras: 5 });
    expect(year.por_dia).toHaveLength(31 + 28 + 10);
    expect(year.por_dia.find((d) => d.dia === '2026-02-20')).toEqual({ dia: '2026-02-20', total: 9000 });
    expect(year.por_tienda).toEqual([
      { tienda: STORE.cafeteria, compras: 3, total: 16_900 },
      { tienda: STORE.papeleria, compras: 2, total: 13_500 },
    ]);
    expect(year.productos.map((p) => [p.id, p.cantidad, p.total])).toEqual([
      [product.notebook.id, 3, 13_500],
      [product.empanada.id, 3, 7500],
      [product.pandebono.id, 3, 5400],
      [product.water.id, 2, 4000],
    ]);
  });
});

describe('who sees it', () => {
  it('the staff on the student file, with the same figures', async () => {
    for (const periodo of ['semana', 'mes', 'anio']) {
      const staffView = await spendingOf(
        admin,
        `/api/academic/students/${emiliano}/spending?periodo=${periodo}`,
      );
      expect(staffView).toEqual(await family(periodo));
    }
    // Without a periodo: this week.
    expect((await spendingOf(admin, `/api/academic/students/${emiliano}/spending`)).periodo).toBe('semana');
  });

  it('a student who bought nothing: zeros on every day and hour, no store, no product', async () => {
    const nobody = await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    const none = await spendingOf(admin, `/api/academic/students/${nobody}/spending?periodo=semana`);
    expect(none).toMatchObject({ total: 0, compras: 0, por_tienda: [], por_categoria: [], productos: [] });
    expect(none.por_dia).toEqual([
      { dia: '2026-03-09', total: 0 },
      { dia: '2026-03-10', total: 0 },
    ]);
    expect(nonZero(none.por_hora)).toEqual([]);
  });

  it('another family, or an id that is nobody’s: 404 alike', async () => {
    for (const [who, id] of [
      [jorge, emiliano],
      [maria, 999_999],
    ] as const) {
      const res = await who.get(`/api/family/children/${id}/spending?periodo=mes`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CHILD_NOT_FOUND);
    }
    expect((await admin.get('/api/academic/students/999999/spending')).status).toBe(404);
  });

  it('staff without the student file’s keys: 403', async () => {
    const res = await cashier.get(`/api/academic/students/${emiliano}/spending?periodo=mes`);
    expect(res.status).toBe(403);
  });

  it('a periodo that is none of the three: 400 on periodo', async () => {
    for (const [who, path] of [
      [maria, `/api/family/children/${emiliano}/spending`],
      [admin, `/api/academic/students/${emiliano}/spending`],
    ] as const) {
      const res = await who.get(`${path}?periodo=dia`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ periodo: SPENDING_MESSAGES.periodo });
    }
  });
});

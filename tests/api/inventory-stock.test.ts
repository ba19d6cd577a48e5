/**
 * Stock in and out (`POST inventory/products/{id}/add` and `/minus`), its validation, store
 * permission, Idempotency-Key and concurrent requests; the movement report
 * (`GET inventory/reports`) with its filters and school-day edges; and the restaurant products
 * for a student's age (`POST restaurant/getproductstudents`). After every refusal the catalog
 * and the stock log are exactly as before; after the file, stock = sum of movements.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, MAX_STOCK_STEP, STOCK_REASON, STORE } from '../../src/domain/inventory';
import { products, stockMovements } from '../../server/db/schema';
import { STORE_FORBIDDEN } from '../../server/modules/inventory/service';
import { BODY_ID_MISMATCH, COUNT_INVALID, COUNT_REQUIRED, STOCK_UPDATED } from '../../server/modules/inventory/routes/movements';
import { REPORT_DATES_REVERSED } from '../../server/modules/inventory/queries';
import { BIRTHDAY_FUTURE, BIRTHDAY_INVALID, BIRTHDAY_REQUIRED } from '../../server/modules/inventory/routes/restaurant';
import { localDate, zonedInstant } from '../../server/time';
import {
  addDays,
  api,
  type Api,
  CATALOG,
  categoryNamed,
  expectStockInvariant,
  listUrl,
  productById,
  productNamed,
  type ProductRow,
  type Reply,
  schoolWithStaff,
  staffWith,
  stockMovementsOf,
  type TestApp,
  unchanged,
  yearsBefore,
} from './fixtures';
import { editRecord } from './fixtures/edit';

const TZ = 'America/Bogota';

let t: TestApp;
let admin: Api;
let adminId: number;
let cashier: Api;
let secretary: Api;
let bebidasId: number;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin, id: adminId },
    cashier: { api: cashier },
    secretary: { api: secretary },
  } = await schoolWithStaff());
  bebidasId = (await categoryNamed(t, 'Bebidas', STORE.cafeteria)).id;
});
afterAll(() => t?.close());

const add = (id: number) => `/api/inventory/products/${id}/add`;
const minus = (id: number) => `/api/inventory/products/${id}/minus`;

let made = 0;
/** A fresh cafeteria product with `stock` units (logged as its initial stock). */
async function freshProduct(stock: number): Promise<ProductRow> {
  made += 1;
  const res = await admin.post<ProductRow>('/api/inventory/products', {
    name: `Producto de stock ${made}`,
    price: 1000,
    stock,
    store: STORE.cafeteria,
    id_category: bebidasId,
  });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

describe('stock in and out', () => {
  it('add and minus move the stock, write a signed movement and answer the product', async () => {
    const product = await freshProduct(10);
    const inRes = await admin.post<ProductRow>(add(product.id), { id: product.id, count: 5 });
    expect(inRes.status).toBe(200);
    expect(inRes.body).toMatchObject({ code: 1, message: STOCK_UPDATED, data: { id: product.id, stock: 15 } });
    const outRes = await admin.post<ProductRow>(minus(product.id), { count: 4 }); // id in the body is optional
    expect(outRes.status).toBe(200);
    expect(outRes.body.data.stock).toBe(11);
    expect((await productById(t, product.id)).stock).toBe(11);
    const log = await stockMovementsOf(t, product.id);
    expect(log.map((m) => [m.reason, m.quantity, m.stock_after, m.id_staff, m.store])).toEqual([
      [STOCK_REASON.inicial, 10, 10, adminId, STORE.cafeteria],
      [STOCK_REASON.ingreso, 5, 15, adminId, STORE.cafeteria],
      [STOCK_REASON.salida, -4, 11, adminId, STORE.cafeteria],
    ]);
    // The id may come as the old client's string.
    expect((await admin.post(add(product.id), { id: String(product.id), count: 1 })).status).toBe(200);
    // Exactly down to zero is allowed.
    const all = await admin.post<ProductRow>(minus(product.id), { count: 12 });
    expect(all.status).toBe(200);
    expect(all.body.data.stock).toBe(0);
  });

  it('refuses a minus below zero with 409 out_of_stock, changing nothing', async () => {
    const product = await freshProduct(3);
    await unchanged(t, async () => {
      const res = await admin.post(minus(product.id), { id: product.id, count: 4 });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 0,
        reason: 'out_of_stock',
        message: 'No hay suficiente stock: disponible 3',
        errors: { count: 'No hay suficiente stock: disponible 3' },
      });
      const soldOut = await productNamed(t, 'Kumis 200 ml');
      const none = await admin.post(minus(soldOut.id), { count: 1 });
      expect(none.status).toBe(409);
      expect(none.body.message).toBe('No hay suficiente stock: disponible 0');
    }, CATALOG);
  });

  it('refuses a count that is not a whole number from 1 to MAX_STOCK_STEP, and an id that is not the path one', async () => {
    const product = await freshProduct(50);
    await unchanged(t, async () => {
      const bad: [unknown, string][] = [
        [0, COUNT_INVALID],
        [-1, COUNT_INVALID],
        [1.5, COUNT_INVALID],
        ['5', COUNT_INVALID],
        [MAX_STOCK_STEP + 1, COUNT_INVALID],
        [Number.MAX_SAFE_INTEGER + 2, COUNT_INVALID],
        [null, COUNT_REQUIRED],
        [true, COUNT_INVALID],
        [[3], COUNT_INVALID],
      ];
      for (const url of [add(product.id), minus(product.id)]) {
        for (const [count, message] of bad) {
          const res = await admin.post(url, { id: product.id, count });
          expect(res.status, `${url} ${JSON.stringify(count)}`).toBe(400);
          expect(res.body).toMatchObject({ reason: 'validation', message, errors: { count: message } });
        }
        const missing = await admin.post(url, { id: product.id });
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual({ count: COUNT_REQUIRED });
        const mismatch = await admin.post(url, { id: product.id + 1, count: 1 });
        expect(mismatch.status).toBe(400);
        expect(mismatch.body).toMatchObject({ message: BODY_ID_MISMATCH, errors: { id: BODY_ID_MISMATCH } });
        const mismatchText = await admin.post(url, { id: 'abc', count: 1 });
        expect(mismatchText.status).toBe(400);
        expect((await admin.post(url, 'no es json')).status).toBe(400);
        expect((await admin.post(`/api/inventory/products/abc/add`, { count: 1 })).status).toBe(400);
      }
      expect((await admin.post(add(999999), { count: 1 })).status).toBe(404);
      expect((await admin.post(minus(999999), { id: 999999, count: 1 })).status).toBe(404);
    }, CATALOG);
    // The largest step is accepted.
    expect((await admin.post(add(product.id), { count: MAX_STOCK_STEP })).status).toBe(200);
  });

  it('needs a products key for the store of the product; no session is 401', async () => {
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    const pencil = await productNamed(t, 'Lápiz negro HB');
    const clerk = (await staffWith(t, admin, ['papeleria', 'papeleria.products'])).api;
    await unchanged(t, async () => {
      for (const url of [add(juice.id), minus(juice.id)]) {
        const noKey = await secretary.post(url, { count: 1 });
        expect(noKey.status).toBe(403);
        expect(noKey.body.message).toBe('No tiene permiso para realizar esta acción');
        const otherStore = await clerk.post(url, { count: 1 });
        expect(otherStore.status).toBe(403);
        expect(otherStore.body).toMatchObject({ reason: 'forbidden', message: STORE_FORBIDDEN.products });
        expect((await cashier.post(url, { count: 1 })).status).toBe(403);
        expect((await api(t.app).post(url, { count: 1 })).status).toBe(401);
      }
    }, CATALOG);
    const res = await clerk.post<ProductRow>(add(pencil.id), { id: pencil.id, count: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data.stock).toBe(pencil.stock + 10);
    // The demo cashier holds the stationery keys too.
    expect((await cashier.post(minus(pencil.id), { count: 1 })).status).toBe(200);
  });

  it('an Idempotency-Key makes a retry answer the first answer without moving stock twice', async () => {
    const product = await freshProduct(20);
    const headers = { 'Idempotency-Key': `stock-${product.id}-1` };
    const first = await admin.call<ProductRow>('POST', minus(product.id), { count: 3 }, headers);
    expect(first.status).toBe(200);
    expect(first.body.data.stock).toBe(17);
    const again = await admin.call<ProductRow>('POST', minus(product.id), { count: 3 }, headers);
    expect(again.status).toBe(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await productById(t, product.id)).stock).toBe(17);
    expect(await stockMovementsOf(t, product.id)).toHaveLength(2);
    await unchanged(t, async () => {
      const reused = await admin.call('POST', minus(product.id), { count: 4 }, headers);
      expect(reused.status).toBe(409);
      expect(reused.body.errors).toHaveProperty('Idempotency-Key');
      const otherPath = await admin.call('POST', add(product.id), { count: 3 }, headers);
      expect(otherPath.status).toBe(409);
      const tooLong = await admin.call('POST', add(product.id), { count: 3 }, { 'Idempotency-Key': 'x'.repeat(201) });
      expect(tooLong.status).toBe(400);
    }, CATALOG);
    // A refused request stores no key: the same key can be used once the stock allows it.
    const refusedKey = { 'Idempotency-Key': `stock-${product.id}-2` };
    expect((await admin.call('POST', minus(product.id), { count: 18 }, refusedKey)).status).toBe(409);
    await admin.post(add(product.id), { count: 1 });
    const retried = await admin.call<ProductRow>('POST', minus(product.id), { count: 18 }, refusedKey);
    expect(retried.status).toBe(200);
    expect(retried.body.data.stock).toBe(0);
  });

  it('30 adds of 2 and 30 minus of 1 at once on one product: exact final stock, log consistent, never negative', async () => {
    const product = await freshProduct(5);
    const calls: Promise<Reply<ProductRow>>[] = [];
    for (let i = 0; i < 30; i++) {
      calls.push(admin.post<ProductRow>(add(product.id), { count: 2 }));
      calls.push(admin.post<ProductRow>(minus(product.id), { count: 1 }));
    }
    const replies = await Promise.all(calls);
    // A minus may arrive before enough adds: it is refused, never taken below zero.
    for (const r of replies) expect([200, 409]).toContain(r.status);
    const refused = replies.filter((r) => r.status === 409).length;
    const log = await stockMovementsOf(t, product.id);
    const final = await productById(t, product.id);
    expect(final.stock).toBe(5 + 60 - (30 - refused));
    expect(final.stock).toBe(log.reduce((sum, m) => sum + m.quantity, 0));
    expect(log).toHaveLength(1 + 60 - refused);
    for (const m of log) expect(m.stock_after).toBeGreaterThanOrEqual(0);
    await expectStockInvariant(t.db);
  });

  it('a minus race at low stock never goes below zero: exactly the available units are taken', async () => {
    const product = await freshProduct(4);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => admin.post<ProductRow>(minus(product.id), { id: product.id, count: 1 })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(4);
    const refused = replies.filter((r) => r.status === 409);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.body.reason).toBe('out_of_stock');
    expect((await productById(t, product.id)).stock).toBe(0);
    const log = await stockMovementsOf(t, product.id);
    expect(log.map((m) => m.stock_after)).toEqual([4, 3, 2, 1, 0]);
  });
});

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
      ['created_at', 'funcionario', 'id', 'id_product', 'product', 'quantity', 'reason', 'stock_after', 'store'].sort(),
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
    const byProduct = await admin.get<ReportRow[]>(listUrl(R, { filter: { id_product: juice.id }, sort: 'created_at', order: 'ASC' }));
    expect(byProduct.body.data.map((r) => [r.reason, r.quantity, r.stock_after])).toEqual([
      [STOCK_REASON.inicial, 24, 24],
      [STOCK_REASON.ingreso, 12, 36],
      [STOCK_REASON.salida, -2, 34],
    ]);
    expect(byProduct.body.data.every((r) => r.product === 'Jugo de naranja 250 ml' && r.store === 1)).toBe(true);
    const paper = await admin.get<ReportRow[]>(listUrl(R, { filter: { store: STORE.papeleria }, perPage: 1000 }));
    expect(paper.body.data.length).toBeGreaterThan(20);
    expect(paper.body.data.every((r) => r.store === STORE.papeleria)).toBe(true);
    const outs = await admin.get<ReportRow[]>(listUrl(R, { filter: { reason: STOCK_REASON.salida }, perPage: 1000 }));
    expect(outs.body.data.every((r) => r.reason === STOCK_REASON.salida && r.quantity < 0)).toBe(true);
    const search = await admin.get<ReportRow[]>(listUrl(R, { q: 'cuaderno cosido', perPage: 1000 }));
    expect(search.body.data.length).toBeGreaterThan(0);
    expect(search.body.data.every((r) => /cuaderno cosido/i.test(r.product))).toBe(true);
    const byQuantity = await admin.get<ReportRow[]>(listUrl(R, { sort: 'quantity', order: 'DESC', perPage: 1000 }));
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
      await t.db.update(stockMovements).set({ created_at: new Date(instants[i]) }).where(eq(stockMovements.id, m.id));
    }
    const ids = async (filter: Record<string, unknown>) =>
      (
        await admin.get<ReportRow[]>(listUrl(R, { filter: { id_product: product.id, ...filter }, sort: 'id', order: 'ASC' }))
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

describe('restaurant products for a student', () => {
  const G = '/api/restaurant/getproductstudents';
  type Named = { name: string; store: number; enable: number; edad_min: number | null; edad_max: number | null };
  const today = () => localDate(new Date(), TZ);

  /** The enabled restaurant products whose range holds `age`, by name, from the database. */
  async function expectedFor(age: number): Promise<string[]> {
    const rows = await t.db.select().from(products).where(eq(products.store, STORE.restaurant));
    return rows
      .filter((p) => p.enable === 1 && (p.edad_min === null || p.edad_min <= age) && (p.edad_max === null || p.edad_max >= age))
      .map((p) => p.name)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  async function namesFor(birthday: string, who: Api = admin) {
    const res = await who.post<Named[]>(G, { birthday });
    expect(res.status, res.body.message).toBe(200);
    for (const p of res.body.data) expect(p).toMatchObject({ store: STORE.restaurant, enable: 1 });
    return res.body.data.map((p) => p.name);
  }

  it('offers the lunch of the age range and the open-range products', async () => {
    const ten = yearsBefore(today(), 10);
    const names = await namesFor(ten);
    expect(names).toEqual(await expectedFor(ageOn(ten, today())));
    expect(names).toEqual(expect.arrayContaining(['Almuerzo juvenil', 'Almuerzo vegetariano', 'Gelatina']));
    expect(names).not.toContain('Almuerzo infantil');
    expect(names).not.toContain('Almuerzo ejecutivo');
    const sixteen = await namesFor(yearsBefore(today(), 16));
    expect(sixteen).toEqual(expect.arrayContaining(['Almuerzo juvenil', 'Almuerzo ejecutivo']));
    const five = await namesFor(yearsBefore(today(), 5));
    expect(five).toContain('Almuerzo infantil');
    expect(five).not.toContain('Almuerzo juvenil');
  });

  it('counts whole years on the school day: a birthday tomorrow is a year less', async () => {
    const t0 = today();
    const nineToday = yearsBefore(t0, 9);
    const nineTomorrow = yearsBefore(addDays(t0, 1), 9);
    expect(ageOn(nineToday, t0)).toBe(9);
    expect(ageOn(nineTomorrow, t0)).toBe(8);
    const nine = await namesFor(nineToday);
    expect(nine).toContain('Almuerzo juvenil');
    expect(nine).not.toContain('Almuerzo infantil');
    const eight = await namesFor(nineTomorrow);
    expect(eight).toContain('Almuerzo infantil');
    expect(eight).not.toContain('Almuerzo juvenil');
    // Born today: age 0, only the products with no minimum age.
    expect(await namesFor(t0)).toEqual(await expectedFor(0));
  });

  it('leaves out disabled products and other stores', async () => {
    const infantil = await productNamed(t, 'Almuerzo infantil');
    await editRecord(admin, '/api/inventory/products', infantil.id, { enable: 0 });
    expect(await namesFor(yearsBefore(today(), 5))).not.toContain('Almuerzo infantil');
    await editRecord(admin, '/api/inventory/products', infantil.id, { enable: 1 });
    const juice = await productNamed(t, 'Jugo de naranja 250 ml');
    await t.db.update(products).set({ edad_min: 0, edad_max: 25 }).where(eq(products.id, juice.id));
    expect(await namesFor(yearsBefore(today(), 5))).not.toContain('Jugo de naranja 250 ml');
    await t.db.update(products).set({ edad_min: null, edad_max: null }).where(eq(products.id, juice.id));
  });

  it('refuses a missing, malformed or future birthday', async () => {
    const cases: [unknown, string][] = [
      [undefined, BIRTHDAY_REQUIRED],
      ['', BIRTHDAY_REQUIRED],
      ['2015-02-30', BIRTHDAY_INVALID],
      ['15/03/2015', BIRTHDAY_INVALID],
      ['ayer', BIRTHDAY_INVALID],
      [20150315, BIRTHDAY_INVALID],
      [addDays(today(), 1), BIRTHDAY_FUTURE],
      [yearsBefore(today(), -1), BIRTHDAY_FUTURE],
    ];
    for (const [birthday, message] of cases) {
      const res = await admin.post(G, birthday === undefined ? {} : { birthday });
      expect(res.status, String(birthday)).toBe(400);
      expect(res.body).toMatchObject({ reason: 'validation', message, errors: { birthday: message } });
    }
  });

  it('is open to restaurant, academic and inventory staff, not to others', async () => {
    const birthday = yearsBefore(today(), 10);
    for (const keys of [
      ['restaurant', 'restaurant.products'],
      ['restaurant', 'restaurant.requests'],
      ['academic', 'academic.students'],
      ['inventory', 'inventory.products'],
    ]) {
      const who = (await staffWith(t, admin, keys)).api;
      expect((await who.post(G, { birthday })).status, keys.join(' ')).toBe(200);
    }
    expect((await cashier.post(G, { birthday })).status).toBe(403);
    expect((await secretary.post(G, { birthday })).status).toBe(403);
    expect((await api(t.app).post(G, { birthday })).status).toBe(401);
  });
});

describe('the log after this file', () => {
  it('holds one movement row per answered stock change and no orphan', async () => {
    const ids = (await t.db.select({ id: stockMovements.id_product }).from(stockMovements)).map((r) => r.id);
    const existing = await t.db.select({ id: products.id }).from(products).where(inArray(products.id, [...new Set(ids)]));
    expect(existing).toHaveLength(new Set(ids).size);
    await expectStockInvariant(t.db);
  });
});

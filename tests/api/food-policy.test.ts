/**
 * The school's food policy (issue 35): `GET /api/inventory/foodpolicy` for every signed-in staff
 * member (the defaults until saved), `PUT` with `inventory.foodpolicy` (the seals each once in the
 * set's order, the alternative meal a restaurant product; every refusal a 400 under its field with
 * the row as it was), the page's catalog, and the inspector's Excel: the products carrying a seal
 * and their sales per month, reversed orders left out.
 */
import { pinnedInstant } from '../clock';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOMBIA_SEALS } from '../../src/domain/foodLabels';
import {
  FOOD_POLICY_EXPORT_FILE,
  FOOD_POLICY_MESSAGES,
  type FoodPolicyCatalog,
} from '../../src/domain/foodPolicy';
import type { FoodPolicy } from '../../src/domain/foodRules';
import { STORE } from '../../src/domain/inventory';
import type { PurchaseResult } from '../../src/domain/orders';
import { storeLabel } from '../../src/domain/stores';
import { foodPolicy, products } from '../../server/db/schema';
import { localDate } from '../../server/time';
import {
  api,
  cafeteriaBody,
  categoryNamed,
  EMILIANO,
  productNamed,
  readExcel,
  schoolWithStaff,
  sell,
  unchanged,
  userIdByDocument,
  type ProductRow,
  type StaffMember,
  type TestApp,
} from './fixtures';

const URL = '/api/inventory/foodpolicy';
const EXPORT = `${URL}/export`;
const DEFAULTS: FoodPolicy = { conjunto_sellos: 'CO', sellos_bloqueados: [], id_almuerzo_alternativo: null };
const POLICY_TABLE = { policy: foodPolicy };
const TZ = 'America/Bogota';
const NO_SHEETS: Record<string, unknown[][]> = {};

let t: TestApp;
let admin: StaffMember;
let cashier: StaffMember;
let lunch: ProductRow;

beforeAll(async () => {
  const school = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO] });
  ({ t, admin, cashier } = school);
  lunch = await productNamed(t, 'Almuerzo infantil');
});
afterAll(() => t?.close());

/** The export as the server answers it, read back with xlsx (or the refusal's envelope). */
async function download(token: string | null, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `${EXPORT}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (res.statusCode !== 200)
    return { status: res.statusCode, body: res.json(), headers: res.headers, sheets: NO_SHEETS, names: [] };
  return {
    status: res.statusCode,
    body: null as Record<string, unknown> | null,
    headers: res.headers,
    ...readExcel(res.rawPayload),
  };
}

describe('the policy before anyone saves it', () => {
  it('is Colombia’s seals, nothing blocked and no alternative meal, for every signed-in staff member', async () => {
    // The demo school saved one: a school that never did has no row.
    await t.db.delete(foodPolicy);
    for (const who of [admin.api, cashier.api]) {
      const res = await who.get<FoodPolicy>(URL);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body).toMatchObject({ code: 1, data: DEFAULTS });
    }
    expect((await api(t.app).get(URL)).status).toBe(401);
  });
});

describe('saving the policy', () => {
  it('stores the seals once each in the set’s order, the meal and who saved it, and reads them back', async () => {
    const sent = ['grasas_trans', 'azucares', 'grasas_trans'];
    const res = await admin.api.put<FoodPolicy>(URL, {
      ...DEFAULTS,
      sellos_bloqueados: sent,
      id_almuerzo_alternativo: lunch.id,
    });
    expect(res.status, res.body.message).toBe(200);
    const saved = {
      ...DEFAULTS,
      sellos_bloqueados: ['azucares', 'grasas_trans'],
      id_almuerzo_alternativo: lunch.id,
    };
    expect(res.body).toMatchObject({ code: 1, message: FOOD_POLICY_MESSAGES.saved, data: saved });
    expect((await cashier.api.get<FoodPolicy>(URL)).body.data).toEqual(saved);
    const [row] = await t.db.select().from(foodPolicy);
    expect(row).toMatchObject({ id: 1, ...saved, updated_by: admin.id });
    expect(t.clock.nowMs() - row.updated_at.getTime()).toBeLessThan(60_000);

    // A second save replaces the one row.
    const again = await admin.api.put<FoodPolicy>(URL, { ...DEFAULTS, sellos_bloqueados: ['edulcorante'] });
    expect(again.body.data).toEqual({ ...DEFAULTS, sellos_bloqueados: ['edulcorante'] });
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(foodPolicy)).toEqual([{ n: 1 }]);
  });

  const [SET, SEALS, MEAL] = ['conjunto_sellos', 'sellos_bloqueados', 'id_almuerzo_alternativo'];
  const M = FOOD_POLICY_MESSAGES;
  const refusals: [string, Record<string, unknown>, string, RegExp | string][] = [
    ['an unknown seal', { [SEALS]: ['azucares', 'chatarra'] }, SEALS, /«chatarra».*Colombia/],
    ['an unknown seal set', { [SET]: 'PE' }, SET, M.sealSet],
    ['a seal set that is not text', { [SET]: 1 }, SET, M.sealSet],
    ['seals that are not a list', { [SEALS]: 'azucares' }, SEALS, M.sealsList],
    ['a seal that is not text', { [SEALS]: [3] }, SEALS, M.sealKey],
    ['a meal that is not a number', { [MEAL]: '12' }, MEAL, M.mealType],
    ['a meal that is not whole', { [MEAL]: 1.5 }, MEAL, M.mealType],
    ['no meal field at all', { [MEAL]: undefined }, MEAL, M.mealType],
    ['a product that does not exist', { [MEAL]: 999_999 }, MEAL, M.mealNotRestaurant],
  ];

  it.each(refusals)(
    'refuses %s with a 400 under the field, the row as it was',
    async (_what, patch, field, message) => {
      const body = { ...DEFAULTS, [SEALS]: ['sodio'], [MEAL]: lunch.id, ...patch };
      const res = await unchanged(t, () => admin.api.put(URL, body), POLICY_TABLE);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 0, reason: 'validation' });
      const errors = res.body.errors as Record<string, string>;
      expect(Object.keys(errors)).toEqual([field]);
      if (typeof message === 'string') expect(errors[field]).toBe(message);
      else expect(errors[field]).toMatch(message);
    },
  );

  it('refuses a meal of another store under its field, the row as it was', async () => {
    const water = await productNamed(t, 'Agua en botella 600 ml');
    expect(water.store).not.toBe(STORE.restaurant);
    const put = () => admin.api.put(URL, { ...DEFAULTS, id_almuerzo_alternativo: water.id });
    const res = await unchanged(t, put, POLICY_TABLE);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ id_almuerzo_alternativo: FOOD_POLICY_MESSAGES.mealNotRestaurant });
  });

  it('is refused to a staff member without inventory.foodpolicy (403) and to nobody signed in (401)', async () => {
    await unchanged(
      t,
      async () => {
        const callers = [
          [cashier.api, 403],
          [api(t.app), 401],
        ] as const;
        for (const [who, status] of callers) {
          expect((await who.put(URL, DEFAULTS)).status).toBe(status);
          expect((await who.get(`${URL}/catalog`)).status).toBe(status);
        }
        expect((await download(cashier.token)).status).toBe(403);
        expect((await download(null)).status).toBe(401);
      },
      POLICY_TABLE,
    );
  });
});

describe("the policy page's catalog", () => {
  it('counts the enabled products carrying each seal and lists the restaurant’s meals', async () => {
    const res = await admin.api.get<FoodPolicyCatalog>(`${URL}/catalog`);
    expect(res.status, res.body.message).toBe(200);
    const all = await t.db.select().from(products);
    for (const seal of COLOMBIA_SEALS) {
      const carrying = all.filter((p) => p.enable === 1 && p.sellos.includes(seal.id)).length;
      expect(res.body.data.productos_por_sello[seal.id] ?? 0, seal.id).toBe(carrying);
    }
    expect(res.body.data.productos_por_sello.azucares).toBeGreaterThan(0);
    const meals = all.filter((p) => p.store === STORE.restaurant);
    expect(res.body.data.almuerzos.map((m) => m.id).sort()).toEqual(meals.map((m) => m.id).sort());
    const { id, name, enable } = lunch;
    expect(res.body.data.almuerzos.find((m) => m.id === id)).toEqual({ id, name, enable });
  });
});

describe("the inspector's Excel", () => {
  const PRODUCT_TITLES =
    'Tienda|Categoría|Producto|Precio|Sellos|Alérgenos|Habilitado|Bloqueado por la política'.split('|');
  const year = Number(localDate(pinnedInstant(), TZ).slice(0, 4));
  const month = Number(localDate(pinnedInstant(), TZ).slice(5, 7));
  let sweet: ProductRow;
  let salty: ProductRow;

  /** A cafeteria product with a label, created as the catalog's screens create it. */
  async function product(name: string, price: number, labels: { sellos: string[]; alergenos: string[] }) {
    const snacks = await categoryNamed(t, 'Snacks', STORE.cafeteria);
    const res = await admin.api.post<ProductRow>('/api/inventory/products', {
      name,
      price,
      stock: 50,
      store: STORE.cafeteria,
      id_category: snacks.id,
      ...labels,
    });
    expect(res.status, res.body.message).toBe(201);
    return productNamed(t, name);
  }

  beforeAll(async () => {
    sweet = await product('Galleta de inspección', 1800, {
      sellos: ['grasas_trans', 'azucares'],
      alergenos: ['leche', 'gluten'],
    });
    salty = await product('Rosquitas de inspección', 2300, { sellos: ['sodio'], alergenos: [] });
    const saved = await admin.api.put(URL, { ...DEFAULTS, sellos_bloqueados: ['grasas_trans'] });
    expect(saved.status, saved.body.message).toBe(200);
  });

  it('answers an .xlsx with its two sheets, the products sheet holding every product with a seal and only those', async () => {
    const file = await download(admin.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${FOOD_POLICY_EXPORT_FILE}"`);
    expect(file.names).toEqual(['Productos con sellos', `Ventas con sellos ${year}`]);

    const [titles, ...rows] = file.sheets['Productos con sellos'];
    expect(titles).toEqual(PRODUCT_TITLES);
    const sealed = (await t.db.select().from(products)).filter((p) => p.sellos.length > 0);
    expect(rows).toHaveLength(sealed.length);
    const byName = new Map(rows.map((r) => [r[2], r]));
    // Both snacks are the cafeteria's and enabled; only the one carrying grasas_trans is blocked.
    const cafe = [storeLabel(STORE.cafeteria), 'Snacks'];
    const sweetSeals = 'EXCESO EN AZÚCARES, EXCESO EN GRASAS TRANS';
    expect(byName.get(sweet.name)).toEqual([
      ...cafe,
      sweet.name,
      1800,
      sweetSeals,
      'Gluten, Leche',
      'Sí',
      'Sí',
    ]);
    expect(byName.get(salty.name)).toEqual([...cafe, salty.name, 2300, 'EXCESO EN SODIO', '', 'Sí', 'No']);
    expect(byName.has('Agua en botella 600 ml')).toBe(false);
    // The demo's sweetened drinks are sealed but not blocked now; every blocked row carries grasas_trans.
    for (const row of rows)
      expect(row[7], String(row[2])).toBe(String(row[4]).includes('GRASAS TRANS') ? 'Sí' : 'No');
  });

  it('counts the units and pesos sold per month of sealed products, leaving out reversed orders', async () => {
    const sheet = `Ventas con sellos ${year}`;
    const before = (await download(admin.token)).sheets[sheet];
    expect(before[0]).toEqual(['Mes', 'Unidades vendidas', 'Valor vendido']);
    const months = 'Enero Febrero Marzo Abril Mayo Junio Julio Agosto Septiembre Octubre Noviembre Diciembre';
    expect(before.slice(1, 13).map((r) => r[0])).toEqual(months.split(' '));
    expect(before[13][0]).toBe('Total');

    const buyer = await userIdByDocument(t, EMILIANO);
    const water = await productNamed(t, 'Agua en botella 600 ml');
    const lines = [
      { id: salty.id, count: 2 },
      { id: water.id, count: 1 },
    ];
    const kept = await sell(admin.api, 'cafeteria', cafeteriaBody(buyer, lines));
    expect(kept.status, kept.body.message).toBe(201);
    const undone = await sell(admin.api, 'cafeteria', cafeteriaBody(buyer, [{ id: salty.id, count: 3 }]));
    expect(undone.status, undone.body.message).toBe(201);
    const undoneId = (undone.body.data as PurchaseResult).order.id;
    const reversed = await admin.api.post(`/api/cafeteria/requests/${undoneId}/reverse`, {});
    expect(reversed.status, reversed.body.message).toBe(200);

    const after = (await download(admin.token)).sheets[sheet];
    // Only the kept sale's sealed line (2 × $2.300), in this month and the total; water carries no seal.
    const plus = (r: unknown[], n: number, p: number) => [r[0], Number(r[1]) + n, Number(r[2]) + p];
    for (let i = 1; i <= 12; i++)
      expect(after[i], String(after[i][0])).toEqual(i === month ? plus(before[i], 2, 4600) : before[i]);
    expect(after[13]).toEqual(plus(before[13], 2, 4600));
    const sum = (col: number) => after.slice(1, 13).reduce((n, r) => n + Number(r[col]), 0);
    expect([sum(1), sum(2)]).toEqual([after[13][1], after[13][2]]);
  });

  it('takes the year asked, and refuses one that is not a year under `year`', async () => {
    const old = await download(admin.token, '?year=2001');
    expect(old.names).toEqual(['Productos con sellos', 'Ventas con sellos 2001']);
    expect(old.sheets['Ventas con sellos 2001'][13]).toEqual(['Total', 0, 0]);
    for (const bad of ['abc', '1999', '2024.5']) {
      const res = await download(admin.token, `?year=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({
        code: 0,
        reason: 'validation',
        errors: { year: FOOD_POLICY_MESSAGES.year },
      });
    }
  });
});

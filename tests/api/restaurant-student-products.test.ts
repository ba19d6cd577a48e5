/**
 * The restaurant products for a student's age (`POST restaurant/getproductstudents`).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageOn, STORE } from '../../src/domain/inventory';
import { products } from '../../server/db/schema';
import {
  BIRTHDAY_FUTURE,
  BIRTHDAY_INVALID,
  BIRTHDAY_REQUIRED,
} from '../../server/modules/inventory/productsForAge/routes';
import { localDate } from '../../server/time';
import { addDays, api, type Api, productNamed, staffWith, yearsBefore } from './fixtures';
import { editRecord } from './fixtures/edit';
import { admin, cashier, openStockSchool, secretary, t, TZ } from './fixtures/stock-school';

openStockSchool();

describe('restaurant products for a student', () => {
  const G = '/api/restaurant/getproductstudents';
  type Named = {
    name: string;
    store: number;
    enable: number;
    edad_min: number | null;
    edad_max: number | null;
  };
  const today = () => localDate(t.clock.now(), TZ);

  /** The enabled restaurant products whose range holds `age`, by name, from the database. */
  async function expectedFor(age: number): Promise<string[]> {
    const rows = await t.db.select().from(products).where(eq(products.store, STORE.restaurant));
    return rows
      .filter(
        (p) =>
          p.enable === 1 &&
          (p.edad_min === null || p.edad_min <= age) &&
          (p.edad_max === null || p.edad_max >= age),
      )
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

/**
 * Issue 35's sale rules at every door: a product carrying a seal the school blocks is refused at
 * the points of sale, in an order's edit and at the lunch line (409 seal_blocked); a product holding
 * an allergen of the student's is refused there too (409 allergy, naming the allergen), unless a
 * supervisor with `academic.allergy.override` lets that one sale through with a reason, which is
 * recorded; the lunch line serves an allergic student the service's alternative meal (the school's
 * when the schedule has no service), else refuses (a late offline sale: tests/api/late-sale-rules.test.ts).
 * Every refusal leaves money, stock and orders as they were.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE } from '../../src/domain/inventory';
import type { ScanResult } from '../../src/domain/restaurant';
import type { TimelineEvent } from '../../src/domain/timeline';
import { ALLERGY_OVERRIDE_MESSAGES } from '../../src/domain/foodRules';
import { allergyOverrides, foodPolicy, products, restaurantServices, students, users } from '../../server/db/schema';
import {
  type Api,
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  ISABELLA,
  MARIANA,
  MATEO,
  NICOLAS,
  productNamed,
  schoolWithStaff,
  sell,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let supervisor: { api: Api; id: number };

beforeAll(async () => {
  ({ t, admin: { api: admin }, cashier: { api: cashier } } = await schoolWithStaff({
    staff: ['admin', 'cashier'],
    funded: [EMILIANO, NICOLAS, MARIANA, ISABELLA, MATEO],
  }));
  supervisor = await staffWith(t, admin, ['cafeteria', 'cafeteria.pos', 'academic', 'academic.allergy.override']);
});
afterAll(() => t?.close());

const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);
const restaurant = (name: string) => productNamed(t, name, STORE.restaurant);

async function allergic(doc: string, alergias: string[]) {
  const id = await userIdByDocument(t, doc);
  await t.db.update(students).set({ alergias }).where(eq(students.id_user, id));
  return id;
}

async function policy(values: Partial<typeof foodPolicy.$inferInsert>) {
  await t.db
    .insert(foodPolicy)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: foodPolicy.id, set: values });
}

const PEANUT = 'El producto contiene maní, al que el estudiante es alérgico';

describe('a blocked seal', () => {
  it('is refused at the point of sale naming the product and its seal, and sells again once unblocked', async () => {
    const soda = await cafe('Gaseosa cola 350 ml');
    const userId = await userIdByDocument(t, NICOLAS);
    await policy({ sellos_bloqueados: ['azucares'] });
    const res = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: soda.id, count: 1 }])));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 0,
      reason: 'seal_blocked',
      message: 'El colegio no vende Gaseosa cola 350 ml: tiene el sello EXCESO EN AZÚCARES',
      errors: { products: 'El colegio no vende Gaseosa cola 350 ml: tiene el sello EXCESO EN AZÚCARES' },
      data: { id_product: soda.id, sellos: ['azucares'] },
    });
    // Two blocked seals are both named; a product without them still sells.
    await policy({ sellos_bloqueados: ['sodio', 'grasas_saturadas'] });
    const chips = await cafe('Papas fritas de limón 30 g');
    const two = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: chips.id, count: 1 }])));
    expect(two.body.message).toBe('El colegio no vende Papas fritas de limón 30 g: tiene los sellos EXCESO EN SODIO y EXCESO EN GRASAS SATURADAS');
    expect((await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: soda.id, count: 1 }]))).status).toBe(201);
    // Not even a supervisor's allergy reason lets a blocked seal through.
    const overridden = await unchanged(t, () =>
      sell(supervisor.api, 'cafeteria', cafeteriaBody(userId, [{ id: chips.id, count: 1 }], { autorizacion_alergia: 'Lo pidió la familia' })),
    );
    expect(overridden.body.reason).toBe('seal_blocked');
    await policy({ sellos_bloqueados: [] });
    expect((await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: chips.id, count: 1 }]))).status).toBe(201);
  });

  it('is refused when an edit adds it to an order, while what the order already holds stays', async () => {
    const soda = await cafe('Gaseosa naranja 350 ml');
    const water = await cafe('Agua en botella 600 ml');
    const userId = await userIdByDocument(t, MARIANA);
    const sold = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: soda.id, count: 1 }]));
    expect(sold.status, sold.body.message).toBe(201);
    await policy({ sellos_bloqueados: ['azucares'] });
    const id = sold.body.data.order.id;
    const more = await unchanged(t, () => cashier.put(`/api/cafeteria/requests/${id}`, { products: [{ idProduct: soda.id, count: 2 }] }));
    expect(more.status).toBe(409);
    expect(more.body.reason).toBe('seal_blocked');
    // Keeping the sealed product as sold and adding water is fine.
    const kept = await cashier.put(`/api/cafeteria/requests/${id}`, {
      products: [
        { idProduct: soda.id, count: 1 },
        { idProduct: water.id, count: 1 },
      ],
    });
    expect(kept.status, kept.body.message).toBe(200);
    await policy({ sellos_bloqueados: [] });
  });
});

describe("a student's allergy", () => {
  it('refuses the sale naming the allergens, for that student only', async () => {
    const peanuts = await cafe('Maní salado 50 g');
    const water = await cafe('Agua en botella 600 ml');
    // Peanuts on the shelf for the student who may buy them, whatever the file sold before.
    expect((await admin.post(`/api/inventory/products/${peanuts.id}/add`, { count: 2 })).status).toBe(200);
    const userId = await allergic(EMILIANO, ['mani']);
    const res = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: water.id, count: 1 }, { id: peanuts.id, count: 1 }])),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: 'allergy', message: PEANUT, errors: { products: PEANUT }, data: { id_product: peanuts.id, alergenos: ['mani'] } });
    // Several of the student's allergens in one product are all named.
    await allergic(EMILIANO, ['gluten', 'leche']);
    const cookies = await cafe('Galletas de chocolate x 6');
    const both = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cookies.id, count: 1 }])));
    expect(both.body.message).toBe('El producto contiene gluten y leche, a los que el estudiante es alérgico');
    // Another student is not affected.
    const other = await sell(cashier, 'cafeteria', cafeteriaBody(await userIdByDocument(t, NICOLAS), [{ id: peanuts.id, count: 1 }]));
    expect(other.status, other.body.message).toBe(201);
    await allergic(EMILIANO, []);
  });

  it("lets one sale through with a supervisor's reason, recorded; a cashier without the key is refused whole", async () => {
    const peanuts = await cafe('Maní salado 50 g');
    const userId = await allergic(ISABELLA, ['mani']);
    const body = cafeteriaBody(userId, [{ id: peanuts.id, count: 1 }], { autorizacion_alergia: '  La acudiente lo autorizó por escrito  ' });
    const noKey = await unchanged(t, () => sell(cashier, 'cafeteria', body));
    expect(noKey.status).toBe(403);
    expect(noKey.body).toMatchObject({ message: ALLERGY_OVERRIDE_MESSAGES.needsKey, errors: { autorizacion_alergia: ALLERGY_OVERRIDE_MESSAGES.needsKey } });
    expect(await t.db.select().from(allergyOverrides)).toEqual([]);

    const before = await credentialOf(t, ISABELLA);
    const res = await sell(supervisor.api, 'cafeteria', body);
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.saldo).toBe(before.saldo - peanuts.price);
    const records = await t.db.select().from(allergyOverrides);
    expect(records).toEqual([
      {
        id: expect.any(Number),
        id_order: res.body.data.order.id,
        id_user: userId,
        id_product: peanuts.id,
        alergenos: ['mani'],
        motivo: 'La acudiente lo autorizó por escrito',
        id_staff: supervisor.id,
        created_at: expect.any(Date),
      },
    ]);
    // The nurse's list on the student's file names it, with who let it through and why.
    const file = await admin.get<TimelineEvent[]>(`/api/academic/students/${userId}/timeline?perPage=100`);
    expect(file.body.data.find((e) => e.source === 'food')).toMatchObject({
      kind: 'alergia_autorizada',
      detail: 'Maní salado 50 g: La acudiente lo autorizó por escrito',
      ref: res.body.data.order.id,
    });
    // The record does not change afterwards.
    await expect(t.db.update(allergyOverrides).set({ motivo: 'otro' })).rejects.toThrow();
    // One sale, not the next: the same product again without a reason is refused.
    expect((await unchanged(t, () => sell(supervisor.api, 'cafeteria', cafeteriaBody(userId, [{ id: peanuts.id, count: 1 }])))).body.reason).toBe('allergy');
    // A reason for a sale with no allergen records nothing.
    const water = await cafe('Agua en botella 600 ml');
    const plain = await sell(supervisor.api, 'cafeteria', cafeteriaBody(userId, [{ id: water.id, count: 1 }], { autorizacion_alergia: 'Por si acaso' }));
    expect(plain.status, plain.body.message).toBe(201);
    expect(await t.db.select().from(allergyOverrides)).toHaveLength(1);
    // A reason past 300 characters is refused under its field.
    const long = await unchanged(t, () =>
      sell(supervisor.api, 'cafeteria', cafeteriaBody(userId, [{ id: peanuts.id, count: 1 }], { autorizacion_alergia: 'x'.repeat(301) })),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ autorizacion_alergia: ALLERGY_OVERRIDE_MESSAGES.reasonTooLong });
    await allergic(ISABELLA, []);
  });

  it("is refused when an edit adds the allergen to the student's order", async () => {
    const water = await cafe('Agua en botella 600 ml');
    const yogurt = await cafe('Yogur de fresa 200 g');
    const userId = await userIdByDocument(t, MATEO);
    const sold = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: water.id, count: 1 }]));
    expect(sold.status, sold.body.message).toBe(201);
    await allergic(MATEO, ['leche']);
    const res = await unchanged(t, () =>
      cashier.put(`/api/cafeteria/requests/${sold.body.data.order.id}`, {
        products: [
          { idProduct: water.id, count: 1 },
          { idProduct: yogurt.id, count: 1 },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: 'allergy', message: 'El producto contiene leche, al que el estudiante es alérgico' });
    await allergic(MATEO, []);
  });
});

describe('the lunch line', () => {
  const scan = (who: Api, doc: string) => who.get<ScanResult>(
    `/api/restaurant/requests/${doc}/registerstarVenta`,
  );

  /** The student's own meal and its allergens. */
  async function mealOf(doc: string) {
    const id = await userIdByDocument(t, doc);
    const [row] = await t.db
      .select({ id: products.id, alergenos: products.alergenos })
      .from(students)
      .innerJoin(products, eq(products.id, students.id_product_default))
      .where(eq(students.id_user, id));
    return row;
  }

  it('refuses an allergic student their meal when the school has no alternative, and serves the alternative once it has one', async () => {
    const { alergenos } = await mealOf(NICOLAS);
    expect(alergenos.length).toBeGreaterThan(0);
    await allergic(NICOLAS, [alergenos[0]]);
    await policy({ id_almuerzo_alternativo: null });
    const refused = await unchanged(t, () => scan(admin, NICOLAS));
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('allergy');
    expect(refused.body.message).toMatch(/^El producto contiene .+, al que el estudiante es alérgico$/);

    const alternative = await restaurant('Gelatina');
    await policy({ id_almuerzo_alternativo: alternative.id });
    const served = await scan(admin, NICOLAS);
    expect(served.status, served.body.message).toBe(200);
    expect(served.body.data.almuerzo).toMatchObject({ id: alternative.id, name: 'Gelatina' });
    expect(served.body.data.alternativo).toBe(refused.body.message);
    expect(served.body.data.mensaje).toContain('Se sirvió el almuerzo alternativo: el producto contiene');
    await allergic(NICOLAS, []);
  });

  it("prefers the service's alternative meal to the school's, and refuses when the alternative holds the allergen too", async () => {
    const { alergenos } = await mealOf(MARIANA);
    // Allergic to something of the meal other than milk: rice pudding (milk only) is safe for her.
    const allergen = alergenos.find((a) => a !== 'leche')!;
    expect(allergen).toBeDefined();
    await allergic(MARIANA, [allergen]);
    const [{ turno }] = await t.db.select({ turno: users.turno }).from(users).where(eq(users.id, await userIdByDocument(t, MARIANA)));
    const jelly = await restaurant('Gelatina');
    const pudding = await restaurant('Arroz con leche');
    expect(pudding.alergenos).toEqual(['leche']);
    await policy({ id_almuerzo_alternativo: jelly.id });
    const [service] = await t.db
      .insert(restaurantServices)
      .values({ name: 'Todo el día', turno: turno!, h_start: '00:00', h_end: '23:59', id_product_alternativo: pudding.id })
      .returning();
    try {
      const served = await scan(admin, MARIANA);
      expect(served.status, served.body.message).toBe(200);
      expect(served.body.data.almuerzo?.id).toBe(pudding.id);
      // Allergic to milk as well, the service's alternative is refused too and the school's is not tried.
      const reversed = await admin.post(`/api/restaurant/requests/${served.body.data.orderId}/reverse`, {});
      expect(reversed.status, reversed.body.message).toBe(200);
      await allergic(MARIANA, [allergen, 'leche']);
      const refused = await unchanged(t, () => scan(admin, MARIANA));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('El producto contiene leche, al que el estudiante es alérgico');
    } finally {
      await t.db.delete(restaurantServices).where(eq(restaurantServices.id, service.id));
      await allergic(MARIANA, []);
    }
  });
});

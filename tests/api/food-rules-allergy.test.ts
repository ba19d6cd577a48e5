/**
 * Issue 35's sale rules at every door, a student's allergies: a product holding an allergen of the
 * student's is refused at the points of sale and in an order's edit (409 allergy, naming the
 * allergen), unless a supervisor with `academic.allergy.override` lets that one sale through with a
 * reason, which is recorded. Every refusal leaves money, stock and orders as they were.
 */
import { describe, expect, it } from 'vitest';
import { ALLERGY_OVERRIDE_MESSAGES } from '../../src/domain/foodRules';
import type { TimelineEvent } from '../../src/domain/timeline';
import { allergyOverrides } from '../../server/db/schema';
import {
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  ISABELLA,
  MATEO,
  NICOLAS,
  sell,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  allergic,
  cafe,
  cashier,
  openFoodRulesSchool,
  supervisor,
  t,
} from './fixtures/food-rules-school';

const PEANUT = 'El producto contiene maní, al que el estudiante es alérgico';

openFoodRulesSchool();

describe("a student's allergy", () => {
  it('refuses the sale naming the allergens, for that student only', async () => {
    const peanuts = await cafe('Maní salado 50 g');
    const water = await cafe('Agua en botella 600 ml');
    // Peanuts on the shelf for the student who may buy them, whatever the file sold before.
    expect((await admin.post(`/api/inventory/products/${peanuts.id}/add`, { count: 2 })).status).toBe(200);
    const userId = await allergic(EMILIANO, ['mani']);
    const res = await unchanged(t, () =>
      sell(
        cashier,
        'cafeteria',
        cafeteriaBody(userId, [
          { id: water.id, count: 1 },
          { id: peanuts.id, count: 1 },
        ]),
      ),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      reason: 'allergy',
      message: PEANUT,
      errors: { products: PEANUT },
      data: { id_product: peanuts.id, alergenos: ['mani'] },
    });
    // Several of the student's allergens in one product are all named.
    await allergic(EMILIANO, ['gluten', 'leche']);
    const cookies = await cafe('Galletas de chocolate x 6');
    const both = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cookies.id, count: 1 }])),
    );
    expect(both.body.message).toBe(
      'El producto contiene gluten y leche, a los que el estudiante es alérgico',
    );
    // Another student is not affected.
    const other = await sell(
      cashier,
      'cafeteria',
      cafeteriaBody(await userIdByDocument(t, NICOLAS), [{ id: peanuts.id, count: 1 }]),
    );
    expect(other.status, other.body.message).toBe(201);
    await allergic(EMILIANO, []);
  });

  it("lets one sale through with a supervisor's reason, recorded; a cashier without the key is refused whole", async () => {
    const peanuts = await cafe('Maní salado 50 g');
    const userId = await allergic(ISABELLA, ['mani']);
    const body = cafeteriaBody(userId, [{ id: peanuts.id, count: 1 }], {
      autorizacion_alergia: '  La acudiente lo autorizó por escrito  ',
    });
    const noKey = await unchanged(t, () => sell(cashier, 'cafeteria', body));
    expect(noKey.status).toBe(403);
    expect(noKey.body).toMatchObject({
      message: ALLERGY_OVERRIDE_MESSAGES.needsKey,
      errors: { autorizacion_alergia: ALLERGY_OVERRIDE_MESSAGES.needsKey },
    });
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
    expect(
      (
        await unchanged(t, () =>
          sell(supervisor.api, 'cafeteria', cafeteriaBody(userId, [{ id: peanuts.id, count: 1 }])),
        )
      ).body.reason,
    ).toBe('allergy');
    // A reason for a sale with no allergen records nothing.
    const water = await cafe('Agua en botella 600 ml');
    const plain = await sell(
      supervisor.api,
      'cafeteria',
      cafeteriaBody(userId, [{ id: water.id, count: 1 }], { autorizacion_alergia: 'Por si acaso' }),
    );
    expect(plain.status, plain.body.message).toBe(201);
    expect(await t.db.select().from(allergyOverrides)).toHaveLength(1);
    // A reason past 300 characters is refused under its field.
    const long = await unchanged(t, () =>
      sell(
        supervisor.api,
        'cafeteria',
        cafeteriaBody(userId, [{ id: peanuts.id, count: 1 }], { autorizacion_alergia: 'x'.repeat(301) }),
      ),
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
    expect(res.body).toMatchObject({
      reason: 'allergy',
      message: 'El producto contiene leche, a la que el estudiante es alérgico',
    });
    await allergic(MATEO, []);
  });
});

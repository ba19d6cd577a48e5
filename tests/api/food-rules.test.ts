/**
 * Issue 35's sale rules at every door, the seals: a product carrying a seal the school blocks is
 * refused at the points of sale and in an order's edit (409 seal_blocked), even with a supervisor's
 * allergy reason (a late offline sale: tests/api/late-sale-rules.test.ts). A student's allergies are
 * in food-rules-allergy.test.ts, the lunch line in food-rules-lunch.test.ts. Every refusal leaves
 * money, stock and orders as they were.
 */
import { describe, expect, it } from 'vitest';
import { cafeteriaBody, MARIANA, NICOLAS, sell, unchanged, userIdByDocument } from './fixtures';
import { cafe, cashier, openFoodRulesSchool, policy, supervisor, t } from './fixtures/food-rules-school';

openFoodRulesSchool();

describe('a blocked seal', () => {
  it('is refused at the point of sale naming the product and its seal, and sells again once unblocked', async () => {
    const soda = await cafe('Gaseosa cola 350 ml');
    const userId = await userIdByDocument(t, NICOLAS);
    await policy({ sellos_bloqueados: ['azucares'] });
    const res = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: soda.id, count: 1 }])),
    );
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
    const two = await unchanged(t, () =>
      sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: chips.id, count: 1 }])),
    );
    expect(two.body.message).toBe(
      'El colegio no vende Papas fritas de limón 30 g: tiene los sellos EXCESO EN SODIO y EXCESO EN GRASAS SATURADAS',
    );
    expect(
      (await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: soda.id, count: 1 }]))).status,
    ).toBe(201);
    // Not even a supervisor's allergy reason lets a blocked seal through.
    const overridden = await unchanged(t, () =>
      sell(
        supervisor.api,
        'cafeteria',
        cafeteriaBody(userId, [{ id: chips.id, count: 1 }], { autorizacion_alergia: 'Lo pidió la familia' }),
      ),
    );
    expect(overridden.body.reason).toBe('seal_blocked');
    await policy({ sellos_bloqueados: [] });
    expect(
      (await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: chips.id, count: 1 }]))).status,
    ).toBe(201);
  });

  it('is refused when an edit adds it to an order, while what the order already holds stays', async () => {
    const soda = await cafe('Gaseosa naranja 350 ml');
    const water = await cafe('Agua en botella 600 ml');
    const userId = await userIdByDocument(t, MARIANA);
    const sold = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: soda.id, count: 1 }]));
    expect(sold.status, sold.body.message).toBe(201);
    await policy({ sellos_bloqueados: ['azucares'] });
    const id = sold.body.data.order.id;
    const more = await unchanged(t, () =>
      cashier.put(`/api/cafeteria/requests/${id}`, { products: [{ idProduct: soda.id, count: 2 }] }),
    );
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

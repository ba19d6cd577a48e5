/**
 * Issue 35's sale rules at the lunch line: an allergic student is served the service's alternative
 * meal (the school's when the schedule has no service), else refused (409 allergy), changing nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../../src/domain/restaurant';
import { products, restaurantServices, students, users } from '../../server/db/schema';
import { type Api, MARIANA, NICOLAS, unchanged, userIdByDocument } from './fixtures';
import { admin, allergic, openFoodRulesSchool, policy, restaurant, t } from './fixtures/food-rules-school';

openFoodRulesSchool();

describe('the lunch line', () => {
  const scan = (who: Api, doc: string) =>
    who.get<ScanResult>(`/api/restaurant/requests/${doc}/registerstarVenta`);

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
    expect(refused.body.message).toMatch(
      /^El producto contiene .+, (al|a la|a los|a las) que el estudiante es alérgico$/,
    );

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
    const [{ turno }] = await t.db
      .select({ turno: users.turno })
      .from(users)
      .where(eq(users.id, await userIdByDocument(t, MARIANA)));
    const jelly = await restaurant('Gelatina');
    const pudding = await restaurant('Arroz con leche');
    expect(pudding.alergenos).toEqual(['leche']);
    await policy({ id_almuerzo_alternativo: jelly.id });
    const [service] = await t.db
      .insert(restaurantServices)
      .values({
        name: 'Todo el día',
        turno: turno!,
        h_start: '00:00',
        h_end: '23:59',
        id_product_alternativo: pudding.id,
      })
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
      expect(refused.body.message).toBe('El producto contiene leche, a la que el estudiante es alérgico');
    } finally {
      await t.db.delete(restaurantServices).where(eq(restaurantServices.id, service.id));
      await allergic(MARIANA, []);
    }
  });
});

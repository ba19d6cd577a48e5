/**
 * Issue 35, item 1: a school follows its country's seals (Colombia's by default, Mexico's NOM-051 or
 * Chile's Law 20.606). A product carries only its school's seals (400 under `sellos` otherwise); a
 * school changes its set only when no product carries a seal the new set lacks (400 under
 * `conjunto_sellos`, naming them); the refusals at the tills speak the set's words.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOD_POLICY_MESSAGES } from '../../src/domain/foodPolicy';
import type { FoodPolicy } from '../../src/domain/foodRules';
import { STORE } from '../../src/domain/inventory';
import { foodPolicy, products } from '../../server/db/schema';
import {
  cafeteriaBody,
  categoryNamed,
  editRecord,
  EMILIANO,
  productNamed,
  schoolWithStaff,
  sell,
  type StaffMember,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

const URL = '/api/inventory/foodpolicy';
const POLICY = { policy: foodPolicy, products };
let t: TestApp;
let admin: StaffMember;
let cashier: StaffMember;

beforeAll(async () => {
  ({ t, admin, cashier } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO] }));
});
afterAll(() => t?.close());

const policy = async (): Promise<FoodPolicy> => (await admin.api.get<FoodPolicy>(URL)).body.data;
const withSet = async (set: FoodPolicy['conjunto_sellos'], blocked: string[] = []) =>
  admin.api.put<FoodPolicy>(URL, { ...(await policy()), conjunto_sellos: set, sellos_bloqueados: blocked });

async function newProduct(name: string, sellos: string[]) {
  const snacks = await categoryNamed(t, 'Snacks', STORE.cafeteria);
  return admin.api.post<{ id: number }>('/api/inventory/products', {
    name,
    price: 2500,
    stock: 20,
    store: STORE.cafeteria,
    id_category: snacks.id,
    sellos,
  });
}

describe("a school's seal set", () => {
  it("keeps a product to the school's seals: Mexico's calories are refused in Colombia, under the field, nothing written", async () => {
    const res = await unchanged(t, () => newProduct('Refresco energético', ['calorias', 'azucares']), POLICY);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ sellos: FOOD_POLICY_MESSAGES.unknownSeal('calorias', 'CO') });
    expect(res.body.errors?.sellos).toMatch(/^El sello «calorias» no es un sello de Colombia/);
  });

  // One story, since each step stands on the one before: the set in force decides what a product may carry.
  it("changes its set only when no product carries a seal the new one lacks: Chile refused, Mexico taken and spoken at the till, Colombia again once the product drops Mexico's seal", async () => {
    const refused = await unchanged(t, () => withSet('CL'), POLICY);
    expect(refused.status).toBe(400);
    // The demo's juice box carries a sweetener seal, which Chile's law does not draw.
    expect(refused.body.errors?.conjunto_sellos).toMatch(
      /sellos que Chile no tiene \(.*Jugo en caja 200 ml.*\): quítelos antes de cambiar el conjunto de sellos$/,
    );

    const mexico = await withSet('MX', ['calorias', 'azucares']);
    expect(mexico.status, mexico.body.message).toBe(200);
    expect(mexico.body.data).toMatchObject({
      conjunto_sellos: 'MX',
      sellos_bloqueados: ['calorias', 'azucares'],
    });

    // Mexico's seals on a product, and a sale's refusal in NOM-051's words.
    const created = await newProduct('Refresco con cafeína', ['cafeina', 'calorias', 'azucares']);
    expect(created.status, created.body.message).toBe(201);
    const [row] = await t.db
      .select({ sellos: products.sellos })
      .from(products)
      .where(eq(products.id, created.body.data.id));
    // Stored in the field's order (every set's keys: Colombia's first).
    expect(row.sellos).toEqual(['azucares', 'calorias', 'cafeina']);

    const soda = await productNamed(t, 'Gaseosa cola 350 ml', STORE.cafeteria);
    const res = await unchanged(t, async () =>
      sell(
        cashier.api,
        'cafeteria',
        cafeteriaBody(await userIdByDocument(t, EMILIANO), [{ id: soda.id, count: 1 }]),
      ),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('El colegio no vende Gaseosa cola 350 ml: tiene el sello EXCESO AZÚCARES');
    // The till's catalog carries the set, so the screens name the seals the same way.
    const catalog = await cashier.api.get<{ politica: { conjunto_sellos: string } }>(
      '/api/cafeteria/pos/catalog',
    );
    expect(catalog.body.data.politica).toEqual({
      conjunto_sellos: 'MX',
      sellos_bloqueados: ['calorias', 'azucares'],
    });

    // No way back to Colombia while that product carries a seal only Mexico has.
    const toColombia = await unchanged(t, () => withSet('CO'), POLICY);
    expect(toColombia.status).toBe(400);
    expect(toColombia.body.errors?.conjunto_sellos).toBe(
      FOOD_POLICY_MESSAGES.foreignSeals(1, 'CO', ['Refresco con cafeína']),
    );
    // Blocked seals are checked against the set being saved: Mexico's caffeine, not Chile's.
    const chile = await unchanged(
      t,
      async () =>
        admin.api.put(URL, { ...(await policy()), conjunto_sellos: 'CL', sellos_bloqueados: ['cafeina'] }),
      POLICY,
    );
    expect(chile.status).toBe(400);
    expect(chile.body.errors).toEqual({
      sellos_bloqueados: FOOD_POLICY_MESSAGES.unknownSeal('cafeina', 'CL'),
    });
    expect((await policy()).conjunto_sellos).toBe('MX');

    // Once the product carries only a seal Colombia has too, the school goes back to Colombia.
    const dropped = await editRecord(admin.api, '/api/inventory/products', created.body.data.id, {
      sellos: ['azucares'],
    });
    expect(dropped.status, dropped.body.message).toBe(200);
    const colombia = await withSet('CO');
    expect(colombia.status, colombia.body.message).toBe(200);
  });
});

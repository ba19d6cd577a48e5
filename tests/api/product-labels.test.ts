/**
 * What a product's label says (issue 35, first increment): `sellos` and `alergenos` on every product
 * of the three stores — written on create and edit (each once, in their list's order), refused
 * under their field when a key is unknown or the type is wrong, with nothing changed — and carried
 * by the cashier's catalog, the lunch line's answer and its offline roster. The demo's food carries
 * believable ones, its school supplies none.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SEALS, ALLERGEN_KEYS, sealSet } from '../../src/domain/foodLabels';
import type { FormFieldSchema } from '../../src/domain/fields';
import { STORE } from '../../src/domain/inventory';
import type { Roster } from '../../src/domain/offline';
import type { PosCatalog } from '../../src/domain/orders';
import type { ScanResult } from '../../src/domain/restaurant';
import { products, students } from '../../server/db/schema';
import {
  CATALOG,
  categoryNamed,
  DEMO_STUDENT,
  editRecord,
  listUrl,
  productById,
  productNamed,
  schoolWithStaff,
  staffWith,
  subcategoryNamed,
  unchanged,
  userIdByDocument,
  type Api,
  type ProductRow,
  type TestApp,
} from './fixtures';

const P = '/api/inventory/products';
const SEALS = 'Sellos de advertencia';

let t: TestApp;
let admin: Api;
let cashier: Api;
let line: Api;
let snack: Record<string, unknown>;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  line = (await staffWith(t, admin, ['restaurant', 'restaurant.requests'])).api;
  const category = await categoryNamed(t, 'Snacks', STORE.cafeteria);
  const subcategory = await subcategoryNamed(t, 'Paquetes', category.id);
  snack = {
    name: 'Chicharrón 30 g',
    price: 2500,
    stock: 5,
    store: STORE.cafeteria,
    id_category: category.id,
    id_subcategory: subcategory.id,
  };
});
afterAll(() => t?.close());

describe('the demo catalogue', () => {
  it('labels its food as the packages of each kind are labelled, and its school supplies not at all', async () => {
    const labels = async (name: string) => {
      const { sellos, alergenos } = await productNamed(t, name);
      return { sellos, alergenos };
    };
    expect(await labels('Gaseosa cola 350 ml')).toEqual({ sellos: ['azucares'], alergenos: [] });
    expect(await labels('Papas fritas de limón 30 g')).toEqual({
      sellos: ['sodio', 'grasas_saturadas'],
      alergenos: [],
    });
    expect(await labels('Jugo en caja 200 ml')).toEqual({ sellos: ['edulcorante'], alergenos: [] });
    expect(await labels('Empanada de carne')).toEqual({ sellos: [], alergenos: ['gluten'] });
    expect(await labels('Yogur de fresa 200 g')).toEqual({ sellos: ['azucares'], alergenos: ['leche'] });
    expect(await labels('Maní salado 50 g')).toEqual({ sellos: ['sodio'], alergenos: ['mani'] });
    expect(await labels('Agua en botella 600 ml')).toEqual({ sellos: [], alergenos: [] });

    const all = await t.db.select().from(products);
    const supplies = all.filter((p) => p.store === STORE.papeleria);
    expect(supplies.length).toBeGreaterThan(30);
    expect(supplies.filter((p) => p.sellos.length + p.alergenos.length > 0)).toEqual([]);
    expect(all.filter((p) => p.sellos.length > 0).length).toBeGreaterThanOrEqual(10);
    expect(
      all.filter((p) => p.store === STORE.restaurant && p.alergenos.length > 0).length,
    ).toBeGreaterThanOrEqual(5);
    // Stored as the form stores them: known keys, each once, in their list's order.
    const seals = sealSet().map((s) => s.id);
    for (const p of all) {
      expect(p.sellos, p.name).toEqual(seals.filter((key) => p.sellos.includes(key)));
      expect(p.alergenos, p.name).toEqual(ALLERGEN_KEYS.filter((key) => p.alergenos.includes(key)));
    }
  });
});

describe("a product's seals and allergens", () => {
  it('are offered by the form with their options, none by default', async () => {
    const form = await admin.get<{ fields: FormFieldSchema[] }>(`${P}/create`);
    const field = (source: string) => form.body.data.fields.find((f) => f.source === source);
    expect(field('sellos')).toMatchObject({
      type: 'multiselect',
      label: SEALS,
      required: false,
      defaultValue: [],
      options: ALL_SEALS,
    });
    expect(field('alergenos')).toMatchObject({ type: 'multiselect', label: 'Alérgenos', defaultValue: [] });
    expect(field('alergenos')?.options?.map((o) => o.id)).toEqual(ALLERGEN_KEYS);
  });

  it('are written on create, each once and in their list’s order, and read back on the record and the list', async () => {
    const res = await admin.post<ProductRow>(P, {
      ...snack,
      sellos: ['grasas_saturadas', 'sodio', 'sodio'],
      alergenos: ['leche', 'gluten', 'leche'],
    });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({
      sellos: ['sodio', 'grasas_saturadas'],
      alergenos: ['gluten', 'leche'],
    });
    const id = res.body.data.id;
    expect((await admin.get<ProductRow>(`${P}/${id}/edit`)).body.data).toMatchObject({
      sellos: ['sodio', 'grasas_saturadas'],
    });
    const listed = await admin.get<ProductRow[]>(listUrl(P, { q: 'Chicharrón 30 g' }));
    expect(listed.body.data.map((p) => [p.name, p.sellos, p.alergenos])).toEqual([
      ['Chicharrón 30 g', ['sodio', 'grasas_saturadas'], ['gluten', 'leche']],
    ]);
    // The list filters on them: the products carrying every key asked.
    const salty = await admin.get<ProductRow[]>(
      listUrl(P, { perPage: 100, filter: { sellos: ['sodio', 'grasas_saturadas'] } }),
    );
    expect(salty.status).toBe(200);
    expect(salty.body.data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Chicharrón 30 g', 'Papas fritas de limón 30 g', 'Platanitos 40 g']),
    );
    expect(
      salty.body.data.every((p) => p.sellos.includes('sodio') && p.sellos.includes('grasas_saturadas')),
    ).toBe(true);
    const peanuts = await admin.get<ProductRow[]>(listUrl(P, { filter: { alergenos: 'mani' } }));
    expect(peanuts.body.data.map((p) => p.name)).toEqual(['Maní salado 50 g']);
    expect((await admin.get(listUrl(P, { filter: { alergenos: [1] } }))).status).toBe(400);
  });

  it('are none when left out on create, changed by an edit, kept when left out, emptied by null', async () => {
    const created = await admin.post<ProductRow>(P, { ...snack, name: 'Chicharrón sin etiqueta' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ sellos: [], alergenos: [] });
    const id = created.body.data.id;
    const edited = await editRecord<ProductRow>(admin, P, id, {
      sellos: ['grasas_trans'],
      alergenos: ['soya', 'mani'],
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ sellos: ['grasas_trans'], alergenos: ['mani', 'soya'] });
    const {
      sellos: _s,
      alergenos: _a,
      ...rest
    } = (await admin.get<Record<string, unknown>>(`${P}/${id}/edit`)).body.data;
    expect((await admin.put<ProductRow>(`${P}/${id}`, { ...rest, price: 2600 })).body.data).toMatchObject({
      price: 2600,
      sellos: ['grasas_trans'],
    });
    expect(
      (await editRecord<ProductRow>(admin, P, id, { sellos: null, alergenos: [] })).body.data,
    ).toMatchObject({ sellos: [], alergenos: [] });
  });

  it('refuse an unknown key or a wrong type under their field, on create and on edit, changing nothing', async () => {
    const juice = await productNamed(t, 'Jugo en caja 200 ml');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ sellos: ['azucar'] }, 'sellos', `El campo ${SEALS} no admite «azucar»: no es una de sus opciones`],
      [
        { sellos: ['sodio', 'EXCESO EN SODIO'] },
        'sellos',
        `El campo ${SEALS} no admite «EXCESO EN SODIO»: no es una de sus opciones`,
      ],
      [
        { alergenos: ['cacahuate'] },
        'alergenos',
        'El campo Alérgenos no admite «cacahuate»: no es una de sus opciones',
      ],
      [{ alergenos: [7] }, 'alergenos', 'El campo Alérgenos no admite «7»: no es una de sus opciones'],
      [{ alergenos: [null] }, 'alergenos', 'El campo Alérgenos no admite «null»: no es una de sus opciones'],
      [{ alergenos: 'mani' }, 'alergenos', 'El campo Alérgenos tiene un tipo de dato inválido'],
      [{ sellos: { azucares: true } }, 'sellos', `El campo ${SEALS} tiene un tipo de dato inválido`],
    ];
    await unchanged(
      t,
      async () => {
        for (const [labels, field, message] of cases) {
          for (const res of [
            await admin.post(P, { ...snack, name: 'Producto rechazado', ...labels }),
            await editRecord(admin, P, juice.id, labels),
          ]) {
            expect(res.status, JSON.stringify(labels)).toBe(400);
            expect(res.body).toMatchObject({ code: 0, reason: 'validation' });
            expect(res.body.errors, JSON.stringify(labels)).toEqual({ [field]: message });
          }
        }
        // Only who manages the catalog writes them.
        expect((await editRecord(line, P, juice.id, { sellos: [] }, admin)).status).toBe(403);
        // The cashier manages the papelería's products, not the cafetería's.
        expect((await editRecord(cashier, P, juice.id, { sellos: [] }, admin)).status).toBe(404);
      },
      CATALOG,
    );
    expect(await productById(t, juice.id)).toMatchObject({ sellos: ['edulcorante'], alergenos: [] });
  });

  it('are kept to known allergens by the database itself', async () => {
    const juice = await productNamed(t, 'Jugo en caja 200 ml');
    await expect(
      t.db
        .update(products)
        .set({ alergenos: ['cacahuate'] })
        .where(eq(products.id, juice.id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(products)
        .set({ sellos: ['EXCESO'] })
        .where(eq(products.id, juice.id)),
    ).rejects.toThrow();
    expect(await productById(t, juice.id)).toMatchObject({ sellos: ['edulcorante'], alergenos: [] });
  });
});

describe('where the cashier and the lunch line see them', () => {
  it("ride on every product of the points of sale's catalog, and follow an edit", async () => {
    const cafeteria = await cashier.get<PosCatalog>('/api/cafeteria/pos/catalog');
    expect(cafeteria.status).toBe(200);
    const cola = cafeteria.body.data.products.find((p) => p.name === 'Gaseosa cola 350 ml');
    expect(cola).toMatchObject({ sellos: ['azucares'], alergenos: [] });
    expect(cafeteria.body.data.products.find((p) => p.name === 'Maní salado 50 g')).toMatchObject({
      sellos: ['sodio'],
      alergenos: ['mani'],
    });
    for (const p of cafeteria.body.data.products)
      expect(Array.isArray(p.sellos) && Array.isArray(p.alergenos), p.name).toBe(true);
    const papeleria = await cashier.get<PosCatalog>('/api/papeleria/pos/catalog');
    expect(papeleria.body.data.products.length).toBeGreaterThan(0);
    expect(papeleria.body.data.products.filter((p) => p.sellos.length + p.alergenos.length > 0)).toEqual([]);

    expect((await editRecord(admin, P, cola!.id, { sellos: ['azucares', 'edulcorante'] })).status).toBe(200);
    const again = await cashier.get<PosCatalog>('/api/cafeteria/pos/catalog');
    expect(again.body.data.products.find((p) => p.id === cola!.id)?.sellos).toEqual([
      'azucares',
      'edulcorante',
    ]);
    // The demo's label back, for the test that reads the demo catalogue.
    expect((await editRecord(admin, P, cola!.id, { sellos: ['azucares'] })).status).toBe(200);
  });

  it("come with the lunch line's meal: on the scan's answer, on a repeated scan and on the offline roster", async () => {
    const userId = await userIdByDocument(t, DEMO_STUDENT.num_doc);
    const [student] = await t.db
      .select({ meal: students.id_product_default })
      .from(students)
      .where(eq(students.id_user, userId));
    const meal = await productById(t, student.meal!);
    expect(meal.alergenos.length).toBeGreaterThan(0);
    const expected = { id: meal.id, name: meal.name, sellos: meal.sellos, alergenos: meal.alergenos };

    const scan = () =>
      line.get<ScanResult>(`/api/restaurant/requests/${DEMO_STUDENT.num_doc}/registerstarVenta`);
    const first = await scan();
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data).toMatchObject({ repeated: false, almuerzo: expected });
    const repeated = await scan();
    expect(repeated.body.data).toMatchObject({ repeated: true, almuerzo: expected });

    const roster = await line.get<Roster>('/api/restaurant/roster');
    const hash = createHash('sha256')
      .update(`${roster.body.data.sal}:${DEMO_STUDENT.num_doc}`)
      .digest('hex')
      .slice(0, 20);
    expect(roster.body.data.entries.find((e) => e.d === hash)?.almuerzo).toMatchObject(expected);
  });
});

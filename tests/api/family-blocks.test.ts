/**
 * Products and categories blocked by the family (issue 32, item 4): in effect on the next sale at
 * every till and on the cashier's catalog; the school's blocks stay when the family changes theirs,
 * and the school's lock screen has the last word; each change is on the student's history; what the
 * school does not allow, an unknown id or another family's child changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { productLockedMessage } from '../../src/domain/cart';
import {
  BLOCKS_NOT_A_LIST,
  FAMILY_MAY_NOT_BLOCK,
  type FamilyCatalog,
  type FamilyLimits,
  type PortalSettings,
} from '../../src/domain/family';
import { STORE } from '../../src/domain/inventory';
import { unknownCategories, unknownProducts, type RestrictedProduct } from '../../src/domain/restrictions';
import { categoriesResource } from '../../src/domain/resources/inventory';
import { LOCKED_PRODUCTS_PATH } from '../../src/domain/stores';
import type { TimelineEvent } from '../../src/domain/timeline';
import { categories, categoryLocks, limitChanges, productLocks, products } from '../../server/db/schema';
import {
  activatedFamily,
  api,
  cafeteriaBody,
  JORGE,
  papeleriaBody,
  productNamed,
  schoolWithMaria,
  sell,
  staffWith,
  unchanged,
  type Api,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: Api;
let maria: Api;
let emiliano: number;
const BLOCK_TABLES = { productLocks, categoryLocks, limitChanges };
const limitsUrl = (id: number) => `/api/family/children/${id}/limits`;
const ALL: PortalSettings = {
  familia_tope: true,
  familia_bloqueos: true,
  familia_aviso: true,
  familia_horarios: true,
};

async function categoryNamed(name: string, store: number) {
  const [row] = await t.db
    .select()
    .from(categories)
    .where(and(eq(categories.name, name), eq(categories.store, store)));
  return row;
}

beforeAll(async () => {
  ({ t, admin, maria, emiliano } = await schoolWithMaria());
});
afterAll(() => t?.close());

/** Fails the set-up (not the test) when a call it makes is refused. */
function done(res: { status: number; body: { message: string } }) {
  if (res.status !== 200) throw new Error(`${res.status}: ${res.body.message}`);
}

describe('blocks set by the family', () => {
  // Each test starts from Emiliano without blocks, the school's or the family's, the portal all on.
  beforeEach(async () => {
    done(await admin.put('/api/academic/portal/settings', ALL));
    done(await admin.post('/api/academic/productsblock', { id_user: emiliano, products: [], saldo: 0 }));
    done(await maria.put(limitsUrl(emiliano), { productos: [], categorias: [] }));
  });

  it('the catalog a family picks from: categories and products on sale, for families only', async () => {
    const res = await maria.get<FamilyCatalog>('/api/family/catalog');
    expect(res.status, res.body.message).toBe(200);
    const snacks = await categoryNamed('Snacks', STORE.cafeteria);
    expect(res.body.data.categorias).toContainEqual({
      id: snacks.id,
      name: 'Snacks',
      store: STORE.cafeteria,
    });
    const pen = await productNamed(t, 'Lapicero negro', STORE.papeleria);
    expect(res.body.data.productos).toContainEqual({
      id: pen.id,
      name: pen.name,
      price: pen.price,
      store: STORE.papeleria,
      id_category: pen.id_category,
    });
    const energy = await productNamed(t, 'Bebida energética 250 ml'); // not on sale in the demo
    expect(res.body.data.productos.map((p) => p.id)).not.toContain(energy.id);
    expect((await api(t.app).get('/api/family/catalog')).status).toBe(401);
    expect((await admin.get('/api/family/catalog')).status).toBe(403);
  });

  it('a product and a category blocked by the family are refused at the next sale, at every till', async () => {
    const pen = await productNamed(t, 'Lapicero negro', STORE.papeleria);
    const snacks = await categoryNamed('Snacks', STORE.cafeteria);
    const saved = await maria.put<FamilyLimits>(limitsUrl(emiliano), {
      productos: [pen.id],
      categorias: [snacks.id],
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.productos).toEqual([
      { id: pen.id, name: 'Lapicero negro', store: STORE.papeleria, por_familia: true },
    ]);
    expect(saved.body.data.categorias).toEqual([
      { id: snacks.id, name: 'Snacks', store: STORE.cafeteria, por_familia: true },
    ]);

    const penSale = await unchanged(t, () =>
      sell(admin, 'papeleria', papeleriaBody(emiliano, [{ id: pen.id, count: 1 }])),
    );
    expect(penSale.status).toBe(409);
    expect(penSale.body).toMatchObject({
      reason: 'product_locked',
      message: productLockedMessage('Lapicero negro'),
    });
    const [snack] = await t.db.select().from(products).where(eq(products.id_category, snacks.id)).limit(1);
    const snackSale = await unchanged(t, () =>
      sell(admin, 'cafeteria', cafeteriaBody(emiliano, [{ id: snack.id, count: 1 }], { inmediate: 1 })),
    );
    expect(snackSale.status).toBe(409);
    expect(snackSale.body).toMatchObject({
      reason: 'product_locked',
      message: productLockedMessage(snack.name),
    });
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const fine = await sell(
      admin,
      'cafeteria',
      cafeteriaBody(emiliano, [{ id: water.id, count: 1 }], { inmediate: 1 }),
    );
    expect(fine.status, fine.body.message).toBe(201);
  });

  it("the cashier sees them: the student's restricted products include the category's, saying why", async () => {
    const snacks = await categoryNamed('Snacks', STORE.cafeteria);
    const blocked = await productNamed(t, 'Lapicero negro', STORE.papeleria);
    const saved = await maria.put<FamilyLimits>(limitsUrl(emiliano), {
      productos: [blocked.id],
      categorias: [snacks.id],
    });
    expect(saved.status, saved.body.message).toBe(200);
    const res = await admin.get<RestrictedProduct[]>(`/api/${LOCKED_PRODUCTS_PATH}/${emiliano}`);
    expect(res.status, res.body.message).toBe(200);
    const pen = res.body.data.find((p) => p.name === 'Lapicero negro');
    expect(pen).toMatchObject({ por_categoria: null, por_familia: true });
    const fromSnacks = res.body.data.filter((p) => p.por_categoria?.id === snacks.id);
    expect(fromSnacks.length).toBeGreaterThan(1);
    expect(
      fromSnacks.every(
        (p) => p.id_category === snacks.id && p.por_familia && p.por_categoria?.name === 'Snacks',
      ),
    ).toBe(true);
    // The catalog of the till marks them too.
    const listed = await admin.get<{ id: number; locked: number }[]>(
      `/api/${categoriesResource.name}/${snacks.id}/products?id_user=${emiliano}&perPage=1000`,
    );
    expect(listed.status, listed.body.message).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(listed.body.data.every((p) => p.locked === 1)).toBe(true);
  });

  it("the family's list replaces only the family's blocks: the school's stay, and the school has the last word", async () => {
    const cola = await productNamed(t, 'Gaseosa cola 350 ml', STORE.cafeteria);
    const pen = await productNamed(t, 'Lapicero negro', STORE.papeleria);
    expect((await maria.put(limitsUrl(emiliano), { productos: [pen.id] })).status).toBe(200);
    // The school blocks cola and keeps the family's pen.
    const school = await admin.post('/api/academic/productsblock', {
      id_user: emiliano,
      products: [cola.id, pen.id],
      saldo: 0,
    });
    expect(school.status, school.body.message).toBe(200);
    // The family lifts all of theirs: the pen (theirs) goes, the cola (the school's) and nothing else stays.
    const lifted = await maria.put<FamilyLimits>(limitsUrl(emiliano), { productos: [], categorias: [] });
    expect(lifted.status, lifted.body.message).toBe(200);
    expect(lifted.body.data.productos).toEqual([
      { id: cola.id, name: cola.name, store: STORE.cafeteria, por_familia: false },
    ]);
    expect(lifted.body.data.categorias).toEqual([]);
    // Blocking the school's product again leaves it the school's.
    const again = await maria.put<FamilyLimits>(limitsUrl(emiliano), { productos: [cola.id, pen.id] });
    expect(again.body.data.productos.map((p) => [p.name, p.por_familia])).toEqual([
      ['Gaseosa cola 350 ml', false],
      ['Lapicero negro', true],
    ]);
    // The school's screen saves its list: the family's pen goes when the school leaves it out.
    expect(
      (await admin.post('/api/academic/productsblock', { id_user: emiliano, products: [], saldo: 0 })).status,
    ).toBe(200);
    expect((await maria.get<FamilyLimits>(limitsUrl(emiliano))).body.data.productos).toEqual([]);
  });

  it('each change is on the student file and the portal, with the names before and after and who', async () => {
    const pen = await productNamed(t, 'Lapicero negro', STORE.papeleria);
    const cola = await productNamed(t, 'Gaseosa cola 350 ml', STORE.cafeteria);
    const snacks = await categoryNamed('Snacks', STORE.cafeteria);
    // The family blocks the pen and the snacks, the school adds cola, the family lifts the snacks.
    expect(
      (await maria.put(limitsUrl(emiliano), { productos: [pen.id], categorias: [snacks.id] })).status,
    ).toBe(200);
    expect(
      (
        await admin.post('/api/academic/productsblock', {
          id_user: emiliano,
          products: [cola.id, pen.id],
          saldo: 0,
        })
      ).status,
    ).toBe(200);
    expect((await maria.put(limitsUrl(emiliano), { categorias: [] })).status).toBe(200);
    const staffView = await admin.get<TimelineEvent[]>(
      `/api/academic/students/${emiliano}/timeline?perPage=100`,
    );
    const changes = staffView.body.data
      .filter((e) => e.source === 'limits')
      .map((e) => [e.kind, e.detail, e.staff]);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['productos', 'Ninguno → Lapicero negro', 'María Rojas Pérez (familia)'],
        ['categorias', 'Ninguna → Snacks', 'María Rojas Pérez (familia)'],
        ['productos', 'Lapicero negro → Gaseosa cola 350 ml, Lapicero negro', 'Administrador Demo'],
        ['categorias', 'Snacks → Ninguna', 'María Rojas Pérez (familia)'],
      ]),
    );
    const familyView = await maria.get<TimelineEvent[]>(`/api/family/children/${emiliano}/timeline`);
    expect(familyView.body.data.some((e) => e.source === 'limits' && e.kind === 'categorias')).toBe(true);
  });

  it('refuses unknown ids, a bad list or what the school does not allow, on the field, changing nothing', async () => {
    for (const [body, field, message] of [
      [{ productos: [999_999] }, 'productos', unknownProducts([999_999])],
      [{ categorias: [999_998, 999_999] }, 'categorias', unknownCategories([999_998, 999_999])],
      [{ productos: 'todo' }, 'productos', BLOCKS_NOT_A_LIST],
      [{ categorias: [1.5] }, 'categorias', BLOCKS_NOT_A_LIST],
    ] as const) {
      const res = await unchanged(t, () => maria.put(limitsUrl(emiliano), body), BLOCK_TABLES);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field]).toBe(message);
    }
    expect(
      (await admin.put('/api/academic/portal/settings', { ...ALL, familia_bloqueos: false })).status,
    ).toBe(200);
    for (const field of ['productos', 'categorias'] as const) {
      const res = await unchanged(t, () => maria.put(limitsUrl(emiliano), { [field]: [] }), BLOCK_TABLES);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        message: FAMILY_MAY_NOT_BLOCK,
        errors: { [field]: FAMILY_MAY_NOT_BLOCK },
      });
    }
    expect((await admin.put('/api/academic/portal/settings', ALL)).status).toBe(200);
  });

  it("another family's child is 404; a staff member's session is not a family's", async () => {
    const jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
    const res = await unchanged(t, () => jorge.put(limitsUrl(emiliano), { productos: [] }), BLOCK_TABLES);
    expect(res.status).toBe(404);
    const cashier = await staffWith(t, admin, ['cafeteria']);
    expect(
      (await unchanged(t, () => cashier.api.put(limitsUrl(emiliano), { productos: [] }), BLOCK_TABLES))
        .status,
    ).toBe(403);
  });
});

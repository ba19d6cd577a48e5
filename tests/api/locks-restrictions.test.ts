/**
 * Per-student restrictions (spec part 2 'Locks'): the save that replaces a student's restricted
 * products and sets the daily limit, and the restricted products for the cashiers. Every refusal
 * leaves everything as it was. The sale refusing them and honouring the limit: locks-sales.test.ts.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_USER } from '../../src/domain/credentials';
import { STORE } from '../../src/domain/inventory';
import {
  DAILY_LIMIT_TOO_BIG,
  DAILY_LIMIT_TOO_SMALL,
  RESTRICTIONS_SAVED,
  PRODUCTS_NOT_A_LIST,
  unknownProducts,
  type BlockRecord,
  type RestrictedProduct,
} from '../../src/domain/restrictions';
import { productLocks, users } from '../../server/db/schema';
import { DEMO_STUDENT_NO_CREDENTIAL } from '../../server/demo/seed';
import {
  credentialOf,
  DEFAULT_TABLES,
  DEMO_CASHIER,
  EMILIANO,
  LOCKS,
  NICOLAS,
  staffWith,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  anonymous,
  block,
  cafe,
  cashier,
  openLocksSchool,
  paper,
  restrictNicolas,
  secretary,
  t,
} from './fixtures/locks-school';

openLocksSchool();

const PRODUCT_KEYS: (keyof RestrictedProduct)[] = [
  'id',
  'id_category',
  'id_subcategory',
  'name',
  'por_categoria',
  'por_familia',
  'price',
  'store',
  'url',
];
/** What a save may change, to prove a refused one changed nothing (the sale's tables too). */
const LOCK_TABLES = { ...DEFAULT_TABLES, ...LOCKS };

describe('POST academic/productsblock', () => {
  it("replaces the restrictions and sets the daily limit, never the balance (products as the old client's JSON text)", async () => {
    const credential = await credentialOf(t, NICOLAS);
    const userId = await userIdByDocument(t, NICOLAS);
    const cola = await cafe('Gaseosa cola 350 ml');
    const orange = await cafe('Gaseosa naranja 350 ml');
    const pen = await paper('Lapicero negro');
    const res = await block(admin, {
      id_user: userId,
      products: JSON.stringify([cola.id, orange.id, cola.id]),
      saldo: 5000,
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(RESTRICTIONS_SAVED);
    expect(res.body.data.record).toMatchObject({
      id: credential.id,
      id_user_primary: userId,
      saldo: credential.saldo,
      lockSaldo: 5000,
      countproducts: 2,
    });
    expect(res.body.data.products.map((p) => p.name)).toEqual([
      'Gaseosa cola 350 ml',
      'Gaseosa naranja 350 ml',
    ]);
    expect(Object.keys(res.body.data.products[0]).sort()).toEqual(PRODUCT_KEYS);
    expect(res.body.data.products[0]).toMatchObject({
      id: cola.id,
      price: 2800,
      store: STORE.cafeteria,
      id_category: cola.id_category,
    });
    const after = await credentialOf(t, NICOLAS);
    expect(after).toMatchObject({ saldo: credential.saldo, lockSaldo: 5000 });

    // A real array, a digit string for the limit; a row already there keeps its date.
    const [kept] = await t.db.select().from(productLocks).where(eq(productLocks.id_product, orange.id));
    const again = await block(admin, { id_user: userId, products: [orange.id, pen.id], saldo: '8000' });
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.data.products.map((p) => p.id)).toEqual([orange.id, pen.id]);
    expect(again.body.data.record).toMatchObject({ lockSaldo: 8000, countproducts: 2 });
    const [still] = await t.db.select().from(productLocks).where(eq(productLocks.id_product, orange.id));
    expect(still).toEqual(kept);

    // The grid and the lookup show it.
    const grid = await admin.post<BlockRecord[]>('/api/lock/students', { q: NICOLAS });
    expect(grid.body.data[0]).toMatchObject({ lockSaldo: 8000, countproducts: 2 });
  });

  it('refuses a limit below $1.000 or above the maximum, bad product lists, unknown products and users; nothing changes', async () => {
    const userId = await userIdByDocument(t, EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const cases: [unknown, number, string, string][] = [
      [{ id_user: userId, products: '[]', saldo: 999 }, 400, 'saldo', DAILY_LIMIT_TOO_SMALL],
      [{ id_user: userId, products: '[]', saldo: 1 }, 400, 'saldo', DAILY_LIMIT_TOO_SMALL],
      [{ id_user: userId, products: '[]', saldo: 1_000_001 }, 400, 'saldo', DAILY_LIMIT_TOO_BIG],
      [
        { id_user: userId, products: '[]', saldo: -1000 },
        400,
        'saldo',
        'El monto a bloquear debe ser un número entero de pesos',
      ],
      [
        { id_user: userId, products: '[]', saldo: 1500.5 },
        400,
        'saldo',
        'El monto a bloquear debe ser un número entero de pesos',
      ],
      [
        { id_user: userId, products: '[]', saldo: 'mil' },
        400,
        'saldo',
        'El monto a bloquear debe ser un número entero de pesos',
      ],
      [{ id_user: userId, products: '[1,', saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: '{"a":1}', saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: '["x"]', saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: [0], saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [
        { id_user: userId, products: [water.id, 999998, 999999], saldo: 0 },
        400,
        'products',
        unknownProducts([999998, 999999]),
      ],
      [{ id_user: 'x', products: [], saldo: 0 }, 400, 'id_user', 'El campo id_user es requerido'],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await unchanged(t, () => block(admin, body), LOCK_TABLES);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors?.[field], JSON.stringify(body)).toBe(message);
      expect(res.body.message).toContain(message);
    }
    expect(unknownProducts([7])).toBe('El producto 7 no existe');
    expect(unknownProducts([7, 8])).toBe('Los productos 7, 8 no existen');

    const noCredential = await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc);
    const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CASHIER));
    for (const id of [999999, staff.id]) {
      const res = await unchanged(
        t,
        () => block(admin, { id_user: id, products: [water.id], saldo: 5000 }),
        LOCK_TABLES,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    }
    const without = await unchanged(
      t,
      () => block(admin, { id_user: noCredential, products: [water.id], saldo: 5000 }),
      LOCK_TABLES,
    );
    expect(without.status).toBe(404);
    expect(without.body.message).toBe('El usuario no tiene carnet');
    // The user is looked at first, then the products.
    const both = await unchanged(
      t,
      () => block(admin, { id_user: 999999, products: [999999], saldo: 0 }),
      LOCK_TABLES,
    );
    expect(both.status).toBe(404);
  });

  it('401 without a session, 403 without academic.locks (a cashier cannot lift a restriction)', async () => {
    const userId = await userIdByDocument(t, EMILIANO);
    expect(
      (await unchanged(t, () => block(anonymous, { id_user: userId, products: [], saldo: 0 }), LOCK_TABLES))
        .status,
    ).toBe(401);
    expect(
      (await unchanged(t, () => block(cashier, { id_user: userId, products: [], saldo: 0 }), LOCK_TABLES))
        .status,
    ).toBe(403);
    expect(
      (await unchanged(t, () => block(secretary, { id_user: userId, products: [], saldo: 0 }), LOCK_TABLES))
        .status,
    ).toBe(403);
  });
});

describe('GET cafeteria/locked/products/{id_user_primary}', () => {
  beforeEach(restrictNicolas);

  it('answers the restricted products to the lock managers and to both cashiers', async () => {
    const userId = await userIdByDocument(t, NICOLAS); // restricted: naranja and the pen
    const paperCashier = (await staffWith(t, admin, ['papeleria', 'papeleria.pos'])).api;
    const locksOnly = (await staffWith(t, admin, ['academic', 'academic.locks'])).api;
    for (const who of [admin, cashier, paperCashier, locksOnly]) {
      const res = await who.get<RestrictedProduct[]>(`/api/cafeteria/locked/products/${userId}`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((p) => p.name)).toEqual(['Gaseosa naranja 350 ml', 'Lapicero negro']);
    }
    const none = await admin.get<RestrictedProduct[]>(
      `/api/cafeteria/locked/products/${await userIdByDocument(t, EMILIANO)}`,
    );
    expect(none.body.data).toEqual([]);
  });

  it('404 for an unknown user, 400 for a bad id, 401 and 403', async () => {
    const res = await admin.get('/api/cafeteria/locked/products/999999');
    expect(res).toMatchObject({ status: 404, body: { message: NO_USER } });
    expect((await admin.get('/api/cafeteria/locked/products/abc')).status).toBe(400);
    expect((await admin.get('/api/cafeteria/locked/products/99999999999')).status).toBe(400);
    expect((await anonymous.get('/api/cafeteria/locked/products/1')).status).toBe(401);
    expect((await secretary.get('/api/cafeteria/locked/products/1')).status).toBe(403);
  });
});

/**
 * Per-student product restrictions and the daily spending limit (spec part 2 'Locks'): the
 * grid, one record by code or document, a student's restricted products (also for the
 * cashiers), the save that replaces them and sets the limit, the lock screen's catalog, and
 * the sale refusing a restricted product and honouring the limit set here. Every refusal
 * leaves everything as it was; the file ends with the ledger, stock and order invariants.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskCode, NO_USER } from '../../src/domain/credentials';
import { DAILY_LIMIT_MESSAGE, productLockedMessage } from '../../src/domain/cart';
import { STORE } from '../../src/domain/inventory';
import {
  DAILY_LIMIT_TOO_BIG,
  DAILY_LIMIT_TOO_SMALL,
  LOCKS_SAVED,
  PRODUCTS_NOT_A_LIST,
  unknownProducts,
  type BlockRecord,
  type LockedProduct,
  type LocksSaved,
} from '../../src/domain/locks';
import type { PosCatalog } from '../../src/domain/orders';
import { credentials, categories, productLocks, roles, students, users } from '../../server/db/schema';
import { newCredentialCode } from '../../server/modules/credentials/service';
import { DEMO_STUDENT, DEMO_STUDENT_INACTIVE_CARNET, DEMO_STUDENT_NO_CARNET } from '../../server/demo/seed';
import { STUDENT_ROLE, UNUSABLE_PASSWORD_HASH } from '../../server/db/seed';
import {
  type Api,
  cafeteriaBody,
  credentialOf,
  DEFAULT_TABLES,
  DEMO_CASHIER,
  EMILIANO,
  expectLedgerInvariant,
  expectOrderInvariant,
  expectStockInvariant,
  listUrl,
  LOCKS,
  MARIANA,
  NICOLAS,
  papeleriaBody,
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
let secretary: Api;
let anonymous: Api;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
    secretary: { api: secretary },
    anonymous,
  } = await schoolWithStaff());
});
afterAll(() => t?.close());

const RECORD_KEYS: (keyof BlockRecord)[] = ['code', 'countproducts', 'id', 'id_user_primary', 'lockSaldo', 'name', 'num_doc', 'purchase', 'saldo', 'url'];
const PRODUCT_KEYS: (keyof LockedProduct)[] = ['id', 'id_category', 'id_subcategory', 'name', 'price', 'store', 'url'];
const cafe = (name: string) => productNamed(t, name, STORE.cafeteria);
const paper = (name: string) => productNamed(t, name, STORE.papeleria);
const block = (who: Api, body: unknown) => who.post<LocksSaved>('/api/academic/productsblock', body);
/** What a save may change, to prove a refused one changed nothing (the sale's tables too). */
const LOCK_TABLES = { ...DEFAULT_TABLES, ...LOCKS };

describe('POST lock/students: the grid', () => {
  it('lists active students with a credential, by name, with their limit and count, paged', async () => {
    // Every demo student with a credential (Santiago, Tomás and a few others have none), by the
    // database's order of names: some 280, read 100 at a time.
    const holders = await t.db
      .select({ name: users.name })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .orderBy(asc(users.name), asc(credentials.id));
    const res = await admin.post<BlockRecord[]>('/api/lock/students', { page: 1, perPage: 100 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.total).toBe(holders.length);
    expect(res.body.data).toHaveLength(100);
    const rows = [...res.body.data];
    for (let page = 2; rows.length < holders.length; page++) {
      const next = await admin.post<BlockRecord[]>('/api/lock/students', { page, perPage: 100 });
      expect(next.body.data.length).toBeGreaterThan(0);
      rows.push(...next.body.data);
    }
    expect(Object.keys(rows[0]).sort()).toEqual(RECORD_KEYS);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(holders.map((h) => h.name));
    expect(names).not.toContain(DEMO_STUDENT_NO_CARNET.name);
    expect(names).toContain(DEMO_STUDENT_INACTIVE_CARNET.name);
    const valentina = rows.find((r) => r.num_doc === DEMO_STUDENT.num_doc)!;
    const carnet = await credentialOf(t, DEMO_STUDENT.num_doc);
    const [holder] = await t.db.select({ url: users.url }).from(users).where(eq(users.id, carnet.id_user_primary));
    expect(valentina).toEqual({
      id: carnet.id,
      id_user_primary: carnet.id_user_primary,
      name: DEMO_STUDENT.name,
      num_doc: DEMO_STUDENT.num_doc,
      // A code is a bearer secret: the grid names the card by its last characters.
      code: maskCode(carnet.code),
      url: holder.url,
      saldo: 15000,
      lockSaldo: 0,
      purchase: 0,
      countproducts: 0,
    });

    const page2 = await admin.post<BlockRecord[]>('/api/lock/students', { page: 2, perPage: 3 });
    expect(page2.body.total).toBe(holders.length);
    expect(page2.body.data.map((r) => r.name)).toEqual(names.slice(3, 6));
    // The default page is 12 cards.
    expect((await admin.post<BlockRecord[]>('/api/lock/students')).body.data).toHaveLength(12);
  });

  it('searches by name (any part, any case) or by document (its beginning)', async () => {
    const byName = await admin.post<BlockRecord[]>('/api/lock/students', { q: 'valentina' });
    expect(byName.body.data.map((r) => r.name)).toEqual([DEMO_STUDENT.name]);
    expect(byName.body.total).toBe(1);
    const byDoc = await admin.post<BlockRecord[]>('/api/lock/students', { q: DEMO_STUDENT.num_doc });
    expect(byDoc.body.data.map((r) => r.num_doc)).toEqual([DEMO_STUDENT.num_doc]);
    const family = await admin.post<BlockRecord[]>('/api/lock/students', { q: 'rojas', perPage: 100 });
    expect(family.body.data.every((r) => r.name.toLowerCase().includes('rojas'))).toBe(true);
    expect(family.body.total).toBe(family.body.data.length);
    // The demo's fixed Rojas, among the generated families that bear the name.
    expect(family.body.data.map((r) => r.name)).toEqual(
      expect.arrayContaining([DEMO_STUDENT.name, 'Mateo Gómez Rojas', 'Antonella Rojas Mejía']),
    );
    const none = await admin.post<BlockRecord[]>('/api/lock/students', { q: '100%_' });
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('401 without a session, 403 without academic.locks, 400 on a bad page', async () => {
    expect((await anonymous.post('/api/lock/students')).status).toBe(401);
    expect((await cashier.post('/api/lock/students')).status).toBe(403);
    expect((await secretary.post('/api/lock/students')).status).toBe(403);
    const big = await admin.post('/api/lock/students', { perPage: 101 });
    expect(big.status).toBe(400);
    expect(big.body.errors).toHaveProperty('perPage');
    expect((await admin.post('/api/lock/students', { page: 0 })).status).toBe(400);
  });
});

describe('GET academic/validatecredential/{credential}', () => {
  it('finds a student by credential code (any case) or by document', async () => {
    const carnet = await credentialOf(t, DEMO_STUDENT.num_doc);
    const byDoc = await admin.get<BlockRecord>(`/api/academic/validatecredential/${DEMO_STUDENT.num_doc}`);
    expect(byDoc.status).toBe(200);
    expect(byDoc.body.data).toMatchObject({ id: carnet.id, code: maskCode(carnet.code), name: DEMO_STUDENT.name, lockSaldo: 0, countproducts: 0 });
    expect(byDoc.raw).not.toContain(carnet.code);
    const byCode = await admin.get<BlockRecord>(`/api/academic/validatecredential/${carnet.code.toLowerCase()}`);
    expect(byCode.body.data).toEqual(byDoc.body.data);
    expect(byCode.raw).not.toContain(carnet.code);
  });

  it("404 'No Existe Usuario' for nobody, a student without credential or a staff member; 401, 403", async () => {
    for (const credential of ['999999999', DEMO_STUDENT_NO_CARNET.num_doc, 'CRNAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await admin.get(`/api/academic/validatecredential/${credential}`);
      expect(res.status, credential).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    }
    expect((await anonymous.get(`/api/academic/validatecredential/${DEMO_STUDENT.num_doc}`)).status).toBe(401);
    expect((await cashier.get(`/api/academic/validatecredential/${DEMO_STUDENT.num_doc}`)).status).toBe(403);
  });
});

describe('POST academic/productsblock', () => {
  it("replaces the restrictions and sets the daily limit, never the balance (products as the old client's JSON text)", async () => {
    const carnet = await credentialOf(t, NICOLAS);
    const userId = await userIdByDocument(t, NICOLAS);
    const cola = await cafe('Gaseosa cola 350 ml');
    const orange = await cafe('Gaseosa naranja 350 ml');
    const pen = await paper('Lapicero negro');
    const res = await block(admin, { id_user: userId, products: JSON.stringify([cola.id, orange.id, cola.id]), saldo: 5000 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(LOCKS_SAVED);
    expect(res.body.data.record).toMatchObject({ id: carnet.id, id_user_primary: userId, saldo: carnet.saldo, lockSaldo: 5000, countproducts: 2 });
    expect(res.body.data.products.map((p) => p.name)).toEqual(['Gaseosa cola 350 ml', 'Gaseosa naranja 350 ml']);
    expect(Object.keys(res.body.data.products[0]).sort()).toEqual(PRODUCT_KEYS);
    expect(res.body.data.products[0]).toMatchObject({ id: cola.id, price: 2800, store: STORE.cafeteria, id_category: cola.id_category });
    const after = await credentialOf(t, NICOLAS);
    expect(after).toMatchObject({ saldo: carnet.saldo, lockSaldo: 5000 });

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

  it("refuses a limit below $1.000 or above the maximum, bad product lists, unknown products and users; nothing changes", async () => {
    const userId = await userIdByDocument(t, EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    const cases: [unknown, number, string, string][] = [
      [{ id_user: userId, products: '[]', saldo: 999 }, 400, 'saldo', DAILY_LIMIT_TOO_SMALL],
      [{ id_user: userId, products: '[]', saldo: 1 }, 400, 'saldo', DAILY_LIMIT_TOO_SMALL],
      [{ id_user: userId, products: '[]', saldo: 1_000_001 }, 400, 'saldo', DAILY_LIMIT_TOO_BIG],
      [{ id_user: userId, products: '[]', saldo: -1000 }, 400, 'saldo', 'El monto a bloquear debe ser un número entero de pesos'],
      [{ id_user: userId, products: '[]', saldo: 1500.5 }, 400, 'saldo', 'El monto a bloquear debe ser un número entero de pesos'],
      [{ id_user: userId, products: '[]', saldo: 'mil' }, 400, 'saldo', 'El monto a bloquear debe ser un número entero de pesos'],
      [{ id_user: userId, products: '[1,', saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: '{"a":1}', saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: '["x"]', saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: [0], saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, saldo: 0 }, 400, 'products', PRODUCTS_NOT_A_LIST],
      [{ id_user: userId, products: [water.id, 999998, 999999], saldo: 0 }, 400, 'products', unknownProducts([999998, 999999])],
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

    const noCarnet = await userIdByDocument(t, DEMO_STUDENT_NO_CARNET.num_doc);
    const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CASHIER));
    for (const id of [999999, staff.id]) {
      const res = await unchanged(t, () => block(admin, { id_user: id, products: [water.id], saldo: 5000 }), LOCK_TABLES);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NO_USER);
    }
    const without = await unchanged(t, () => block(admin, { id_user: noCarnet, products: [water.id], saldo: 5000 }), LOCK_TABLES);
    expect(without.status).toBe(404);
    expect(without.body.message).toBe('El usuario no tiene carnet');
    // The user is looked at first, then the products.
    const both = await unchanged(t, () => block(admin, { id_user: 999999, products: [999999], saldo: 0 }), LOCK_TABLES);
    expect(both.status).toBe(404);
  });

  it('401 without a session, 403 without academic.locks (a cashier cannot lift a restriction)', async () => {
    const userId = await userIdByDocument(t, EMILIANO);
    expect((await unchanged(t, () => block(anonymous, { id_user: userId, products: [], saldo: 0 }), LOCK_TABLES)).status).toBe(401);
    expect((await unchanged(t, () => block(cashier, { id_user: userId, products: [], saldo: 0 }), LOCK_TABLES)).status).toBe(403);
    expect((await unchanged(t, () => block(secretary, { id_user: userId, products: [], saldo: 0 }), LOCK_TABLES)).status).toBe(403);
  });
});

describe('GET cafeteria/locked/products/{id_user_primary}', () => {
  it('answers the restricted products to the lock managers and to both cashiers', async () => {
    const userId = await userIdByDocument(t, NICOLAS); // restricted above: naranja and the pen
    const paperCashier = (await staffWith(t, admin, ['papeleria', 'papeleria.pos'])).api;
    const locksOnly = (await staffWith(t, admin, ['academic', 'academic.locks'])).api;
    for (const who of [admin, cashier, paperCashier, locksOnly]) {
      const res = await who.get<LockedProduct[]>(`/api/cafeteria/locked/products/${userId}`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((p) => p.name)).toEqual(['Gaseosa naranja 350 ml', 'Lapicero negro']);
    }
    const none = await admin.get<LockedProduct[]>(`/api/cafeteria/locked/products/${await userIdByDocument(t, EMILIANO)}`);
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

describe('the sale and the restrictions', () => {
  it('refuses a restricted product at the cafeteria (before stock and funds), naming it; nothing changes', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const orange = await cafe('Gaseosa naranja 350 ml'); // restricted, stock 3
    const water = await cafe('Agua en botella 600 ml');
    for (const lines of [[{ id: orange.id, count: 1 }], [{ id: water.id, count: 1 }, { id: orange.id, count: 10 }]]) {
      const res = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, lines)));
      expect(res.status).toBe(409);
      const message = productLockedMessage('Gaseosa naranja 350 ml');
      expect(res.body).toMatchObject({ reason: 'product_locked', message, errors: { products: message } });
    }
  });

  it('refuses a restricted product at the stationery shop; an unrestricted one still sells', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const pen = await paper('Lapicero negro');
    const blue = await paper('Lapicero azul');
    const res = await unchanged(t, () => sell(cashier, 'papeleria', papeleriaBody(userId, [{ id: pen.id, count: 1 }])));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: 'product_locked', message: productLockedMessage('Lapicero negro') });
    const fine = await sell(cashier, 'papeleria', papeleriaBody(userId, [{ id: blue.id, count: 1 }]));
    expect(fine.status, fine.body.message).toBe(201);
    // Another student may buy what Nicolás may not.
    const other = await sell(cashier, 'papeleria', papeleriaBody(await userIdByDocument(t, EMILIANO), [{ id: pen.id, count: 1 }]));
    expect(other.status, other.body.message).toBe(201);
  });

  it("enforces the daily limit set here (409 daily_limit); 'Sin restriccion' (0) removes it", async () => {
    const userId = await userIdByDocument(t, MARIANA); // $7.500, no sales today
    const cola = await cafe('Gaseosa cola 350 ml'); // $2.800
    const set = await block(admin, { id_user: userId, products: '[]', saldo: 5000 });
    expect(set.body.data.record.lockSaldo).toBe(5000);
    const over = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 2 }])));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ reason: 'daily_limit', message: DAILY_LIMIT_MESSAGE });
    expect((await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 1 }]))).status).toBe(201);
    const second = await unchanged(t, () => sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 1 }])));
    expect(second.body.reason).toBe('daily_limit');
    const cleared = await block(admin, { id_user: userId, products: '[]', saldo: 0 });
    expect(cleared.body.data.record).toMatchObject({ lockSaldo: 0, saldo: 7500 - 2800 });
    const now = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: cola.id, count: 1 }]));
    expect(now.status, now.body.message).toBe(201);
    expect(now.body.data.purchase).toBe(5600);
  });

  it('lifting a restriction lets the product sell again', async () => {
    const userId = await userIdByDocument(t, NICOLAS);
    const orange = await cafe('Gaseosa naranja 350 ml');
    const pen = await paper('Lapicero negro');
    const lifted = await block(admin, { id_user: userId, products: [pen.id], saldo: 0 });
    expect(lifted.body.data.record.countproducts).toBe(1);
    const res = await sell(cashier, 'cafeteria', cafeteriaBody(userId, [{ id: orange.id, count: 1 }]));
    expect(res.status, res.body.message).toBe(201);
  });
});

describe('listings that mark restricted products', () => {
  it('inventory categories/{id}/products and subcategories/{id}/products with id_user say locked 1 or 0', async () => {
    const userId = await userIdByDocument(t, EMILIANO);
    const water = await cafe('Agua en botella 600 ml');
    await block(admin, { id_user: userId, products: [water.id], saldo: 0 });
    const byCategory = await admin.get<{ id: number; locked?: number }[]>(
      listUrl(`/api/inventory/categories/${water.id_category}/products`, { perPage: 1000, id_user: userId }),
    );
    expect(byCategory.body.data.find((p) => p.id === water.id)?.locked).toBe(1);
    expect(byCategory.body.data.filter((p) => p.locked === 1)).toHaveLength(1);
    const bySub = await admin.get<{ id: number; locked?: number }[]>(
      listUrl(`/api/inventory/subcategories/${water.id_subcategory}/products`, { perPage: 1000, id_user: userId }),
    );
    expect(bySub.body.data.find((p) => p.id === water.id)?.locked).toBe(1);
    const withoutUser = await admin.get<{ id: number; locked?: number }[]>(
      listUrl(`/api/inventory/categories/${water.id_category}/products`, { perPage: 1000 }),
    );
    expect(withoutUser.body.data.some((p) => 'locked' in p)).toBe(false);
    await block(admin, { id_user: userId, products: [], saldo: 0 });
  });

  it("GET academic/locks/catalog: the store's point-of-sale catalog for the lock screen", async () => {
    for (const store of ['cafeteria', 'papeleria'] as const) {
      const res = await admin.get<PosCatalog>(`/api/academic/locks/catalog?store=${store}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual((await cashier.get<PosCatalog>(`/api/${store}/pos/catalog`)).body.data);
    }
    const byDefault = await admin.get<PosCatalog>('/api/academic/locks/catalog');
    expect(byDefault.body.data.categories.map((c) => c.name)).toContain('Bebidas');
    const [drinks] = await t.db.select().from(categories).where(eq(categories.name, 'Bebidas'));
    expect(drinks).toBeDefined();
    const bad = await admin.get('/api/academic/locks/catalog?store=restaurante');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('store');
    expect((await anonymous.get('/api/academic/locks/catalog')).status).toBe(401);
    expect((await cashier.get('/api/academic/locks/catalog')).status).toBe(403);
  });
});

describe('a school of 2 000 students', () => {
  it('the grid pages and searches among them in the database', async () => {
    const [studentRole] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
    const extra = await t.db
      .insert(users)
      .values(
        Array.from({ length: 2000 }, (_, i) => ({
          name: `Estudiante Carga ${String(i).padStart(4, '0')}`,
          email: `carga${i}@estudiantes.colegio.demo`,
          num_doc: `77${String(i).padStart(8, '0')}`,
          type_doc: 4,
          password_hash: UNUSABLE_PASSWORD_HASH,
          id_rol: studentRole.id,
        })),
      )
      .returning({ id: users.id });
    await t.db.insert(students).values(extra.map((u) => ({ id_user: u.id })));
    await t.db.insert(credentials).values(extra.map((u) => ({ id_user_primary: u.id, code: newCredentialCode() })));
    const before = (await admin.post<BlockRecord[]>('/api/lock/students', { perPage: 1 })).body.total!;
    expect(before).toBeGreaterThanOrEqual(2010);
    const res = await admin.post<BlockRecord[]>('/api/lock/students', { page: 150, perPage: 12 });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    const search = await admin.post<BlockRecord[]>('/api/lock/students', { q: 'Carga 0042' });
    expect(search.body.data.map((r) => r.name)).toEqual(['Estudiante Carga 0042']);
  });
});

describe('after all of the above', () => {
  it('the ledger, the stock log and the orders agree', async () => {
    await expectLedgerInvariant(t.db);
    await expectStockInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

/**
 * The late door grants nothing a till could not grant offline (issue 48): a sale sent late by an
 * online cashier is refused — recorded `rechazada` with its reason, no money, stock or order moved —
 * for a till the server does not know or turned off, a date it could not have been made at, a total
 * beyond the till's allowance at the catalog's prices, a key used for another sale (422), and a rule
 * the till's roster already held; the same sale after the rule changed (the roster read before) is
 * charged and flagged.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE, productLockedMessage } from '../../src/domain/cart';
import { STORE } from '../../src/domain/inventory';
import { LATE_SALE_KEY_REUSED, lateSaleRejected, OFFLINE_TILL_DISABLED, offlineSaleTooBig, type LateSaleResult } from '../../src/domain/offline';
import { formatMoney } from '../../src/domain/money';
import type { OfflineSaleRow } from '../../src/domain/offlineSales';
import type { TimelineEvent } from '../../src/domain/timeline';
import { categoryLocks, credentials, familyNotices, guardians, offlineSales, orders, students, tills, users } from '../../server/db/schema';
import { DEMO_FAMILIES } from '../../server/demo/demo-families';
import { setStudentAllergies } from '../../server/modules/academic';
import {
  afterInstant,
  type Api,
  credentialOf,
  editRecord,
  MARIANA,
  MONEY,
  NICOLAS,
  openTill,
  productNamed,
  schoolWithStaff,
  setSaldo,
  STOCK,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let water: { id: number; price: number; id_category: number };
let adminId: number;
/** What a refused late sale may not move: money, stock, orders. */
const MOVED = { ...MONEY, ...STOCK, orders };
const newTill = () => randomBytes(16).toString('hex');
const minutesFromNow = (m: number) => new Date(t.clock.nowMs() + m * 60_000).toISOString();

beforeAll(async () => {
  ({ t, admin: { api: admin, id: adminId }, cashier: { api: cashier } } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
});
afterAll(() => t?.close());

const tillId = async (code: string) => (await t.db.select({ id: tills.id }).from(tills).where(eq(tills.codigo, code)))[0].id;

async function fundTo(doc: string, saldo: number) {
  const c = await credentialOf(t, doc);
  await setSaldo(admin, c, c.saldo, saldo);
  return c.id_user_primary;
}

/** A late sale of `count` waters to `userId` from till `caja`, made now (after its roster), as the till sends it. */
function lateSale(caja: string, lista: string | undefined, userId: number, extra: Record<string, unknown> = {}, key = `tarde-${randomUUID()}`) {
  const body = { caja, lista, hecha_en: t.clock.now().toISOString(), id_user: userId, products: [{ id: water.id, count: 1 }], total: water.price, ...extra };
  return cashier.call<LateSaleResult>('POST', '/api/cafeteria/requests/offline', body, { 'Idempotency-Key': key });
}

/** Refused, recorded with `motivo`, nothing moved. */
async function expectRefused(send: () => ReturnType<typeof lateSale>, motivo: string | RegExp) {
  const res = await unchanged(t, send, MOVED);
  expect(res.status, res.body.message).toBe(201);
  expect(res.body.data).toMatchObject({ estado: 'rechazada', id_order: null });
  expect(res.body.data.motivo).toMatch(motivo);
  const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.id, res.body.data.id!));
  expect(row).toMatchObject({ state: 'rechazada', id_order: null, reason: res.body.data.motivo });
  return res;
}

describe('the till and the time of a late sale', () => {
  it('a till the server never registered, or one turned off: refused', async () => {
    const userId = await fundTo(NICOLAS, 50_000);
    const made = await expectRefused(() => lateSale(newTill(), undefined, userId), lateSaleRejected.unknownTill);
    const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.id, made.body.data.id!));
    expect(row.id_till).toBeNull();
    // A supervisor sees it among the late sales, under no till, with the till's word and nothing charged.
    const listed = (await admin.get<OfflineSaleRow[]>('/api/admin/offline-sales?perPage=200')).body.data.find((r) => r.id === row.id);
    expect(listed).toMatchObject({ id_caja: null, caja: null, estado: 'rechazada', total: water.price, cobrado: null, motivo: lateSaleRejected.unknownTill });
    const code = newTill();
    const lista = await openTill(cashier, 'cafeteria', code);
    expect((await editRecord(admin, '/api/admin/tills', await tillId(code), { activa: 0 })).status).toBe(200);
    await expectRefused(() => lateSale(code, lista, userId), OFFLINE_TILL_DISABLED);
  });

  it('made in the future, months back, before its roster, or by a roster the server never gave that till: refused', async () => {
    const userId = await fundTo(NICOLAS, 50_000);
    const code = newTill();
    const lista = await openTill(cashier, 'cafeteria', code);
    await expectRefused(() => lateSale(code, lista, userId, { hecha_en: minutesFromNow(60) }), lateSaleRejected.future);
    await expectRefused(() => lateSale(code, lista, userId, { hecha_en: minutesFromNow(-90 * 24 * 60) }), /antes del último contacto/);
    await expectRefused(() => lateSale(code, lista, userId, { hecha_en: minutesFromNow(-60) }), lateSaleRejected.beforeRoster);
    await expectRefused(() => lateSale(code, minutesFromNow(-30), userId), lateSaleRejected.unknownRoster);
    // A few seconds ahead of the server (a till's clock): sold, dated when it arrived.
    const ahead = await lateSale(code, lista, userId, { hecha_en: minutesFromNow(1) });
    expect(ahead.body.data.estado).toBe('aceptada');
  });

  it("the till's allowance on the catalog's total, not the till's word: per sale and in total since its roster", async () => {
    const userId = await fundTo(NICOLAS, 500_000);
    const code = newTill();
    const lista = await openTill(cashier, 'cafeteria', code);
    const many = Math.ceil(31_000 / water.price);
    const big = { products: [{ id: water.id, count: many }], total: 1_000 };
    await expectRefused(() => lateSale(code, lista, userId, big), offlineSaleTooBig(formatMoney(30_000)));
    expect((await editRecord(admin, '/api/admin/tills', await tillId(code), { max_total: water.price * 2 })).status).toBe(200);
    expect((await lateSale(code, lista, userId)).body.data.estado).toBe('aceptada');
    expect((await lateSale(code, lista, userId)).body.data.estado).toBe('aceptada');
    await expectRefused(() => lateSale(code, lista, userId), /puede vender hasta/);
  });

  it('a key already used with another sale: 422, nothing recorded', async () => {
    const userId = await fundTo(NICOLAS, 50_000);
    const code = newTill();
    const lista = await openTill(cashier, 'cafeteria', code);
    const key = `tarde-${randomUUID()}`;
    const body = { hecha_en: t.clock.now().toISOString() };
    expect((await lateSale(code, lista, userId, body, key)).body.data.estado).toBe('aceptada');
    const other = await unchanged(t, () => lateSale(code, lista, userId, { ...body, products: [{ id: water.id, count: 2 }], total: water.price * 2 }, key), {
      ...MOVED,
      offlineSales,
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ message: LATE_SALE_KEY_REUSED, errors: { 'Idempotency-Key': LATE_SALE_KEY_REUSED } });
    // The same sale again is a retry: its first answer.
    expect((await lateSale(code, lista, userId, body, key)).status).toBe(201);
  });
});

/**
 * A rule of the roster, each way: set before the till read its roster — refused, nothing charged; set
 * after — charged and flagged.
 */
interface Rule {
  set: (userId: number) => Promise<void>;
  clear: (userId: number) => Promise<void>;
  motivo: string;
  flag: string;
  /** Units sold (one unless the rule needs more) of `product` (water unless the rule is about another). */
  count?: number;
  product?: () => Promise<{ id: number; price: number }>;
}

async function eachWay(doc: string, rule: Rule) {
  const userId = await fundTo(doc, 50_000);
  const count = rule.count ?? 1;
  const product = rule.product ? await rule.product() : water;
  // On the shelf, whatever the file sold before: short stock would be a flag of its own.
  expect((await admin.post(`/api/inventory/products/${product.id}/add`, { count: 2 * count })).status).toBe(200);
  const sale = { products: [{ id: product.id, count }], total: product.price * count };
  await rule.set(userId);
  const known = newTill();
  const knownLista = await openTill(cashier, 'cafeteria', known);
  await expectRefused(() => lateSale(known, knownLista, userId, sale), rule.motivo);
  await rule.clear(userId);

  const after = newTill();
  const lista = await openTill(cashier, 'cafeteria', after);
  await afterInstant(t, lista);
  await rule.set(userId);
  const charged = await lateSale(after, lista, userId, sale);
  expect(charged.body.data).toMatchObject({ estado: 'marcada', marcas: [rule.flag] });
  expect((await credentialOf(t, doc)).saldo).toBe(50_000 - product.price * count);
  await rule.clear(userId);
}

const block = (products: number[], saldo = 0) => async (userId: number) => {
  const res = await admin.post('/api/academic/productsblock', { id_user: userId, products, saldo });
  expect(res.status, res.body.message).toBe(200);
};

describe("a rule of the till's roster", () => {
  it('a blocked product', () => eachWay(MARIANA, { set: block([water.id]), clear: block([]), motivo: productLockedMessage('Agua en botella 600 ml'), flag: 'restringido' }));

  it('a blocked category', () =>
    eachWay(MARIANA, {
      set: async (userId) => {
        await t.db.insert(categoryLocks).values({ id_user: userId, id_category: water.id_category, by_family: true, created_at: t.clock.now() });
      },
      clear: async (userId) => {
        await t.db.delete(categoryLocks).where(and(eq(categoryLocks.id_user, userId), eq(categoryLocks.id_category, water.id_category)));
      },
      motivo: productLockedMessage('Agua en botella 600 ml'),
      flag: 'restringido',
    }));

  it('the daily cap', () =>
    eachWay(MARIANA, { set: block([], 1_000), clear: block([], 0), motivo: DAILY_LIMIT_MESSAGE, flag: 'tope_diario', count: Math.ceil(1_001 / water.price) }));
});

describe("a food rule of the till's roster", () => {
  it("the student's allergy, recorded through the student's file", () =>
    eachWay(NICOLAS, {
      product: () => productNamed(t, 'Maní salado 50 g', STORE.cafeteria),
      set: (userId) => allergies(userId, ['mani']),
      clear: (userId) => allergies(userId, []),
      motivo: 'El producto contiene maní, al que el estudiante es alérgico',
      flag: 'alergia',
    }));

  it('a seal the school blocks, through its food policy', () =>
    eachWay(NICOLAS, {
      product: () => productNamed(t, 'Gaseosa cola 350 ml', STORE.cafeteria),
      set: () => sealsBlocked(['azucares']),
      clear: () => sealsBlocked([]),
      motivo: 'El colegio no vende Gaseosa cola 350 ml: tiene el sello EXCESO EN AZÚCARES',
      flag: 'sello',
    }));
});

describe('an allergen handed over offline', () => {
  it("is told to the child's family (Mónica's peanut-allergic child), with the product, the store and the allergy", async () => {
    const [child] = await t.db
      .select({ id: students.id_user, doc: users.num_doc })
      .from(students)
      .innerJoin(guardians, eq(guardians.id, students.id_attendant))
      .innerJoin(users, eq(users.id, students.id_user))
      .innerJoin(credentials, eq(credentials.id_user_primary, students.id_user))
      .where(eq(guardians.email, DEMO_FAMILIES[1]))
      .orderBy(students.id_user)
      .limit(1);
    const childId = await fundTo(child.doc!, 50_000);
    const cookies = await productNamed(t, 'Maní salado 50 g', STORE.cafeteria);
    expect((await admin.post(`/api/inventory/products/${cookies.id}/add`, { count: 2 })).status).toBe(200);
    const code = newTill();
    const lista = await openTill(cashier, 'cafeteria', code);
    const before = await t.db.select({ id: familyNotices.id }).from(familyNotices).where(and(eq(familyNotices.id_user, childId), eq(familyNotices.kind, 'alergia')));
    // Allergic to peanuts since before the roster (the demo's record): refused, and the family told all the same.
    const motivo = 'El producto contiene maní, al que el estudiante es alérgico';
    await expectRefused(() => lateSale(code, lista, childId, { products: [{ id: cookies.id, count: 1 }], total: cookies.price }), motivo);
    const notices = await t.db.select().from(familyNotices).where(and(eq(familyNotices.id_user, childId), eq(familyNotices.kind, 'alergia')));
    expect(notices.length - before.length).toBeGreaterThanOrEqual(1);
    expect(notices.at(-1)!.data).toMatchObject({ producto: 'Maní salado 50 g', lugar: 'cafetería', motivo });
    // The nurse's list on the student's file: the late sale that handed it over, refused.
    const file = await admin.get<TimelineEvent[]>(`/api/academic/students/${childId}/timeline?perPage=100`);
    expect(file.body.data.filter((e) => e.source === 'food')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'alergia_sin_conexion', detail: motivo, store: STORE.cafeteria, ref: null })]),
    );
  });
});

/** The student's allergies through their one door, at the clock's now (as the student's file and the portal write them). */
async function allergies(userId: number, alergias: string[]) {
  await t.db.transaction((tx) => setStudentAllergies(tx, { userId, alergias, by: { staffId: adminId }, at: t.clock.now() }));
}

async function sealsBlocked(sellos: string[]) {
  const res = await admin.put('/api/inventory/foodpolicy', { conjunto_sellos: 'CO', sellos_bloqueados: sellos, id_almuerzo_alternativo: null });
  expect(res.status, res.body.message).toBe(200);
}

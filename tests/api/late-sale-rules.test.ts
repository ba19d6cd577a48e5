/**
 * The late door grants nothing a till could not grant offline (issue 48), its rules: a sale sent late
 * by an online cashier breaking a rule the till's roster already held (a blocked product or
 * category, the daily cap, an allergy, a blocked seal) is refused — recorded `rechazada` with its
 * reason, no money, stock or order moved; the same sale after the rule changed (the roster read
 * before) is charged and flagged. An allergen handed over offline is told to the family. The till
 * and the time of a late sale are in late-sale-till.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAILY_LIMIT_MESSAGE, productLockedMessage } from '../../src/domain/cart';
import { STORE } from '../../src/domain/inventory';
import type { TimelineEvent } from '../../src/domain/timeline';
import {
  categoryLocks,
  credentials,
  familyNotices,
  guardians,
  students,
  users,
} from '../../server/db/schema';
import { DEMO_FAMILIES } from '../../server/demo/demo-families';
import { setStudentAllergies } from '../../server/modules/academic';
import { afterInstant, credentialOf, MARIANA, NICOLAS, openTill, productNamed } from './fixtures';
import {
  admin,
  adminId,
  cashier,
  expectRefused,
  fundTo,
  lateSale,
  newTill,
  openLateSaleSchool,
  t,
  water,
} from './fixtures/late-sale-school';

openLateSaleSchool();

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
  expect((await admin.post(`/api/inventory/products/${product.id}/add`, { count: 2 * count })).status).toBe(
    200,
  );
  const sale = { products: [{ id: product.id, count }], total: product.price * count };
  await rule.set(userId);
  const known = newTill();
  const knownLista = await openTill(t, cashier, 'cafeteria', known);
  await expectRefused(() => lateSale(known, knownLista, userId, sale), rule.motivo);
  await rule.clear(userId);

  const after = newTill();
  const lista = await openTill(t, cashier, 'cafeteria', after);
  await afterInstant(t, lista);
  await rule.set(userId);
  const charged = await lateSale(after, lista, userId, sale);
  expect(charged.body.data).toMatchObject({ estado: 'marcada', marcas: [rule.flag] });
  expect((await credentialOf(t, doc)).saldo).toBe(50_000 - product.price * count);
  await rule.clear(userId);
}

const block =
  (products: number[], saldo = 0) =>
  async (userId: number) => {
    const res = await admin.post('/api/academic/productsblock', { id_user: userId, products, saldo });
    expect(res.status, res.body.message).toBe(200);
  };

describe("a rule of the till's roster", () => {
  it('a blocked product', () =>
    eachWay(MARIANA, {
      set: block([water.id]),
      clear: block([]),
      motivo: productLockedMessage('Agua en botella 600 ml'),
      flag: 'restringido',
    }));

  it('a blocked category', () =>
    eachWay(MARIANA, {
      set: async (userId) => {
        await t.db.insert(categoryLocks).values({
          id_user: userId,
          id_category: water.id_category,
          by_family: true,
          created_at: t.clock.now(),
        });
      },
      clear: async (userId) => {
        await t.db
          .delete(categoryLocks)
          .where(and(eq(categoryLocks.id_user, userId), eq(categoryLocks.id_category, water.id_category)));
      },
      motivo: productLockedMessage('Agua en botella 600 ml'),
      flag: 'restringido',
    }));

  it('the daily cap', () =>
    eachWay(MARIANA, {
      set: block([], 1_000),
      clear: block([], 0),
      motivo: DAILY_LIMIT_MESSAGE,
      flag: 'tope_diario',
      count: Math.ceil(1_001 / water.price),
    }));
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
    const lista = await openTill(t, cashier, 'cafeteria', code);
    const before = await t.db
      .select({ id: familyNotices.id })
      .from(familyNotices)
      .where(and(eq(familyNotices.id_user, childId), eq(familyNotices.kind, 'alergia')));
    // Allergic to peanuts since before the roster (the demo's record): refused, and the family told all the same.
    const motivo = 'El producto contiene maní, al que el estudiante es alérgico';
    await expectRefused(
      () =>
        lateSale(code, lista, childId, { products: [{ id: cookies.id, count: 1 }], total: cookies.price }),
      motivo,
    );
    const notices = await t.db
      .select()
      .from(familyNotices)
      .where(and(eq(familyNotices.id_user, childId), eq(familyNotices.kind, 'alergia')));
    expect(notices.length - before.length).toBeGreaterThanOrEqual(1);
    expect(notices.at(-1)!.data).toMatchObject({ producto: 'Maní salado 50 g', lugar: 'cafetería', motivo });
    // The nurse's list on the student's file: the late sale that handed it over, refused.
    const file = await admin.get<TimelineEvent[]>(`/api/academic/students/${childId}/timeline?perPage=100`);
    expect(file.body.data.filter((e) => e.source === 'food')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'alergia_sin_conexion',
          detail: motivo,
          store: STORE.cafeteria,
          ref: null,
        }),
      ]),
    );
  });
});

/** The student's allergies through their one door, at the clock's now (as the student's file and the portal write them). */
async function allergies(userId: number, alergias: string[]) {
  await t.db.transaction((tx) =>
    setStudentAllergies(tx, { userId, alergias, by: { staffId: adminId }, at: t.clock.now() }),
  );
}

async function sealsBlocked(sellos: string[]) {
  const res = await admin.put('/api/inventory/foodpolicy', {
    conjunto_sellos: 'CO',
    sellos_bloqueados: sellos,
    id_almuerzo_alternativo: null,
  });
  expect(res.status, res.body.message).toBe(200);
}

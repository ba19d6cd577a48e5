/**
 * What the child tried to buy (issue 55, item 6): a sale refused by a family's or the school's rule
 * — a product or a category blocked, an allergy, the daily cap — is recorded with the student, the
 * store, the product and the rule, at the till, an order's edit and a late offline sale; the family's
 * timeline shows it without the cashier, the student's file with; the notice reaches only a family
 * that chose it. A refusal for money or an unknown product is no attempt, and one request is one
 * attempt however often it is retried with its Idempotency-Key.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productLockedMessage } from '../../src/domain/cart';
import type { PortalSettings } from '../../src/domain/family';
import type { FamilyNotice, NoticeChoices } from '../../src/domain/notices';
import type { LateSaleResult } from '../../src/domain/offline';
import { STORE } from '../../src/domain/stores';
import type { TimelineEvent } from '../../src/domain/timeline';
import { credentials, familyNotices, products, saleAttempts, students, users } from '../../server/db/schema';
import { setStudentAllergies } from '../../server/modules/academic';
import {
  activatedFamily,
  afterInstant,
  cafeteriaBody,
  credentialOf,
  EMILIANO,
  JORGE,
  MARIA,
  openTill,
  productNamed,
  schoolWithStaff,
  sell,
  setSaldo,
  staffWith,
  userIdByDocument,
  type Api,
  type ProductRow,
  type StaffMember,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: StaffMember;
let cashier: StaffMember;
let cashierName: string;
let maria: Api;
let mariaAccount: number;
let jorgeAccount: number;
let jorge: Api;
let emiliano: number;
let [cola, juice, crackers, water, cocoa, orange] = [] as ProductRow[];
let cookies: number;

const limitsUrl = () => `/api/family/children/${emiliano}/limits`;
const buy = (items: ProductRow[], key?: string) => {
  const lines = items.map((p) => ({ id: p.id, count: 1 }));
  return sell(cashier.api, 'cafeteria', cafeteriaBody(emiliano, lines, { inmediate: 1 }), key);
};
/** Emiliano's daily cap, set on his credential (0: none). */
const capAt = async (lockSaldo: number) =>
  t.db
    .update(credentials)
    .set({ lockSaldo })
    .where(eq(credentials.id, (await credentialOf(t, EMILIANO)).id));
const attempts = () =>
  t.db.select().from(saleAttempts).where(eq(saleAttempts.id_user, emiliano)).orderBy(saleAttempts.id);
const noticesOf = async (account: number) =>
  (await t.db.select().from(familyNotices).where(eq(familyNotices.id_family, account))).filter(
    (n) => n.kind === 'intento',
  );
const familyBlocks = async (productos: number[]) => {
  const res = await maria.put(limitsUrl(), { productos, categorias: [cookies] });
  expect(res.status, res.body.message).toBe(200);
};
const allergies = (alergias: string[]) =>
  t.db.transaction((tx) =>
    setStudentAllergies(tx, { userId: emiliano, alergias, by: { staffId: admin.id }, at: t.clock.now() }),
  );

beforeAll(async () => {
  ({ t, admin, cashier } = await schoolWithStaff({ staff: ['admin', 'cashier'], funded: [EMILIANO] }));
  const family = await activatedFamily(t, admin.api, MARIA.num_doc);
  maria = family.api;
  mariaAccount = family.session.id;
  const other = await activatedFamily(t, admin.api, JORGE.num_doc);
  jorge = other.api;
  jorgeAccount = other.session.id;
  emiliano = await userIdByDocument(t, EMILIANO);
  [cashierName] = (await t.db.select({ name: users.name }).from(users).where(eq(users.id, cashier.id))).map(
    (u) => u.name,
  );
  const names = ['Gaseosa cola 350 ml', 'Jugo de naranja 250 ml', 'Galletas saltinas x 3'];
  names.push('Agua en botella 600 ml', 'Chocolate caliente', 'Gaseosa naranja 350 ml');
  const found: ProductRow[] = [];
  for (const name of names) found.push(await productNamed(t, name, STORE.cafeteria));
  [cola, juice, crackers, water, cocoa, orange] = found;
  // The crackers' category, blocked by the family.
  cookies = crackers.id_category;
  // The school lets families block; Emiliano starts with no allergy.
  const settings = await admin.api.get<PortalSettings>('/api/academic/portal/settings');
  const allowed = { ...settings.body.data, familia_bloqueos: true };
  expect((await admin.api.put('/api/academic/portal/settings', allowed)).status).toBe(200);
  await allergies([]);
});
afterAll(() => t?.close());

describe('what the child tried to buy', () => {
  it("a family's block and the school's, each refusal with its rule, store and product; the family never sees the cashier", async () => {
    const school = { id_user: emiliano, products: [juice.id], saldo: 0 };
    expect((await admin.api.post('/api/academic/productsblock', school)).status).toBe(200);
    await familyBlocks([cola.id]);
    const from = t.clock.now();
    for (const product of [cola, juice, crackers])
      expect((await buy([product])).body).toMatchObject({ code: 0, reason: 'product_locked' });
    const recorded = await attempts();
    const tried = { store: STORE.cafeteria, door: 'caja', id_staff: cashier.id };
    expect(recorded).toMatchObject([
      { ...tried, rule: 'bloqueado_familia', id_product: cola.id, product_name: cola.name },
      { ...tried, rule: 'bloqueado_colegio', id_product: juice.id, product_name: juice.name },
      { ...tried, rule: 'categoria_familia', id_product: crackers.id, product_name: crackers.name },
    ]);
    expect(recorded[0].message).toBe(productLockedMessage(cola.name));
    for (const row of recorded) expect(row.at.getTime()).toBeGreaterThanOrEqual(from.getTime());

    const mine = await maria.get<TimelineEvent[]>(`/api/family/children/${emiliano}/timeline`);
    expect(mine.status, mine.body.message).toBe(200);
    const seen = mine.body.data.filter((e) => e.source === 'attempts');
    expect(
      seen.map(({ kind, detail, store, staff, amount }) => ({ kind, detail, store, staff, amount })),
    ).toEqual([
      { kind: 'categoria_familia', detail: crackers.name, store: STORE.cafeteria, staff: null, amount: null },
      { kind: 'bloqueado_colegio', detail: juice.name, store: STORE.cafeteria, staff: null, amount: null },
      { kind: 'bloqueado_familia', detail: cola.name, store: STORE.cafeteria, staff: null, amount: null },
    ]);
    expect(JSON.stringify(mine.body)).not.toContain(cashierName);
    const file = await admin.api.get<TimelineEvent[]>(
      `/api/academic/students/${emiliano}/timeline?perPage=100`,
    );
    expect(file.status, file.body.message).toBe(200);
    const filed = file.body.data.filter((e) => e.source === 'attempts');
    expect(filed.map((e) => [e.kind, e.staff])).toEqual([
      ['categoria_familia', cashierName],
      ['bloqueado_colegio', cashierName],
      ['bloqueado_familia', cashierName],
    ]);
  });

  it('the notice reaches only a family that chose it, without the cashier; another family sees nothing', async () => {
    expect(await noticesOf(mariaAccount)).toEqual([]);
    const chosen = await maria.put<NoticeChoices>(`/api/family/children/${emiliano}/notices`, {
      porteria: false,
      tarde: false,
      ruta: false,
      intentos: true,
    });
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body.data).toMatchObject({ intentos: true, ausencia: true, sin_salida: false });

    expect((await buy([cola])).status).toBe(409);
    const [told] = await noticesOf(mariaAccount);
    expect(told).toMatchObject({
      id_user: emiliano,
      data: { producto: cola.name, lugar: 'Cafetería', regla: 'bloqueado_familia' },
    });
    expect(JSON.stringify(told.data)).not.toContain(cashierName);
    const feed = await maria.get<FamilyNotice[]>('/api/family/notices');
    expect(feed.body.data.find((n) => n.tipo === 'intento')?.datos).toEqual(told.data);

    expect(await noticesOf(jorgeAccount)).toEqual([]);
    expect((await jorge.get(`/api/family/children/${emiliano}/timeline`)).status).toBe(404);
  });

  it('an allergy and the daily cap are attempts; the balance and an unknown product are not', async () => {
    const before = (await attempts()).length;
    await allergies(['leche']);
    expect((await buy([cocoa])).body.reason).toBe('allergy');
    await allergies([]);

    await capAt(1_000);
    expect((await buy([water])).body.reason).toBe('daily_limit');
    const mango = await productNamed(t, 'Jugo de mango 250 ml', STORE.cafeteria);
    expect((await buy([water, mango])).body.reason).toBe('daily_limit');
    await capAt(0);

    const added = (await attempts()).slice(before);
    expect(added).toMatchObject([
      { rule: 'alergia', id_product: cocoa.id, product_name: cocoa.name },
      { rule: 'tope_diario', id_product: water.id, product_name: water.name },
      // A cap refuses the sale, not one product: what it tried, by name.
      { rule: 'tope_diario', id_product: null, product_name: `${water.name}, ${mango.name}` },
    ]);

    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin.api, credential, credential.saldo, 500);
    expect((await buy([water])).body.reason).toBe('insufficient_funds');
    await setSaldo(admin.api, credential, 500, 200_000);
    const unknown = cafeteriaBody(emiliano, [{ id: 99_999_999, count: 1 }]);
    expect((await sell(cashier.api, 'cafeteria', unknown)).status).toBe(400);
    expect(await attempts()).toHaveLength(before + 3);
  });

  it('one request is one attempt: a refusal retried with its key, a sale replayed after the rule changed', async () => {
    await familyBlocks([cola.id, orange.id]);
    const before = (await attempts()).length;
    const key = `intento-${randomBytes(6).toString('hex')}`;
    expect((await buy([orange], key)).status).toBe(409);
    expect((await buy([orange], key)).status).toBe(409);
    expect(await attempts()).toHaveLength(before + 1);

    const saleKey = `venta-${randomBytes(6).toString('hex')}`;
    const sold = await buy([water], saleKey);
    expect(sold.status, sold.body.message).toBe(201);
    // Water blocked since: the replay's work is refused, and the first answer is sent again.
    await familyBlocks([cola.id, water.id]);
    const replayed = await buy([water], saleKey);
    expect(replayed.status).toBe(201);
    expect(replayed.headers['idempotency-replayed']).toBe('true');
    await familyBlocks([cola.id]);
    expect(await attempts()).toHaveLength(before + 1);
  });

  it("an order's edit adding a blocked product: its door and its editor", async () => {
    const sold = await buy([water]);
    expect(sold.status, sold.body.message).toBe(201);
    const products = [water, cola].map((p) => ({ id: p.id, count: 1 }));
    const edit = await admin.api.put(`/api/cafeteria/requests/${sold.body.data.order.id}`, { products });
    expect(edit.body.reason).toBe('product_locked');
    expect((await attempts()).at(-1)).toMatchObject({
      door: 'edicion',
      rule: 'bloqueado_familia',
      id_product: cola.id,
      id_staff: admin.id,
    });
  });

  it('a late offline sale refused by a rule its roster held: recorded once, when the till sold it', async () => {
    const before = (await attempts()).length;
    const till = randomBytes(16).toString('hex');
    const lista = await openTill(t, cashier.api, 'cafeteria', till);
    await afterInstant(t, lista);
    const hecha_en = t.clock.now().toISOString();
    const body = {
      caja: till,
      lista,
      hecha_en,
      id_user: emiliano,
      products: [{ id: cola.id, count: 1 }],
      total: cola.price,
    };
    const key = `tarde-${randomBytes(6).toString('hex')}`;
    const send = () =>
      cashier.api.call<LateSaleResult>('POST', '/api/cafeteria/requests/offline', body, {
        'Idempotency-Key': key,
      });
    const late = await send();
    expect(late.status, late.body.message).toBe(201);
    expect(late.body.data).toMatchObject({ estado: 'rechazada', motivo: productLockedMessage(cola.name) });
    // Sent again: its outcome again, nothing recorded twice.
    expect((await send()).body.data).toMatchObject({ id: late.body.data.id, estado: 'rechazada' });

    const added = (await attempts()).slice(before);
    expect(added).toMatchObject([
      { door: 'sin_conexion', rule: 'bloqueado_familia', id_product: cola.id, id_staff: cashier.id },
    ]);
    expect(added[0].at.toISOString()).toBe(hecha_en);
    const told = await noticesOf(mariaAccount);
    expect(told.at(-1)?.data).toMatchObject({
      hora: hecha_en,
      producto: cola.name,
      regla: 'bloqueado_familia',
    });
  });

  it("the lunch line: the student's meal, over the cap or blocked", async () => {
    const line = await staffWith(t, admin.api, ['restaurant', 'restaurant.requests']);
    const scan = () => line.api.get(`/api/restaurant/requests/${EMILIANO}/registerstarVenta`);
    const [{ meal }] = await t.db
      .select({ meal: students.id_product_default })
      .from(students)
      .where(eq(students.id_user, emiliano));
    const [lunch] = await t.db.select().from(products).where(eq(products.id, meal!));
    await capAt(1_000);
    expect((await scan()).body.reason).toBe('daily_limit');
    await capAt(0);
    await familyBlocks([cola.id, lunch.id]);
    expect((await scan()).body.reason).toBe('product_locked');
    await familyBlocks([cola.id]);

    const at = { store: STORE.restaurant, door: 'caja', id_staff: line.id };
    expect((await attempts()).slice(-2)).toMatchObject([
      { ...at, rule: 'tope_diario', id_product: lunch.id, product_name: lunch.name },
      { ...at, rule: 'bloqueado_familia', id_product: lunch.id, product_name: lunch.name },
    ]);
  });
});

/**
 * The lunch line offline (issue 33): its roster names each student's meal and today's, a meal served
 * offline is charged once when it arrives, and a second meal of the same service (served at another
 * line meanwhile) is recorded but not charged; an online scan afterwards sees the late meal.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LateSaleResult, Roster } from '../../src/domain/offline';
import { offlineLunchMeal } from '../../src/domain/offlineLunch';
import { STORE } from '../../src/domain/stores';
import { offlineSales, products, restaurantServices, students, users } from '../../server/db/schema';
import {
  credentialOf,
  EMILIANO,
  expectLedgerInvariant,
  MARIANA,
  productNamed,
  expectOrderInvariant,
  MONEY,
  ORDERS,
  setSaldo,
  tillWithRosterReadAgo,
  unchanged,
  userIdByDocument,
} from './fixtures';
import {
  admin,
  cashier,
  line,
  mealOf,
  openLunchLineSchool,
  restaurantOrdersOf,
  scan,
  t,
} from './fixtures/lunch-line-school';

openLunchLineSchool();

const TILL = 'ffeeddccbbaa00998877665544332211';
let n = 0;
/** Five minutes ago by the app's clock: a meal served just before the line came back online. */
const servedAt = () => new Date(t.clock.nowMs() - 5 * 60_000).toISOString();
/** The line's roster, read half an hour before the file's meals. */
let lista: string;
beforeAll(async () => {
  lista = await tillWithRosterReadAgo(t, line, 'restaurant', TILL, 30);
});
const send = (body: Record<string, unknown>, key = `almuerzo-offline-${++n}`) =>
  line.call<LateSaleResult>(
    'POST',
    '/api/restaurant/requests/offline',
    { caja: TILL, lista, hecha_en: servedAt(), total: 0, ...body },
    { 'Idempotency-Key': key },
  );

describe('the lunch line offline', () => {
  it('reads a roster with each student their meal, and only for who works the line', async () => {
    expect((await cashier.get('/api/restaurant/roster')).status).toBe(403);
    const res = await line.get<Roster>('/api/restaurant/roster');
    expect(res.status, res.body.message).toBe(200);
    const meal = await mealOf(EMILIANO);
    const { sal, entries } = res.body.data;
    const hash = createHash('sha256').update(`${sal}:${EMILIANO}`).digest('hex').slice(0, 20);
    const entry = entries.find((e) => e.d === hash);
    expect(entry).toMatchObject({
      almuerzo: { id: meal.id, name: meal.name, price: meal.price },
      servido: null,
    });
    expect((await line.put(`/api/restaurant/tills/${TILL}`)).status).toBe(200);
  });

  it('charges a meal served offline once, and refuses a second one of the same service without charging it', async () => {
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 40_000);
    const meal = await mealOf(EMILIANO);
    const userId = await userIdByDocument(t, EMILIANO);
    // A resend is the very sale the till queued: the same body, to the millisecond.
    const body = {
      id_user: userId,
      products: [{ id: meal.id, count: 1 }],
      total: meal.price,
      hecha_en: servedAt(),
    };
    const first = await send(body, 'almuerzo-1');
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data).toMatchObject({ estado: 'aceptada', saldo: 40_000 - meal.price });
    expect((await send(body, 'almuerzo-1')).body.data.id_order).toBe(first.body.data.id_order);

    // Served again at another line meanwhile: recorded for the supervisor, not charged.
    const second = await unchanged(t, () => send(body, 'almuerzo-2'), { ...MONEY, orders: ORDERS.orders });
    expect(second.body.data).toMatchObject({
      estado: 'rechazada',
      motivo: 'El estudiante ya tenía su almuerzo en ese servicio',
    });
    const [row] = await t.db.select().from(offlineSales).where(eq(offlineSales.key, 'almuerzo-2'));
    expect(row).toMatchObject({ store: STORE.restaurant, state: 'rechazada' });

    // Back online, a scan sees the late meal: nothing charged again.
    const scanned = await scan(line, EMILIANO);
    expect(scanned.body.data).toMatchObject({ repeated: true });
    expect(await restaurantOrdersOf(EMILIANO)).toHaveLength(1);
    const roster = await line.get<Roster>('/api/restaurant/roster');
    const hash = createHash('sha256')
      .update(`${roster.body.data.sal}:${EMILIANO}`)
      .digest('hex')
      .slice(0, 20);
    expect(roster.body.data.entries.find((e) => e.d === hash)?.servido).not.toBeNull();
  });

  it("names the alternative meals, the services' and the school's, so the line serves an allergic student one offline as online", async () => {
    const { alergenos } = await mealOf(MARIANA);
    const allergen = alergenos.find((a) => a !== 'leche');
    expect(allergen).toBeDefined();
    const userId = await userIdByDocument(t, MARIANA);
    await t.db
      .update(students)
      .set({ alergias: [allergen!] })
      .where(eq(students.id_user, userId));
    const jelly = await productNamed(t, 'Gelatina', STORE.restaurant);
    const pudding = await productNamed(t, 'Arroz con leche', STORE.restaurant);
    const saved = await admin.put('/api/inventory/foodpolicy', {
      conjunto_sellos: 'CO',
      sellos_bloqueados: [],
      id_almuerzo_alternativo: jelly.id,
    });
    expect(saved.status, saved.body.message).toBe(200);
    const [{ turno }] = await t.db.select({ turno: users.turno }).from(users).where(eq(users.id, userId));
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
      const { body } = await line.get<Roster>('/api/restaurant/roster');
      const roster = body.data;
      expect(roster.alternativo).toBe(jelly.id);
      expect(roster.servicios?.[String(turno)]).toContainEqual({
        h_start: '00:00',
        h_end: '23:59',
        alternativo: pudding.id,
      });
      expect(roster.alternativos?.[String(pudding.id)]).toMatchObject({
        name: 'Arroz con leche',
        price: pudding.price,
        alergenos: ['leche'],
      });
      expect(roster.alternativos?.[String(jelly.id)]).toMatchObject({ name: 'Gelatina', price: jelly.price });
      const hash = createHash('sha256').update(`${roster.sal}:${MARIANA}`).digest('hex').slice(0, 20);
      const entry = roster.entries.find((e) => e.d === hash)!;
      expect(entry.alergias).toEqual([allergen]);

      // The till's pick (src/domain/offline.ts) on this roster: the service's pudding, and why.
      const picked = offlineLunchMeal(entry, roster, t.clock.nowMs());
      expect(picked?.meal).toMatchObject({ id: pudding.id, name: 'Arroz con leche' });
      expect(picked?.allergy).toMatch(
        /^El producto contiene .+, (al|a la|a los|a las) que el estudiante es alérgico$/,
      );
      // Without the service, the school's jelly; with no alternative at all, their own meal (which the till refuses).
      expect(offlineLunchMeal(entry, { ...roster, servicios: {} }, t.clock.nowMs())?.meal.id).toBe(jelly.id);
      expect(
        offlineLunchMeal(entry, { ...roster, servicios: {}, alternativo: null }, t.clock.nowMs()),
      ).toEqual({ meal: entry.almuerzo, allergy: null });

      // A disabled alternative is not offered: online it would be refused as inactive.
      await t.db.update(products).set({ enable: 0 }).where(eq(products.id, jelly.id));
      const withoutJelly = (await line.get<Roster>('/api/restaurant/roster')).body.data;
      expect(withoutJelly.alternativo).toBe(jelly.id);
      expect(withoutJelly.alternativos?.[String(jelly.id)]).toBeUndefined();
      await t.db.update(products).set({ enable: 1 }).where(eq(products.id, jelly.id));

      // Sent later, the alternative is charged as any meal, with no allergy flag.
      const credential = await credentialOf(t, MARIANA);
      await setSaldo(admin, credential, credential.saldo, 30_000);
      const late = await send({
        id_user: userId,
        products: [{ id: pudding.id, count: 1 }],
        total: pudding.price,
      });
      expect(late.status, late.body.message).toBe(201);
      expect(late.body.data).toMatchObject({ estado: 'aceptada', marcas: [], saldo: 30_000 - pudding.price });
    } finally {
      await t.db.delete(restaurantServices).where(eq(restaurantServices.id, service.id));
      await t.db.update(students).set({ alergias: [] }).where(eq(students.id_user, userId));
    }
  });

  it('leaves the books right', async () => {
    await expectLedgerInvariant(t.db);
    await expectOrderInvariant(t.db);
  });
});

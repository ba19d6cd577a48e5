/**
 * The restaurant's lunch line (issue 14 item 1-2): a scan sells the student's default meal
 * under every money rule, once per service (src/domain/restaurant.ts); a refusal moves no
 * money, stock or order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_NEEDS_MEAL, mealAlreadyRegistered, NO_DEFAULT_MEAL, type ScanResult } from '../../src/domain/restaurant';
import { STORE } from '../../src/domain/stores';
import { credentialMovements, orderLines, orders, products, restaurantServices, restaurantUserCategories, shifts, students, users } from '../../server/db/schema';
import { USER_CATEGORY_PRODUCT_NOT_RESTAURANT } from '../../src/domain/resources';
import { ageOn } from '../../src/domain/inventory';
import type { TurnCard } from '../../src/domain/boards';
import { localDate } from '../../server/time';
import {
  type Api,
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CARNET,
  DEMO_STUDENT_NO_CARNET,
  EMILIANO,
  ISABELLA,
  MARIANA,
  MATEO,
  NICOLAS,
  schoolWithStaff,
  setSaldo,
  staffWith,
  type TestApp,
  unchanged,
  userIdByDocument,
} from './fixtures';

let t: TestApp;
let admin: Api;
let cashier: Api;
let anonymous: Api;
let line: Api;

const scan = (who: Api, read: string) => who.get<ScanResult>(`/api/restaurant/requests/${encodeURIComponent(read)}/registerstarVenta`);

async function mealOf(doc: string) {
  const id = await userIdByDocument(t, doc);
  const [row] = await t.db.select({ meal: students.id_product_default }).from(students).where(eq(students.id_user, id));
  const [product] = await t.db.select().from(products).where(eq(products.id, row.meal!));
  return product;
}

const restaurantOrdersOf = async (doc: string) => {
  const id = await userIdByDocument(t, doc);
  return (await t.db.select().from(orders).where(eq(orders.id_user, id))).filter((o) => o.store === STORE.restaurant);
};

beforeAll(async () => {
  ({ t, admin: { api: admin }, cashier: { api: cashier }, anonymous } = await schoolWithStaff({ staff: ['admin', 'cashier'] }));
  line = (await staffWith(t, admin, ['restaurant', 'restaurant.requests'])).api;
});
afterAll(() => t?.close());

describe('a scan at the lunch line', () => {
  it("charges the student's default meal once, by the credential's code in any case", async () => {
    const meal = await mealOf(DEMO_STUDENT.num_doc);
    const carnet = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await scan(line, carnet.code.toLowerCase());
    expect(res.status, res.body.message).toBe(200);
    // A code is a bearer secret: the answer never gives it back.
    expect(res.raw.toUpperCase()).not.toContain(carnet.code);
    const result = res.body.data;
    expect(result).toMatchObject({ repeated: false, name: DEMO_STUDENT.name, saldo: DEMO_STUDENT.saldo - Number(meal.price) });
    expect(result.mensaje).toContain('Almuerzo registrado para Valentina Gómez Rojas');
    expect(res.body.message).toBe(result.mensaje);
    expect(result.img).toMatch(/^\/images\//);
    expect(result.turn).toEqual(expect.any(Number));
    const [order] = await restaurantOrdersOf(DEMO_STUDENT.num_doc);
    expect(order).toMatchObject({ id: result.orderId, total: Number(meal.price), turn: result.turn });
    const [after] = await t.db.select().from(products).where(eq(products.id, meal.id));
    expect(after.stock).toBe(meal.stock - 1);
  });

  it('says the meal is registered on a second scan, by document, and charges nothing', async () => {
    const [first] = await restaurantOrdersOf(DEMO_STUDENT.num_doc);
    const again = await unchanged(t, () => scan(line, DEMO_STUDENT.num_doc));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ repeated: true, orderId: first.id, turn: first.turn });
    expect(again.body.data.mensaje).toBe(mealAlreadyRegistered(DEMO_STUDENT.name, first.turn));
  });

  it('charges once when 50 scans of one student arrive at the same instant', async () => {
    const meal = await mealOf(NICOLAS);
    const carnet = await credentialOf(t, NICOLAS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => scan(line, carnet.code)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    expect(await restaurantOrdersOf(NICOLAS)).toHaveLength(1);
    const movements = await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_carnet, carnet.id));
    expect(movements.filter((m) => m.kind === 'compra')).toHaveLength(1);
    expect((await credentialOf(t, NICOLAS)).saldo).toBe(carnet.saldo - Number(meal.price));
  });
});

describe('every money rule on the scan, changing nothing', () => {
  it('refuses a balance too low for the meal', async () => {
    const carnet = await credentialOf(t, EMILIANO);
    await setSaldo(admin, carnet, carnet.saldo, 1000);
    const res = await unchanged(t, () => scan(line, EMILIANO));
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('insufficient_funds');
  });

  it('refuses a meal over the daily limit', async () => {
    const meal = await mealOf(MARIANA);
    const id = await userIdByDocument(t, MARIANA);
    const carnet = await credentialOf(t, MARIANA);
    await setSaldo(admin, carnet, carnet.saldo, 200_000);
    const limit = Math.max(1000, Number(meal.price) - 1000);
    expect((await admin.post('/api/academic/productsblock', { id_user: id, products: [], saldo: limit })).status).toBe(200);
    const res = await unchanged(t, () => scan(line, MARIANA));
    expect(res.status, res.body.message).toBe(409);
    expect(res.body.reason).toBe('daily_limit');
    await admin.post('/api/academic/productsblock', { id_user: id, products: [], saldo: 0 });
  });

  it('refuses a meal the student may not have', async () => {
    const meal = await mealOf(ISABELLA);
    const id = await userIdByDocument(t, ISABELLA);
    expect((await admin.post('/api/academic/productsblock', { id_user: id, products: [meal.id], saldo: 0 })).status).toBe(200);
    const res = await unchanged(t, () => scan(line, ISABELLA));
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('product_locked');
    expect(res.body.message).toContain(meal.name);
    await admin.post('/api/academic/productsblock', { id_user: id, products: [], saldo: 0 });
  });

  it('refuses an inactive credential, a student without one and an unknown code', async () => {
    const inactive = await unchanged(t, () => scan(line, DEMO_STUDENT_INACTIVE_CARNET.num_doc));
    expect(inactive.status).toBe(409);
    expect(inactive.body.reason).toBe('inactive');
    const none = await unchanged(t, () => scan(line, DEMO_STUDENT_NO_CARNET.num_doc));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('El usuario no tiene carnet');
    const unknown = await unchanged(t, () => scan(line, 'CRN0000000000000000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No Existe Usuario');
  });

  it('refuses a student without a default meal', async () => {
    const id = await userIdByDocument(t, ISABELLA);
    const [before] = await t.db.select({ meal: students.id_product_default }).from(students).where(eq(students.id_user, id));
    await t.db.update(students).set({ id_product_default: null }).where(eq(students.id_user, id));
    const res = await unchanged(t, () => scan(line, ISABELLA));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NO_DEFAULT_MEAL);
    await t.db.update(students).set({ id_product_default: before.meal }).where(eq(students.id_user, id));
  });

  it('refuses a sold-out meal', async () => {
    const meal = await mealOf(ISABELLA);
    const out = await admin.post(`/api/inventory/products/${meal.id}/minus`, { count: meal.stock, detalle: 'Agotado para la prueba' });
    expect(out.status, out.body.message).toBe(200);
    const res = await unchanged(t, () => scan(line, ISABELLA));
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('out_of_stock');
    expect((await admin.post(`/api/inventory/products/${meal.id}/add`, { count: meal.stock, detalle: 'Repuesto' })).status).toBe(200);
  });
});

describe('who may scan, and what', () => {
  it('needs the restaurant orders key and a session', async () => {
    expect((await scan(anonymous, DEMO_STUDENT.num_doc)).status).toBe(401);
    expect((await unchanged(t, () => scan(cashier, DEMO_STUDENT.num_doc))).status).toBe(403);
  });

  it('refuses a read shorter than 3 characters in Spanish', async () => {
    const res = await scan(line, 'ab');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('El código leído debe tener al menos 3 caracteres');
  });
});

/** HH:MM now in the school's time zone. */
const nowInSchool = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Bogota', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());

describe('service windows', () => {
  it('are a CRUD of the restaurant, refusing an end before the start in Spanish', async () => {
    const [shift] = await t.db.select().from(shifts).limit(1);
    const bad = await unchanged(t, () => admin.post('/api/restaurant/services', { name: 'Almuerzo', turno: shift.id, h_start: '13:00', h_end: '11:30' }), {
      services: restaurantServices,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ h_end: 'La hora de fin debe ser posterior a la hora de inicio' });
    expect((await line.get('/api/restaurant/services')).status).toBe(403);
  });

  it("refuse a scan outside every window of the student's schedule, naming them, and charge once inside one", async () => {
    const id = await userIdByDocument(t, MATEO);
    const [{ shift }] = await t.db.select({ shift: users.turno }).from(users).where(eq(users.id, id));
    const [schedule] = await t.db.select().from(shifts).where(eq(shifts.id, shift!));
    // A window that cannot hold the current minute.
    const away = nowInSchool() < '12:00' ? { h_start: '22:00', h_end: '23:00' } : { h_start: '01:00', h_end: '02:00' };
    const created = await admin.post<{ id: number }>('/api/restaurant/services', { name: 'Fuera de hora', turno: schedule.id, ...away });
    expect(created.status, created.body.message).toBe(201);
    const closed = await unchanged(t, () => scan(line, MATEO));
    expect(closed.status).toBe(409);
    expect(closed.body.reason).toBe('no_service');
    expect(closed.body.message).toBe(`No hay servicio de restaurante en este momento para ${schedule.name}. Servicios: ${away.h_start} a ${away.h_end}`);

    // The whole day but its last minute: the scan falls in it.
    expect((await admin.post('/api/restaurant/services', { name: 'Todo el día', turno: schedule.id, h_start: '00:00', h_end: '23:59' })).status).toBe(201);
    const first = await scan(line, MATEO);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.repeated).toBe(false);
    expect((await scan(line, MATEO)).body.data).toMatchObject({ repeated: true, orderId: first.body.data.orderId });
    await t.db.delete(restaurantServices);
  });
});

describe('user categories', () => {
  it('give a student without a default meal the meal of their course, else of their age band', async () => {
    const id = await userIdByDocument(t, EMILIANO);
    const carnet = await credentialOf(t, EMILIANO);
    await setSaldo(admin, carnet, carnet.saldo, 100_000);
    const [row] = await t.db.select().from(students).where(eq(students.id_user, id));
    const meals = await t.db.select().from(products).where(eq(products.store, STORE.restaurant));
    const [byAge, byCourse] = meals.filter((m) => m.stock > 0 && m.enable === 1);
    const [cafeteria] = await t.db.select().from(products).where(eq(products.store, STORE.cafeteria)).limit(1);
    const age = ageOn(row.fecha_nacimiento!, localDate(new Date(), 'America/Bogota'));

    // Its meal must be the restaurant's.
    const wrong = await unchanged(
      t,
      () => admin.post('/api/restaurant/usercategories', { name: 'Café', edad_min: 0, edad_max: 25, id_product: cafeteria.id }),
      { categories: restaurantUserCategories },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({ id_product: USER_CATEGORY_PRODUCT_NOT_RESTAURANT });

    await t.db.update(students).set({ id_product_default: null }).where(eq(students.id_user, id));
    const band = await admin.post('/api/restaurant/usercategories', { name: 'Su edad', edad_min: age, edad_max: age + 1, id_product: byAge.id });
    expect(band.status, band.body.message).toBe(201);
    // A wider band holding the same age loses to the narrower one.
    await admin.post('/api/restaurant/usercategories', { name: 'Todos', edad_min: 0, edad_max: 25, id_product: byCourse.id });
    const sold = await scan(line, EMILIANO);
    expect(sold.status, sold.body.message).toBe(200);
    const mealSold = async (doc: string) => {
      const [order] = await restaurantOrdersOf(doc);
      const [sold] = await t.db.select().from(orderLines).where(eq(orderLines.id_order, order.id));
      return sold.id_product;
    };
    expect(await mealSold(EMILIANO)).toBe(byAge.id);

    // The course's category comes before any age band (another student, who has no meal yet today).
    const other = await userIdByDocument(t, ISABELLA);
    const [isabella] = await t.db.select().from(students).where(eq(students.id_user, other));
    await t.db.update(students).set({ id_product_default: null }).where(eq(students.id_user, other));
    await admin.post('/api/restaurant/usercategories', { name: 'Su curso', edad_min: 0, edad_max: 0, id_course: isabella.id_course, id_product: byCourse.id });
    const isabellaCarnet = await credentialOf(t, ISABELLA);
    await setSaldo(admin, isabellaCarnet, isabellaCarnet.saldo, 100_000);
    expect((await scan(line, ISABELLA)).status).toBe(200);
    expect(await mealSold(ISABELLA)).toBe(byCourse.id);

    await t.db.update(students).set({ id_product_default: row.id_product_default }).where(eq(students.id_user, id));
    await t.db.update(students).set({ id_product_default: isabella.id_product_default }).where(eq(students.id_user, other));
    await t.db.delete(restaurantUserCategories);
  });
});

describe("a meal's way after the scan", () => {
  it('is prepared, shown on the turn display, handed over, and reversed once with the money back', async () => {
    const before = (await credentialOf(t, MARIANA)).saldo;
    const sold = await scan(line, MARIANA);
    expect(sold.status, sold.body.message).toBe(200);
    const { orderId, turn } = sold.body.data;
    const kitchen = (await staffWith(t, admin, ['restaurant', 'restaurant.enlistment', 'restaurant.deliveries', 'restaurant.reversion'])).api;

    const order = await kitchen.get<{ complete: string }>(`/api/restaurant/requests/${orderId}`);
    expect(order.status).toBe(403);
    const seen = await line.get<{ complete: string; turn: number }>(`/api/restaurant/requests/${orderId}`);
    expect(seen.status).toBe(200);
    if (seen.body.data.complete === '1') {
      const ready = await kitchen.put(`/api/restaurant/enlistment/${orderId}`, {});
      expect(ready.status, ready.body.message).toBe(200);
    }
    // The hall display's cards (the screen shows the first and third word of the name), which
    // the lunch line's own board reads too; a cashier of another store does not.
    const board = await admin.get<TurnCard[]>('/api/restaurant/turnero');
    expect(board.status).toBe(200);
    expect(board.body.data.find((c) => c.turno === turn)?.name).toBe('Mariana Castillo Ortiz');
    const onLine = await line.get<TurnCard[]>('/api/restaurant/turnero');
    expect(onLine.body.data.map((c) => c.turno)).toContain(turn);
    expect((await cashier.get('/api/restaurant/turnero')).status).toBe(403);

    // The restaurant's working lists, as the other stores': ready to hand over, reversible.
    const ready = await kitchen.get<{ id: number }[]>('/api/restaurant/deliveries?perPage=100');
    expect(ready.status).toBe(200);
    expect(ready.body.data.map((o) => o.id)).toContain(orderId);
    const handed = await kitchen.post('/api/restaurant/requests/dispatch', { pedidos: [orderId] });
    expect(handed.status, handed.body.message).toBe(200);
    const reversible = await kitchen.get<{ id: number }[]>('/api/restaurant/Reversion?perPage=100');
    expect(reversible.body.data.map((o) => o.id)).toContain(orderId);
    const reversed = await kitchen.post(`/api/restaurant/requests/${orderId}/reverse`, {});
    expect(reversed.status, reversed.body.message).toBe(200);
    expect((await credentialOf(t, MARIANA)).saldo).toBe(before);
    // The spec's path (body {id}) says the same the second time.
    const twice = await unchanged(t, () => kitchen.post('/api/restaurant/reversion', { id: orderId }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('El pedido ya fue reversado');
    // A reversed meal no longer counts: the student may have lunch again.
    expect((await scan(line, MARIANA)).body.data.repeated).toBe(false);
  });
});

/** A demo student no other test here serves. */
const SAMUEL = '1098765437';

describe('a second helping (otra porción)', () => {
  const extra = (who: Api, read: string, key?: string) =>
    who.call<ScanResult>('POST', `/api/restaurant/requests/${read}/otraPorcion`, {}, key ? { 'idempotency-key': key } : {});

  it('needs its own key: the lunch line alone may not sell it', async () => {
    expect((await unchanged(t, () => extra(line, SAMUEL))).status).toBe(403);
    expect((await extra(anonymous, SAMUEL)).status).toBe(401);
  });

  it('is refused before the meal of the service, then sold on purpose as its own order, once per request', async () => {
    const server = (await staffWith(t, admin, ['restaurant', 'restaurant.requests', 'restaurant.extra', 'restaurant.reversion'])).api;
    const carnet = await credentialOf(t, SAMUEL);
    await setSaldo(admin, carnet, carnet.saldo, 100_000);
    const meal = await mealOf(SAMUEL);
    const price = Number(meal.price);

    const early = await unchanged(t, () => extra(server, SAMUEL));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: EXTRA_NEEDS_MEAL, reason: 'no_meal' });

    const first = await scan(server, SAMUEL);
    expect(first.body.data.repeated).toBe(false);
    const second = await extra(server, SAMUEL, 'otra-porcion-1');
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data.mensaje).toContain('Otra porción registrada para');
    expect(second.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(second.body.data.saldo).toBe(100_000 - 2 * price);
    // The same request again (a retry) charges nothing more.
    const retry = await extra(server, SAMUEL, 'otra-porcion-1');
    expect(retry.body.data.orderId).toBe(second.body.data.orderId);
    expect((await credentialOf(t, SAMUEL)).saldo).toBe(100_000 - 2 * price);
    expect(await restaurantOrdersOf(SAMUEL)).toHaveLength(2);

    // A scan still names the meal, not the helping.
    const again = await scan(server, SAMUEL);
    expect(again.body.data).toMatchObject({ repeated: true, orderId: first.body.data.orderId });
    // With the meal reversed, the helping does not count as the meal: the student may scan again.
    expect((await server.post('/api/restaurant/reversion', { id: first.body.data.orderId })).status).toBe(200);
    const fresh = await scan(server, SAMUEL);
    expect(fresh.body.data.repeated).toBe(false);
    expect(fresh.body.data.saldo).toBe(100_000 - 2 * price);
  });
});

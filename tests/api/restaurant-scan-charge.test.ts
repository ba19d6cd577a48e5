/** The restaurant's lunch line (issue 14 item 1-2): a scan sells the student's default meal once, under every money rule (a refusal moves no money, stock or order), and the meal's way after the scan. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mealAlreadyRegistered, NO_DEFAULT_MEAL } from '../../src/domain/restaurant';
import { credentialMovements, products, students } from '../../server/db/schema';
import type { TurnCard } from '../../src/domain/boards';
import {
  credentialOf,
  DEMO_STUDENT,
  DEMO_STUDENT_INACTIVE_CREDENTIAL,
  DEMO_STUDENT_NO_CREDENTIAL,
  EMILIANO,
  ISABELLA,
  MARIANA,
  NICOLAS,
  setSaldo,
  staffWith,
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
import { SOFIA } from './fixtures/money-school';

openLunchLineSchool();

describe('a scan at the lunch line', () => {
  // One test: the second scan is only a second one after the first.
  it("charges the student's default meal once, by the credential's code in any case; a second scan, by document, says it is registered and charges nothing", async () => {
    const meal = await mealOf(DEMO_STUDENT.num_doc);
    const credential = await credentialOf(t, DEMO_STUDENT.num_doc);
    const res = await scan(line, credential.code.toLowerCase());
    expect(res.status, res.body.message).toBe(200);
    // A code is a bearer secret: the answer never gives it back.
    expect(res.raw.toUpperCase()).not.toContain(credential.code);
    const result = res.body.data;
    expect(result).toMatchObject({
      repeated: false,
      name: DEMO_STUDENT.name,
      saldo: DEMO_STUDENT.saldo - Number(meal.price),
    });
    expect(result.mensaje).toContain('Almuerzo registrado para Valentina Gómez Rojas');
    expect(res.body.message).toBe(result.mensaje);
    expect(result.img).toMatch(/^\/images\//);
    expect(result.turn).toEqual(expect.any(Number));
    const [order] = await restaurantOrdersOf(DEMO_STUDENT.num_doc);
    expect(order).toMatchObject({ id: result.orderId, total: Number(meal.price), turn: result.turn });
    const [after] = await t.db.select().from(products).where(eq(products.id, meal.id));
    expect(after.stock).toBe(meal.stock - 1);

    const [first] = await restaurantOrdersOf(DEMO_STUDENT.num_doc);
    const again = await unchanged(t, () => scan(line, DEMO_STUDENT.num_doc));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ repeated: true, orderId: first.id, turn: first.turn });
    expect(again.body.data.mensaje).toBe(mealAlreadyRegistered(DEMO_STUDENT.name, first.turn));
  });

  it('charges once when 50 scans of one student arrive at the same instant', async () => {
    const meal = await mealOf(NICOLAS);
    const credential = await credentialOf(t, NICOLAS);
    const answers = await Promise.all(Array.from({ length: 50 }, () => scan(line, credential.code)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => !a.body.data.repeated)).toHaveLength(1);
    expect(await restaurantOrdersOf(NICOLAS)).toHaveLength(1);
    const movements = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id_carnet, credential.id));
    expect(movements.filter((m) => m.kind === 'compra')).toHaveLength(1);
    expect((await credentialOf(t, NICOLAS)).saldo).toBe(credential.saldo - Number(meal.price));
  });
});

describe('every money rule on the scan, changing nothing', () => {
  it('refuses a balance too low for the meal', async () => {
    const credential = await credentialOf(t, EMILIANO);
    await setSaldo(admin, credential, credential.saldo, 1000);
    const res = await unchanged(t, () => scan(line, EMILIANO));
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('insufficient_funds');
  });

  it('refuses a meal over the daily limit', async () => {
    const meal = await mealOf(MARIANA);
    const id = await userIdByDocument(t, MARIANA);
    const credential = await credentialOf(t, MARIANA);
    await setSaldo(admin, credential, credential.saldo, 200_000);
    const limit = Math.max(1000, Number(meal.price) - 1000);
    expect(
      (await admin.post('/api/academic/productsblock', { id_user: id, products: [], saldo: limit })).status,
    ).toBe(200);
    const res = await unchanged(t, () => scan(line, MARIANA));
    expect(res.status, res.body.message).toBe(409);
    expect(res.body.reason).toBe('daily_limit');
    await admin.post('/api/academic/productsblock', { id_user: id, products: [], saldo: 0 });
  });

  it('refuses a meal the student may not have', async () => {
    const meal = await mealOf(ISABELLA);
    const id = await userIdByDocument(t, ISABELLA);
    expect(
      (await admin.post('/api/academic/productsblock', { id_user: id, products: [meal.id], saldo: 0 }))
        .status,
    ).toBe(200);
    const res = await unchanged(t, () => scan(line, ISABELLA));
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('product_locked');
    expect(res.body.message).toContain(meal.name);
    await admin.post('/api/academic/productsblock', { id_user: id, products: [], saldo: 0 });
  });

  it('refuses an inactive credential, a student without one and an unknown code', async () => {
    const inactive = await unchanged(t, () => scan(line, DEMO_STUDENT_INACTIVE_CREDENTIAL.num_doc));
    expect(inactive.status).toBe(409);
    expect(inactive.body.reason).toBe('inactive');
    const none = await unchanged(t, () => scan(line, DEMO_STUDENT_NO_CREDENTIAL.num_doc));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('El usuario no tiene carnet');
    const unknown = await unchanged(t, () => scan(line, 'CRN0000000000000000000000000'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No Existe Usuario');
  });

  it('refuses a student without a default meal', async () => {
    const id = await userIdByDocument(t, ISABELLA);
    const [before] = await t.db
      .select({ meal: students.id_product_default })
      .from(students)
      .where(eq(students.id_user, id));
    await t.db.update(students).set({ id_product_default: null }).where(eq(students.id_user, id));
    const res = await unchanged(t, () => scan(line, ISABELLA));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(NO_DEFAULT_MEAL);
    await t.db.update(students).set({ id_product_default: before.meal }).where(eq(students.id_user, id));
  });

  it('refuses a sold-out meal', async () => {
    const meal = await mealOf(ISABELLA);
    const out = await admin.post(`/api/inventory/products/${meal.id}/minus`, {
      count: meal.stock,
      detalle: 'Agotado para la prueba',
    });
    expect(out.status, out.body.message).toBe(200);
    const res = await unchanged(t, () => scan(line, ISABELLA));
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe('out_of_stock');
    expect(
      (await admin.post(`/api/inventory/products/${meal.id}/add`, { count: meal.stock, detalle: 'Repuesto' }))
        .status,
    ).toBe(200);
  });
});

describe("a meal's way after the scan", () => {
  // Sofía, whom no other test of this file scans: she ends the test with a meal of today.
  it('is prepared, shown on the turn display, handed over, and reversed once with the money back', async () => {
    const before = (await credentialOf(t, SOFIA)).saldo;
    const sold = await scan(line, SOFIA);
    expect(sold.status, sold.body.message).toBe(200);
    const { orderId, turn } = sold.body.data;
    const kitchen = (
      await staffWith(t, admin, [
        'restaurant',
        'restaurant.enlistment',
        'restaurant.deliveries',
        'restaurant.reversion',
      ])
    ).api;

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
    expect(board.body.data.find((c) => c.turno === turn)?.name).toBe('Sofía Ramírez León');
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
    expect((await credentialOf(t, SOFIA)).saldo).toBe(before);
    // The spec's path (body {id}) says the same the second time.
    const twice = await unchanged(t, () => kitchen.post('/api/restaurant/reversion', { id: orderId }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('El pedido ya fue reversado');
    // A reversed meal no longer counts: the student may have lunch again.
    expect((await scan(line, SOFIA)).body.data.repeated).toBe(false);
  });
});

/**
 * Meal plans at the lunch line (issue 56, items 1 and 5): a plan sold at the desk is a top-up and its
 * charge (both on the ledger, the top-up in the desk's money); the line pays a lunch by the month's
 * plan, else a pack's lunch, else the balance, and says which; a pack's family hears at 2 lunches left
 * and when it runs out; a pre-order is served as ordered, paid already; a day of menus serves a child
 * without one only from the spare portions. The clock moves forward only, one school day at a time.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentialMovements, mealPlans, orders, planMeals } from '../../server/db/schema';
import { NO_PREORDER, NO_SPARE_PORTIONS, type ScanResult } from '../../src/domain/restaurant';
import { PLAN_MESSAGES, type MealPlan, type PlanQuote } from '../../src/domain/lunchPlans';
import { credentialOf, EMILIANO, NICOLAS, unchanged } from './fixtures';
import {
  admin,
  at,
  emiliano,
  maria,
  meal,
  menuOf,
  nicolas,
  openLunchSchool,
  order,
  price,
  publish,
  SALDO,
  saldoOf,
  t,
  toldToMaria,
} from './fixtures/lunch-school';

openLunchSchool();

const scan = (doc: string) => admin.get<ScanResult>(`/api/restaurant/requests/${doc}/registerstarVenta`);
const sell = (body: Record<string, unknown>, key?: string) =>
  admin.call<MealPlan>('POST', '/api/restaurant/plans', body, key ? { 'Idempotency-Key': key } : {});
/** The school days the clock walks through (March 2026; none is a holiday). */
const DAYS = ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17'];

describe('a plan sold at the desk', () => {
  it('quotes a pack at the meal’s price and sells it once per key, as a top-up and its charge', async () => {
    at('2026-03-09T10:00');
    const quote = await admin.get<PlanQuote>(
      `/api/restaurant/plans/quote?id_estudiante=${nicolas}&tipo=paquete&cantidad=5`,
    );
    expect(quote.status, quote.body.message).toBe(200);
    expect(quote.body.data).toMatchObject({ tipo: 'paquete', almuerzos: 5, descuento: 0 });
    expect(quote.body.data.precio).toBe(5 * quote.body.data.precio_almuerzo);

    const credential = await credentialOf(t, NICOLAS);
    const before = await saldoOf(nicolas);
    const body = { id_estudiante: nicolas, tipo: 'paquete', cantidad: 5, metodo_pago: 'efectivo' };
    const [one, two] = [await sell(body, 'plan-nicolas-1'), await sell(body, 'plan-nicolas-1')];
    expect(one.status, one.body.message).toBe(201);
    expect(two.body.data.id).toBe(one.body.data.id);
    expect(one.body.data).toMatchObject({
      restantes: 5,
      metodo_pago: 'efectivo',
      vigente: true,
      vendido_por: 'Administrador Demo',
    });
    expect(await saldoOf(nicolas)).toBe(before);
    const moves = (
      await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_carnet, credential.id))
    ).filter((m) => m.detalle?.startsWith('Plan de almuerzo'));
    expect(moves.map((m) => [m.kind, m.amount, m.paymentMethod])).toEqual([
      ['recarga', quote.body.data.precio, 'efectivo'],
      ['compra', -quote.body.data.precio, null],
    ]);
  });

  it('refuses by field and changes nothing: a card without its voucher, a past month, a pack too small', async () => {
    await unchanged(
      t,
      async () => {
        const card = await sell({
          id_estudiante: nicolas,
          tipo: 'paquete',
          cantidad: 5,
          metodo_pago: 'tarjeta',
        });
        expect(card.status).toBe(400);
        expect(card.body.errors).toHaveProperty('referencia');
        const past = await sell({
          id_estudiante: nicolas,
          tipo: 'mensualidad',
          mes: '2026-02',
          metodo_pago: 'efectivo',
        });
        expect(past.body.errors).toEqual({ mes: PLAN_MESSAGES.monthPast });
        const small = await sell({
          id_estudiante: nicolas,
          tipo: 'paquete',
          cantidad: 2,
          metodo_pago: 'efectivo',
        });
        expect(small.body.errors).toEqual({ cantidad: PLAN_MESSAGES.size });
      },
      { plans: mealPlans, movements: credentialMovements },
    );
  });
});

describe('the lunch line', () => {
  it('takes a pack’s lunches one a day, tells the family at 2 left and at none, then charges the balance', async () => {
    at('2026-03-09T11:00');
    const chose = await maria.put(`/api/family/children/${emiliano}/notices`, {
      porteria: false,
      tarde: false,
      ruta: false,
      almuerzos: true,
    });
    expect(chose.status, chose.body.message).toBe(200);
    const bought = await maria.post<MealPlan>('/api/family/plans', {
      id_estudiante: emiliano,
      tipo: 'paquete',
      cantidad: 5,
    });
    expect(bought.status, bought.body.message).toBe(201);
    const afterPack = await saldoOf(emiliano);
    expect(afterPack).toBe(SALDO - bought.body.data.precio);

    const said: ScanResult[] = [];
    for (const day of DAYS) {
      at(`${day}T12:15`);
      const res = await scan(EMILIANO);
      expect(res.status, res.body.message).toBe(200);
      said.push(res.body.data);
    }
    expect(said.map((s) => [s.pago, s.restantes])).toEqual([
      ['paquete', 4],
      ['paquete', 3],
      ['paquete', 2],
      ['paquete', 1],
      ['paquete', 0],
      ['saldo', undefined],
    ]);
    expect(said[2].mensaje).toContain('Pagado con el paquete (quedan 2)');
    // The pack's lunches moved no money; the sixth was charged as before.
    expect(said.slice(0, 5).map((s) => s.saldo)).toEqual([
      afterPack,
      afterPack,
      afterPack,
      afterPack,
      afterPack,
    ]);
    expect(await saldoOf(emiliano)).toBe(said[5].saldo);
    const [sixth] = await t.db.select().from(orders).where(eq(orders.id, said[5].orderId));
    expect(afterPack - said[5].saldo).toBe(Number(sixth.total));
    expect(Number(sixth.total)).toBeGreaterThan(0);
    const told = (await toldToMaria()).filter((n) => n.kind === 'paquete_almuerzos').map((n) => n.data);
    expect(told).toEqual([{ restantes: 2 }, { restantes: 0 }]);
    const paidByPlan = await t.db.select().from(planMeals).where(eq(planMeals.id_plan, bought.body.data.id));
    expect(paidByPlan).toHaveLength(5);
  });

  it('pays by the month’s plan before a pack, and a pre-order as it was paid', async () => {
    at('2026-03-17T13:00');
    const month = await sell({
      id_estudiante: nicolas,
      tipo: 'mensualidad',
      mes: '2026-04',
      metodo_pago: 'efectivo',
    });
    expect(month.status, month.body.message).toBe(201);
    const again = await unchanged(t, () =>
      sell({ id_estudiante: nicolas, tipo: 'mensualidad', mes: '2026-04', metodo_pago: 'efectivo' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(PLAN_MESSAGES.monthHeld);

    at('2026-03-31T09:00');
    await publish(['2026-04-07', '2026-04-08'], [meal.juvenil, meal.ejecutivo], 1);
    const placed = await order(
      admin,
      { id_estudiante: nicolas, fecha: '2026-04-08', id_menu: await menuOf('2026-04-08', meal.ejecutivo) },
      '/api/restaurant/preorders',
    );
    expect(placed.body.data.pedido).toMatchObject({ pago: 'mensualidad', monto: 0 });

    const saldo = await saldoOf(nicolas);
    at('2026-04-07T12:00');
    // A day of menus without a pre-order: served from the extra portion, paid by the month's plan.
    const walkIn = await scan(NICOLAS);
    expect(walkIn.status, walkIn.body.message).toBe(200);
    expect(walkIn.body.data).toMatchObject({ pago: 'mensualidad', pedido: false });
    const [pack] = await t.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.id_user, nicolas), eq(mealPlans.tipo, 'paquete')));
    expect(pack.restantes).toBe(5);

    at('2026-04-08T12:00');
    const served = await scan(NICOLAS);
    expect(served.body.data).toMatchObject({
      pago: 'mensualidad',
      pedido: true,
      almuerzo: { id: meal.ejecutivo },
    });
    const [order2] = await t.db.select().from(orders).where(eq(orders.id, served.body.data.orderId));
    expect(Number(order2.total)).toBe(0);
    expect(await saldoOf(nicolas)).toBe(saldo);
    expect(price.ejecutivo).toBeGreaterThan(0);
  });

  it('serves a child without a pre-order only from the spare portions, or not at all where the school says so', async () => {
    at('2026-04-08T09:00');
    await publish(['2026-04-09'], [meal.juvenil], 0);
    const settings = await admin.put('/api/restaurant/settings', {
      hora_corte: '08:30',
      cierre_cocina: '11:00',
      sin_pedido: false,
      descuento_mensualidad: 0,
      descuento_paquete: 10,
    });
    expect(settings.status, settings.body.message).toBe(200);
    at('2026-04-09T12:00');
    const refused = await unchanged(t, () => scan(EMILIANO));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NO_PREORDER);
    await admin.put('/api/restaurant/settings', {
      hora_corte: '08:30',
      cierre_cocina: '11:00',
      sin_pedido: true,
      descuento_mensualidad: 0,
      descuento_paquete: 10,
    });
    // The day's portions are fixed at the cut-off: none pre-ordered, no extra, none spare.
    const { lunchCutoffRound } = await import('../../server/modules/restaurant');
    await t.db.transaction((tx) => lunchCutoffRound(tx, t.clock, 'America/Bogota'));
    const none = await unchanged(t, () => scan(EMILIANO));
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(NO_SPARE_PORTIONS);
    const discounted = await admin.get<PlanQuote>(
      `/api/restaurant/plans/quote?id_estudiante=${nicolas}&tipo=paquete&cantidad=10`,
    );
    expect(discounted.body.data.precio).toBe(Math.ceil(10 * discounted.body.data.precio_almuerzo * 0.9));
  });
});

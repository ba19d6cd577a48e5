/**
 * The lunch line offline honours what was paid ahead (issue 56, item 5): its roster carries the day's
 * pre-orders (the pre-ordered meal, at no charge) and the plans that pay; a meal served offline and
 * sent late is the child's pre-order, served, or a pack's lunch, taken — never the balance — and the
 * line, back online, knows the child has eaten.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mealPlans, orders, planMeals } from '../../server/db/schema';
import type { LateSaleResult, Roster } from '../../src/domain/offline';
import type { MealPlan } from '../../src/domain/lunchPlans';
import type { ScanResult } from '../../src/domain/restaurant';
import { EMILIANO, NICOLAS, openTill } from './fixtures';
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
  preordersOf,
  publish,
  saldoOf,
  t,
} from './fixtures/lunch-school';

openLunchSchool();

const TUESDAY = '2026-03-10';
const TILL = 'aa11bb22cc33dd44ee55ff6677889900';
const hashOf = (sal: string, doc: string) =>
  createHash('sha256').update(`${sal}:${doc}`).digest('hex').slice(0, 20);

describe('the lunch line offline', () => {
  it('carries the pre-ordered meal and the plans that pay, at no charge', async () => {
    at('2026-03-09T08:00');
    await publish([TUESDAY], [meal.juvenil, meal.ejecutivo]);
    const placed = await order(maria, {
      id_estudiante: emiliano,
      fecha: TUESDAY,
      id_menu: await menuOf(TUESDAY, meal.ejecutivo),
    });
    expect(placed.status, placed.body.message).toBe(201);
    const pack = await admin.post<MealPlan>('/api/restaurant/plans', {
      id_estudiante: nicolas,
      tipo: 'paquete',
      cantidad: 5,
      metodo_pago: 'efectivo',
    });
    expect(pack.status, pack.body.message).toBe(201);

    at('2026-03-10T11:30');
    await openTill(t, admin, 'restaurant', TILL);
    const roster = (await admin.get<Roster>(`/api/restaurant/roster?caja=${TILL}`)).body.data;
    const entryOf = (doc: string) => roster.entries.find((e) => e.d === hashOf(roster.sal, doc));
    expect(entryOf(EMILIANO)).toMatchObject({ pagado: 'pedido', almuerzo: { id: meal.ejecutivo, price: 0 } });
    expect(entryOf(NICOLAS)).toMatchObject({ pagado: 'paquete', almuerzo: { price: 0 } });
  });

  it('serves the pre-order and takes a pack’s lunch when the meals arrive late, never the balance', async () => {
    at('2026-03-10T12:10');
    const lista = (await admin.get<Roster>(`/api/restaurant/roster?caja=${TILL}`)).body.data.leido_en;
    at('2026-03-10T12:20');
    const before = { emiliano: await saldoOf(emiliano), nicolas: await saldoOf(nicolas) };
    const late = (id_user: number, product: number, key: string) =>
      admin.call<LateSaleResult>(
        'POST',
        '/api/restaurant/requests/offline',
        {
          caja: TILL,
          lista,
          hecha_en: new Date('2026-03-10T12:15:00-05:00').toISOString(),
          id_user,
          products: [{ id: product, count: 1 }],
          total: 0,
        },
        { 'Idempotency-Key': key },
      );
    const first = await late(emiliano, meal.ejecutivo, 'almuerzo-pedido-1');
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data.estado).toBe('aceptada');
    const [served] = await preordersOf(emiliano, TUESDAY);
    expect(served).toMatchObject({ estado: 'servido', id_order: first.body.data.id_order });
    const [sold] = await t.db.select().from(orders).where(eq(orders.id, first.body.data.id_order!));
    expect(Number(sold.total)).toBe(0);

    const second = await late(nicolas, meal.juvenil, 'almuerzo-paquete-1');
    expect(second.body.data.estado, second.body.data.motivo ?? '').toBe('aceptada');
    const [pack] = await t.db.select().from(mealPlans).where(eq(mealPlans.id_user, nicolas));
    expect(pack.restantes).toBe(4);
    expect(
      await t.db.select().from(planMeals).where(eq(planMeals.id_order, second.body.data.id_order!)),
    ).toHaveLength(1);
    expect({ emiliano: await saldoOf(emiliano), nicolas: await saldoOf(nicolas) }).toEqual(before);

    // Back online, the line knows Emiliano has eaten.
    const again = await admin.get<ScanResult>(`/api/restaurant/requests/${EMILIANO}/registerstarVenta`);
    expect(again.body.data.repeated).toBe(true);
  });
});

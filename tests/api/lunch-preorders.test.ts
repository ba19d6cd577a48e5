/**
 * Pre-orders with a cut-off (issue 56, items 2 and 7): the kitchen publishes a fortnight at most, on
 * school days; a family orders, changes and cancels until the day's cut-off (8:30), each paid and
 * given back through the ledger once; after it the day is closed (409, nothing changes); another
 * family's child is not theirs (404); an allergic child gets the alternative; concurrent changes
 * leave one pre-order and the right balance. The clock moves forward only.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentialMovements, dayMenus, preorders, students } from '../../server/db/schema';
import { CHILD_NOT_FOUND } from '../../src/domain/family';
import { LUNCH_MESSAGES, type ChildLunch, type MenusAnswer } from '../../src/domain/lunchMenus';
import { credentialOf, unchanged } from './fixtures';
import {
  admin,
  at,
  emiliano,
  maria,
  nicolas,
  meal,
  menuOf,
  order,
  openLunchSchool,
  preordersOf,
  price,
  publish,
  SALDO,
  saldoOf,
  t,
} from './fixtures/lunch-school';

openLunchSchool();

const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const THURSDAY = '2026-03-12';
const SATURDAY = '2026-03-14';
const LUNCH_TABLES = { menus: dayMenus, preorders, movements: credentialMovements };

describe('the menus', () => {
  it('are published on school days from today up to two weeks ahead, and refused otherwise by field', async () => {
    at('2026-03-09T08:00');
    const week = await publish([TUESDAY, WEDNESDAY, THURSDAY], [meal.juvenil, meal.ejecutivo]);
    expect(week.dias.map((d) => d.menus.length)).toEqual([2, 2, 2]);
    expect(week.dias[0].menus[0]).toMatchObject({
      id_servicio: null,
      platos: ['Crema de ahuyama', 'Arroz con pollo'],
      pedidos: 0,
    });

    const put = (fecha: string, id_producto = meal.juvenil) =>
      admin.put('/api/restaurant/menus', {
        desde: fecha,
        hasta: fecha,
        dias: [{ fecha, menus: [{ id_servicio: null, id_producto, platos: ['Sopa'], extra: 0 }] }],
      });
    await unchanged(
      t,
      async () => {
        const weekend = await put(SATURDAY);
        expect(weekend.status).toBe(400);
        expect(weekend.body.errors).toEqual({ 'dias.0.fecha': LUNCH_MESSAGES.notSchoolDay });
        expect((await put('2026-03-06')).body.errors).toEqual({ 'dias.0.fecha': LUNCH_MESSAGES.pastDay });
        expect((await put('2026-03-24')).body.errors).toEqual({ 'dias.0.fecha': LUNCH_MESSAGES.tooFarAhead });
      },
      LUNCH_TABLES,
    );
    const notLunch = await admin.put('/api/restaurant/menus', {
      desde: WEDNESDAY,
      hasta: WEDNESDAY,
      dias: [
        { fecha: WEDNESDAY, menus: [{ id_servicio: null, id_producto: 1, platos: ['Sopa'], extra: 0 }] },
      ],
    });
    expect(notLunch.status).toBe(400);
    expect(Object.values(notLunch.body.errors ?? {})[0]).toMatch(
      /producto del restaurante|Elija el producto/,
    );
  });
});

describe('a family pre-orders', () => {
  it('pays from the balance, changes and cancels before the cut-off, each through the ledger once', async () => {
    at('2026-03-09T20:00');
    const juvenil = await menuOf(TUESDAY, meal.juvenil);
    const ejecutivo = await menuOf(TUESDAY, meal.ejecutivo);
    const first = await order(maria, { id_estudiante: emiliano, fecha: TUESDAY, id_menu: juvenil });
    expect(first.status, first.body.message).toBe(201);
    expect(first.body.data.pedido).toMatchObject({ estado: 'pedido', pago: 'saldo', monto: price.juvenil });
    expect(first.body.data.saldo).toBe(SALDO - price.juvenil);

    const changed = await order(maria, { id_estudiante: emiliano, fecha: TUESDAY, id_menu: ejecutivo });
    expect(changed.status, changed.body.message).toBe(201);
    expect(changed.body.data.saldo).toBe(SALDO - price.ejecutivo);
    expect((await preordersOf(emiliano, TUESDAY)).map((p) => p.estado)).toEqual(['cancelado', 'pedido']);

    const cancelled = await maria.delete<{ saldo: number }>(
      `/api/family/preorders/${changed.body.data.pedido.id}`,
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data.saldo).toBe(SALDO);
    expect(await saldoOf(emiliano)).toBe(SALDO);
    const credential = await credentialOf(t, '1098765441');
    const lunchMoves = (
      await t.db.select().from(credentialMovements).where(eq(credentialMovements.id_carnet, credential.id))
    )
      .filter((m) => m.detalle?.includes(TUESDAY))
      .map((m) => m.amount);
    expect(lunchMoves).toEqual([-price.juvenil, price.juvenil, -price.ejecutivo, price.ejecutivo]);

    const days = await maria.get<ChildLunch>(
      `/api/family/children/${emiliano}/lunch?desde=${TUESDAY}&hasta=${THURSDAY}`,
    );
    expect(days.status).toBe(200);
    expect(days.body.data.dias.map((d) => [d.fecha, d.abierto, d.menus.length])).toEqual([
      [TUESDAY, true, 2],
      [WEDNESDAY, true, 2],
      [THURSDAY, true, 2],
    ]);
  });

  it('is closed after the cut-off: 409 for a new one and a cancellation, and nothing changes', async () => {
    at('2026-03-10T07:00');
    const juvenil = await menuOf(TUESDAY, meal.juvenil);
    const placed = await order(maria, { id_estudiante: emiliano, fecha: TUESDAY, id_menu: juvenil });
    expect(placed.status, placed.body.message).toBe(201);
    at('2026-03-10T08:30');
    await unchanged(
      t,
      async () => {
        const late = await order(maria, {
          id_estudiante: emiliano,
          fecha: TUESDAY,
          id_menu: await menuOf(TUESDAY, meal.ejecutivo),
        });
        expect(late.status).toBe(409);
        expect(late.body.message).toBe(LUNCH_MESSAGES.afterCutoff('08:30'));
        expect(late.body.errors).toEqual({ fecha: LUNCH_MESSAGES.afterCutoff('08:30') });
        const cancel = await maria.delete(`/api/family/preorders/${placed.body.data.pedido.id}`);
        expect(cancel.status).toBe(409);
        const past = await order(maria, { id_estudiante: emiliano, fecha: '2026-03-09', id_menu: juvenil });
        expect(past.status).toBe(400);
      },
      LUNCH_TABLES,
    );
    const days = await maria.get<ChildLunch>(
      `/api/family/children/${emiliano}/lunch?desde=${TUESDAY}&hasta=${WEDNESDAY}`,
    );
    expect(days.body.data.dias.map((d) => d.abierto)).toEqual([false, true]);
  });

  it("is never another family's: their child, their pre-order and their menus answer 404", async () => {
    at('2026-03-10T09:00');
    const menu = await menuOf(WEDNESDAY, meal.juvenil);
    await unchanged(
      t,
      async () => {
        const other = await order(maria, { id_estudiante: nicolas, fecha: WEDNESDAY, id_menu: menu });
        expect(other.status).toBe(404);
        expect(other.body.message).toBe(CHILD_NOT_FOUND);
        expect(
          (await maria.get(`/api/family/children/${nicolas}/lunch?desde=${WEDNESDAY}&hasta=${WEDNESDAY}`))
            .status,
        ).toBe(404);
      },
      LUNCH_TABLES,
    );
    const staffs = await order(
      admin,
      { id_estudiante: nicolas, fecha: WEDNESDAY, id_menu: menu },
      '/api/restaurant/preorders',
    );
    expect(staffs.status, staffs.body.message).toBe(201);
    await unchanged(
      t,
      async () => {
        expect((await maria.delete(`/api/family/preorders/${staffs.body.data.pedido.id}`)).status).toBe(404);
      },
      LUNCH_TABLES,
    );
  });

  it('gives an allergic child the alternative, and says why', async () => {
    // Nicolás turns out celiac: every lunch of the demo holds gluten.
    await t.db
      .update(students)
      .set({ alergias: ['gluten'] })
      .where(eq(students.id_user, nicolas));
    const res = await order(
      admin,
      { id_estudiante: nicolas, fecha: THURSDAY, id_menu: await menuOf(THURSDAY, meal.juvenil) },
      '/api/restaurant/preorders',
    );
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data.pedido.alergenos).toEqual(['gluten']);
    expect(res.body.data.pedido.id_producto).not.toBe(meal.juvenil);
  });

  it('keeps one pre-order and the right balance when changes race each other', async () => {
    at('2026-03-10T09:30');
    const menus = [await menuOf(THURSDAY, meal.juvenil), await menuOf(THURSDAY, meal.ejecutivo)];
    const before = await saldoOf(emiliano);
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) => order(maria, { id_estudiante: emiliano, fecha: THURSDAY, id_menu: menus[i] })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const rows = await preordersOf(emiliano, THURSDAY);
    const active = rows.filter((r) => r.estado === 'pedido');
    expect(active).toHaveLength(1);
    expect(rows.filter((r) => r.estado === 'cancelado')).toHaveLength(3);
    expect(await saldoOf(emiliano)).toBe(before - active[0].monto);
    // Every movement of the day's lunch nets to the one that stands.
    const credential = await credentialOf(t, '1098765441');
    const net = (
      await t.db
        .select({ amount: credentialMovements.amount })
        .from(credentialMovements)
        .where(
          and(
            eq(credentialMovements.id_carnet, credential.id),
            inArray(credentialMovements.kind, ['compra', 'reversion']),
          ),
        )
    ).reduce((sum, m) => sum + m.amount, 0);
    expect(SALDO + net).toBe(await saldoOf(emiliano));
  });

  it('keeps a menu that has pre-orders: its product and the menu itself stay (409)', async () => {
    const before = await admin.get<MenusAnswer>(`/api/restaurant/menus?desde=${THURSDAY}&hasta=${THURSDAY}`);
    const res = await unchanged(
      t,
      () =>
        admin.put('/api/restaurant/menus', {
          desde: THURSDAY,
          hasta: THURSDAY,
          dias: [{ fecha: THURSDAY, menus: [] }],
        }),
      LUNCH_TABLES,
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/tiene pedidos/);
    expect(
      (await admin.get<MenusAnswer>(`/api/restaurant/menus?desde=${THURSDAY}&hasta=${THURSDAY}`)).body.data,
    ).toEqual(before.body.data);
  });
});

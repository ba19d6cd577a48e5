/**
 * The gate decides the lunch (issue 56, items 3 and 4): at the cut-off the pre-order of a child the
 * gate has not seen is cancelled and its money given back once — not for a child who came in, not on
 * a day without classes, not twice for rounds that race; an entry before the kitchen closes brings
 * it back while the kitchen has a spare portion; the kitchen's count adds up (pre-orders = served +
 * cancelled + no-shows). The rounds run here at the clock's instant (the app's timer is off in tests).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { credentialMovements } from '../../server/db/schema';
import type { Clock } from '../../server/clock';
import { lunchCutoffRound } from '../../server/modules/restaurant';
import type { Calendar } from '../../src/domain/calendar';
import type { Kitchen } from '../../src/domain/kitchen';
import { LUNCH_MESSAGES } from '../../src/domain/lunchMenus';
import type { ScanResult } from '../../src/domain/restaurant';
import { credentialOf, EMILIANO, NICOLAS, unchanged } from './fixtures';
import { scan as gate } from './fixtures/gate-school';
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
  price,
  publish,
  SALDO,
  saldoOf,
  t,
  toldToMaria,
} from './fixtures/lunch-school';

openLunchSchool();

const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const THURSDAY = '2026-03-12';
const FRIDAY = '2026-03-13';
const round = () => t.db.transaction((tx) => lunchCutoffRound(tx, t.clock, 'America/Bogota'));
const line = (doc: string) => admin.get<ScanResult>(`/api/restaurant/requests/${doc}/registerstarVenta`);
const kitchen = (day: string) => admin.get<Kitchen>(`/api/restaurant/kitchen?fecha=${day}`);
const stateOf = async (student: number, day: string) =>
  (await preordersOf(student, day)).map((p) => p.estado);
/** Both children's juvenil lunch of `day`, ordered the day before by María and by the staff. */
async function bothOrder(day: string) {
  const id_menu = await menuOf(day, meal.juvenil);
  expect((await order(maria, { id_estudiante: emiliano, fecha: day, id_menu })).status).toBe(201);
  expect(
    (await order(admin, { id_estudiante: nicolas, fecha: day, id_menu }, '/api/restaurant/preorders')).status,
  ).toBe(201);
}

describe('the cut-off', () => {
  it('cancels and pays back the absent child’s lunch once, not the present one’s', async () => {
    at('2026-03-09T08:00');
    await publish([TUESDAY], [meal.juvenil], 0);
    await publish([WEDNESDAY], [meal.juvenil], 1);
    await publish([THURSDAY, FRIDAY], [meal.juvenil], 3);
    await bothOrder(TUESDAY);
    expect(await saldoOf(emiliano)).toBe(SALDO - price.juvenil);

    at('2026-03-10T07:10');
    expect((await gate(admin, NICOLAS)).status).toBe(200);
    at('2026-03-10T08:29');
    expect(await round()).toEqual({ cancelled: 0, fixed: 0 });
    at('2026-03-10T08:30');
    const [first, second] = await Promise.all([round(), round()]);
    expect(first.cancelled + second.cancelled).toBe(1);
    expect(await round()).toEqual({ cancelled: 0, fixed: 0 });
    expect(await stateOf(emiliano, TUESDAY)).toEqual(['anulado']);
    expect(await stateOf(nicolas, TUESDAY)).toEqual(['pedido']);
    expect(await saldoOf(emiliano)).toBe(SALDO);
    const credential = await credentialOf(t, EMILIANO);
    const backs = await t.db
      .select()
      .from(credentialMovements)
      .where(
        and(eq(credentialMovements.id_carnet, credential.id), eq(credentialMovements.kind, 'reversion')),
      );
    expect(backs.map((m) => m.amount)).toEqual([price.juvenil]);
    expect((await toldToMaria()).filter((n) => n.kind === 'almuerzo_anulado').map((n) => n.data)).toEqual([
      { fecha: TUESDAY, producto: 'Almuerzo juvenil', valor: price.juvenil, motivo: 'saldo' },
    ]);
  });

  it('does not bring the lunch back on a late entry when the kitchen has no spare portion', async () => {
    at('2026-03-10T09:00');
    expect((await gate(admin, EMILIANO)).status).toBe(200);
    expect(await stateOf(emiliano, TUESDAY)).toEqual(['anulado']);
    expect(await saldoOf(emiliano)).toBe(SALDO);
    at('2026-03-10T12:10');
    expect((await line(NICOLAS)).body.data).toMatchObject({ pedido: true, pago: 'saldo' });
  });

  it('brings it back, paid again, on an entry while a portion is spare and the kitchen open', async () => {
    at('2026-03-10T15:00');
    await bothOrder(WEDNESDAY);
    at('2026-03-11T08:31');
    expect(await round()).toEqual({ cancelled: 2, fixed: 1 });
    // Neither had come in: both cancelled, and the one extra portion is all that is spare.
    at('2026-03-11T09:15');
    expect((await gate(admin, EMILIANO)).status).toBe(200);
    expect(await stateOf(emiliano, WEDNESDAY)).toEqual(['pedido']);
    expect(await saldoOf(emiliano)).toBe(SALDO - price.juvenil);
    expect(
      (await toldToMaria()).filter((n) => n.kind === 'almuerzo_restablecido').map((n) => n.data),
    ).toEqual([{ fecha: WEDNESDAY, producto: 'Almuerzo juvenil', valor: price.juvenil, motivo: 'saldo' }]);
    // The one spare portion is his now: Nicolás, entering after, stays without.
    expect((await gate(admin, NICOLAS)).status).toBe(200);
    expect(await stateOf(nicolas, WEDNESDAY)).toEqual(['anulado']);
    // A later round leaves a re-instated lunch alone.
    at('2026-03-11T10:00');
    expect((await round()).cancelled).toBe(0);
    expect(await stateOf(emiliano, WEDNESDAY)).toEqual(['pedido']);
  });

  it('keeps it cancelled after the kitchen closes, and never runs on a day without classes', async () => {
    at('2026-03-11T15:00');
    await bothOrder(THURSDAY);
    await bothOrder(FRIDAY);
    at('2026-03-12T08:30');
    expect((await round()).cancelled).toBe(2);
    at('2026-03-12T11:05');
    expect((await gate(admin, EMILIANO)).status).toBe(200);
    expect(await stateOf(emiliano, THURSDAY)).toEqual(['anulado']);

    const calendar = await admin.get<Calendar>('/api/admin/calendar?anio=2026');
    const dias = [
      ...calendar.body.data.dias,
      { fecha: FRIDAY, tipo: 'sin_clases', nombre: 'Jornada pedagógica' },
    ];
    expect((await admin.put('/api/admin/calendar', { anio: 2026, dias })).status).toBe(200);
    // The day off takes no new order, and the one refused changes nothing.
    const fridayMenu = await menuOf(FRIDAY, meal.juvenil);
    const offDay = await unchanged(t, () =>
      order(
        admin,
        { id_estudiante: nicolas, fecha: FRIDAY, id_menu: fridayMenu },
        '/api/restaurant/preorders',
      ),
    );
    expect(offDay.status).toBe(400);
    expect(offDay.body.errors).toEqual({ fecha: LUNCH_MESSAGES.notSchoolDay });
    at('2026-03-13T08:45');
    expect(await round()).toEqual({ cancelled: 0, fixed: 0 });
    expect(await stateOf(emiliano, FRIDAY)).toEqual(['pedido']);
  });
});

describe("the kitchen's count", () => {
  it('adds up: pre-orders = served + cancelled + no-shows, by service and menu', async () => {
    at('2026-03-12T15:00');
    const tuesday = await kitchen(TUESDAY);
    expect(tuesday.status, tuesday.body.message).toBe(200);
    expect(tuesday.body.data.cerrado).toBe(true);
    const [service] = tuesday.body.data.servicios;
    const [menu] = service.menus;
    expect(menu).toMatchObject({
      pedidos: 2,
      servidos: 1,
      cancelados: 1,
      no_presentados: 0,
      pendientes: 0,
      porciones: 1,
      libres: 0,
    });
    expect(service.cursos.flatMap((c) => c.nombres.map((n) => n.id_estudiante))).toEqual([nicolas]);

    const wednesday = (await kitchen(WEDNESDAY)).body.data.servicios[0].menus[0];
    expect(wednesday).toMatchObject({
      pedidos: 2,
      servidos: 0,
      cancelados: 1,
      no_presentados: 1,
      porciones: 1,
      libres: 0,
    });
    for (const m of [menu, wednesday])
      expect(m.pedidos).toBe(m.servidos + m.cancelados + m.no_presentados + m.pendientes);
  });
});

describe('a change racing the cut-off', () => {
  it('lands before it and is cancelled with it, or is refused: one lunch cancelled and paid back, once', async () => {
    const MONDAY = '2026-03-16';
    at('2026-03-13T10:00');
    await publish([MONDAY], [meal.juvenil, meal.ejecutivo], 0);
    const before = await saldoOf(emiliano);
    const first = await order(maria, {
      id_estudiante: emiliano,
      fecha: MONDAY,
      id_menu: await menuOf(MONDAY, meal.juvenil),
    });
    expect(first.status, first.body.message).toBe(201);
    // The requests still see 8:29; the round runs at 8:30, at the same time.
    at('2026-03-16T08:29');
    const cutoffAt = (hhmm: string): Clock => {
      const instant = new Date(`2026-03-16T${hhmm}:00-05:00`);
      return { now: () => instant, nowMs: () => instant.getTime() };
    };
    const change = order(maria, {
      id_estudiante: emiliano,
      fecha: MONDAY,
      id_menu: await menuOf(MONDAY, meal.ejecutivo),
    });
    const [changed, racing] = await Promise.all([
      change,
      t.db.transaction((tx) => lunchCutoffRound(tx, cutoffAt('08:30'), 'America/Bogota')),
    ]);
    expect([201, 409]).toContain(changed.status);
    // A pre-order the racing round could not see is the next round's.
    const next = await t.db.transaction((tx) => lunchCutoffRound(tx, cutoffAt('08:31'), 'America/Bogota'));
    expect(racing.cancelled + next.cancelled).toBe(1);
    const rows = await preordersOf(emiliano, MONDAY);
    expect(rows.filter((r) => r.estado === 'anulado')).toHaveLength(1);
    expect(rows.filter((r) => r.estado === 'pedido' || r.estado === 'servido')).toEqual([]);
    expect(await saldoOf(emiliano)).toBe(before);
  });
});

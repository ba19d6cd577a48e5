/**
 * The family's hours per store and weekly cap (issue 55, item 7): saved from the portal (where the
 * school allows), recorded on the child's history, and applied by the sale core at every door — a
 * point of sale, and a late offline sale judged by the roster its till read, which carries them.
 * The app's clock is moved forward by the test through a school week (never back).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClock, type Clock } from '../../server/clock';
import { credentials, limitChanges, orders, portalSettings } from '../../server/db/schema';
import { FAMILY_MAY_NOT_WINDOWS, type FamilyChild, type FamilyLimits } from '../../src/domain/family';
import type { LateSaleResult, Roster } from '../../src/domain/offline';
import { STORE } from '../../src/domain/inventory';
import { weeklyCapMessage, WINDOW_OVERLAP } from '../../src/domain/saleWindows';
import type { StudentFile } from '../../src/domain/academic';
import type { TimelineEvent } from '../../src/domain/timeline';
import {
  activatedFamily,
  cafeteriaBody,
  EMILIANO,
  MARIA,
  papeleriaBody,
  productNamed,
  schoolWithStaff,
  sell,
  unchanged,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';
import { openTill, rosterUrl } from './fixtures/tills';

/** The app's clock, set forward by the test. */
let current: Clock = startClock(new Date('2026-03-10T08:00:00-05:00'));
const clock: Clock = { now: () => current.now(), nowMs: () => current.nowMs() };
const at = (bogota: string) => {
  current = startClock(new Date(`${bogota}-05:00`));
};

const TILL = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
let t: TestApp;
let cashier: Api;
let maria: Api;
let admin: Api;
let emiliano: number;
let water: { id: number; price: number };
let glue: { id: number; price: number };
/** The cafeteria's breaks this file sets first. */
const BREAKS = [
  { tienda: STORE.cafeteria, desde: '09:30', hasta: '10:00' },
  { tienda: STORE.cafeteria, desde: '12:00', hasta: '13:00' },
];
const limitsUrl = () => `/api/family/children/${emiliano}/limits`;
/** A water the till sold offline at `madeAt` (Bogotá), sent late under the roster read at `lista`. */
const lateWater = (lista: string, madeAt: string, key: string) =>
  cashier.call<LateSaleResult>(
    'POST',
    '/api/cafeteria/requests/offline',
    {
      caja: TILL,
      lista,
      hecha_en: new Date(`${madeAt}-05:00`).toISOString(),
      id_user: emiliano,
      products: [{ id: water.id, count: 1 }],
      total: water.price,
    },
    { 'Idempotency-Key': key },
  );
const buyWater = () => sell(cashier, 'cafeteria', cafeteriaBody(emiliano, [{ id: water.id, count: 1 }]));

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    cashier: { api: cashier },
  } = await schoolWithStaff({
    staff: ['admin', 'cashier'],
    funded: [EMILIANO],
    env: { SESSION_HOURS: '9000' },
    build: { clock },
  }));
  maria = (await activatedFamily(t, admin, MARIA.num_doc)).api;
  emiliano = await userIdByDocument(t, EMILIANO);
  water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
  glue = await productNamed(t, 'Pegante en barra 21 g', STORE.papeleria);
});
afterAll(() => t?.close());

describe("the family's hours", () => {
  it('are saved, said on the history, and refused when they cross', async () => {
    const crossing = await maria.put(limitsUrl(), {
      horarios: [
        { tienda: STORE.cafeteria, desde: '09:30', hasta: '10:00' },
        { tienda: STORE.cafeteria, desde: '09:45', hasta: '10:15' },
      ],
    });
    expect(crossing.status).toBe(400);
    expect(crossing.body.errors).toEqual({ horarios: `Horario 2: ${WINDOW_OVERLAP}` });

    const saved = await maria.put<FamilyLimits>(limitsUrl(), {
      horarios: [
        { tienda: STORE.cafeteria, desde: '12:00', hasta: '13:00' },
        { tienda: STORE.cafeteria, desde: '09:30', hasta: '10:00' },
      ],
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.data.horarios).toEqual([
      { tienda: STORE.cafeteria, desde: '09:30', hasta: '10:00' },
      { tienda: STORE.cafeteria, desde: '12:00', hasta: '13:00' },
    ]);
    // The staff see them on the student's file.
    const file = await admin.get<StudentFile>(`/api/academic/students/${emiliano}/file`);
    expect(file.body.data.credential).toMatchObject({ horarios: saved.body.data.horarios, tope_semanal: 0 });
    const history = await maria.get<TimelineEvent[]>(`/api/family/children/${emiliano}/timeline?page=1`);
    expect(history.body.data[0]).toMatchObject({
      source: 'limits',
      kind: 'horarios',
      detail: expect.stringContaining('A cualquier hora → Cafetería 9:30–10:00 y 12:00–13:00'),
    });
  });

  it('refuse a sale outside them at the point of sale, and leave everything as it was', async () => {
    at('2026-03-10T08:00:00');
    const refused = await unchanged(t, buyWater, { credentials, orders });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'A esta hora no se le vende en cafetería: su familia lo permite de 9:30–10:00 y 12:00–13:00',
    );

    at('2026-03-10T09:30:00');
    expect((await buyWater()).status).toBe(201);
    at('2026-03-10T10:00:00');
    expect((await buyWater()).status).toBe(409);
    // The stationery keeps no hours: it sells at any hour.
    const stationery = await sell(cashier, 'papeleria', papeleriaBody(emiliano, [{ id: glue.id, count: 1 }]));
    expect(stationery.status, stationery.body.message).toBe(201);
  });

  it("travel in the till's roster and refuse a late sale made outside them", async () => {
    at('2026-03-10T10:05:00');
    const lista = await openTill(t, cashier, 'cafeteria', TILL);
    const roster = await cashier.get<Roster>(rosterUrl('cafeteria', TILL));
    const entry = roster.body.data.entries.find((e) => e.id_user === emiliano)!;
    expect(entry.horarios).toHaveLength(2);
    expect(entry.tope_semanal).toBe(0);
    at('2026-03-10T10:30:00');
    const late = await lateWater(lista, '2026-03-10T10:20:00', 'fuera-de-horario-1');
    expect(late.status, late.body.message).toBe(201);
    expect(late.body.data).toMatchObject({
      estado: 'rechazada',
      motivo: expect.stringContaining('A esta hora no se le vende en cafetería'),
    });
  });

  it('set after the till read its roster: the late sale is charged and flagged, the till could not know', async () => {
    at('2026-03-10T10:40:00');
    const lista = await openTill(t, cashier, 'cafeteria', TILL);
    // The family narrows the hours after the roster was read; the till sells at 10:45, offline.
    at('2026-03-10T10:42:00');
    const narrowed = await maria.put(limitsUrl(), {
      horarios: [{ tienda: STORE.cafeteria, desde: '12:00', hasta: '13:00' }],
    });
    expect(narrowed.status, narrowed.body.message).toBe(200);
    at('2026-03-10T10:50:00');
    const late = await lateWater(lista, '2026-03-10T10:45:00', 'horario-posterior-1');
    expect(late.status, late.body.message).toBe(201);
    expect(late.body.data).toMatchObject({ estado: 'marcada', marcas: ['horario'] });
    expect((await maria.put(limitsUrl(), { horarios: BREAKS })).status).toBe(200);
  });

  it('are the school’s to allow: refused on the field when it does not', async () => {
    await t.db.update(portalSettings).set({ family_sets_windows: false });
    const res = await unchanged(t, () => maria.put(limitsUrl(), { horarios: [] }), {
      credentials,
      limitChanges,
    });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ horarios: FAMILY_MAY_NOT_WINDOWS });
    await t.db.update(portalSettings).set({ family_sets_windows: true });
    expect((await maria.put(limitsUrl(), { horarios: [] })).status).toBe(200);
  });
});

describe('the weekly cap', () => {
  it('counts Monday to Sunday in the school’s zone, and a new week starts over', async () => {
    // Tuesday: the week holds what was sold today — a water at 9:30, the glue, the late water at
    // 10:45 — as the till's roster says it.
    at('2026-03-10T11:00:00');
    const week = await maria.get<FamilyLimits>(limitsUrl());
    expect(week.body.data.tope_semanal).toBe(0);
    const roster = await cashier.get<Roster>(rosterUrl('cafeteria', TILL));
    const spent = roster.body.data.entries.find((e) => e.id_user === emiliano)!.consumo_semana;
    expect(spent).toBe(2 * water.price + glue.price);
    const cap = spent! + water.price; // room for one more water this week
    expect((await maria.put(limitsUrl(), { tope_semanal: cap })).status).toBe(200);
    // The children's page says the week: what it spent and its cap.
    const children = await maria.get<FamilyChild[]>('/api/family/children');
    expect(children.body.data.find((c) => c.id === emiliano)).toMatchObject({
      tope_semanal: cap,
      consumo_semana: spent,
    });
    expect((await buyWater()).status).toBe(201);

    // Sunday 23:30 in Bogotá (Monday 04:30 UTC): still the same week, so nothing more.
    at('2026-03-15T23:30:00');
    const refused = await unchanged(t, buyWater, { credentials, orders });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(weeklyCapMessage(cap, cap));

    // Monday 00:30: a new week.
    at('2026-03-16T00:30:00');
    expect((await buyWater()).status).toBe(201);
  });

  it('is refused beyond its bounds on its field', async () => {
    const res = await maria.put(limitsUrl(), { tope_semanal: 500 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['tope_semanal']);
  });
});

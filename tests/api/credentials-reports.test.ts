/**
 * The top-up report and the global report per user: rows, school-day edges in TZ_SCHOOL
 * (America/Bogota, UTC−5), empty results, bad dates, permissions; and a credential's
 * `purchase` (today's net consumption) from purchases and reversals on the ledger.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GLOBAL_REPORT_REQUIRED,
  maskCode,
  NO_USER,
  REPORT_EMPTY,
  type Credential,
  type GlobalReport,
  type TopupReportRow,
} from '../../src/domain/credentials';
import { credentialMovements } from '../../server/db/schema';
import { STORE } from '../../src/domain/inventory';
import type { PurchaseResult } from '../../src/domain/orders';
import {
  type Api,
  api,
  cafeteriaBody,
  credentialOf,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CARNET,
  login,
  movementsOf,
  productNamed,
  schoolWithStaff,
  staffWith,
  type TestApp,
  userIdByDocument,
} from './fixtures';
import { DEMO_BUYERS } from '../../server/demo/demo-sales';
import { applyMovement } from '../../server/money';
import { localDate, zonedInstant } from '../../server/time';

const TZ = 'America/Bogota';
const REPORT = '/api/admin/carnets/reports';
const GLOBAL = '/api/admin/reporte-global';

let t: TestApp;
let admin: Api;
let adminId: number;
/** Santiago's credential, created here; its movements are moved to fixed instants around day D. */
let santiago: { id: number; code: string };

/** Day D of the edge tests and its neighbours. */
const D = '2026-03-10';
const D_BEFORE = '2026-03-09';
const D_AFTER = '2026-03-11';
/** Local times of Santiago's movements, oldest first: [local day, time, amount]. */
const TIMELINE: [string, string, number][] = [
  [D_BEFORE, '23:59:59.900', 10000], // last instant of D−1
  [D, '00:00:00', 5000], // first instant of D
  [D, '23:30:00', -2000], // 04:30 UTC on D+1: still D for the school
  [D, '23:59:59.999', 3000], // after the old client's 23:59:00
  [D_AFTER, '00:00:00', -1000], // first instant of D+1
];

beforeAll(async () => {
  ({ t, admin: { api: admin, id: adminId } } = await schoolWithStaff({ staff: ['admin'] }));
  const created = await admin.post<Credential>('/api/admin/carnets', {
    id_user_primary: await userIdByDocument(t, DEMO_STUDENT_NO_CARNET.num_doc),
  });
  // The whole code, as stored: the answers name it masked.
  santiago = { id: created.body.data.id, code: (await credentialOf(t, DEMO_STUDENT_NO_CARNET.num_doc)).code };
  for (const [, , amount] of TIMELINE) {
    const moved = await admin.put(`/api/admin/carnets/${santiago.id}`, { recarga: amount });
    expect(moved.status, moved.body.message).toBe(200);
  }
  // Back-date them, in order, to the instants of the timeline.
  const moves = await movementsOf(t, santiago.id);
  for (const [i, [day, time]] of TIMELINE.entries()) {
    const [hms, ms = '0'] = time.split('.');
    const at = new Date(zonedInstant(day, hms, TZ).getTime() + Number(ms));
    await t.db.update(credentialMovements).set({ created_at: at }).where(eq(credentialMovements.id, moves[i].id));
  }
});
afterAll(() => t?.close());

const report = (who: Api, fecha_ini: unknown, fecha_fin: unknown) =>
  who.post<TopupReportRow[]>(REPORT, { fecha_ini, fecha_fin });
const santiagoRows = (rows: TopupReportRow[]) =>
  rows.filter((r) => r.num_doc === DEMO_STUDENT_NO_CARNET.num_doc);

describe('top-up report', () => {
  it("lists a day's top-ups and deductions by the school's clock, newest first", async () => {
    const res = await report(admin, D, D);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.message).toBe('OK');
    expect(res.body.data.map((r) => r.recarga)).toEqual([3000, -2000, 5000]);
    expect(res.body.data.map((r) => r.kind)).toEqual(['recarga', 'descarga', 'recarga']);
    // 23:30 local on D is 04:30 UTC on D+1, and belongs to D.
    const late = res.body.data[1];
    expect(late.created_at).toBe(zonedInstant(D, '23:30:00', TZ).toISOString());
    expect(late.created_at.slice(0, 10)).toBe(D_AFTER);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      kind: 'recarga',
      funcionario: 'Administrador Demo',
      usuario: DEMO_STUDENT_NO_CARNET.name,
      num_doc: DEMO_STUDENT_NO_CARNET.num_doc,
      acudiente: 'Jorge Pérez Castro',
      num_doc_acudiente: '79456123',
      code: maskCode(santiago.code),
      saldo_previo: 13000,
      recarga: 3000,
      saldo_nuevo: 16000,
    });
  });

  it('the neighbouring days hold only their own movements', async () => {
    expect((await report(admin, D_BEFORE, D_BEFORE)).body.data.map((r) => r.recarga)).toEqual([10000]);
    expect((await report(admin, D_AFTER, D_AFTER)).body.data.map((r) => r.recarga)).toEqual([-1000]);
    const three = await report(admin, D_BEFORE, D_AFTER);
    expect(three.body.data.map((r) => r.recarga)).toEqual([-1000, 3000, -2000, 5000, 10000]);
  });

  it("accepts the old client's ' 00:00:00' and ' 23:59:00' and still covers the whole last day", async () => {
    const res = await report(admin, `${D} 00:00:00`, `${D} 23:59:00`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.recarga)).toEqual([3000, -2000, 5000]);
    expect((await report(admin, `${D} 00:00`, `${D} 23:59`)).body.data).toHaveLength(3);
  });

  it("today's report lists the demo's initial top-ups, with the guardian or null", async () => {
    const today = localDate(new Date(), TZ);
    const res = await report(admin, today, today);
    const demo = res.body.data.filter((r) => r.funcionario === 'Administrador Demo' && r.saldo_previo === 0);
    // The demo's buyers got theirs two weeks ago, before their sales history (server/demo/demo-sales.ts).
    expect(demo.length).toBeGreaterThanOrEqual(10 - DEMO_BUYERS.length);
    expect(demo.some((r) => (DEMO_BUYERS as readonly string[]).includes(r.num_doc))).toBe(false);
    const valentina = res.body.data.find((r) => r.num_doc === DEMO_STUDENT.num_doc);
    expect(valentina).toMatchObject({
      usuario: DEMO_STUDENT.name,
      acudiente: DEMO_STUDENT.guardian.name,
      num_doc_acudiente: DEMO_STUDENT.guardian.num_doc,
      recarga: 15000,
      saldo_nuevo: 15000,
    });
    // A staff member's own credential has no guardian.
    const own = await admin.post<Credential>('/api/admin/carnets', { id_user_primary: adminId });
    await admin.put(`/api/admin/carnets/${own.body.data.id}`, { recarga: 1000 });
    const again = await report(admin, today, today);
    expect(again.body.data[0]).toMatchObject({
      usuario: 'Administrador Demo',
      acudiente: null,
      num_doc_acudiente: null,
      recarga: 1000,
    });
    expect(santiagoRows(again.body.data)).toEqual([]);
  });

  it('leaves out purchases and reversals', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    await t.db.transaction(async (tx) => {
      await applyMovement(tx, {
        carnetId: valentina.id,
        operation: 'sale',
        amount: -1200,
        staffId: adminId,
        detalle: 'Empanada',
      });
    });
    const today = localDate(new Date(), TZ);
    const res = await report(admin, today, today);
    expect(res.body.data.some((r) => r.recarga === -1200)).toBe(false);
    for (const r of res.body.data) expect(['recarga', 'descarga']).toContain(r.kind);
  });

  it('an empty range answers code 1, no rows and the spec message', async () => {
    const res = await report(admin, '2019-01-01', '2019-12-31');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, data: [], message: REPORT_EMPTY });
  });

  it('refuses missing, malformed, impossible or reversed dates with 400', async () => {
    const cases: [unknown, unknown, string, string][] = [
      [undefined, D, 'fecha_ini', 'El campo Fecha inicial es requerido'],
      [D, undefined, 'fecha_fin', 'El campo Fecha final es requerido'],
      ['ayer', D, 'fecha_ini', 'El campo Fecha inicial debe ser una fecha (AAAA-MM-DD)'],
      [D, '10/03/2026', 'fecha_fin', 'El campo Fecha final debe ser una fecha (AAAA-MM-DD)'],
      ['2026-02-30', D, 'fecha_ini', 'El campo Fecha inicial debe ser una fecha (AAAA-MM-DD)'],
      [D, '2026-13-01', 'fecha_fin', 'El campo Fecha final debe ser una fecha (AAAA-MM-DD)'],
      [20260310, D, 'fecha_ini', 'El campo Fecha inicial es requerido'],
      [D_AFTER, D, 'fecha_ini', 'La fecha inicial no puede ser posterior a la fecha final'],
    ];
    for (const [ini, fin, field, message] of cases) {
      const res = await report(admin, ini, fin);
      expect(res.status, `${String(ini)} ${String(fin)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 0, reason: 'validation', message });
      expect(res.body.errors?.[field]).toBe(message);
    }
  });

  it('needs carnets.reports', async () => {
    const cashier = api(t.app, await login(t.app, DEMO_CASHIER, DEMO_PASSWORD));
    expect((await report(cashier, D, D)).status).toBe(403);
    const topper = await staffWith(t, admin, ['carnets', 'carnets.recharge', 'carnets.list']);
    expect((await report(topper.api, D, D)).status).toBe(403);
    const reporter = await staffWith(t, admin, ['carnets', 'carnets.reports']);
    expect((await report(reporter.api, D, D)).body.data).toHaveLength(3);
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    expect((await report(secretary, D, D)).status).toBe(200);
    expect((await report(api(t.app), D, D)).status).toBe(401);
  });
});

describe('global report', () => {
  const global = (who: Api, body: Record<string, unknown>) => who.post<GlobalReport>(GLOBAL, body);

  it("lists every movement of the user's credential in the range, oldest first, with a running balance", async () => {
    const res = await global(admin, {
      numeroDocumento: DEMO_STUDENT_NO_CARNET.num_doc,
      fechaInicio: D_BEFORE,
      fechaFin: D_AFTER,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    expect(data.usuario).toEqual({
      id: await userIdByDocument(t, DEMO_STUDENT_NO_CARNET.num_doc),
      name: DEMO_STUDENT_NO_CARNET.name,
      num_doc: DEMO_STUDENT_NO_CARNET.num_doc,
    });
    expect(data.carnet).toEqual({ id: santiago.id, code: maskCode(santiago.code), saldo: 15000, active: 1 });
    expect(data.rows.map((r) => r.valor)).toEqual([10000, 5000, -2000, 3000, -1000]);
    expect(data.rows.map((r) => r.tipo)).toEqual(['Recarga', 'Recarga', 'Descarga', 'Recarga', 'Descarga']);
    expect(data.rows[0].saldo_previo).toBe(0);
    for (let i = 1; i < data.rows.length; i++)
      expect(data.rows[i].saldo_previo).toBe(data.rows[i - 1].saldo_nuevo);
    for (const r of data.rows) {
      expect(r.saldo_nuevo).toBe(r.saldo_previo + r.valor);
      expect(r.funcionario).toBe('Administrador Demo');
    }
    expect(data.rows.at(-1)?.saldo_nuevo).toBe(data.carnet?.saldo);
  });

  it('uses school days too: D alone holds the 23:30 deduction', async () => {
    const res = await global(admin, {
      numeroDocumento: DEMO_STUDENT_NO_CARNET.num_doc,
      fechaInicio: D,
      fechaFin: `${D} 23:59:00`,
    });
    expect(res.body.data.rows.map((r) => r.valor)).toEqual([5000, -2000, 3000]);
  });

  it('shows purchases and reversals in Spanish with their detail', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    await t.db.transaction(async (tx) => {
      await applyMovement(tx, {
        carnetId: valentina.id,
        operation: 'sale',
        amount: -800,
        staffId: adminId,
        detalle: 'Jugo',
      });
      await applyMovement(tx, {
        carnetId: valentina.id,
        operation: 'reversal',
        amount: 800,
        staffId: adminId,
        detalle: 'Reversión: Jugo',
      });
    });
    const today = localDate(new Date(), TZ);
    const res = await global(admin, {
      numeroDocumento: ` ${DEMO_STUDENT.num_doc} `,
      fechaInicio: today,
      fechaFin: today,
    });
    const rows = res.body.data.rows;
    expect(rows.slice(-2).map((r) => [r.tipo, r.valor, r.detalle])).toEqual([
      ['Compra', -800, 'Jugo'],
      ['Reversión', 800, 'Reversión: Jugo'],
    ]);
    expect(rows[0]).toMatchObject({
      tipo: 'Recarga',
      valor: 15000,
      detalle: 'Saldo inicial de demostración',
    });
  });

  it('a user without a credential: code 1, carnet null, no rows', async () => {
    const res = await global(admin, {
      numeroDocumento: '1098765443',
      fechaInicio: '2020-01-01',
      fechaFin: '2030-12-31',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, message: REPORT_EMPTY, data: { carnet: null, rows: [] } });
  });

  it('404 No Existe Usuario for an unknown document', async () => {
    const res = await global(admin, { numeroDocumento: '00000', fechaInicio: D, fechaFin: D });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 0, message: NO_USER, reason: 'not_found' });
  });

  it("'Todos los campos son obligatorios' when any field is missing or blank; bad dates answer 400", async () => {
    const full = { numeroDocumento: DEMO_STUDENT.num_doc, fechaInicio: D, fechaFin: D };
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      for (const value of [undefined, '', '   ', null]) {
        const res = await global(admin, { ...full, [key]: value });
        expect(res.status, `${key}=${String(value)}`).toBe(400);
        expect(res.body.message).toBe(GLOBAL_REPORT_REQUIRED);
      }
    }
    expect((await global(admin, {})).body.message).toBe(GLOBAL_REPORT_REQUIRED);
    const bad = await global(admin, { ...full, fechaFin: '2026-02-31' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.fechaFin).toBe('El campo Fecha final debe ser una fecha (AAAA-MM-DD)');
    const reversed = await global(admin, { ...full, fechaInicio: D_AFTER });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('La fecha inicial no puede ser posterior a la fecha final');
  });

  it('needs admin.general', async () => {
    const body = { numeroDocumento: DEMO_STUDENT.num_doc, fechaInicio: D, fechaFin: D };
    const secretary = api(t.app, await login(t.app, DEMO_SECRETARY, DEMO_PASSWORD));
    expect((await global(secretary, body)).status).toBe(403);
    const general = await staffWith(t, admin, ['admin', 'admin.general']);
    expect((await global(general.api, body)).status).toBe(200);
    expect((await global(api(t.app), body)).status).toBe(401);
  });
});

describe("a credential's purchase of the day", () => {
  it("is today's purchases minus what came back of them, on the school's clock; other days do not count", async () => {
    const mateo = await credentialOf(t, '1098765435');
    const get = async () =>
      (await admin.get<Credential>(`/api/admin/carnets/${mateo.id}/edit`)).body.data.purchase;
    expect(await get()).toBe(0);
    // Two sales today, the first partly refunded by an edit; a top-up and a deduction do not count.
    const water = await productNamed(t, 'Agua en botella 600 ml', STORE.cafeteria);
    const sale = async (count: number) => {
      const res = await admin.post<PurchaseResult>('/api/cafeteria/requests', cafeteriaBody(mateo.id_user_primary, [{ id: water.id, count }]));
      expect(res.status, res.body.message).toBe(201);
      return res.body.data.order.id;
    };
    const first = await sale(3);
    await sale(2);
    expect((await admin.put(`/api/cafeteria/requests/${first}`, { products: [{ id: water.id, count: 1 }] })).status).toBe(200);
    await t.db.transaction(async (tx) => {
      await applyMovement(tx, { carnetId: mateo.id, operation: 'topUp', amount: 5000, staffId: adminId });
      await applyMovement(tx, { carnetId: mateo.id, operation: 'deduction', amount: -500, staffId: adminId });
    });
    const expected = 3 * water.price + 2 * water.price - 2 * water.price;
    expect(await get()).toBe(expected);
    const list = await admin.get<Credential[]>(`/api/admin/carnets?q=${mateo.code}`);
    expect(list.body.data[0].purchase).toBe(expected);
    // Moving the whole ledger of this credential to the day before leaves nothing for today.
    const yesterday = new Date(Date.now() - 36 * 3600_000);
    const ids = (await movementsOf(t, mateo.id)).map((m) => m.id);
    let at = yesterday.getTime();
    for (const id of ids) {
      await t.db
        .update(credentialMovements)
        .set({ created_at: new Date(at) })
        .where(inArray(credentialMovements.id, [id]));
      at += 1;
    }
    expect(await get()).toBe(0);
  });
});

/** The top-up report: rows, school-day edges in TZ_SCHOOL (America/Bogota, UTC−5), empty results, bad dates, permissions. */
import { describe, expect, it } from 'vitest';
import { maskCode, REPORT_EMPTY, type Credential, type TopupReportRow } from '../../src/domain/credentials';
import {
  type Api,
  api,
  credentialOf,
  DEMO_CASHIER,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CREDENTIAL,
  login,
  staffWith,
} from './fixtures';
import { PAYMENT_MESSAGES } from '../../src/domain/payments';
import { DEMO_BUYERS } from '../../server/demo/demo-sales';
import { applyMovement } from '../../server/money';
import { localDate, zonedInstant } from '../../server/time';
import {
  admin,
  adminId,
  D,
  D_AFTER,
  D_BEFORE,
  openCredentialsReportsSchool,
  santiago,
  t,
  TZ,
} from './fixtures/credentials-reports-school';

openCredentialsReportsSchool();

const REPORT = '/api/admin/carnets/reports';

const report = (who: Api, fecha_ini: unknown, fecha_fin: unknown) =>
  who.post<TopupReportRow[]>(REPORT, { fecha_ini, fecha_fin });
const santiagoRows = (rows: TopupReportRow[]) =>
  rows.filter((r) => r.num_doc === DEMO_STUDENT_NO_CREDENTIAL.num_doc);

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
      usuario: DEMO_STUDENT_NO_CREDENTIAL.name,
      num_doc: DEMO_STUDENT_NO_CREDENTIAL.num_doc,
      acudiente: 'Jorge Pérez Castro',
      num_doc_acudiente: '79456123',
      code: maskCode(santiago.code),
      saldo_previo: 13000,
      recarga: 3000,
      saldo_nuevo: 16000,
      detalle: null,
      metodo_pago: 'transferencia',
      metodo: 'Transferencia',
      referencia: 'TRF-778',
    });
    expect(res.body.data[1]).toMatchObject({ metodo_pago: 'efectivo', metodo: 'Efectivo', referencia: null });
  });

  it('filters by payment method (issue 34), and refuses an unknown one under its field', async () => {
    const only = async (metodo_pago: string) =>
      (await admin.post<TopupReportRow[]>(REPORT, { fecha_ini: D, fecha_fin: D, metodo_pago })).body.data.map(
        (r) => r.recarga,
      );
    expect(await only('transferencia')).toEqual([3000]);
    expect(await only('efectivo')).toEqual([-2000, 5000]);
    expect(await only('tarjeta')).toEqual([]);
    const bad = await admin.post(REPORT, { fecha_ini: D, fecha_fin: D, metodo_pago: 'cheque' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      metodo_pago: PAYMENT_MESSAGES.filter,
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
    const today = localDate(t.clock.now(), TZ);
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
      await applyMovement(tx, t.clock, {
        credentialId: valentina.id,
        operation: 'sale',
        amount: -1200,
        staffId: adminId,
        detalle: 'Empanada',
      });
    });
    const today = localDate(t.clock.now(), TZ);
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

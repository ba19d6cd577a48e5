/** The global report per user: every movement of the user's credential with a running balance, on school days in TZ_SCHOOL (America/Bogota, UTC−5), purchases and reversals in Spanish, empty results, bad input, permissions. */
import { describe, expect, it } from 'vitest';
import {
  GLOBAL_REPORT_REQUIRED,
  maskCode,
  NO_USER,
  REPORT_EMPTY,
  type GlobalReport,
} from '../../src/domain/credentials';
import {
  type Api,
  api,
  credentialOf,
  DEMO_PASSWORD,
  DEMO_SECRETARY,
  DEMO_STUDENT,
  DEMO_STUDENT_NO_CREDENTIAL,
  login,
  staffWith,
  userIdByDocument,
} from './fixtures';
import { applyMovement } from '../../server/money';
import { localDate } from '../../server/time';
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

const GLOBAL = '/api/admin/reporte-global';

describe('global report', () => {
  const global = (who: Api, body: Record<string, unknown>) => who.post<GlobalReport>(GLOBAL, body);

  it("lists every movement of the user's credential in the range, oldest first, with a running balance", async () => {
    const res = await global(admin, {
      numeroDocumento: DEMO_STUDENT_NO_CREDENTIAL.num_doc,
      fechaInicio: D_BEFORE,
      fechaFin: D_AFTER,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    expect(data.usuario).toEqual({
      id: await userIdByDocument(t, DEMO_STUDENT_NO_CREDENTIAL.num_doc),
      name: DEMO_STUDENT_NO_CREDENTIAL.name,
      num_doc: DEMO_STUDENT_NO_CREDENTIAL.num_doc,
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
      numeroDocumento: DEMO_STUDENT_NO_CREDENTIAL.num_doc,
      fechaInicio: D,
      fechaFin: `${D} 23:59:00`,
    });
    expect(res.body.data.rows.map((r) => r.valor)).toEqual([5000, -2000, 3000]);
  });

  it('shows purchases and reversals in Spanish with their detail', async () => {
    const valentina = await credentialOf(t, DEMO_STUDENT.num_doc);
    await t.db.transaction(async (tx) => {
      await applyMovement(tx, t.clock, {
        credentialId: valentina.id,
        operation: 'sale',
        amount: -800,
        staffId: adminId,
        detalle: 'Jugo',
      });
      await applyMovement(tx, t.clock, {
        credentialId: valentina.id,
        operation: 'reversal',
        amount: 800,
        staffId: adminId,
        detalle: 'Reversión: Jugo',
      });
    });
    const today = localDate(t.clock.now(), TZ);
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

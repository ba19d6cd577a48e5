/**
 * Transfers reported by families (issue 32, item 5): the family reports one for a child of theirs
 * with a receipt checked by its content; the staff with carnets.transfers list them (pending
 * first), read the receipt, approve — one top-up with the report's reference on the ledger and
 * the top-up report, once, even approved twice or by two people at the same instant — or reject
 * with a reason the family reads. Refusals name the field and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHILD_NOT_FOUND } from '../../src/domain/family';
import type { TopupReportRow } from '../../src/domain/credentials';
import {
  TRANSFER_MESSAGES,
  transferDetail,
  type StaffTransferReport,
  type TransferReceipt,
  type TransferReport,
} from '../../src/domain/transfers';
import { credentialMovements, credentials, transferReports } from '../../server/db/schema';
import { localDate } from '../../server/time';
import {
  activatedFamily,
  api,
  credentialOf,
  EMILIANO,
  expectLedgerInvariant,
  JORGE,
  NICOLAS,
  pngClaiming,
  schoolWithMaria,
  staffWith,
  tinyJpeg,
  tinyPng,
  unchanged,
  userIdByDocument,
  type Api,
  type TestApp,
} from './fixtures';

let t: TestApp;
let admin: Api;
let maria: Api;
let emiliano: number;
const TABLES = { transferReports, credentials, credentialMovements };
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const PNG = dataUrl('image/png', tinyPng());
const PDF = dataUrl(
  'application/pdf',
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
);
const today = () => localDate(t.clock.now(), 'America/Bogota');
let seq = 0;
const report = (over: Record<string, unknown> = {}) => ({
  id_estudiante: emiliano,
  valor: 50_000,
  fecha: today(),
  referencia: `REF-${++seq}`,
  soporte: PNG,
  ...over,
});
/** A report of María's for Emiliano, made by the test that needs it: as the staff see it. */
const reported = async (over: Record<string, unknown> = {}) => {
  const res = await maria.post<TransferReport>('/api/family/transfers', report(over));
  expect(res.status, res.body.message).toBe(201);
  const staff = await admin.get<StaffTransferReport>(`/api/admin/transfers/${res.body.data.id}`);
  expect(staff.status, staff.body.message).toBe(200);
  return staff.body.data;
};

beforeAll(async () => {
  ({ t, admin, maria, emiliano } = await schoolWithMaria());
});
afterAll(() => t?.close());

describe('a family reports a transfer', () => {
  it('is recorded pending with its receipt; the family sees it and its state', async () => {
    const res = await maria.post<TransferReport>(
      '/api/family/transfers',
      report({ referencia: 'NEQUI-778812' }),
    );
    expect(res.status, res.body.message).toBe(201);
    expect(res.body).toMatchObject({
      message: TRANSFER_MESSAGES.reported,
      data: {
        estado: 'pendiente',
        valor: 50_000,
        referencia: 'NEQUI-778812',
        soporte_tipo: 'image/png',
        id_estudiante: emiliano,
      },
    });
    const mine = await maria.get<TransferReport[]>('/api/family/transfers');
    expect(mine.body.data[0]).toMatchObject({
      id: res.body.data.id,
      estudiante: 'Emiliano Moreno Silva',
      estado: 'pendiente',
    });
    const receipt = await maria.get<TransferReceipt>(`/api/family/transfers/${res.body.data.id}/soporte`);
    expect(receipt.body.data).toEqual({ soporte_tipo: 'image/png', soporte: PNG });
    // A bank's PDF and a JPEG photo are receipts too.
    expect((await maria.post('/api/family/transfers', report({ soporte: PDF }))).status).toBe(201);
    expect(
      (await maria.post('/api/family/transfers', report({ soporte: dataUrl('image/jpeg', tinyJpeg()) })))
        .status,
    ).toBe(201);
  });

  it('refuses a bad receipt, amount, date or a reference already reported, on the field, changing nothing', async () => {
    const gif = dataUrl('image/png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    const fakePdf = dataUrl('application/pdf', Buffer.from('%PDF-1.4 sin final', 'latin1'));
    const huge = dataUrl('image/png', Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    const future = new Date(t.clock.nowMs() + 3 * 86_400_000).toISOString().slice(0, 10);
    // The reference this test reports first, then again in other letters.
    await reported({ referencia: 'DAVIPLATA-330415' });
    const cases: [Record<string, unknown>, string, string | undefined, number?][] = [
      [{ soporte: gif }, 'soporte', TRANSFER_MESSAGES.receiptType],
      [{ soporte: fakePdf }, 'soporte', TRANSFER_MESSAGES.receiptType],
      [{ soporte: 'no es base64 ***' }, 'soporte', TRANSFER_MESSAGES.receiptUnreadable],
      [{ soporte: huge }, 'soporte', TRANSFER_MESSAGES.receiptTooBig],
      [{ soporte: dataUrl('image/png', pngClaiming(20_000, 20_000)) }, 'soporte', undefined],
      [{ valor: 500 }, 'valor', undefined],
      [{ valor: 2_500_000 }, 'valor', undefined],
      [{ fecha: future }, 'fecha', TRANSFER_MESSAGES.future],
      [{ fecha: '2020-01-01' }, 'fecha', TRANSFER_MESSAGES.tooOld],
      [{ fecha: 'ayer' }, 'fecha', undefined],
      [{ referencia: '' }, 'referencia', undefined],
      [{ referencia: 'daviplata-330415' }, 'referencia', TRANSFER_MESSAGES.duplicate, 409],
    ];
    for (const [over, field, message, status = 400] of cases) {
      const res = await unchanged(t, () => maria.post('/api/family/transfers', report(over)), TABLES);
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(status);
      expect(res.body.errors, JSON.stringify(over).slice(0, 80)).toHaveProperty(field);
      if (message) expect(res.body.errors?.[field]).toBe(message);
    }
  });

  it("another family's child or nobody's is 404; without a session 401; a staff session 403", async () => {
    const nicolas = await userIdByDocument(t, NICOLAS);
    for (const id of [nicolas, 999_999]) {
      const res = await unchanged(
        t,
        () => maria.post('/api/family/transfers', report({ id_estudiante: id })),
        TABLES,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CHILD_NOT_FOUND);
    }
    const jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
    const theirs = await reported();
    expect((await jorge.get(`/api/family/transfers/${theirs.id}/soporte`)).status).toBe(404);
    expect(
      (await jorge.get<TransferReport[]>('/api/family/transfers')).body.data.map((r) => r.id),
    ).not.toContain(theirs.id);
    expect((await api(t.app).post('/api/family/transfers', report())).status).toBe(401);
    expect((await admin.post('/api/family/transfers', report())).status).toBe(403);
    expect((await maria.get('/api/admin/transfers')).status).toBe(403);
  });
});

describe('the staff review it', () => {
  it('lists pending first, with the receipt, for the key carnets.transfers only', async () => {
    const mine = await reported();
    const list = await admin.get<StaffTransferReport[]>('/api/admin/transfers');
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data[0]).toMatchObject({
      id: mine.id,
      estado: 'pendiente',
      acudiente: 'María Rojas Pérez',
      num_doc: EMILIANO,
      funcionario: null,
      id_movimiento: null,
    });
    // Every report: the one made here, those of the other tests and the demo's (Mónica's, yesterday).
    expect(list.body.total).toBe(
      (await t.db.select({ id: transferReports.id }).from(transferReports)).length,
    );
    expect(list.body.data.map((r) => r.referencia)).toContain('NEQUI-20461837');
    const receipt = await admin.get<TransferReceipt>(`/api/admin/transfers/${list.body.data[0].id}/soporte`);
    expect(receipt.body.data.soporte).toMatch(/^data:(image\/(png|jpeg)|application\/pdf);base64,/);
    const cashier = await staffWith(t, admin, ['cafeteria']);
    expect((await cashier.api.get('/api/admin/transfers')).status).toBe(403);
    const reviewer = await staffWith(t, admin, ['carnets', 'carnets.transfers']);
    expect((await reviewer.api.get('/api/admin/transfers?estado=pendiente')).status).toBe(200);
    expect((await admin.get('/api/admin/transfers?estado=otra')).status).toBe(400);
  });

  it('approving tops up once, with the reference on the ledger and the top-up report; again moves nothing', async () => {
    const pending = await reported();
    const before = await credentialOf(t, EMILIANO);
    const approved = await admin.post<StaffTransferReport>(`/api/admin/transfers/${pending.id}/approve`);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body).toMatchObject({
      message: TRANSFER_MESSAGES.approved,
      data: { estado: 'aprobada', funcionario: 'Administrador Demo' },
    });
    const again = await admin.post<StaffTransferReport>(`/api/admin/transfers/${pending.id}/approve`);
    expect(again.status).toBe(200);
    expect(again.body.data.id_movimiento).toBe(approved.body.data.id_movimiento);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(before.saldo + pending.valor);
    const [row] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.id, approved.body.data.id_movimiento!));
    expect(row).toMatchObject({
      kind: 'recarga',
      amount: pending.valor,
      detalle: transferDetail(pending.id, pending.referencia),
      // Issue 34: the portal's, in the approver's cash close (never counted).
      paymentMethod: 'portal',
      paymentReference: pending.referencia,
    });
    const day = today();
    const topups = await admin.post<TopupReportRow[]>('/api/admin/carnets/reports', {
      fecha_ini: day,
      fecha_fin: day,
    });
    expect(topups.body.data.find((r) => r.id === row.id)).toMatchObject({
      detalle: transferDetail(pending.id, pending.referencia),
      metodo: 'Portal',
      referencia: pending.referencia,
    });
    // Decided: it cannot be rejected now.
    const reject = await unchanged(
      t,
      () => admin.post(`/api/admin/transfers/${pending.id}/reject`, { motivo: 'No llegó' }),
      TABLES,
    );
    expect(reject.status).toBe(409);
    expect(reject.body.message).toBe(TRANSFER_MESSAGES.alreadyApproved);
    await expectLedgerInvariant(t.db);
  });

  it('two staff approving at the same instant move the money once', async () => {
    const pending = await reported();
    const other = await staffWith(t, admin, ['carnets', 'carnets.transfers']);
    const before = await credentialOf(t, EMILIANO);
    const answers = await Promise.all([
      admin.post<StaffTransferReport>(`/api/admin/transfers/${pending.id}/approve`),
      other.api.post<StaffTransferReport>(`/api/admin/transfers/${pending.id}/approve`),
      admin.post<StaffTransferReport>(`/api/admin/transfers/${pending.id}/approve`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.id_movimiento)).size).toBe(1);
    expect((await credentialOf(t, EMILIANO)).saldo).toBe(before.saldo + pending.valor);
    await expectLedgerInvariant(t.db);
  });

  it('rejecting needs a reason, which the family reads; a rejected report is never approved', async () => {
    const pending = await reported();
    const empty = await unchanged(
      t,
      () => admin.post(`/api/admin/transfers/${pending.id}/reject`, {}),
      TABLES,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toHaveProperty('motivo');
    const rejected = await admin.post<StaffTransferReport>(`/api/admin/transfers/${pending.id}/reject`, {
      motivo: 'El soporte no corresponde a una consignación al colegio',
    });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.data).toMatchObject({
      estado: 'rechazada',
      motivo: 'El soporte no corresponde a una consignación al colegio',
    });
    const approve = await unchanged(
      t,
      () => admin.post(`/api/admin/transfers/${pending.id}/approve`),
      TABLES,
    );
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(TRANSFER_MESSAGES.alreadyRejected);
    const family = await maria.get<TransferReport[]>('/api/family/transfers');
    expect(family.body.data.find((r) => r.id === pending.id)).toMatchObject({
      estado: 'rechazada',
      motivo: 'El soporte no corresponde a una consignación al colegio',
    });
    // Its reference may be reported again once it was rejected.
    expect(
      (await maria.post('/api/family/transfers', report({ referencia: pending.referencia }))).status,
    ).toBe(201);
    expect((await admin.post('/api/admin/transfers/999999/approve')).status).toBe(404);
  });
});

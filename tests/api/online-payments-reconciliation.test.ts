/**
 * The daily reconciliation with Mercado Pago (issue 54, item 3): a day's payments there compared
 * with ours — approved there and not credited here (a lost notification, a checkout paid twice),
 * credited here and not approved there (a refund never notified) — and the staff's one click that
 * settles a difference through the notification's own door, crediting once. One node at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { externalReferenceOf } from '../../src/domain/onlinePayments';
import {
  ONLINE_STAFF_MESSAGES,
  type Reconciliation,
  type ReconciliationFinding,
} from '../../src/domain/onlinePaymentsStaff';
import { PAYMENTS_UNAVAILABLE } from '../../server/modules/payments';
import { reconcileDay } from '../../server/modules/payments/reconciliation';
import {
  credentialMovements,
  credentials,
  onlineReconciliationFindings,
  onlineReconciliations,
  staffNotices,
} from '../../server/db/schema';
import { staffWith, unchanged, EMILIANO, NICOLAS } from './fixtures';
import {
  onlinePaymentsSchool,
  MP_ACCESS_TOKEN,
  type OnlinePaymentsSchool,
} from './fixtures/online-payments-school';

const PATH = '/api/admin/online-payments/reconciliation';
/** The pinned clock's day (tests/clock.ts: Tuesday 2026-03-10, 10:00 in Bogotá) and the day before. */
const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';
const ZONE = 'America/Bogota';

let s: OnlinePaymentsSchool;

beforeAll(async () => {
  s = await onlinePaymentsSchool();
});
afterAll(() => s?.close());

const reconcile = (dia: string) => s.admin.post<Reconciliation>(PATH, { dia });
const settle = (finding: ReconciliationFinding) =>
  s.admin.post<{ resultado: string; hallazgo: ReconciliationFinding }>(
    `/api/admin/online-payments/findings/${finding.id}/settle`,
  );
const findingOf = (run: Reconciliation, providerId: string) => {
  const found = run.hallazgos.find((h) => h.id_pago === providerId);
  expect(found, `a finding for ${providerId}`).toBeDefined();
  return found!;
};
const access = () => ({ accessToken: MP_ACCESS_TOKEN, apiUrl: s.mp.url });

describe("a day's reconciliation", () => {
  it('finds a lost notification and a refund never heard, and one click settles each once', async () => {
    const emilianoBefore = await s.balanceOf(EMILIANO);
    const nicolasBefore = await s.balanceOf(NICOLAS);
    // Lost: approved at Mercado Pago, its notification never arrived.
    const lost = await s.open([{ id_estudiante: s.emiliano, valor: 20_000 }]);
    const lostId = s.mp.pay(externalReferenceOf(lost.id));
    // Refunded there without a word: credited here.
    const refunded = await s.open([{ id_estudiante: s.nicolas, valor: 15_000 }]);
    const refundedId = s.mp.pay(externalReferenceOf(refunded.id));
    expect((await s.notify(refundedId)).body.data?.resultado).toBe('credited');
    s.mp.setStatus(refundedId, 'refunded');
    // In agreement: credited here and approved there; rejected there and nothing here.
    const fine = await s.open([{ id_estudiante: s.emiliano, valor: 10_000 }]);
    expect((await s.notify(s.mp.pay(externalReferenceOf(fine.id)))).body.data?.resultado).toBe('credited');
    const rejected = await s.open([{ id_estudiante: s.emiliano, valor: 10_000 }]);
    s.mp.pay(externalReferenceOf(rejected.id), { status: 'rejected' });

    const run = await reconcile(TODAY);
    expect(run.status, run.body.message).toBe(200);
    expect(run.body.message).toBe(ONLINE_STAFF_MESSAGES.reconciled(2));
    expect(run.body.data).toMatchObject({ dia: TODAY, consultados: 4, error: null });
    expect(run.body.data.hallazgos).toHaveLength(2);
    const missing = findingOf(run.body.data, lostId);
    expect(missing).toMatchObject({
      tipo: 'sin_acreditar',
      id_payment: lost.id,
      estado: 'pendiente',
      estado_proveedor: 'approved',
      valor_proveedor: 20_000,
      total: 20_000,
      acudiente: expect.any(String),
      resuelto_at: null,
    });
    const notApproved = findingOf(run.body.data, refundedId);
    expect(notApproved).toMatchObject({
      tipo: 'sin_aprobar',
      estado: 'aprobado',
      estado_proveedor: 'refunded',
    });
    // The staff who follow online payments are told.
    const notices = await s.t.db
      .select()
      .from(staffNotices)
      .where(eq(staffNotices.kind, 'conciliacion_pagos'));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0].data).toMatchObject({ fechas: [TODAY] });

    // One click credits the lost one; a second click, a late notification: nothing more.
    const credited = await settle(missing);
    expect(credited.status, credited.body.message).toBe(200);
    expect(credited.body.message).toBe(ONLINE_STAFF_MESSAGES.credited);
    expect(credited.body.data.hallazgo).toMatchObject({ resultado: 'credited', estado: 'aprobado' });
    expect(credited.body.data.hallazgo.resuelto_por).toEqual(expect.any(String));
    expect(await s.balanceOf(EMILIANO)).toBe(emilianoBefore + 20_000 + 10_000);
    await unchanged(
      s.t,
      async () => {
        const again = await settle(missing);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe(ONLINE_STAFF_MESSAGES.findingSettled);
        expect((await s.notify(lostId)).body.data?.resultado).toBe('unchanged');
      },
      { credentials, credentialMovements, onlineReconciliationFindings },
    );

    // The refund heard through the click: the credit is taken back.
    const reversed = await settle(notApproved);
    expect(reversed.body.data.resultado).toBe('refunded');
    expect(await s.balanceOf(NICOLAS)).toBe(nicolasBefore);

    // Run again: both stay as settled, nothing new is found.
    const rerun = await reconcile(TODAY);
    expect(rerun.body.message).toBe(ONLINE_STAFF_MESSAGES.reconciled(0));
    expect(rerun.body.data.hallazgos.map((h) => [h.id_pago, h.resultado])).toEqual([
      [lostId, 'credited'],
      [refundedId, 'refunded'],
    ]);
  });

  it('finds a checkout paid twice, and the click credits nothing more', async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 12_000 }]);
    const first = s.mp.pay(externalReferenceOf(created.id));
    const second = s.mp.pay(externalReferenceOf(created.id));
    expect((await s.notify(first)).body.data?.resultado).toBe('credited');
    expect((await s.notify(second)).body.data?.resultado).toBe('unchanged');
    const run = await reconcile(TODAY);
    const twice = findingOf(run.body.data, second);
    expect(twice).toMatchObject({ tipo: 'sin_acreditar', estado: 'aprobado' });
    await unchanged(
      s.t,
      async () => {
        const res = await settle(twice);
        expect(res.body.data.resultado).toBe('paidTwice');
        expect(res.body.message).toBe(ONLINE_STAFF_MESSAGES.paidTwice);
      },
      { credentials, credentialMovements },
    );
  });
});

describe('the daily job', () => {
  it('reconciles yesterday once, one node at a time, and a finished day is not run again by it', async () => {
    const created = await s.open([{ id_estudiante: s.nicolas, valor: 30_000 }]);
    // Paid at Mercado Pago late yesterday (its clock), the notification lost.
    const paid = s.mp.pay(externalReferenceOf(created.id), { createdAt: new Date('2026-03-10T04:30:00Z') });
    const job = { day: YESTERDAY, timezone: ZONE, staffId: null, again: false };
    // Two nodes at the same instant: one reconciles, the other leaves it.
    const runs = await Promise.all([
      reconcileDay(s.t.db, s.t.clock, access(), job),
      reconcileDay(s.t.db, s.t.clock, access(), job),
    ]);
    expect(runs.map((r) => r.outcome).sort()).toEqual(['busy', 'done']);
    expect(await reconcileDay(s.t.db, s.t.clock, access(), job)).toEqual({ outcome: 'busy', findings: 0 });
    const day = await s.admin.get<Reconciliation>(`${PATH}?dia=${YESTERDAY}`);
    expect(day.body.data.hallazgos.map((h) => [h.id_pago, h.tipo])).toEqual([[paid, 'sin_acreditar']]);
    expect(day.body.data.terminada_at).not.toBeNull();
  });

  it('keeps the day unfinished when Mercado Pago does not answer, and takes it again later', async () => {
    s.mp.failNext(1);
    const failed = await reconcile('2026-03-08');
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(PAYMENTS_UNAVAILABLE);
    const [row] = await s.t.db
      .select()
      .from(onlineReconciliations)
      .where(and(eq(onlineReconciliations.day, '2026-03-08')));
    expect(row).toMatchObject({ finished_at: null, error: PAYMENTS_UNAVAILABLE });
    const job = { day: '2026-03-08', timezone: ZONE, staffId: null, again: false };
    expect((await reconcileDay(s.t.db, s.t.clock, access(), job)).outcome).toBe('done');
  });
});

describe('refusals', () => {
  it('refuses a day to come or not a day on the field, and a staff member without the key', async () => {
    const future = await reconcile('2026-03-11');
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual({ dia: ONLINE_STAFF_MESSAGES.dayFuture });
    const bad = await reconcile('2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ dia: ONLINE_STAFF_MESSAGES.day });
    const cashier = await staffWith(s.t, s.admin, ['carnets.recharge']);
    expect((await cashier.api.post(PATH, { dia: TODAY })).status).toBe(403);
    expect((await cashier.api.get(`${PATH}?dia=${TODAY}`)).status).toBe(403);
    expect((await cashier.api.post('/api/admin/online-payments/findings/1/settle')).status).toBe(403);
    const none = await s.admin.post('/api/admin/online-payments/findings/999999/settle');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ONLINE_STAFF_MESSAGES.findingNotFound);
  });
});

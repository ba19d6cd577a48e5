/**
 * Mercado Pago's notifications (issue 54): believed only when signed — a wrong, tampered, missing or
 * stale signature is 401 and nothing is read; a 503 when Mercado Pago's API cannot be asked, so the
 * notification comes again; and a credited payment refunded or charged back has its credit taken
 * back on the ledger, below zero when the money was spent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  externalReferenceOf,
  ONLINE_PAYMENT_MESSAGES,
  type OnlinePayment,
} from '../../src/domain/onlinePayments';
import { checkBooks } from '../../server/db/books';
import { credentialMovements, credentials, familyNotices, staffNotices } from '../../server/db/schema';
import { credentialOf, NICOLAS, unchanged } from './fixtures';
import {
  onlinePaymentsSchool,
  PAYMENT_TABLES as TABLES,
  type OnlinePaymentsSchool,
} from './fixtures/online-payments-school';

let s: OnlinePaymentsSchool;

beforeAll(async () => {
  s = await onlinePaymentsSchool();
});
afterAll(() => s?.close());

describe('a refund after the credit', () => {
  it('takes the credit back on the ledger, below zero when the money was spent, whatever the credential state', async () => {
    const created = await s.open([{ id_estudiante: s.nicolas, valor: 20_000 }]);
    const paymentId = s.mp.pay(externalReferenceOf(created.id));
    expect((await s.notify(paymentId)).body.data?.resultado).toBe('credited');
    const credential = await credentialOf(s.t, NICOLAS);
    // Everything but 5 000 is spent at the desk, and the credential is then blocked.
    const spend = await s.admin.put(`/api/admin/carnets/${credential.id}`, {
      recarga: -(credential.saldo - 5_000),
      metodo_pago: 'efectivo',
    });
    expect(spend.status, spend.body.message).toBe(200);
    await s.t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, credential.id));

    s.mp.setStatus(paymentId, 'charged_back');
    expect((await s.notify(paymentId)).body.data?.resultado).toBe('refunded');
    expect(await s.balanceOf(NICOLAS)).toBe(-15_000);
    const [row] = await s.t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.detalle, `Reembolso del pago en línea ${paymentId}`));
    // The books' own check (restores, benchmarks) admits this overdraft as it admits a late sale's.
    expect((await checkBooks(s.t.db)).filter((check) => check.broken > 0)).toEqual([]);
    expect(row).toMatchObject({
      kind: 'descarga',
      amount: -20_000,
      saldo_previo: 5_000,
      saldo_nuevo: -15_000,
      overdraft: 20_000,
      paymentMethod: 'en_linea',
      paymentReference: paymentId,
    });
    // The family is told, and the reviewers of the families' top-ups, since the money was spent.
    const [told] = await s.t.db
      .select()
      .from(familyNotices)
      .where(and(eq(familyNotices.kind, 'pago_reembolsado'), eq(familyNotices.id_user, s.nicolas)));
    expect(told.data).toEqual({ valor: 20_000, referencia: paymentId, saldo: -15_000 });
    const reviewers = await s.t.db.select().from(staffNotices).where(eq(staffNotices.kind, 'pago_en_linea'));
    expect(reviewers.length).toBeGreaterThan(0);
    expect(reviewers.map((n) => n.data)).toContainEqual({
      referencia: paymentId,
      detalle: ONLINE_PAYMENT_MESSAGES.overdrawn('-$15.000'),
    });
    // Said again, and as a refund after the charge-back: taken back once.
    s.mp.setStatus(paymentId, 'refunded');
    expect((await s.notify(paymentId)).body.data?.resultado).toBe('unchanged');
    expect(await s.balanceOf(NICOLAS)).toBe(-15_000);
    expect((await s.maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'reembolsado',
    );
    // Back to a usable credential for the other tests.
    await s.t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, credential.id));
    const topUp = await s.admin.put(`/api/admin/carnets/${credential.id}`, {
      recarga: 50_000,
      metodo_pago: 'efectivo',
    });
    expect(topUp.status, topUp.body.message).toBe(200);
  });
});

describe('the notification is believed only when signed', () => {
  it('answers 401 to a wrong, tampered, missing or stale signature, reading nothing', async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 11_000 }]);
    const paymentId = s.mp.pay(externalReferenceOf(created.id));
    await unchanged(
      s.t,
      async () => {
        for (const opts of [
          { secret: 'otro-secreto' },
          { signedDataId: '999999' },
          { ts: s.t.clock.now().getTime() - 60 * 60_000 },
        ]) {
          const res = await s.notify(paymentId, opts);
          expect(res.status, JSON.stringify(opts)).toBe(401);
          expect(res.body).toMatchObject({ code: 0, message: ONLINE_PAYMENT_MESSAGES.invalidSignature });
        }
        const { url, payload } = s.mp.notification(paymentId);
        const bare = await s.t.app.inject({ method: 'POST', url, payload });
        expect(bare.statusCode).toBe(401);
      },
      TABLES,
    );
    expect((await s.notify(paymentId)).body.data?.resultado).toBe('credited');
  });

  it('answers 503 when Mercado Pago cannot be asked, so the notification comes again', async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 13_000 }]);
    const paymentId = s.mp.pay(externalReferenceOf(created.id));
    s.mp.failNext(1);
    expect((await s.notify(paymentId)).status).toBe(503);
    expect((await s.notify(paymentId)).body.data?.resultado).toBe('credited');
  });
});

/**
 * Online top-ups through Mercado Pago (issue 54), against a local stand-in speaking its API: a
 * family opens one payment for two children and is sent to the checkout; the money moves only when
 * a signed notification is heard and Mercado Pago's API says the payment is approved — once, however
 * many notifications arrive, in whatever order. A rejected payment moves nothing; a payment for
 * another amount is held; another family's payment or child is 404. The signature and a refund after
 * the credit: online-payments-webhook.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  externalReferenceOf,
  ONLINE_PAYMENT_MESSAGES,
  type OnlinePayment,
  type OnlinePaymentTermsAnswer,
} from '../../src/domain/onlinePayments';
import { credentialMovements, credentials, familyNotices, staffNotices } from '../../server/db/schema';
import { EMILIANO, NICOLAS, unchanged } from './fixtures';
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

describe('a family pays online', () => {
  it('reads the terms, opens one payment for two children and is sent to the checkout', async () => {
    const terms = await s.maria.get<OnlinePaymentTermsAnswer>('/api/family/payments/terms');
    expect(terms.body.data).toEqual({
      habilitado: true,
      minimo: 10_000,
      maximo: 500_000,
      comision_porcentaje: 0,
      comision_fija: 0,
    });
    const created = await s.open([
      { id_estudiante: s.emiliano, valor: 30_000 },
      { id_estudiante: s.nicolas, valor: 20_000 },
    ]);
    expect(created).toMatchObject({ estado: 'pendiente', total: 50_000, comision: 0 });
    expect(created.init_point).toMatch(new RegExp(`^${s.mp.url}/checkout/`));
    const preference = s.mp.preferences().at(-1)!;
    expect(preference.body).toMatchObject({
      external_reference: externalReferenceOf(created.id),
      notification_url: expect.stringMatching(/\/api\/payments\/mercadopago\/webhook$/),
      back_urls: { success: expect.stringContaining(`/familia/#/pagos/${created.id}`) },
      items: [
        {
          title: 'Recarga del carnet de Emiliano Moreno Silva',
          unit_price: 30_000,
          quantity: 1,
          currency_id: 'COP',
        },
        { unit_price: 20_000, quantity: 1, currency_id: 'COP' },
      ],
    });
  });

  it('credits both children once, however many notifications arrive, two of them at the same instant', async () => {
    const created = await s.open([
      { id_estudiante: s.emiliano, valor: 25_000 },
      { id_estudiante: s.nicolas, valor: 15_000 },
    ]);
    const [before1, before2] = [await s.balanceOf(EMILIANO), await s.balanceOf(NICOLAS)];
    // Returning to the portal before the notification moves nothing.
    const listed = await s.maria.get<OnlinePayment>(`/api/family/payments/${created.id}`);
    expect(listed.body.data.estado).toBe('pendiente');
    const paymentId = s.mp.pay(externalReferenceOf(created.id));
    const answers = await Promise.all([s.notify(paymentId), s.notify(paymentId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data?.resultado).sort()).toEqual(['credited', 'unchanged']);
    expect((await s.notify(paymentId)).body.data?.resultado).toBe('unchanged');
    expect(await s.balanceOf(EMILIANO)).toBe(before1 + 25_000);
    expect(await s.balanceOf(NICOLAS)).toBe(before2 + 15_000);

    const rows = await s.t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.paymentReference, paymentId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.kind, r.paymentMethod, r.id_staff, r.detalle])).toEqual([
      ['recarga', 'en_linea', null, `Pago en línea ${paymentId}`],
      ['recarga', 'en_linea', null, `Pago en línea ${paymentId}`],
    ]);
    // The family is told of each child's credit, once.
    const told = await s.t.db.select().from(familyNotices).where(eq(familyNotices.kind, 'pago_acreditado'));
    expect(
      told
        .filter((n) => (n.data as { referencia?: string }).referencia === paymentId)
        .map((n) => [n.id_user, n.data]),
    ).toEqual([
      [s.emiliano, { valor: 25_000, referencia: paymentId }],
      [s.nicolas, { valor: 15_000, referencia: paymentId }],
    ]);
    const mine = await s.maria.get<OnlinePayment>(`/api/family/payments/${created.id}`);
    expect(mine.body.data).toMatchObject({ estado: 'aprobado', referencia: paymentId, total: 40_000 });
    expect(mine.body.data.acreditado_at).not.toBeNull();
  });

  it('moves nothing for a rejected payment, and credits a second attempt at the same checkout', async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 12_000 }]);
    const before = await s.balanceOf(EMILIANO);
    const refused = s.mp.pay(externalReferenceOf(created.id), { status: 'rejected' });
    expect((await s.notify(refused)).body.data?.resultado).toBe('rejected');
    expect(await s.balanceOf(EMILIANO)).toBe(before);
    expect((await s.maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'rechazado',
    );
    const paid = s.mp.pay(externalReferenceOf(created.id));
    expect((await s.notify(paid)).body.data?.resultado).toBe('credited');
    expect(await s.balanceOf(EMILIANO)).toBe(before + 12_000);
    // The first attempt's late word changes nothing.
    expect((await s.notify(refused)).body.data?.resultado).toBe('unchanged');
  });

  it('holds a payment approved for another amount than the one asked, crediting nothing', async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 40_000 }]);
    const paymentId = s.mp.pay(externalReferenceOf(created.id), { amount: 4_000 });
    await unchanged(s.t, async () => expect((await s.notify(paymentId)).body.data?.resultado).toBe('held'), {
      credentials,
      credentialMovements,
    });
    expect((await s.maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'retenido',
    );
    // The reviewers of the families' top-ups are told why.
    const [notice] = await s.t.db
      .select()
      .from(staffNotices)
      .where(eq(staffNotices.kind, 'pago_en_linea'))
      .orderBy(desc(staffNotices.id))
      .limit(1);
    expect(notice.data).toEqual({
      referencia: paymentId,
      detalle: ONLINE_PAYMENT_MESSAGES.heldAmount('$4.000 COP', '$40.000'),
    });
  });

  it('takes a refund heard before the approval as the last word: nothing is credited', async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 18_000 }]);
    const paymentId = s.mp.pay(externalReferenceOf(created.id));
    s.mp.setStatus(paymentId, 'refunded');
    await unchanged(
      s.t,
      async () => {
        // The approval's notification comes after: Mercado Pago's API says refunded by then.
        expect((await s.notify(paymentId)).body.data?.resultado).toBe('refunded');
        expect((await s.notify(paymentId)).body.data?.resultado).toBe('unchanged');
      },
      { credentials, credentialMovements },
    );
    expect((await s.maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'reembolsado',
    );
  });
});

describe('refusals', () => {
  it("refuses another family's child and payment with 404", async () => {
    const created = await s.open([{ id_estudiante: s.emiliano, valor: 10_000 }]);
    expect((await s.jorge.get(`/api/family/payments/${created.id}`)).status).toBe(404);
    expect((await s.jorge.get<OnlinePayment[]>('/api/family/payments')).body.data).toEqual([]);
    await unchanged(
      s.t,
      async () => {
        const res = await s.jorge.post('/api/family/payments', {
          hijos: [{ id_estudiante: s.emiliano, valor: 20_000 }],
        });
        expect(res.status).toBe(404);
      },
      TABLES,
    );
  });

  it('refuses a payment under the minimum or over the maximum, a repeated child or none, on the field', async () => {
    await unchanged(
      s.t,
      async () => {
        const low = await s.maria.post('/api/family/payments', {
          hijos: [{ id_estudiante: s.emiliano, valor: 5_000 }],
        });
        expect(low.status).toBe(400);
        expect(low.body.errors).toEqual({ hijos: 'El pago en línea debe ser de al menos $10.000' });
        const high = await s.maria.post('/api/family/payments', {
          hijos: [
            { id_estudiante: s.emiliano, valor: 300_000 },
            { id_estudiante: s.nicolas, valor: 300_000 },
          ],
        });
        expect(high.body.errors).toEqual({ hijos: 'El pago en línea no puede superar $500.000' });
        const twice = await s.maria.post('/api/family/payments', {
          hijos: [
            { id_estudiante: s.emiliano, valor: 10_000 },
            { id_estudiante: s.emiliano, valor: 10_000 },
          ],
        });
        expect(twice.status).toBe(400);
        expect(twice.body.message).toBe(ONLINE_PAYMENT_MESSAGES.repeatedChild);
        const none = await s.maria.post('/api/family/payments', { hijos: [] });
        expect(none.body.message).toBe(ONLINE_PAYMENT_MESSAGES.noChildren);
      },
      TABLES,
    );
  });

  it('leaves no payment behind when Mercado Pago cannot open the checkout', async () => {
    s.mp.failNext(1);
    await unchanged(
      s.t,
      async () => {
        const res = await s.maria.post('/api/family/payments', {
          hijos: [{ id_estudiante: s.emiliano, valor: 20_000 }],
        });
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('El servicio de pagos no responde. Intente de nuevo en unos minutos.');
      },
      TABLES,
    );
  });
});

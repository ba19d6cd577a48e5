/**
 * Online top-ups through Mercado Pago (issue 54), against a local stand-in speaking its API: a
 * family opens one payment for two children and is sent to the checkout; the money moves only when
 * a signed notification is heard and Mercado Pago's API says the payment is approved — once, however
 * many notifications arrive, in whatever order. A bad or stale signature is 401 and reads nothing;
 * a rejected payment moves nothing; a payment for another amount is held; another family's payment
 * or child is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  externalReferenceOf,
  ONLINE_PAYMENT_MESSAGES,
  type OnlinePayment,
  type OnlinePaymentCreated,
  type OnlinePaymentTermsAnswer,
} from '../../src/domain/onlinePayments';
import {
  credentialMovements,
  credentials,
  onlinePaymentItems,
  onlinePayments,
  students,
} from '../../server/db/schema';
import {
  activatedFamily,
  credentialOf,
  EMILIANO,
  guardianIdByDocument,
  JORGE,
  NICOLAS,
  schoolWithMaria,
  unchanged,
  type Api,
  type TestApp,
} from './fixtures';
import { startMercadoPago, type MercadoPagoStandIn } from './fixtures/mercadopago';
import { checkBooks } from '../../server/db/books';

const ACCESS_TOKEN = 'TEST-token-del-colegio';
const SECRET = 'secreto-de-notificaciones';
const TABLES = { credentials, credentialMovements, onlinePayments, onlinePaymentItems };

let mp: MercadoPagoStandIn;
let t: TestApp;
let admin: Api;
let maria: Api;
let jorge: Api;
let emiliano: number;
let nicolas: number;

const balanceOf = async (numDoc: string) => (await credentialOf(t, numDoc)).saldo;

/** A notification of the stand-in sent as Mercado Pago sends it. */
async function notify(paymentId: string, opts: Parameters<MercadoPagoStandIn['notification']>[1] = {}) {
  const { url, headers, payload } = mp.notification(paymentId, opts);
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  return {
    status: res.statusCode,
    body: JSON.parse(res.body) as { code: number; data: { resultado: string } | null },
  };
}

async function open(hijos: { id_estudiante: number; valor: number }[], who: Api = maria) {
  const res = await who.post<OnlinePaymentCreated>('/api/family/payments', { hijos });
  expect(res.status, res.body.message).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  mp = await startMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
  ({ t, admin, maria, emiliano } = await schoolWithMaria({
    MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: mp.url,
  }));
  // Nicolás is María's too in this school: one payment for two children.
  nicolas = (await credentialOf(t, NICOLAS)).id_user_primary;
  await t.db
    .update(students)
    .set({ id_attendant: await guardianIdByDocument(t, '52987654') })
    .where(eq(students.id_user, nicolas));
  jorge = (await activatedFamily(t, admin, JORGE.num_doc)).api;
});
afterAll(async () => {
  await t?.close();
  await mp?.close();
});

describe('a family pays online', () => {
  it('reads the terms, opens one payment for two children and is sent to the checkout', async () => {
    const terms = await maria.get<OnlinePaymentTermsAnswer>('/api/family/payments/terms');
    expect(terms.body.data).toEqual({
      habilitado: true,
      minimo: 10_000,
      maximo: 500_000,
      comision_porcentaje: 0,
      comision_fija: 0,
    });
    const created = await open([
      { id_estudiante: emiliano, valor: 30_000 },
      { id_estudiante: nicolas, valor: 20_000 },
    ]);
    expect(created).toMatchObject({ estado: 'pendiente', total: 50_000, comision: 0 });
    expect(created.init_point).toMatch(new RegExp(`^${mp.url}/checkout/`));
    const preference = mp.preferences().at(-1)!;
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
    const created = await open([
      { id_estudiante: emiliano, valor: 25_000 },
      { id_estudiante: nicolas, valor: 15_000 },
    ]);
    const [before1, before2] = [await balanceOf(EMILIANO), await balanceOf(NICOLAS)];
    // Returning to the portal before the notification moves nothing.
    const listed = await maria.get<OnlinePayment>(`/api/family/payments/${created.id}`);
    expect(listed.body.data.estado).toBe('pendiente');
    const paymentId = mp.pay(externalReferenceOf(created.id));
    const answers = await Promise.all([notify(paymentId), notify(paymentId)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data?.resultado).sort()).toEqual(['credited', 'unchanged']);
    expect((await notify(paymentId)).body.data?.resultado).toBe('unchanged');
    expect(await balanceOf(EMILIANO)).toBe(before1 + 25_000);
    expect(await balanceOf(NICOLAS)).toBe(before2 + 15_000);

    const rows = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.paymentReference, paymentId));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => [r.kind, r.paymentMethod, r.id_staff, r.detalle])).toEqual([
      ['recarga', 'en_linea', null, `Pago en línea ${paymentId}`],
      ['recarga', 'en_linea', null, `Pago en línea ${paymentId}`],
    ]);
    const mine = await maria.get<OnlinePayment>(`/api/family/payments/${created.id}`);
    expect(mine.body.data).toMatchObject({ estado: 'aprobado', referencia: paymentId, total: 40_000 });
    expect(mine.body.data.acreditado_at).not.toBeNull();
  });

  it('moves nothing for a rejected payment, and credits a second attempt at the same checkout', async () => {
    const created = await open([{ id_estudiante: emiliano, valor: 12_000 }]);
    const before = await balanceOf(EMILIANO);
    const refused = mp.pay(externalReferenceOf(created.id), { status: 'rejected' });
    expect((await notify(refused)).body.data?.resultado).toBe('rejected');
    expect(await balanceOf(EMILIANO)).toBe(before);
    expect((await maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'rechazado',
    );
    const paid = mp.pay(externalReferenceOf(created.id));
    expect((await notify(paid)).body.data?.resultado).toBe('credited');
    expect(await balanceOf(EMILIANO)).toBe(before + 12_000);
    // The first attempt's late word changes nothing.
    expect((await notify(refused)).body.data?.resultado).toBe('unchanged');
  });

  it('holds a payment approved for another amount than the one asked, crediting nothing', async () => {
    const created = await open([{ id_estudiante: emiliano, valor: 40_000 }]);
    const paymentId = mp.pay(externalReferenceOf(created.id), { amount: 4_000 });
    await unchanged(t, async () => expect((await notify(paymentId)).body.data?.resultado).toBe('held'), {
      credentials,
      credentialMovements,
    });
    expect((await maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'retenido',
    );
  });

  it('takes a refund heard before the approval as the last word: nothing is credited', async () => {
    const created = await open([{ id_estudiante: emiliano, valor: 18_000 }]);
    const paymentId = mp.pay(externalReferenceOf(created.id));
    mp.setStatus(paymentId, 'refunded');
    await unchanged(
      t,
      async () => {
        // The approval's notification comes after: Mercado Pago's API says refunded by then.
        expect((await notify(paymentId)).body.data?.resultado).toBe('refunded');
        expect((await notify(paymentId)).body.data?.resultado).toBe('unchanged');
      },
      { credentials, credentialMovements },
    );
    expect((await maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'reembolsado',
    );
  });
});

describe('a refund after the credit', () => {
  it('takes the credit back on the ledger, below zero when the money was spent, whatever the credential state', async () => {
    const created = await open([{ id_estudiante: nicolas, valor: 20_000 }]);
    const paymentId = mp.pay(externalReferenceOf(created.id));
    expect((await notify(paymentId)).body.data?.resultado).toBe('credited');
    const credential = await credentialOf(t, NICOLAS);
    // Everything but 5 000 is spent at the desk, and the credential is then blocked.
    const spend = await admin.put(`/api/admin/carnets/${credential.id}`, {
      recarga: -(credential.saldo - 5_000),
      metodo_pago: 'efectivo',
    });
    expect(spend.status, spend.body.message).toBe(200);
    await t.db.update(credentials).set({ active: 0 }).where(eq(credentials.id, credential.id));

    mp.setStatus(paymentId, 'charged_back');
    expect((await notify(paymentId)).body.data?.resultado).toBe('refunded');
    expect(await balanceOf(NICOLAS)).toBe(-15_000);
    const [row] = await t.db
      .select()
      .from(credentialMovements)
      .where(eq(credentialMovements.detalle, `Reembolso del pago en línea ${paymentId}`));
    // The books' own check (restores, benchmarks) admits this overdraft as it admits a late sale's.
    expect((await checkBooks(t.db)).filter((check) => check.broken > 0)).toEqual([]);
    expect(row).toMatchObject({
      kind: 'descarga',
      amount: -20_000,
      saldo_previo: 5_000,
      saldo_nuevo: -15_000,
      overdraft: 20_000,
      paymentMethod: 'en_linea',
      paymentReference: paymentId,
    });
    // Said again, and as a refund after the charge-back: taken back once.
    mp.setStatus(paymentId, 'refunded');
    expect((await notify(paymentId)).body.data?.resultado).toBe('unchanged');
    expect(await balanceOf(NICOLAS)).toBe(-15_000);
    expect((await maria.get<OnlinePayment>(`/api/family/payments/${created.id}`)).body.data.estado).toBe(
      'reembolsado',
    );
    // Back to a usable credential for the other tests.
    await t.db.update(credentials).set({ active: 1 }).where(eq(credentials.id, credential.id));
    const topUp = await admin.put(`/api/admin/carnets/${credential.id}`, {
      recarga: 50_000,
      metodo_pago: 'efectivo',
    });
    expect(topUp.status, topUp.body.message).toBe(200);
  });
});

describe('the notification is believed only when signed', () => {
  it('answers 401 to a wrong, tampered, missing or stale signature, reading nothing', async () => {
    const created = await open([{ id_estudiante: emiliano, valor: 11_000 }]);
    const paymentId = mp.pay(externalReferenceOf(created.id));
    await unchanged(
      t,
      async () => {
        for (const opts of [
          { secret: 'otro-secreto' },
          { signedDataId: '999999' },
          { ts: t.clock.now().getTime() - 60 * 60_000 },
        ]) {
          const res = await notify(paymentId, opts);
          expect(res.status, JSON.stringify(opts)).toBe(401);
          expect(res.body).toMatchObject({ code: 0, message: ONLINE_PAYMENT_MESSAGES.invalidSignature });
        }
        const { url, payload } = mp.notification(paymentId);
        const bare = await t.app.inject({ method: 'POST', url, payload });
        expect(bare.statusCode).toBe(401);
      },
      TABLES,
    );
    expect((await notify(paymentId)).body.data?.resultado).toBe('credited');
  });

  it('answers 503 when Mercado Pago cannot be asked, so the notification comes again', async () => {
    const created = await open([{ id_estudiante: emiliano, valor: 13_000 }]);
    const paymentId = mp.pay(externalReferenceOf(created.id));
    mp.failNext(1);
    expect((await notify(paymentId)).status).toBe(503);
    expect((await notify(paymentId)).body.data?.resultado).toBe('credited');
  });
});

describe('refusals', () => {
  it("refuses another family's child and payment with 404", async () => {
    const created = await open([{ id_estudiante: emiliano, valor: 10_000 }]);
    expect((await jorge.get(`/api/family/payments/${created.id}`)).status).toBe(404);
    expect((await jorge.get<OnlinePayment[]>('/api/family/payments')).body.data).toEqual([]);
    await unchanged(
      t,
      async () => {
        const res = await jorge.post('/api/family/payments', {
          hijos: [{ id_estudiante: emiliano, valor: 20_000 }],
        });
        expect(res.status).toBe(404);
      },
      TABLES,
    );
  });

  it('refuses a payment under the minimum or over the maximum, a repeated child or none, on the field', async () => {
    await unchanged(
      t,
      async () => {
        const low = await maria.post('/api/family/payments', {
          hijos: [{ id_estudiante: emiliano, valor: 5_000 }],
        });
        expect(low.status).toBe(400);
        expect(low.body.errors).toEqual({ hijos: 'El pago en línea debe ser de al menos $10.000' });
        const high = await maria.post('/api/family/payments', {
          hijos: [
            { id_estudiante: emiliano, valor: 300_000 },
            { id_estudiante: nicolas, valor: 300_000 },
          ],
        });
        expect(high.body.errors).toEqual({ hijos: 'El pago en línea no puede superar $500.000' });
        const twice = await maria.post('/api/family/payments', {
          hijos: [
            { id_estudiante: emiliano, valor: 10_000 },
            { id_estudiante: emiliano, valor: 10_000 },
          ],
        });
        expect(twice.status).toBe(400);
        expect(twice.body.message).toBe(ONLINE_PAYMENT_MESSAGES.repeatedChild);
        const none = await maria.post('/api/family/payments', { hijos: [] });
        expect(none.body.message).toBe(ONLINE_PAYMENT_MESSAGES.noChildren);
      },
      TABLES,
    );
  });

  it('leaves no payment behind when Mercado Pago cannot open the checkout', async () => {
    mp.failNext(1);
    await unchanged(
      t,
      async () => {
        const res = await maria.post('/api/family/payments', {
          hijos: [{ id_estudiante: emiliano, valor: 20_000 }],
        });
        expect(res.status).toBe(503);
        expect(res.body.message).toBe('El servicio de pagos no responde. Intente de nuevo en unos minutos.');
      },
      TABLES,
    );
  });
});

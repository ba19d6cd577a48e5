// @vitest-environment node
// The server's Mercado Pago client against the local stand-in over real HTTP (node:http cannot serve
// under jsdom): what it sends, what it reads back, paging, and that every failure is the one
// "unavailable" error whose text never carries the access token.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPreference,
  getPayment,
  MercadoPagoUnavailable,
  PAYMENTS_UNAVAILABLE,
  searchPayments,
  type MercadoPagoAccess,
  type PreferenceInput,
} from '../../server/modules/payments/mercadopago/service/client';
import { verifySignature } from '../../server/modules/payments/mercadopago/service/signature';
import { startMercadoPago, type MercadoPagoStandIn } from '../api/fixtures/mercadopago';
import { testClock } from '../clock';

const TOKEN = 'APP_USR-7788990011-031015-0f1e2d3c4b5a69788796a5b4c3d2e1f0-123456';
const SECRET = 'webhook-secret-of-the-school';
const clock = testClock();

const preferenceInput = (reference: string): PreferenceInput => ({
  items: [
    { id: 'topup-1', title: 'Recarga Ana', quantity: 1, unit_price: 20_000 },
    { id: 'topup-2', title: 'Recarga Luis', quantity: 1, unit_price: 15_000 },
  ],
  external_reference: reference,
  notification_url: 'http://127.0.0.1:9/api/payments/mercadopago/webhook',
  back_urls: {
    success: 'http://colegio.test/familia/pagos?r=ok',
    failure: 'http://colegio.test/familia/pagos?r=no',
    pending: 'http://colegio.test/familia/pagos?r=wait',
  },
});

/** The rejection of `promise`, which must be MercadoPagoUnavailable and name no token. */
async function unavailable(promise: Promise<unknown>): Promise<MercadoPagoUnavailable> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MercadoPagoUnavailable);
  const failure = error as MercadoPagoUnavailable;
  expect(failure.message).toBe(PAYMENTS_UNAVAILABLE);
  const everything = [
    failure.message,
    failure.detail,
    String(failure),
    failure.stack,
    JSON.stringify(failure),
  ];
  for (const text of everything) expect(text).not.toContain('APP_USR');
  return failure;
}

/** A server answering every request with `listener`, for answers the stand-in never gives. */
async function oddServer(listener: RequestListener): Promise<{ url: string; close: () => void }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

let mp: MercadoPagoStandIn;
let access: MercadoPagoAccess;
beforeAll(async () => {
  mp = await startMercadoPago({ accessToken: TOKEN, webhookSecret: SECRET, clock });
  access = { accessToken: TOKEN, apiUrl: `${mp.url}/` };
});
afterAll(() => mp.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPreference', () => {
  it('sends the items in COP with the idempotency key; the same key gives the same preference', async () => {
    const first = await createPreference(access, preferenceInput('pago-1'), 'key-1');
    const again = await createPreference(access, preferenceInput('pago-1'), 'key-1');
    expect(again.id).toBe(first.id);
    expect(first.init_point).toBe(`${mp.url}/checkout/v1/redirect?pref-id=${first.id}`);
    const other = await createPreference(access, preferenceInput('pago-2'), 'key-2');
    expect(other.id).not.toBe(first.id);

    const sent = mp.preferences().find((p) => p.id === first.id);
    expect(sent?.idempotencyKey).toBe('key-1');
    expect(sent?.total).toBe(35_000);
    expect(sent?.body).toMatchObject({ external_reference: 'pago-1', auto_return: 'approved' });
    expect(sent?.body.items?.map((i) => i.currency_id)).toEqual(['COP', 'COP']);
  });

  it('keeps a currency the input names', async () => {
    const input = preferenceInput('pago-ars');
    input.items = [{ ...input.items[0], currency_id: 'ARS' }];
    const { id } = await createPreference(access, input, 'key-ars');
    expect(mp.preferences().find((p) => p.id === id)?.body.items?.[0].currency_id).toBe('ARS');
  });

  it('refuses an amount that is not whole pesos before calling', async () => {
    const input = preferenceInput('pago-frac');
    input.items = [{ ...input.items[0], unit_price: 1500.5 }];
    await expect(createPreference(access, input, 'key-frac')).rejects.toThrow(RangeError);
  });
});

describe('getPayment', () => {
  it('reads a known payment, with its id as a string', async () => {
    await createPreference(access, preferenceInput('pago-3'), 'key-3');
    const id = mp.pay('pago-3');
    const payment = await getPayment(access, id);
    expect(payment).toEqual({
      id,
      status: 'approved',
      statusDetail: 'accredited',
      externalReference: 'pago-3',
      amount: 35_000,
      currency: 'COP',
      createdAt: expect.any(Date),
      approvedAt: expect.any(Date),
    });
    expect(Math.abs(payment!.createdAt.getTime() - clock.nowMs())).toBeLessThan(60_000);

    mp.setStatus(id, 'refunded');
    expect((await getPayment(access, id))?.status).toBe('refunded');
  });

  it('answers null for a payment Mercado Pago does not know', async () => {
    expect(await getPayment(access, '999999999999')).toBeNull();
  });

  it('reads a pending payment without an approval date', async () => {
    const id = mp.pay('pago-3', { status: 'pending', amount: 1000 });
    expect(await getPayment(access, id)).toMatchObject({ status: 'pending', amount: 1000, approvedAt: null });
  });
});

describe('searchPayments', () => {
  const begin = new Date('2026-02-01T00:00:00Z');
  const end = new Date('2026-02-28T23:59:59Z');
  let paged: MercadoPagoStandIn;
  beforeAll(async () => {
    paged = await startMercadoPago({ accessToken: TOKEN, webhookSecret: SECRET, clock });
    for (let i = 0; i < 230; i++)
      paged.pay(`ref-${i}`, { amount: 1000 + i, createdAt: new Date(begin.getTime() + i * 60_000) });
    paged.pay('before', { amount: 1, createdAt: new Date('2026-01-31T23:59:00Z') });
    paged.pay('after', { amount: 1, createdAt: new Date('2026-03-01T00:00:00Z') });
  });
  afterAll(() => paged.close());

  it('follows the pages until every payment in the range is read', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    const found = await searchPayments({ accessToken: TOKEN, apiUrl: paged.url }, { begin, end });
    expect(calls).toHaveBeenCalledTimes(3);
    expect(found).toHaveLength(230);
    expect(new Set(found.map((p) => p.id)).size).toBe(230);
    expect(found.map((p) => p.externalReference)).not.toContain('before');
    expect(found.map((p) => p.externalReference)).not.toContain('after');
    expect(found[0].externalReference).toBe('ref-229');
    const url = new URL(String(calls.mock.calls[2][0]));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sort: 'date_created',
      criteria: 'desc',
      range: 'date_created',
      begin_date: begin.toISOString(),
      end_date: end.toISOString(),
      limit: '100',
      offset: '200',
    });
  });

  it('narrows to one external reference when asked', async () => {
    const found = await searchPayments(
      { accessToken: TOKEN, apiUrl: paged.url },
      { begin, end, externalReference: 'ref-7' },
    );
    expect(found.map((p) => [p.externalReference, p.amount])).toEqual([['ref-7', 1007]]);
  });

  it('stops at 50 pages', async () => {
    const many = await startMercadoPago({ accessToken: TOKEN, webhookSecret: SECRET, clock });
    for (let i = 0; i < 5_050; i++) many.pay('x', { amount: 1, createdAt: new Date(begin.getTime() + i) });
    const calls = vi.spyOn(globalThis, 'fetch');
    const found = await searchPayments({ accessToken: TOKEN, apiUrl: many.url }, { begin, end });
    await many.close();
    expect(calls).toHaveBeenCalledTimes(50);
    expect(found).toHaveLength(5_000);
  });
});

describe('Mercado Pago unavailable', () => {
  it('is a 500: the call fails once, the next one goes through', async () => {
    mp.failNext(1);
    const failure = await unavailable(createPreference(access, preferenceInput('pago-4'), 'key-4'));
    expect(failure.status).toBe(500);
    await expect(createPreference(access, preferenceInput('pago-4'), 'key-4')).resolves.toHaveProperty('id');
    mp.failNext(2);
    await unavailable(getPayment(access, '1'));
    await unavailable(searchPayments(access, { begin: clock.now(), end: clock.now() }));
    expect(await getPayment(access, '1')).toBeNull();
  });

  it('is a refused token, and the error never shows a token', async () => {
    const wrong = { accessToken: 'APP_USR-wrong-token', apiUrl: mp.url };
    expect((await unavailable(getPayment(wrong, '1'))).status).toBe(401);
    await unavailable(createPreference(wrong, preferenceInput('pago-5'), 'key-5'));
    await unavailable(searchPayments(wrong, { begin: clock.now(), end: clock.now() }));
  });

  it('is a service that cannot be reached', async () => {
    const gone = await oddServer(() => undefined);
    gone.close();
    await unavailable(getPayment({ accessToken: TOKEN, apiUrl: gone.url }, '1'));
  });

  it('is an answer that does not parse, or lacks what a payment needs', async () => {
    const html = await oddServer((_, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi'),
    );
    const partial = await oddServer((_, res) => res.end(JSON.stringify({ id: 1, status: 'approved' })));
    try {
      await unavailable(getPayment({ accessToken: TOKEN, apiUrl: html.url }, '1'));
      const failure = await unavailable(getPayment({ accessToken: TOKEN, apiUrl: partial.url }, '1'));
      expect(failure.detail).toContain('transaction_amount');
      await unavailable(
        createPreference({ accessToken: TOKEN, apiUrl: partial.url }, preferenceInput('p'), 'k'),
      );
    } finally {
      html.close();
      partial.close();
    }
  });
});

describe('the stand-in checkout', () => {
  it('pays from its page, notifies the signed webhook and sends the family back', async () => {
    const received: { url: string; headers: Record<string, unknown>; body: string }[] = [];
    const webhook = await oddServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200).end();
      });
    });
    const input = { ...preferenceInput('pago-6'), notification_url: `${webhook.url}/hook` };
    const { init_point } = await createPreference(access, input, 'key-6');

    const page = await (await fetch(init_point)).text();
    expect(page).toContain('lang="es"');
    expect(page).toMatch(/<h1>Mercado Pago \(simulado\)<\/h1>/);
    expect(page).toContain('35.000');
    expect(page).toMatch(/<button[^>]*>Pagar<\/button>/);
    expect(page).toMatch(/<button[^>]*>Rechazar<\/button>/);

    const action = /action="([^"]+)"/.exec(page)![1].replaceAll('&amp;', '&');
    const paid = await fetch(action, { method: 'POST', redirect: 'manual' });
    webhook.close();
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.searchParams.get('r')).toBe('ok');
    expect(back.searchParams.get('status')).toBe('approved');
    expect(back.searchParams.get('external_reference')).toBe('pago-6');
    const paymentId = back.searchParams.get('payment_id') ?? '';
    expect((await getPayment(access, paymentId))?.amount).toBe(35_000);

    expect(received).toHaveLength(1);
    const notice = received[0];
    expect(notice.url).toBe(`/hook?data.id=${paymentId}&type=payment`);
    expect(JSON.parse(notice.body)).toMatchObject({ type: 'payment', data: { id: paymentId } });
    const verdict = verifySignature({
      header: String(notice.headers['x-signature']),
      requestId: String(notice.headers['x-request-id']),
      dataId: paymentId,
      secret: SECRET,
      now: clock.now(),
    });
    expect(verdict).toBe('ok');
  });

  it('builds a signed notification for app.inject', () => {
    const note = mp.notification('123', { ts: 1_773_154_800, requestId: 'req-1' });
    expect(note.url).toBe('/api/payments/mercadopago/webhook?data.id=123&type=payment');
    expect(note.headers['x-request-id']).toBe('req-1');
    const input = { requestId: 'req-1', dataId: '123', secret: SECRET, now: new Date(1_773_154_800_000) };
    expect(verifySignature({ ...input, header: note.headers['x-signature'] })).toBe('ok');
    const forged = mp.notification('123', { secret: 'other', ts: 1_773_154_800, requestId: 'req-1' });
    expect(verifySignature({ ...input, header: forged.headers['x-signature'] })).toBe('invalid');
  });
});

/**
 * `POST /api/payments/mercadopago/webhook` (public: Mercado Pago calls it). The signature first
 * (`x-signature` over the payment's id, `x-request-id` and `ts`, with the school's secret): a bad
 * or stale one is 401 and nothing is read. Then the payment as Mercado Pago's API says it, and that
 * answer settles ours. A 200 tells Mercado Pago to stop sending; a 503 (its API unreachable) makes it
 * send again later.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ONLINE_PAYMENT_MESSAGES } from '../../../../src/domain/onlinePayments';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { AppError, notFound } from '../../../http/errors';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { askMercadoPago, getPayment, verifySignature, type MercadoPagoAccess } from '../mercadopago';
import { SETTLEMENTS, settlePayment, type SettleOptions, type Settlement } from './service/settle';

const notificationQuery = z.looseObject({
  'data.id': z.string().max(64).optional(),
  type: z.string().max(64).optional(),
});

const settledSchema = z.object({ resultado: z.enum(SETTLEMENTS) });

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function webhookRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mercadoPago = config.mercadoPago;

  r.post(
    '/api/payments/mercadopago/webhook',
    {
      config: { public: true },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['Pagos en línea'],
        summary: 'Notificación firmada de Mercado Pago sobre un pago (la llama Mercado Pago)',
        querystring: notificationQuery,
        body: z.unknown(),
        response: answers(settledSchema),
      },
    },
    async (req) => {
      if (!mercadoPago) throw notFound(ONLINE_PAYMENT_MESSAGES.disabled);
      const dataId = req.query['data.id'];
      const verdict = verifySignature({
        header: header(req.headers['x-signature']),
        requestId: header(req.headers['x-request-id']),
        dataId,
        secret: mercadoPago.webhookSecret,
        now: clock.now(),
      });
      if (verdict !== 'ok') {
        req.log.warn({ verdict }, 'notificación de Mercado Pago rechazada');
        throw new AppError(401, ONLINE_PAYMENT_MESSAGES.invalidSignature, 'unauthenticated');
      }
      // Merchant orders and the like: signed, so answered, but nothing of a payment to read.
      if (req.query.type !== 'payment' || !dataId) return ok({ resultado: 'ignored' as const });
      const { settlement: resultado, payment } = await askMercadoPago(() =>
        settleFromMercadoPago(db, clock, mercadoPago, dataId),
      );
      req.log.info({ pago: dataId, estado: payment?.status, resultado }, 'notificación de Mercado Pago');
      return ok({ resultado });
    },
  );
}

/**
 * The one door by which what Mercado Pago says of a payment reaches the ledger: read it from its
 * API by id (no transaction held while it answers), then settle it in one transaction. The
 * notification, the reconciliation's click and the staff's "ask again" all come through here.
 * Throws MercadoPagoUnavailable when its API cannot be asked; `unknown` when it does not know the id.
 */
export async function settleFromMercadoPago(
  db: Db,
  clock: Clock,
  access: MercadoPagoAccess,
  providerPaymentId: string,
  options: SettleOptions = {},
): Promise<{ settlement: Settlement; payment: { status: string } | null }> {
  const payment = await getPayment(access, providerPaymentId);
  if (!payment) return { settlement: 'unknown', payment: null };
  const settlement = await db.transaction((tx) => settlePayment(tx, clock, payment, options));
  return { settlement, payment };
}

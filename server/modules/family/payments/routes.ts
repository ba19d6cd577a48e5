/**
 * The family's side of online top-ups (issue 54):
 *   GET  /api/family/payments/terms   whether the school takes them, its minimum, maximum and fee
 *   POST /api/family/payments         {hijos: [{id_estudiante, valor}]} → {id, estado, init_point}
 *   GET  /api/family/payments         the family's payments and their state
 *   GET  /api/family/payments/{id}    one of them (another family's: 404)
 * Money moves only when Mercado Pago's notification is heard (server/modules/payments/online).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  externalReferenceOf,
  ONLINE_PAYMENT_MESSAGES,
  onlinePaymentCreatedSchema,
  onlinePaymentRequestSchema,
  onlinePaymentSchema,
  onlinePaymentTermsSchema,
} from '../../../../src/domain/onlinePayments';
import { answers, createdAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { AppError, notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema } from '../../../http/list-query';
import { createPreference, MercadoPagoUnavailable, onlineTerms, PAYMENTS_UNAVAILABLE } from '../../payments';
import { familyPayments } from './queries';
import { dropPayment, keepPreference, openPayment } from './service/open';

/** How long a checkout can be paid: a family that comes back tomorrow opens a new one. */
const CHECKOUT_HOURS = 24;

export function onlinePaymentRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias: recargas en línea'];
  const mercadoPago = config.mercadoPago;

  r.get(
    '/api/family/payments/terms',
    {
      config: { family: true },
      schema: {
        tags,
        summary: 'Si el colegio recibe recargas en línea, y sus mínimo, máximo y comisión',
        response: answers(onlinePaymentTermsSchema),
      },
    },
    async () => ok({ habilitado: mercadoPago !== null, ...(await onlineTerms(db)) }),
  );

  r.post(
    '/api/family/payments',
    {
      config: { family: true },
      schema: {
        tags,
        summary: 'Abrir un pago en línea para recargar el carnet de uno o varios hijos (Mercado Pago)',
        body: onlinePaymentRequestSchema,
        response: createdAnswers(onlinePaymentCreatedSchema),
      },
    },
    async (req, reply) => {
      if (!mercadoPago) throw notFound(ONLINE_PAYMENT_MESSAGES.disabled);
      const family = familyOf(req);
      const terms = await onlineTerms(db);
      const opened = await db.transaction((tx) => openPayment(tx, family, req.body, terms, clock.now()));
      const origin = req.server.linkOrigin();
      const back = `${origin}/familia/#/pagos/${opened.id}`;
      let preference;
      try {
        preference = await createPreference(
          mercadoPago,
          {
            items: [
              ...opened.items.map((item) => ({
                id: `estudiante-${item.studentId}`,
                title: `Recarga del carnet de ${item.name}`,
                quantity: 1,
                unit_price: item.amount,
              })),
              ...(opened.fee > 0
                ? [
                    {
                      id: 'comision',
                      title: 'Comisión del pago en línea',
                      quantity: 1,
                      unit_price: opened.fee,
                    },
                  ]
                : []),
            ],
            external_reference: externalReferenceOf(opened.id),
            notification_url: `${origin}/api/payments/mercadopago/webhook`,
            back_urls: { success: back, failure: back, pending: back },
            expires: true,
            expiration_date_to: new Date(clock.now().getTime() + CHECKOUT_HOURS * 3_600_000).toISOString(),
          },
          externalReferenceOf(opened.id),
        );
      } catch (error) {
        await db.transaction((tx) => dropPayment(tx, opened.id));
        if (error instanceof MercadoPagoUnavailable)
          throw new AppError(503, PAYMENTS_UNAVAILABLE, 'unavailable');
        throw error;
      }
      await db.transaction((tx) => keepPreference(tx, opened.id, preference.id, clock.now()));
      reply.status(201);
      return ok(
        {
          id: opened.id,
          estado: 'pendiente' as const,
          total: opened.total,
          comision: opened.fee,
          init_point: preference.init_point,
        },
        ONLINE_PAYMENT_MESSAGES.created,
      );
    },
  );

  r.get(
    '/api/family/payments',
    {
      config: { family: true },
      schema: {
        tags,
        summary: 'Los pagos en línea de la familia y su estado',
        response: answers(z.array(onlinePaymentSchema)),
      },
    },
    async (req) => ok(await familyPayments(db, familyOf(req).accountId)),
  );

  r.get(
    '/api/family/payments/:id',
    {
      config: { family: true },
      schema: {
        tags,
        summary: 'Un pago en línea de la familia',
        params: idParamsSchema,
        response: answers(onlinePaymentSchema),
      },
    },
    async (req) => {
      const [payment] = await familyPayments(db, familyOf(req).accountId, req.params.id);
      if (!payment) throw notFound(ONLINE_PAYMENT_MESSAGES.notFound);
      return ok(payment);
    },
  );
}

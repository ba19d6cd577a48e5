/**
 * The staff's online payments (issue 54), key `carnets.online`:
 *   GET  /api/admin/online-payments?estado=   every family's payments, newest first (held: retenido)
 *   GET  /api/admin/online-payments/{id}      one of them
 *   POST /api/admin/online-payments/{id}/refresh   ask Mercado Pago again (a pending or held one)
 *   GET  /api/admin/online-payments/terms     the school's minimum, maximum and fee
 *   PUT  /api/admin/online-payments/terms     set them
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_ONLINE_TERMS, ONLINE_PAYMENT_MESSAGES } from '../../../../src/domain/onlinePaymentRules';
import {
  ONLINE_STAFF_MESSAGES,
  onlinePaymentListQuerySchema,
  onlineTermsInputSchema,
  refreshedPaymentSchema,
  staffOnlinePaymentSchema,
} from '../../../../src/domain/onlinePaymentsStaff';
import { onlinePaymentTermsSchema } from '../../../../src/domain/onlinePayments';
import { answers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import { askMercadoPago } from '../mercadopago';
import { settleFromMercadoPago } from '../online';
import { onlineTerms, staffPayment, staffPayments } from './queries';
import { attemptToAsk, saveOnlineTerms } from './service';

export const ONLINE_STAFF_PATH = '/api/admin/online-payments';

export function reviewRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Carnets: pagos en línea'];
  const staff = { permission: 'carnets.online' as const };
  const mercadoPago = config.mercadoPago;
  const termsAnswer = async () => ({ habilitado: mercadoPago !== null, ...(await onlineTerms(db)) });

  r.get(
    ONLINE_STAFF_PATH,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Los pagos en línea de todas las familias, los más recientes primero; estado filtra',
        querystring: onlinePaymentListQuerySchema,
        response: listAnswers(staffOnlinePaymentSchema),
      },
    },
    async (req) => {
      const { rows, total } = await staffPayments(db, req.query);
      return okList(rows, total);
    },
  );

  r.get(
    `${ONLINE_STAFF_PATH}/terms`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Si el colegio recibe recargas en línea, y sus mínimo, máximo y comisión por pago',
        response: answers(onlinePaymentTermsSchema),
      },
    },
    async () => ok(await termsAnswer()),
  );

  r.put(
    `${ONLINE_STAFF_PATH}/terms`,
    {
      config: staff,
      schema: {
        tags,
        summary: `Fijar el mínimo y el máximo por pago y la comisión que pagan las familias (por omisión ${DEFAULT_ONLINE_TERMS.minimo} a ${DEFAULT_ONLINE_TERMS.maximo}, sin comisión)`,
        body: onlineTermsInputSchema,
        response: answers(onlinePaymentTermsSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => saveOnlineTerms(tx, req.body, staffOf(req).id, clock.now()));
      return ok(await termsAnswer(), ONLINE_STAFF_MESSAGES.termsSaved);
    },
  );

  r.get(
    `${ONLINE_STAFF_PATH}/:id`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Un pago en línea, con lo que Mercado Pago dijo de él',
        params: idParamsSchema,
        response: answers(staffOnlinePaymentSchema),
      },
    },
    async (req) => ok(await mustFind(req.params.id)),
  );

  r.post(
    `${ONLINE_STAFF_PATH}/:id/refresh`,
    {
      config: staff,
      schema: {
        tags,
        summary:
          'Consultar de nuevo a Mercado Pago un pago pendiente o retenido y aplicar lo que diga (acredita una sola vez)',
        params: idParamsSchema,
        response: answers(refreshedPaymentSchema),
      },
    },
    async (req) => {
      if (!mercadoPago) throw conflict(ONLINE_PAYMENT_MESSAGES.disabled);
      const resultado = await askMercadoPago(async () => {
        const providerId = await attemptToAsk(db, clock, mercadoPago, req.params.id);
        if (!providerId) return 'unchanged' as const;
        const settled = await settleFromMercadoPago(db, clock, mercadoPago, providerId, {
          reconsiderHeld: true,
        });
        return settled.settlement;
      });
      req.log.info({ pago: req.params.id, resultado }, 'pago en línea consultado de nuevo');
      return ok({ resultado, pago: await mustFind(req.params.id) }, ONLINE_STAFF_MESSAGES[resultado]);
    },
  );

  async function mustFind(id: number) {
    const payment = await staffPayment(db, id);
    if (!payment) throw notFound(ONLINE_PAYMENT_MESSAGES.notFound);
    return payment;
  }
}

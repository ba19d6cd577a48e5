/**
 * The lunch line offline (issue 33; the rules in src/domain/offline.ts):
 *   GET  /api/restaurant/roster             the line's roster, with each student's meal and today's
 *   POST /api/restaurant/requests/offline   a meal served offline, sent late: recorded always, once
 *        per Idempotency-Key; refused (not charged) when the student already had a meal in that service
 * The till's registration is the points of sale's (server/modules/orders/offline/routes/offline.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lateSaleResultSchema, offlineSaleSchema } from '../../../../src/domain/offline';
import { lunchRosterSchema } from '../../../../src/domain/offlineLunch';
import { answers, createdAnswers } from '../../../http/answers';
import { STORE } from '../../../../src/domain/stores';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { lateSaleMessage, recordRosterRead, rosterQuerySchema, takeLateSale } from '../../orders';
import { idempotencyKeyOf } from '../../../http/idempotency';
import { staffOf } from '../../../http/staff';
import { lunchRoster } from './queries';
import { lateMealRefusal, paidAheadLate } from '../line';

export function lunchOfflineRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db, config, clock } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  r.get(
    '/api/restaurant/roster',
    {
      config: { permission: 'restaurant.requests' },
      schema: {
        tags,
        summary:
          'Lista de carnets de la línea de almuerzo para vender sin conexión: su almuerzo, el de hoy y los servicios; ' +
          'caja: el código de la caja que la lee (sus ventas fuera de línea se juzgan por esta lista)',
        querystring: rosterQuerySchema,
        response: answers(lunchRosterSchema),
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const now = clock.now();
      if (req.query.caja) await recordRosterRead(db, req.query.caja, STORE.restaurant, now);
      return ok(await lunchRoster(db, config.timezone, now));
    },
  );

  r.post(
    '/api/restaurant/requests/offline',
    {
      config: { permission: 'restaurant.requests' },
      schema: {
        tags,
        summary:
          'Almuerzo servido sin conexión y enviado después: se registra siempre, una vez por clave; rechazado sin cobrar si el ' +
          'estudiante ya tenía almuerzo en ese servicio; Idempotency-Key obligatoria',
        body: offlineSaleSchema,
        response: createdAnswers(lateSaleResultSchema),
      },
    },
    async (req, reply) => {
      const result = await takeLateSale(options, {
        store: STORE.restaurant,
        key: idempotencyKeyOf(req),
        staffId: staffOf(req).id,
        body: req.body,
        refusalOf: (tx, credential, sale) =>
          lateMealRefusal(tx, credential.id_user_primary, sale.madeAt, options.config.timezone),
        // Issue 56: the child's pre-order or meal plan paid it ahead.
        prepaidOf: (tx, credential, sale) =>
          paidAheadLate(tx, credential.id_user_primary, sale.madeAt, options.config.timezone),
      });
      reply.status(201);
      return ok(result, lateSaleMessage(result));
    },
  );
}

/**
 * The lunch line offline (issue 33; the rules in src/domain/offline.ts):
 *   GET  /api/restaurant/roster             the line's roster, with each student's meal and today's
 *   POST /api/restaurant/requests/offline   a meal served offline, sent late: recorded always, once
 *        per Idempotency-Key; refused (not charged) when the student already had a meal in that service
 * The till's registration is the points of sale's (server/modules/orders/routes/offline.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { offlineSaleSchema } from '../../../../src/domain/offline';
import { STORE } from '../../../../src/domain/stores';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { staffOf } from '../../../http/staff';
import { lateSaleKey, lateSaleMessage, lateSaleRequest, orderEvent, syncLateSale } from '../../orders';
import { lunchRoster } from '../queries';
import { lateMealRefusal } from '../service';

export function lunchOfflineRoutes(app: FastifyInstance, { db, config, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  r.get(
    '/api/restaurant/roster',
    {
      config: { permission: 'restaurant.requests' },
      schema: { tags, summary: 'Lista de carnets de la línea de almuerzo para vender sin conexión: su almuerzo, el de hoy y los servicios' },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await lunchRoster(db, config.timezone));
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
      },
    },
    async (req, reply) => {
      const key = lateSaleKey(req);
      const staff = staffOf(req);
      const request = lateSaleRequest(req.body, { store: STORE.restaurant, key, staffId: staff.id, timezone: config.timezone });
      const result = await db.transaction(async (tx) => {
        const { result, order } = await syncLateSale(tx, {
          ...request,
          refusalOf: (inner, credential) => lateMealRefusal(inner, credential.id_user_primary, request.madeAt, config.timezone),
        });
        if (order) await bus.enqueue(tx, orderEvent('created', order));
        return result;
      });
      bus.flush();
      reply.status(201);
      return ok(result, lateSaleMessage(result));
    },
  );
}

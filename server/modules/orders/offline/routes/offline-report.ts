/**
 * The offline sales report (issue 33, key admin.offlinesales; src/domain/offlineSales.ts):
 *   GET /api/admin/offline-sales          the late sales, newest first: the list query (page, perPage,
 *                                         sort, order); filter: from, to (school days on recibida_en,
 *                                         both included), id_caja, store, estado (one or a list)
 *   GET /api/admin/offline-sales/totals   per till and in all for the same `filter`: how many sales of
 *                                         each outcome, their total at the till's prices, what was charged
 *   POST /api/admin/offline-sales/{id}/resolve   a refused sale settled: charged now or written off
 *                                         (service/late-sale-resolve.ts), Idempotency-Key accepted
 * The reads are in queries/offline-sales.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OFFLINE_SALES_PATH } from '../../../../../src/domain/offlineSales';
import type { AreaOptions } from '../../../../http/area';
import { ok, okList } from '../../../../http/envelope';
import { idParamsSchema, listQuerySchema } from '../../../../http/list-query';
import { idempotent } from '../../../../http/idempotency';
import { staffOf } from '../../../../http/staff';
import {
  lateSaleResolvedSchema,
  offlineSaleRowSchema,
  offlineSalesTotalsSchema,
  resolvedMessage,
  resolveSchema,
  type LateSaleResolution,
} from '../../../../../src/domain/offlineSales';
import { answers, listAnswers } from '../../../../http/answers';
import { orderEvent } from '../../lists';
import { resolveLateSale } from '../service/late-sale-resolve';
import { offlineSaleList, offlineSalesTotals } from '../queries/offline-sales';

const tags = ['Ventas fuera de línea'];
const config = { permission: 'admin.offlinesales' } as const;

export function offlineReportRoutes(
  app: FastifyInstance,
  { db, config: { timezone }, bus, clock }: AreaOptions,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = offlineSaleList(timezone);
  r.get(
    `/api/${OFFLINE_SALES_PATH}`,
    {
      config,
      schema: {
        tags,
        summary:
          'Ventas hechas sin conexión y recibidas después, con su caja, estudiante, pedido y marcas; filter: from y to (AAAA-MM-DD, días del colegio sobre recibida_en), id_caja, store, estado',
        querystring: listQuerySchema,
        response: listAnswers(offlineSaleRowSchema),
      },
    },
    async (req) => {
      const { rows, total } = await list(db, req.query);
      return okList(rows, total);
    },
  );
  r.get(
    `/api/${OFFLINE_SALES_PATH}/totals`,
    {
      config,
      schema: {
        tags,
        summary:
          'Por caja y en total, para el mismo filter de la lista (la página no cuenta): ventas y su valor por estado, y lo cobrado',
        querystring: listQuerySchema,
        response: answers(offlineSalesTotalsSchema),
      },
    },
    async (req) => ok(await offlineSalesTotals(db, timezone, req.query)),
  );
  r.post(
    `/api/${OFFLINE_SALES_PATH}/:id/resolve`,
    {
      config,
      schema: {
        tags,
        summary:
          'Resolver una venta fuera de línea rechazada: cobrar (ahora, con las reglas en línea: saldo, tope, estado; 409 si no se puede) ' +
          'o descartar (con nota); una sola vez; acepta Idempotency-Key',
        params: idParamsSchema,
        body: resolveSchema,
        response: answers(lateSaleResolvedSchema),
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const body = await idempotent<{ resolucion: LateSaleResolution; id_order: number | null }>(
        db,
        req,
        reply,
        async (tx, key) => {
          const { order, ...result } = await resolveLateSale(tx, clock, {
            id: req.params.id,
            ...req.body,
            staffId: staff.id,
            timezone,
            key,
          });
          if (order) await bus.enqueue(tx, orderEvent('created', order));
          return ok(result, resolvedMessage(result.resolucion));
        },
      );
      bus.flush();
      return body;
    },
  );
}

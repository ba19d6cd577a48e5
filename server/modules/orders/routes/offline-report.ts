/**
 * The offline sales report (issue 33, key admin.offlinesales; src/domain/offlineSales.ts):
 *   GET /api/admin/offline-sales          the late sales, newest first: the list query (page, perPage,
 *                                         sort, order); filter: from, to (school days on recibida_en,
 *                                         both included), id_caja, store, estado (one or a list)
 *   GET /api/admin/offline-sales/totals   per till and in all for the same `filter`: how many sales of
 *                                         each outcome, their total at the till's prices, what was charged
 * The reads are in queries/offline-sales.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OFFLINE_SALES_PATH } from '../../../../src/domain/offlineSales';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { listQuerySchema } from '../../../http/list-query';
import { offlineSaleList, offlineSalesTotals } from '../queries/offline-sales';

const tags = ['Ventas fuera de línea'];
const config = { permission: 'admin.offlinesales' } as const;

export function offlineReportRoutes(app: FastifyInstance, { db, config: { timezone } }: AreaOptions) {
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
        summary: 'Por caja y en total, para el mismo filter de la lista (la página no cuenta): ventas y su valor por estado, y lo cobrado',
        querystring: listQuerySchema,
      },
    },
    async (req) => ok(await offlineSalesTotals(db, timezone, req.query)),
  );
}

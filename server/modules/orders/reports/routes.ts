/**
 * The sales reports of the cafeteria (store 1) and the stationery shop (store 2), one
 * implementation registered for each (spec part 1 §2 Reports, §3 Report rows, §7), all under
 * the key `<store>.reports`:
 *   POST /api/<store>/reporteRVD         sales one by one (not reversed)      fechaIniRVD, fechafinRVD
 *   POST /api/<store>/reporteRVDP        units and pesos per product          fechaIniRVD, fechafinRVD
 *   POST /api/<store>/reporteRM          one customer's purchases             IdRM, fechaIniRM, fechafinRM
 *   POST /api/<store>/reporteReversion   reversed sales, by reversal date     fechaIniRev, fechafinRev
 *   POST /api/<store>/datauser           a user by id or by document          id | num_doc
 * Every report also takes `fecha_ini` / `fecha_fin`. Dates are whole school days (TZ_SCHOOL).
 * An empty result is code 1 with [] and the message 'No se encontraron registros…', as the
 * top-up report answers. Each report's route comes from its definition
 * (src/domain/reports/sales.ts, registered by server/http/report-routes.ts); here only which
 * read answers it, and `datauser`, a lookup with no dates. The reads are in queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { POS_STORES, type PosStore } from '../../../../src/domain/orders';
import {
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../../../src/domain/reports';
import { dataUserSchema, reportUserSchema, type ReportUser } from '../../../../src/domain/salesReports';
import { RESTAURANT, STORE, storeLabel, type StoreSegment } from '../../../../src/domain/stores';
import type { Db } from '../../../db/client';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { idPage, reportRoutes } from '../../../http/report-routes';
import type { AreaOptions } from '../../../http/area';
import { reportUser, reversals, salesByProduct, salesDetail, userMovements } from './queries';
import { NO_USER } from '../../../../src/domain/credentials';

export const userNotFound = (field: string) => new AppError(404, NO_USER, 'not_found', { [field]: NO_USER });
const tagsOf = (store: PosStore) => [`Reportes: ${storeLabel(POS_STORES[store])}`];

export function salesReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const common = { timezone: config.timezone, tags: tagsOf };

  reportRoutes(app, SALES_DETAIL_REPORT, {
    ...common,
    pages: ({ scope, range }, page) => salesDetail(db, POS_STORES[scope], range, idPage(page)),
  });
  reportRoutes(app, SALES_BY_PRODUCT_REPORT, {
    ...common,
    read: ({ scope, range }) => salesByProduct(db, POS_STORES[scope], range),
  });
  reportRoutes(app, USER_MOVEMENTS_REPORT, {
    ...common,
    read: async ({ scope, body, range }) => {
      const rows = await userMovements(db, POS_STORES[scope], body.IdRM, range);
      if (!rows) throw userNotFound('IdRM');
      return rows;
    },
  });
  reportRoutes(app, REVERSALS_REPORT, {
    ...common,
    pages: ({ scope, range }, page) => reversals(db, POS_STORES[scope], range, idPage(page)),
  });

  for (const store of Object.keys(POS_STORES) as PosStore[]) dataUserRoute(app, db, store, tagsOf(store));
  // The restaurant's movements report asks for its person the same way.
  dataUserRoute(app, db, RESTAURANT, [`Reportes: ${storeLabel(STORE.restaurant)}`]);
}

/** `POST /api/<store>/datauser`: the person of a movements report, by id or by document. */
function dataUserRoute(app: FastifyInstance, db: Db, store: StoreSegment, tags: string[]) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${store}/datauser`,
    {
      config: { permission: `${store}.reports` },
      schema: {
        tags,
        summary:
          'Un usuario por id ({id}) o por documento ({num_doc}) para el reporte de movimientos; 404 No Existe Usuario',
        body: dataUserSchema,
        response: answers(reportUserSchema),
      },
    },
    async (req) => {
      const { id, num_doc } = req.body;
      const user = await reportUser(db, { id, num_doc });
      if (!user) throw userNotFound(id !== undefined ? 'id' : 'num_doc');
      return ok<ReportUser>(user);
    },
  );
}

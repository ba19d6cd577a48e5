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
 * top-up report answers. The wire shapes are those of src/domain/salesReports.ts; the reads
 * are in report-queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StoreId } from '../../../src/domain/inventory';
import { POS_STORES, type PosStore } from '../../../src/domain/orders';
import {
  dataUserSchema,
  movementsReportSchema,
  NO_USER,
  REPORT_DATE_FIELDS,
  REPORT_EMPTY,
  reportDays,
  reversalReportSchema,
  salesReportSchema,
  type ReportUser,
} from '../../../src/domain/salesReports';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { schoolDaysRange } from '../../time';
import type { AreaOptions } from '../area';
import { storeName } from './purchase';
import { reportUser, reversals, salesByProduct, salesDetail, userMovements } from './report-queries';

const answer = <T>(rows: T[]) => ok(rows, rows.length ? 'OK' : REPORT_EMPTY);
const userNotFound = (field: string) => new AppError(404, NO_USER, 'not_found', { [field]: NO_USER });

export function salesReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The instants of the school days a validated body names, for this report. */
  const rangeOf = (report: keyof typeof REPORT_DATE_FIELDS, body: Record<string, unknown>) => {
    const [fromField, toField] = REPORT_DATE_FIELDS[report];
    const { from, to } = reportDays(body, fromField, toField);
    return schoolDaysRange(from, to, timezone);
  };

  for (const [segment, store] of Object.entries(POS_STORES) as [PosStore, StoreId][]) {
    const tags = [`Reportes: ${storeName(store)}`];
    const config = { permission: `${segment}.reports` as const };

    r.post(
      `/api/${segment}/reporteRVD`,
      {
        config,
        schema: {
          tags,
          summary: 'Ventas diarias detalladas: un renglón por pedido no reversado (fechaIniRVD, fechafinRVD o fecha_ini, fecha_fin)',
          body: salesReportSchema,
        },
      },
      async (req) => {
        return answer(await salesDetail(db, store, rangeOf('reporteRVD', req.body)));
      },
    );

    r.post(
      `/api/${segment}/reporteRVDP`,
      {
        config,
        schema: {
          tags,
          summary: 'Ventas diarias por producto: unidades y valor por producto de los pedidos no reversados (fechaIniRVD, fechafinRVD)',
          body: salesReportSchema,
        },
      },
      async (req) => {
        return answer(await salesByProduct(db, store, rangeOf('reporteRVDP', req.body)));
      },
    );

    r.post(
      `/api/${segment}/reporteRM`,
      {
        config: { ...config, validationOrder: ['IdRM', 'fechaIniRM', 'fechafinRM'] },
        schema: {
          tags,
          summary:
            'Movimientos por usuario: compras no reversadas de un cliente en la tienda (IdRM = id del usuario; fechaIniRM, fechafinRM); ' +
            '404 si el usuario no existe',
          body: movementsReportSchema,
        },
      },
      async (req) => {
        const rows = await userMovements(db, store, req.body.IdRM, rangeOf('reporteRM', req.body));
        if (!rows) throw userNotFound('IdRM');
        return answer(rows);
      },
    );

    r.post(
      `/api/${segment}/reporteReversion`,
      {
        config,
        schema: {
          tags,
          summary: 'Reversiones: pedidos reversados cuya reversión cae en las fechas (fechaIniRev, fechafinRev o fecha_ini, fecha_fin)',
          body: reversalReportSchema,
        },
      },
      async (req) => {
        return answer(await reversals(db, store, rangeOf('reporteReversion', req.body)));
      },
    );

    r.post(
      `/api/${segment}/datauser`,
      {
        config,
        schema: {
          tags,
          summary: 'Un usuario por id ({id}) o por documento ({num_doc}) para el reporte de movimientos; 404 No Existe Usuario',
          body: dataUserSchema,
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
}

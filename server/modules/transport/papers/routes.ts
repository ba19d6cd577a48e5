/**
 * The buses' and drivers' papers (issue 53, item 5), for whoever keeps the vehicles, the drivers or
 * the routes (the dashboard's card shows them to those only):
 *   GET /api/schoolroutes/papers         every paper with its days left and state on the school's day
 *   GET /api/schoolroutes/papers/excel   the same as an .xlsx
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PAPERS_EXCEL,
  PAPERS_READERS,
  papersSummary,
  papersSummarySchema,
} from '../../../../src/domain/transportPapers';
import type { AreaOptions } from '../../../http/area';
import { answers, download } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { EXCEL_MIME } from '../../../http/excel-stream';
import { localDate } from '../../../time';
import { driverLicences, vehiclePapers } from './queries';
import { papersWorkbook } from './service';

const tags = ['Rutas Escolares: papeles'];

export function paperRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Read now, on the school's day by the server's clock. */
  const summary = async () =>
    papersSummary(await vehiclePapers(db), await driverLicences(db), localDate(clock.now(), config.timezone));

  r.get(
    '/api/schoolroutes/papers',
    {
      config: { permission: PAPERS_READERS },
      schema: {
        tags,
        summary:
          'Los papeles de cada vehículo (SOAT, revisión técnico-mecánica, póliza) y la licencia de cada conductor: número, vencimiento, días restantes y estado (vencido, sin_registrar, por_vencer a 30 días, vigente) en el día del colegio, los más urgentes primero',
        response: answers(papersSummarySchema),
      },
    },
    async () => ok(await summary()),
  );

  r.get(
    '/api/schoolroutes/papers/excel',
    {
      config: { permission: PAPERS_READERS },
      schema: {
        tags,
        summary: 'Los mismos papeles en Excel (.xlsx), los más urgentes primero',
        response: download(EXCEL_MIME, 'Los papeles de vehículos y conductores en Excel (.xlsx)'),
      },
    },
    async (_req, reply) =>
      reply
        .header('content-type', EXCEL_MIME)
        .header('content-disposition', `attachment; filename="${PAPERS_EXCEL.file}"`)
        .header('cache-control', 'no-store')
        .send(papersWorkbook(await summary(), config.timezone)),
  );
}

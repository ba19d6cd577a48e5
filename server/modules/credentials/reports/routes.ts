/**
 * The credentials' two reports (src/domain/reports/credentials.ts): the top-ups and deductions of a
 * period, of every payment method or one, and the global report of one user's credential. Their
 * routes, Excel included, come from their definitions (server/http/report-routes.ts); the reads are
 * in queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import { NO_USER } from '../../../../src/domain/credentials';
import { GLOBAL_REPORT, TOPUP_REPORT } from '../../../../src/domain/reports';
import type { AreaOptions } from '../../../http/area';
import { notFound } from '../../../http/errors';
import { idPage, reportRoutes } from '../../../http/report-routes';
import { globalReport, topupReport } from './queries';

export { DATES_REVERSED } from '../../../../src/domain/dateRange';

export function credentialReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const { timezone } = config;
  const tags = ['Carnets'];

  // The reports' routes come from their definitions (src/domain/reports/credentials.ts).
  reportRoutes(app, TOPUP_REPORT, {
    timezone,
    tags: () => tags,
    pages: ({ range, body }, page) => topupReport(db, range.start, range.end, body.metodo_pago, idPage(page)),
  });
  reportRoutes(app, GLOBAL_REPORT, {
    timezone,
    tags: () => tags,
    read: async ({ body, range }) => {
      const data = await globalReport(db, body.numeroDocumento, range.start, range.end);
      if (!data) throw notFound(NO_USER);
      return data;
    },
  });
}

/** Access control's three reports (src/domain/reports/access.ts), key access.reports. */
import type { FastifyInstance } from 'fastify';
import { and, between, eq, gte, lt, type SQL } from 'drizzle-orm';
import { FUTURE_DAY, NO_SCHOOL_DAY, isWeekend } from '../../../../src/domain/access';
import { ABSENCES_REPORT, PASSAGES_REPORT, PERMITS_REPORT } from '../../../../src/domain/reports';
import { daysOf } from '../../../../src/domain/dateRange';
import type { Db } from '../../../db/client';
import { passages, permits, users } from '../../../db/schema';
import { AppError, badRequest } from '../../../http/errors';
import { idPage, reportRoutes } from '../../../http/report-routes';
import { localDate } from '../../../time';
import type { AreaOptions } from '../../../http/area';
import { absences, passageRows, permitRows } from '../queries';
import { NO_USER } from '../../../../src/domain/credentials';

const tags = ['Control de acceso'];

/** The person a report asks for must exist: an unknown id is 'No Existe Usuario' on its field. */
async function personFilter(
  db: Db,
  field: string,
  id: number | undefined,
  column: typeof passages.id_user | typeof permits.id_user,
): Promise<SQL | undefined> {
  if (id === undefined) return undefined;
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!person) throw new AppError(404, NO_USER, 'not_found', { [field]: NO_USER });
  return eq(column, id);
}

export function accessReportRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const common = { timezone: config.timezone, tags: () => tags };

  reportRoutes(app, PASSAGES_REPORT, {
    ...common,
    pages: async ({ body, range }, page) =>
      passageRows(
        db,
        and(
          gte(passages.created_at, range.start),
          lt(passages.created_at, range.end),
          await personFilter(db, 'idUserES', body.idUserES, passages.id_user),
          body.tipoES === undefined ? undefined : eq(passages.tipo, body.tipoES),
        ),
        'asc',
        idPage(page),
      ),
  });

  reportRoutes(app, PERMITS_REPORT, {
    ...common,
    read: async ({ body }) => {
      const days = daysOf(body, 'fechaIniPe', 'fechafinPe');
      return permitRows(
        db,
        and(
          between(permits.fecha, days.from, days.to),
          await personFilter(db, 'idUserPe', body.idUserPe, permits.id_user),
          body.tipoPe === undefined ? undefined : eq(permits.tipo, body.tipoPe),
        ),
      );
    },
  });

  reportRoutes(app, ABSENCES_REPORT, {
    ...common,
    read: async ({ body, range }) => {
      const day = daysOf(body, 'fechaFallo', 'fechaFallo').from;
      if (isWeekend(day)) throw badRequest(NO_SCHOOL_DAY, { fechaFallo: NO_SCHOOL_DAY });
      // Everybody is absent from a day that has not come.
      if (day > localDate(new Date(), config.timezone))
        throw badRequest(FUTURE_DAY, { fechaFallo: FUTURE_DAY });
      return absences(db, day, range.start, range.end);
    },
  });
}

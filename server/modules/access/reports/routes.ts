/** Access control's three reports (src/domain/reports/access.ts), key access.reports. */
import type { FastifyInstance } from 'fastify';
import { FUTURE_DAY, NO_SCHOOL_DAY, isWeekend } from '../../../../src/domain/access';
import { ABSENCES_REPORT, PASSAGES_REPORT, PERMITS_REPORT } from '../../../../src/domain/reports';
import { daysOf } from '../../../../src/domain/dateRange';
import type { Db } from '../../../db/client';
import { AppError, badRequest } from '../../../http/errors';
import { idPage, reportRoutes } from '../../../http/report-routes';
import { localDate } from '../../../time';
import type { AreaOptions } from '../../../http/area';
import { passageRows } from '../gate';
import { permitRows } from '../permits';
import { absences, passagesReported, permitsReported, userExists } from './queries';
import { NO_USER } from '../../../../src/domain/credentials';
import { noClassesOn } from '../../../../src/domain/calendar';
import { dayOffOn } from '../../admin';

const tags = ['Control de acceso'];

/** The person a report asks for must exist: an unknown id is 'No Existe Usuario' on its field. */
async function requirePerson(db: Db, field: string, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  if (!(await userExists(db, id))) throw new AppError(404, NO_USER, 'not_found', { [field]: NO_USER });
}

export function accessReportRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const common = { timezone: config.timezone, tags: () => tags };

  reportRoutes(app, PASSAGES_REPORT, {
    ...common,
    pages: async ({ body, range }, page) => {
      await requirePerson(db, 'idUserES', body.idUserES);
      return passageRows(
        db,
        passagesReported(range.start, range.end, body.idUserES, body.tipoES),
        'asc',
        idPage(page),
      );
    },
  });

  reportRoutes(app, PERMITS_REPORT, {
    ...common,
    read: async ({ body }) => {
      const days = daysOf(body, 'fechaIniPe', 'fechafinPe');
      await requirePerson(db, 'idUserPe', body.idUserPe);
      return permitRows(db, permitsReported(days.from, days.to, body.idUserPe, body.tipoPe));
    },
  });

  reportRoutes(app, ABSENCES_REPORT, {
    ...common,
    read: async ({ body, range }) => {
      const day = daysOf(body, 'fechaFallo', 'fechaFallo').from;
      if (isWeekend(day)) throw badRequest(NO_SCHOOL_DAY, { fechaFallo: NO_SCHOOL_DAY });
      // Nobody is absent on a holiday or a day the school gave no classes (the school calendar).
      const off = await dayOffOn(db, day);
      if (off) throw badRequest(noClassesOn(off), { fechaFallo: noClassesOn(off) });
      // Everybody is absent from a day that has not come.
      if (day > localDate(clock.now(), config.timezone))
        throw badRequest(FUTURE_DAY, { fechaFallo: FUTURE_DAY });
      return absences(db, day, range.start, range.end);
    },
  });
}

/**
 * What the school routes' HTTP files (busRoutes.ts here, routeReports/routes.ts, boardings/routes.ts) share: their tags
 * and key, the 404 they answer, one route's summary, and today by the server's clock in the school's
 * time zone.
 */
import { NO_ROUTE } from '../../../../../src/domain/transport';
import { weekdayOf } from '../../../../../src/domain/transportToday';
import { localDate, schoolToday } from '../../../../time';
import { AppError } from '../../../../http/errors';
import type { AreaOptions } from '../../../../http/area';
import type { Db } from '../../../../db/client';
import { routeSummaries } from '../queries';

export const tags = ['Rutas escolares'];
export const KEY = 'schoolroutes.routes';
export const notFound = (field: string, message: string) =>
  new AppError(404, message, 'not_found', { [field]: message });

/** One route's summary (a boarding, today's list), or 404. */
export const summaryOf = async (db: Db, id: number) => {
  const [ruta] = await routeSummaries(db, id);
  if (!ruta) throw notFound('id', NO_ROUTE);
  return ruta;
};

/** Now by the server's clock, and today: the school's date, its weekday (null on a weekend) and its first instant. */
export const todayBy =
  ({ config: appConfig, clock }: Pick<AreaOptions, 'config' | 'clock'>) =>
  () => {
    const now = clock.now();
    const fecha = localDate(now, appConfig.timezone);
    return { now, fecha, dia: weekdayOf(fecha), start: schoolToday(appConfig.timezone, now).start };
  };

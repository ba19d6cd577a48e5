/**
 * `GET /api/admin/calendar?anio=` and `PUT /api/admin/calendar` (issue 53, key `admin.calendar`): a
 * year's days without classes, read and replaced as a whole. The year defaults to today's (the
 * server's clock, in the school's time zone).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CALENDAR_MESSAGES, calendarQuerySchema, calendarSchema } from '../../../../src/domain/calendar';
import type { AreaOptions } from '../../../http/area';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import { localDate } from '../../../time';
import { daysOffOf } from './queries';
import { replaceYear } from './service';

export function calendarRoutes(app: FastifyInstance, { db, clock, config }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Administración: calendario escolar'];
  const path = '/api/admin/calendar';

  r.get(
    path,
    {
      config: { permission: 'admin.calendar' },
      schema: {
        tags,
        summary:
          'Los días sin clases de un año (festivos y días sin clases del colegio); el año actual sin anio',
        querystring: calendarQuerySchema,
        response: answers(calendarSchema),
      },
    },
    async (req) => {
      const anio = req.query.anio ?? Number(localDate(clock.now(), config.timezone).slice(0, 4));
      return ok({ anio, dias: await daysOffOf(db, anio) });
    },
  );

  r.put(
    path,
    {
      config: { permission: 'admin.calendar' },
      schema: {
        tags,
        summary:
          'Reemplazar los días sin clases de un año: lo que la lista no trae vuelve a ser día de clases',
        body: calendarSchema,
        response: answers(calendarSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => replaceYear(tx, req.body, clock.now()));
      return ok({ anio: req.body.anio, dias: await daysOffOf(db, req.body.anio) }, CALENDAR_MESSAGES.saved);
    },
  );
}

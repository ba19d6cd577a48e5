/**
 * Today's riders of a school route (spec part 2 §7, the report of students of the day), key
 * schoolroutes.reports (or schoolroutes.routes):
 *   GET    /api/schoolroutes/routes/{id}/today   today's riders (school time) in stop order, guardian's phone
 *   GET    /api/schoolroutes/reports[/create]    the old client's report calls: the routes to choose
 *   POST   /api/schoolroutes/reports {id_route}, GET /api/schoolroutes/reports/{id}/edit   today's riders of the route
 *   PUT | DELETE /api/schoolroutes/reports/{id}  refused: the report is read-only
 *   GET    /api/schoolroutes/consultar-usuarios/{document or code}   a student's routes of today
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportBodySchema, routeRecordSchema, routeSummarySchema } from '../../../../src/domain/transport';
import {
  NO_RIDES_WEEKEND,
  REPORT_READ_ONLY,
  studentDaySchema,
  todayRouteSchema,
  type StudentDay,
  type TodayRoute,
} from '../../../../src/domain/transportToday';
import { answers, listAnswers, REFUSALS } from '../../../http/answers';
import { NO_USER } from '../../../../src/domain/credentials';
import { ok, okList } from '../../../http/envelope';
import { conflict } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import type { AreaOptions } from '../../../http/area';
import { ridersOn, studentDay } from '../boardings';
import { KEY, notFound, routeSummaries, summaryOf, tags, todayBy } from '../busRoutes';

/** A route the report offers. */
const reportRoute = routeRecordSchema.pick({
  id: true,
  nombreRuta: true,
  id_jornada: true,
  hora_inicio: true,
});

export function routeReportRoutes(app: FastifyInstance, { db, config: appConfig, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reportConfig = { permission: [KEY, 'schoolroutes.reports'] } as const;
  const today = todayBy({ config: appConfig, clock });
  /** Today's riders of a route (the report of students of the day, spec part 2 §7). */
  const todayOf = async (id: number) => {
    const { fecha, dia } = today();
    const ruta = await summaryOf(db, id);
    const estudiantes = dia === null ? [] : await ridersOn(db, ruta.id, dia);
    return ok<TodayRoute>({ fecha, dia, ruta, estudiantes }, dia === null ? NO_RIDES_WEEKEND : 'OK');
  };
  r.get(
    '/api/schoolroutes/routes/:id/today',
    {
      config: reportConfig,
      schema: {
        tags,
        summary:
          'Los estudiantes de la ruta que van hoy (día del colegio), en el orden de las paradas, con el teléfono del acudiente',
        params: idParamsSchema,
        response: answers(todayRouteSchema),
      },
    },
    async (req) => todayOf(req.params.id),
  );

  // The old client's report calls (spec part 2 §7: list/create/update/delete under
  // schoolroutes/reports): the list and the form offer the routes, a route id gives its riders
  // of today; the report is read-only, so an update or a delete is refused and changes nothing.
  r.get(
    '/api/schoolroutes/reports',
    {
      config: reportConfig,
      schema: {
        tags,
        summary: 'Las rutas sobre las que se genera el reporte de estudiantes en ruta hoy',
        response: listAnswers(routeSummarySchema),
      },
    },
    async () => {
      const rows = await routeSummaries(db);
      return okList(rows, rows.length);
    },
  );
  r.get(
    '/api/schoolroutes/reports/create',
    {
      config: reportConfig,
      schema: {
        tags,
        summary: 'Lo que ofrece el reporte: las rutas (id_route)',
        response: answers(z.object({ rutas: z.array(reportRoute) })),
      },
    },
    async () =>
      ok({
        rutas: (await routeSummaries(db)).map(({ id, nombreRuta, id_jornada, hora_inicio }) => ({
          id,
          nombreRuta,
          id_jornada,
          hora_inicio,
        })),
      }),
  );
  r.post(
    '/api/schoolroutes/reports',
    {
      config: reportConfig,
      schema: {
        tags,
        summary:
          "Los estudiantes de hoy de la ruta {id_route}; 400 'Seleccione la ruta', 404 'La ruta no existe'",
        body: reportBodySchema,
        response: answers(todayRouteSchema),
      },
    },
    async (req) => todayOf(req.body.id_route),
  );
  r.get(
    '/api/schoolroutes/reports/:id/edit',
    {
      config: reportConfig,
      schema: {
        tags,
        summary: 'Los estudiantes de hoy de la ruta {id}',
        params: idParamsSchema,
        response: answers(todayRouteSchema),
      },
    },
    async (req) => todayOf(req.params.id),
  );
  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/api/schoolroutes/reports/:id',
      {
        config: reportConfig,
        schema: {
          tags,
          summary: `409 '${REPORT_READ_ONLY}': el reporte no se modifica`,
          params: idParamsSchema,
          response: REFUSALS,
        },
      },
      async () => {
        throw conflict(REPORT_READ_ONLY);
      },
    );
  }
  r.get(
    '/api/schoolroutes/consultar-usuarios/:value',
    {
      config: reportConfig,
      schema: {
        tags,
        summary: 'Las rutas de hoy de un estudiante, por documento o código de carnet; 404 No Existe Usuario',
        params: z.object({ value: z.string().trim().min(1).max(100) }),
        response: answers(studentDaySchema),
      },
    },
    async (req) => {
      const { fecha, dia } = today();
      const found = await studentDay(db, req.params.value, dia);
      if (!found) throw notFound('value', NO_USER);
      return ok<StudentDay>({ ...found, fecha, dia }, dia === null ? NO_RIDES_WEEKEND : 'OK');
    },
  );
}

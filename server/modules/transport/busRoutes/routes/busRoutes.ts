/**
 * The school routes over HTTP (spec part 2 §7 'School transport'), key schoolroutes.routes:
 *   GET    /api/schoolroutes/routes              every route (the manager's selector)
 *   GET    /api/schoolroutes/routes/create       what the form offers: the shifts and weekdays
 *   GET    /api/schoolroutes/routes/{id}/edit    one route: its riders (alumnos) and, read-only, its students with their homes (estudiantes)
 *   POST   /api/schoolroutes/routes              a new route with its riders
 *   PUT    /api/schoolroutes/routes/{id}         the whole route replaced
 *   DELETE /api/schoolroutes/routes/{id}
 *   POST   /api/schoolroutes/consultarCo | consultarMo   a driver | monitor by document
 *   POST   /api/schoolroutes/consultarAl         students by course and/or surname
 *   POST   /api/schoolroutes/asignarAlumno       one student added at the end of a route (also schoolroutes.asignate)
 *   GET    /api/schoolroutes/asignate?id_course=&id_jornada=   a course's students and their weekdays without a route
 * Today's riders and the old client's report calls are in routeReports/routes.ts, the boardings in boardings/routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignSchema,
  SHIFTS,
  NO_ROUTE,
  personLookupSchema,
  routeSchema,
  studentFilterSchema,
  WEEKDAYS,
  unassignedQuerySchema,
  riderWithHomeSchema,
  routePersonSchema,
  routeRecordSchema,
  routeSummarySchema,
  unassignedStudentSchema,
  type RouteRecord,
  STUDENT_SEARCH_LIMIT,
} from '../../../../../src/domain/transport';
import { z } from 'zod';
import { answers, createdAnswers, listAnswers } from '../../../../http/answers';
import { ok, okList } from '../../../../http/envelope';
import { idParamsSchema } from '../../../../http/list-query';
import type { AreaOptions } from '../../../../http/area';
import {
  driverTable,
  filterStudents,
  findRoute,
  monitorTable,
  personByDocument,
  routeSummaries,
  unassigned,
} from '../queries';
import { assignStudent, deleteRoute, saveRoute } from '../service';
import { NO_USER } from '../../../../../src/domain/credentials';
import { KEY, notFound, tags } from './context';

/** What the route form offers: the shifts and the weekdays. */
const formOptions = z.object({
  jornadas: z.array(z.object({ id: z.number().int(), name: z.string() })).readonly(),
  dias: z.array(z.object({ id: z.number().int(), name: z.string(), short: z.string() })).readonly(),
});

export function busRouteRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: KEY } as const;

  const routeOf = async (id: number): Promise<RouteRecord> => {
    const route = await findRoute(db, id);
    if (!route) throw notFound('id', NO_ROUTE);
    return route;
  };

  // The news' and reports' route pickers read the routes too, and so does the monitor starting a run.
  const readConfig = {
    permission: [
      KEY,
      'schoolroutes.news',
      'schoolroutes.reports',
      'schoolroutes.asignate',
      'schoolroutes.boarding',
      'schoolroutes.runs',
    ],
  } as const;
  r.get(
    '/api/schoolroutes/routes',
    {
      config: readConfig,
      schema: {
        tags,
        summary: 'Las rutas, por jornada y hora de inicio, con su número de estudiantes',
        response: listAnswers(routeSummarySchema),
      },
    },
    async () => {
      const rows = await routeSummaries(db);
      return okList(rows, rows.length);
    },
  );
  r.get(
    '/api/schoolroutes/routes/create',
    {
      config,
      schema: {
        tags,
        summary: 'Lo que ofrece el formulario de ruta: jornadas y días',
        response: answers(formOptions),
      },
    },
    async () => ok({ jornadas: SHIFTS, dias: WEEKDAYS }),
  );
  r.get(
    '/api/schoolroutes/routes/:id/edit',
    {
      config,
      schema: {
        tags,
        summary: 'Una ruta con sus estudiantes en el orden de las paradas',
        params: idParamsSchema,
        response: answers(routeRecordSchema),
      },
    },
    async (req) => ok(await routeOf(req.params.id)),
  );
  r.post(
    '/api/schoolroutes/routes',
    {
      config,
      schema: {
        tags,
        summary:
          'Crear una ruta con sus estudiantes (en orden, cada uno con sus días 1-5), su hora de regreso (hora_regreso, opcional) ' +
          "y los minutos de un recorrido (duracion_min, 10-240, 60 si no se da); 400 'Tienes Campos Vacios', 409 sillas o estudiante en otra ruta",
        body: routeSchema,
        response: createdAnswers(routeRecordSchema),
      },
    },
    async (req, reply) => {
      const id = await db.transaction((tx) => saveRoute(tx, null, req.body, clock.now()));
      reply.status(201);
      return ok(await routeOf(id), 'Ruta creada correctamente');
    },
  );
  r.put(
    '/api/schoolroutes/routes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Actualizar una ruta: sus datos y sus estudiantes, reemplazados',
        params: idParamsSchema,
        body: routeSchema,
        response: answers(routeRecordSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => saveRoute(tx, req.params.id, req.body, clock.now()));
      return ok(await routeOf(req.params.id), 'Ruta actualizada correctamente');
    },
  );
  r.delete(
    '/api/schoolroutes/routes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Eliminar una ruta',
        params: idParamsSchema,
        response: answers(z.object({ id: z.number().int() })),
      },
    },
    async (req) => {
      await db.transaction((tx) => deleteRoute(tx, req.params.id));
      return ok({ id: req.params.id }, 'Ruta eliminada');
    },
  );

  for (const [path, table, who] of [
    ['consultarCo', driverTable, 'conductor'],
    ['consultarMo', monitorTable, 'monitor'],
  ] as const) {
    r.post(
      `/api/schoolroutes/${path}`,
      {
        config,
        schema: {
          tags,
          summary: `Un ${who} por documento {num_doc}; 404 No Existe Usuario`,
          body: personLookupSchema,
          response: answers(routePersonSchema),
        },
      },
      async (req) => {
        const person = await personByDocument(db, table, req.body.num_doc);
        if (!person) throw notFound('num_doc', NO_USER);
        return ok(person);
      },
    );
  }
  r.post(
    '/api/schoolroutes/consultarAl',
    {
      config,
      schema: {
        tags,
        summary:
          `Estudiantes por curso {id_course} y/o apellido {apellido}, por nombre, a lo sumo ${STUDENT_SEARCH_LIMIT} ` +
          "(con más, totalAtLeast y hasNextPage); 400 'Debe seleccionar por lo menos un campo'",
        body: studentFilterSchema,
        response: listAnswers(riderWithHomeSchema),
      },
    },
    async (req) => {
      const rows = await filterStudents(db, req.body);
      return rows.length > STUDENT_SEARCH_LIMIT
        ? okList(rows.slice(0, STUDENT_SEARCH_LIMIT), { atLeast: rows.length, hasNextPage: true })
        : okList(rows, rows.length);
    },
  );
  r.post(
    '/api/schoolroutes/asignarAlumno',
    {
      config: { permission: [KEY, 'schoolroutes.asignate'] },
      schema: {
        tags,
        summary:
          "Agregar un estudiante al final de una ruta {id_route, id_user, dias}; 409 'El estudiante ya se encuenta en la ruta'",
        body: assignSchema,
        response: answers(routeRecordSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => assignStudent(tx, req.body));
      return ok(await routeOf(req.body.id_route), 'Estudiante asignado a la ruta');
    },
  );

  r.get(
    '/api/schoolroutes/asignate',
    {
      config: { permission: [KEY, 'schoolroutes.asignate'] },
      schema: {
        tags,
        summary:
          'Los estudiantes de un curso y los días en que no tienen ruta en la jornada (id_course, id_jornada)',
        querystring: unassignedQuerySchema,
        response: listAnswers(unassignedStudentSchema),
      },
    },
    async (req) => {
      const rows = await unassigned(db, req.query.id_course, req.query.id_jornada);
      return okList(rows, rows.length);
    },
  );
}

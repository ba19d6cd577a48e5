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
 *   GET    /api/schoolroutes/routes/{id}/today   today's riders (school time) in stop order, guardian's phone (schoolroutes.reports)
 *   GET    /api/schoolroutes/reports[/create]    the old client's report calls: the routes to choose
 *   POST   /api/schoolroutes/reports {id_route}, GET /api/schoolroutes/reports/{id}/edit   today's riders of the route
 *   PUT | DELETE /api/schoolroutes/reports/{id}  refused: the report is read-only
 *   GET    /api/schoolroutes/consultar-usuarios/{document or code}   a student's routes of today
 *   GET    /api/schoolroutes/asignate?id_course=&id_jornada=   a course's students and their weekdays without a route
 *   POST   /api/schoolroutes/routes/{id}/boardings   a student read getting on or off the bus (schoolroutes.boarding)
 *   GET    /api/schoolroutes/routes/{id}/board       today's riders: on board, got off or missing, and others read on it
 *   GET    /api/schoolroutes/onboard                 each route's riders of today and how many are on board
 * A boarding is published on the boardings' topic after it commits: the live screens reload.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignSchema, SHIFTS, NO_ROUTE, personLookupSchema, routeSchema, studentFilterSchema, WEEKDAYS, NO_RIDES_WEEKEND, REPORT_READ_ONLY, reportBodySchema, unassignedQuerySchema, weekdayOf, type RouteRecord, type StudentDay, type TodayRoute } from '../../../../src/domain/transport';
import {
  BOARDING_CODE,
  boardedMessage,
  boardingSchema,
  notRidingToday,
  type BoardingResult,
  type OnBoardCount,
  type RouteBoard,
} from '../../../../src/domain/transportBoarding';
import { z } from 'zod';
import { localDate, schoolToday } from '../../../time';
import { BOARDING_TOPIC } from '../../../../src/domain/topics';
import { staffOf } from '../../../http/staff';
import { ok, okList } from '../../../http/envelope';
import { AppError, conflict } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import type { AreaOptions } from '../../../http/area';
import { driverTable, filterStudents, findRoute, monitorTable, onBoardCounts, personByDocument, ridersOn, ridesOn, routeBoard, routeSummaries, studentByRead, studentDay, unassigned } from '../queries/busRoutes';
import { assignStudent, deleteRoute, recordBoarding, saveRoute } from '../service/busRoutes';
import { NO_USER } from '../../../../src/domain/credentials';

const tags = ['Rutas escolares'];
const KEY = 'schoolroutes.routes';
const notFound = (field: string, message: string) => new AppError(404, message, 'not_found', { [field]: message });

export function busRouteRoutes(app: FastifyInstance, { db, config: appConfig, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: KEY } as const;

  /** One route's summary (a boarding, today's list), or 404. */
  const summaryOf = async (id: number) => {
    const [ruta] = await routeSummaries(db, id);
    if (!ruta) throw notFound('id', NO_ROUTE);
    return ruta;
  };

  const routeOf = async (id: number): Promise<RouteRecord> => {
    const route = await findRoute(db, id);
    if (!route) throw notFound('id', NO_ROUTE);
    return route;
  };

  // The news' and reports' route pickers read the routes too.
  const readConfig = { permission: [KEY, 'schoolroutes.news', 'schoolroutes.reports', 'schoolroutes.asignate', 'schoolroutes.boarding'] } as const;
  r.get('/api/schoolroutes/routes', { config: readConfig, schema: { tags, summary: 'Las rutas, por jornada y hora de inicio, con su número de estudiantes' } }, async () => {
    const rows = await routeSummaries(db);
    return okList(rows, rows.length);
  });
  r.get('/api/schoolroutes/routes/create', { config, schema: { tags, summary: 'Lo que ofrece el formulario de ruta: jornadas y días' } }, async () =>
    ok({ jornadas: SHIFTS, dias: WEEKDAYS }),
  );
  r.get(
    '/api/schoolroutes/routes/:id/edit',
    { config, schema: { tags, summary: 'Una ruta con sus estudiantes en el orden de las paradas', params: idParamsSchema } },
    async (req) => ok(await routeOf(req.params.id)),
  );
  r.post(
    '/api/schoolroutes/routes',
    {
      config,
      schema: {
        tags,
        summary: "Crear una ruta con sus estudiantes (en orden, cada uno con sus días 1-5); 400 'Tienes Campos Vacios', 409 sillas o estudiante en otra ruta",
        body: routeSchema,
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
    { config, schema: { tags, summary: 'Actualizar una ruta: sus datos y sus estudiantes, reemplazados', params: idParamsSchema, body: routeSchema } },
    async (req) => {
      await db.transaction((tx) => saveRoute(tx, req.params.id, req.body, clock.now()));
      return ok(await routeOf(req.params.id), 'Ruta actualizada correctamente');
    },
  );
  r.delete('/api/schoolroutes/routes/:id', { config, schema: { tags, summary: 'Eliminar una ruta', params: idParamsSchema } }, async (req) => {
    await db.transaction((tx) => deleteRoute(tx, req.params.id));
    return ok({ id: req.params.id }, 'Ruta eliminada');
  });

  for (const [path, table, who] of [
    ['consultarCo', driverTable, 'conductor'],
    ['consultarMo', monitorTable, 'monitor'],
  ] as const) {
    r.post(
      `/api/schoolroutes/${path}`,
      { config, schema: { tags, summary: `Un ${who} por documento {num_doc}; 404 No Existe Usuario`, body: personLookupSchema } },
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
      schema: { tags, summary: "Estudiantes por curso {id_course} y/o apellido {apellido}; 400 'Debe seleccionar por lo menos un campo'", body: studentFilterSchema },
    },
    async (req) => {
      const rows = await filterStudents(db, req.body);
      return okList(rows, rows.length);
    },
  );
  r.post(
    '/api/schoolroutes/asignarAlumno',
    {
      config: { permission: [KEY, 'schoolroutes.asignate'] },
      schema: { tags, summary: "Agregar un estudiante al final de una ruta {id_route, id_user, dias}; 409 'El estudiante ya se encuenta en la ruta'", body: assignSchema },
    },
    async (req) => {
      await db.transaction((tx) => assignStudent(tx, req.body));
      return ok(await routeOf(req.body.id_route), 'Estudiante asignado a la ruta');
    },
  );

  const reportConfig = { permission: [KEY, 'schoolroutes.reports'] } as const;
  /** Now by the server's clock, and today: the school's date, its weekday (null on a weekend) and its first instant. */
  const today = () => {
    const now = clock.now();
    const fecha = localDate(now, appConfig.timezone);
    return { now, fecha, dia: weekdayOf(fecha), start: schoolToday(appConfig.timezone, now).start };
  };
  /** Today's riders of a route (the report of students of the day, spec part 2 §7). */
  const todayOf = async (id: number) => {
    const { fecha, dia } = today();
    const ruta = await summaryOf(id);
    const estudiantes = dia === null ? [] : await ridersOn(db, ruta.id, dia);
    return ok<TodayRoute>({ fecha, dia, ruta, estudiantes }, dia === null ? NO_RIDES_WEEKEND : 'OK');
  };
  r.get(
    '/api/schoolroutes/routes/:id/today',
    { config: reportConfig, schema: { tags, summary: 'Los estudiantes de la ruta que van hoy (día del colegio), en el orden de las paradas, con el teléfono del acudiente', params: idParamsSchema } },
    async (req) => todayOf(req.params.id),
  );

  // The old client's report calls (spec part 2 §7: list/create/update/delete under
  // schoolroutes/reports): the list and the form offer the routes, a route id gives its riders
  // of today; the report is read-only, so an update or a delete is refused and changes nothing.
  r.get('/api/schoolroutes/reports', { config: reportConfig, schema: { tags, summary: 'Las rutas sobre las que se genera el reporte de estudiantes en ruta hoy' } }, async () => {
    const rows = await routeSummaries(db);
    return okList(rows, rows.length);
  });
  r.get('/api/schoolroutes/reports/create', { config: reportConfig, schema: { tags, summary: 'Lo que ofrece el reporte: las rutas (id_route)' } }, async () =>
    ok({ rutas: (await routeSummaries(db)).map(({ id, nombreRuta, id_jornada, hora_inicio }) => ({ id, nombreRuta, id_jornada, hora_inicio })) }),
  );
  r.post(
    '/api/schoolroutes/reports',
    { config: reportConfig, schema: { tags, summary: "Los estudiantes de hoy de la ruta {id_route}; 400 'Seleccione la ruta', 404 'La ruta no existe'", body: reportBodySchema } },
    async (req) => todayOf(req.body.id_route),
  );
  r.get(
    '/api/schoolroutes/reports/:id/edit',
    { config: reportConfig, schema: { tags, summary: 'Los estudiantes de hoy de la ruta {id}', params: idParamsSchema } },
    async (req) => todayOf(req.params.id),
  );
  for (const method of ['put', 'delete'] as const) {
    r[method](
      '/api/schoolroutes/reports/:id',
      { config: reportConfig, schema: { tags, summary: `409 '${REPORT_READ_ONLY}': el reporte no se modifica`, params: idParamsSchema } },
      async () => {
        throw conflict(REPORT_READ_ONLY);
      },
    );
  }
  r.get(
    '/api/schoolroutes/consultar-usuarios/:value',
    {
      config: reportConfig,
      schema: { tags, summary: 'Las rutas de hoy de un estudiante, por documento o código de carnet; 404 No Existe Usuario', params: z.object({ value: z.string().trim().min(1).max(100) }) },
    },
    async (req) => {
      const { fecha, dia } = today();
      const found = await studentDay(db, req.params.value, dia);
      if (!found) throw notFound('value', NO_USER);
      return ok<StudentDay>({ ...found, fecha, dia }, dia === null ? NO_RIDES_WEEKEND : 'OK');
    },
  );

  r.get(
    '/api/schoolroutes/asignate',
    {
      config: { permission: [KEY, 'schoolroutes.asignate'] },
      schema: { tags, summary: 'Los estudiantes de un curso y los días en que no tienen ruta en la jornada (id_course, id_jornada)', querystring: unassignedQuerySchema },
    },
    async (req) => {
      const rows = await unassigned(db, req.query.id_course, req.query.id_jornada);
      return okList(rows, rows.length);
    },
  );

  const boardConfig = { permission: ['schoolroutes.boarding', KEY, 'schoolroutes.reports'] } as const;
  r.post(
    '/api/schoolroutes/routes/:id/boardings',
    {
      config: { permission: 'schoolroutes.boarding' },
      schema: {
        tags,
        summary: "Registrar que un estudiante sube (on) o baja (off) del bus {code: carnet o documento, kind}; si no va en la ruta hoy se acepta con advertencia (rider false); 404 No Existe Usuario",
        params: idParamsSchema,
        body: boardingSchema,
      },
    },
    async (req) => {
      const ruta = await summaryOf(req.params.id);
      const student = await studentByRead(db, req.body.code);
      if (!student) throw notFound('code', NO_USER);
      const { now, dia } = today();
      const rider = await ridesOn(db, ruta.id, student.id_user, dia);
      await db.transaction(async (tx) => {
        const boarding = {
          id_route: ruta.id,
          ruta: ruta.nombreRuta,
          id_user: student.id_user,
          kind: BOARDING_CODE[req.body.kind],
          off_route: rider ? 0 : 1,
          created_by: staffOf(req).id,
        };
        await recordBoarding(tx, boarding, now);
        await bus.enqueue(tx, { topic: BOARDING_TOPIC, data: { route: ruta.id } });
      });
      bus.flush();
      const mensaje = rider ? boardedMessage(student.name, req.body.kind) : notRidingToday(student.name, ruta.nombreRuta);
      return ok<BoardingResult>({ ...student, kind: req.body.kind, rider, mensaje }, mensaje);
    },
  );
  r.get(
    '/api/schoolroutes/routes/:id/board',
    { config: boardConfig, schema: { tags, summary: 'Los estudiantes de hoy de la ruta: a bordo, bajaron o faltan, y otros leídos en ella', params: idParamsSchema } },
    async (req) => {
      const { fecha, dia, start } = today();
      const ruta = await summaryOf(req.params.id);
      const estudiantes = await routeBoard(db, ruta.id, dia, start);
      return ok<RouteBoard>({ fecha, dia, ruta, estudiantes });
    },
  );
  r.get(
    '/api/schoolroutes/onboard',
    { config: boardConfig, schema: { tags, summary: 'Cada ruta con sus estudiantes de hoy y cuántos van a bordo ahora' } },
    async () => {
      const { dia, start } = today();
      const rows = await onBoardCounts(db, dia, start);
      return okList<OnBoardCount>(rows, rows.length);
    },
  );
}

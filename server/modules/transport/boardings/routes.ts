/**
 * The boardings of the school buses (spec part 2 §7 'School transport'):
 *   POST   /api/schoolroutes/routes/{id}/boardings   a student read getting on or off the bus (schoolroutes.boarding)
 *   GET    /api/schoolroutes/routes/{id}/board       today's riders: on board, got off or missing, and others read on it
 *   GET    /api/schoolroutes/onboard                 each route's riders of today and how many are on board
 * A boarding is published on the boardings' topic after it commits: the live screens reload.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BOARDING_CODE,
  boardedMessage,
  boardingSchema,
  notRidingToday,
  boardingResultSchema,
  onBoardCountSchema,
  routeBoardSchema,
  type BoardingResult,
  type OnBoardCount,
  type RouteBoard,
} from '../../../../src/domain/transportBoarding';
import { BOARDING_TOPIC } from '../../../../src/domain/topics';
import { NO_USER } from '../../../../src/domain/credentials';
import { answers, listAnswers } from '../../../http/answers';
import { staffOf } from '../../../http/staff';
import { ok, okList } from '../../../http/envelope';
import { idParamsSchema } from '../../../http/list-query';
import type { AreaOptions } from '../../../http/area';
import { onBoardCounts, ridesOn, routeBoard, studentByRead } from './queries';
import { recordBoarding } from './service';
import { KEY, notFound, summaryOf, tags, todayBy } from '../busRoutes';

export function boardingRoutes(app: FastifyInstance, { db, config: appConfig, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = todayBy({ config: appConfig, clock });

  const boardConfig = { permission: ['schoolroutes.boarding', KEY, 'schoolroutes.reports'] } as const;
  r.post(
    '/api/schoolroutes/routes/:id/boardings',
    {
      config: { permission: 'schoolroutes.boarding' },
      schema: {
        tags,
        summary:
          'Registrar que un estudiante sube (on) o baja (off) del bus {code: carnet o documento, kind}; si no va en la ruta hoy se acepta con advertencia (rider false); 404 No Existe Usuario',
        params: idParamsSchema,
        body: boardingSchema,
        response: answers(boardingResultSchema),
      },
    },
    async (req) => {
      const ruta = await summaryOf(db, req.params.id);
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
      const mensaje = rider
        ? boardedMessage(student.name, req.body.kind)
        : notRidingToday(student.name, ruta.nombreRuta);
      return ok<BoardingResult>({ ...student, kind: req.body.kind, rider, mensaje }, mensaje);
    },
  );
  r.get(
    '/api/schoolroutes/routes/:id/board',
    {
      config: boardConfig,
      schema: {
        tags,
        summary: 'Los estudiantes de hoy de la ruta: a bordo, bajaron o faltan, y otros leídos en ella',
        params: idParamsSchema,
        response: answers(routeBoardSchema),
      },
    },
    async (req) => {
      const { fecha, dia, start } = today();
      const ruta = await summaryOf(db, req.params.id);
      const estudiantes = await routeBoard(db, ruta.id, dia, start);
      return ok<RouteBoard>({ fecha, dia, ruta, estudiantes });
    },
  );
  r.get(
    '/api/schoolroutes/onboard',
    {
      config: boardConfig,
      schema: {
        tags,
        summary: 'Cada ruta con sus estudiantes de hoy y cuántos van a bordo ahora',
        response: listAnswers(onBoardCountSchema),
      },
    },
    async () => {
      const { dia, start } = today();
      const rows = await onBoardCounts(db, dia, start);
      return okList<OnBoardCount>(rows, rows.length);
    },
  );
}

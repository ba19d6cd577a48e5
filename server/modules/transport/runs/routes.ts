/**
 * The bus runs over HTTP (issue 53, item 4); the monitor's calls take schoolroutes.runs (or
 * schoolroutes.boarding), the reads also the coordinator's schoolroutes.alarms and schoolroutes.reports:
 *   POST /api/transport/runs {id_ruta, sentido}          start today's run (201), or the open one again (200)
 *   POST /api/transport/runs/{id}/board {id_estudiante | code}                       a child gets on
 *   POST /api/transport/runs/{id}/drop {id_estudiante | code, lugar?, entregado_a?, nota?}   a child gets off
 *   POST /api/transport/runs/{id}/end                     refused (409) while a child is on board
 *   GET  /api/transport/runs?fecha=YYYY-MM-DD             a day's runs with their counts
 *   GET  /api/transport/runs/{id}                         the run, its riders by stop and its timeline
 * Each change is published on the runs' topic after it commits.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RUN_TOPIC } from '../../../../src/domain/topics';
import {
  boardRiderSchema,
  dropRiderSchema,
  NO_RUN,
  riderMoveSchema,
  runDetailSchema,
  runSchema,
  runsQuerySchema,
  startRunSchema,
  stillAboard,
  type RiderMove,
  type RunDetail,
} from '../../../../src/domain/transportRuns';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { conflict } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import type { Db } from '../../../db/client';
import { notFound, todayBy } from '../busRoutes';
import { runRiders, runSummaries, runTimeline } from './queries';
import { boardRider, dropRider, endRun, startRun, type Move } from './service';

export const tags = ['Recorridos de rutas'];
const WRITE_KEYS = ['schoolroutes.runs', 'schoolroutes.boarding'] as const;
const READ_KEYS = [...WRITE_KEYS, 'schoolroutes.alarms', 'schoolroutes.reports'] as const;

/** A run with its riders and timeline, or 404. */
async function runDetail(db: Db, id: number): Promise<RunDetail> {
  const [run] = await runSummaries(db, { id });
  if (!run) throw notFound('id', NO_RUN);
  const estudiantes = await runRiders(db, { id: run.id, id_route: run.id_ruta, fecha: run.fecha });
  return { ...run, estudiantes, linea: await runTimeline(db, run) };
}

export function runRoutes(app: FastifyInstance, { db, config: appConfig, bus, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const today = todayBy({ config: appConfig, clock });
  const write = { permission: WRITE_KEYS };
  const changed = (run: number) => ({ topic: RUN_TOPIC, data: { run } });

  /** The child as they stand after a move, with what the monitor reads. */
  const moveAnswer = async (runId: number, move: Move) => {
    const run = await runDetail(db, runId);
    const rider = run.estudiantes.find((s) => s.id_estudiante === move.id_estudiante)!;
    return ok<RiderMove>({ ...rider, mensaje: move.mensaje }, move.mensaje);
  };

  r.post(
    '/api/transport/runs',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Iniciar el recorrido de hoy de una ruta {id_ruta, sentido: ida | regreso} (201); si ya está abierto, ese mismo (200); ' +
          '409 si la ruta no tiene vehículo o un documento del vehículo o la licencia del conductor está vencido o falta',
        body: startRunSchema,
        response: { ...answers(runDetailSchema), ...createdAnswers(runDetailSchema) },
      },
    },
    async (req, reply) => {
      const { now, fecha } = today();
      const started = await db.transaction(async (tx) => {
        const run = await startRun(tx, {
          routeId: req.body.id_ruta,
          sentido: req.body.sentido,
          fecha,
          now,
          staffId: staffOf(req).id,
          timezone: appConfig.timezone,
        });
        if (run.created) await bus.enqueue(tx, changed(run.id));
        return run;
      });
      bus.flush();
      reply.status(started.created ? 201 : 200);
      return ok(
        await runDetail(db, started.id),
        started.created ? 'Recorrido iniciado' : 'Recorrido en curso',
      );
    },
  );

  r.post(
    '/api/transport/runs/:id/board',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Un estudiante sube al bus {id_estudiante} o {code: carnet o documento}; si ya va a bordo, la misma respuesta sin otro registro; ' +
          "409 'El recorrido ya terminó'",
        params: idParamsSchema,
        body: boardRiderSchema,
        response: answers(riderMoveSchema),
      },
    },
    async (req) => {
      const move = await db.transaction(async (tx) => {
        const done = await boardRider(tx, req.params.id, req.body, {
          staffId: staffOf(req).id,
          now: clock.now(),
        });
        if (done.moved) await bus.enqueue(tx, changed(req.params.id));
        return done;
      });
      bus.flush();
      return moveAnswer(req.params.id, move);
    },
  );

  r.post(
    '/api/transport/runs/:id/drop',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Un estudiante a bordo baja {id_estudiante | code, lugar: colegio | casa | entregado (por defecto colegio en la ida, casa en el regreso), ' +
          'entregado_a (obligatorio al entregarlo), nota}; 409 si no va a bordo o el recorrido ya terminó',
        params: idParamsSchema,
        body: dropRiderSchema,
        response: answers(riderMoveSchema),
      },
    },
    async (req) => {
      const move = await db.transaction(async (tx) => {
        const done = await dropRider(tx, req.params.id, req.body, {
          staffId: staffOf(req).id,
          now: clock.now(),
        });
        await bus.enqueue(tx, changed(req.params.id));
        return done;
      });
      bus.flush();
      return moveAnswer(req.params.id, move);
    },
  );

  r.post(
    '/api/transport/runs/:id/end',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Terminar el recorrido; 409 nombrando a quienes siguen a bordo (y alarma al coordinador de transporte); ' +
          'uno ya terminado se responde como está',
        params: idParamsSchema,
        response: answers(runDetailSchema),
      },
    },
    async (req) => {
      const result = await db.transaction(async (tx) => {
        const done = await endRun(tx, req.params.id, { staffId: staffOf(req).id, now: clock.now() });
        if (done.ended) await bus.enqueue(tx, changed(req.params.id));
        return done;
      });
      bus.flush();
      // Refused only now: the alarm the refusal raised has committed.
      if (result.aboard.length > 0) {
        const message = stillAboard(result.aboard);
        throw conflict(message, 'conflict', { id: message });
      }
      return ok(await runDetail(db, req.params.id), 'Recorrido terminado');
    },
  );

  r.get(
    '/api/transport/runs',
    {
      config: { permission: READ_KEYS },
      schema: {
        tags,
        summary:
          'Los recorridos de un día (hoy si no se indica fecha) con sus esperados, a bordo, bajaron y alarmas',
        querystring: runsQuerySchema,
        response: listAnswers(runSchema),
      },
    },
    async (req) => {
      const rows = await runSummaries(db, { fecha: req.query.fecha ?? today().fecha });
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/api/transport/runs/:id',
    {
      config: { permission: READ_KEYS },
      schema: {
        tags,
        summary:
          'Un recorrido: sus estudiantes por parada (esperado, a_bordo, bajo, ausente, excusado) y su línea de tiempo',
        params: idParamsSchema,
        response: answers(runDetailSchema),
      },
    },
    async (req) => ok(await runDetail(db, req.params.id)),
  );
}

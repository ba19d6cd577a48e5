/**
 * Writing bus runs (src/domain/transportRuns.ts states the rules), each in the route's
 * transaction: a run started (its bus's and driver's papers checked), a child boarded or dropped,
 * the run ended, an alarm raised. Every write that reads who is on board first locks the run's row
 * (select … for update), so two phones dropping and ending at once are taken one after the other
 * and a run never ends with a child aboard.
 */
import { eq } from 'drizzle-orm';
import { NO_USER } from '../../../../src/domain/credentials';
import { NO_ROUTE } from '../../../../src/domain/transport';
import { weekdayOf } from '../../../../src/domain/transportToday';
import { RUN_TOPIC } from '../../../../src/domain/topics';
import {
  alarmDetail,
  boardedOn,
  defaultPlace,
  droppedAt,
  notAboard,
  notRiderToday,
  NO_RUN,
  ROUTE_WITHOUT_VEHICLE,
  RUN_ENDED,
  runAlreadyEnded,
  type AlarmKind,
  type BoardRider,
  type DropRider,
  type RunDirection,
} from '../../../../src/domain/transportRuns';
import { papersOf, paperRefusal, stoppingPaper } from '../../../../src/domain/vehiclePapers';
import type { Db } from '../../../db/client';
import { notifyStaff } from '../../../db/notices';
import { runAlarms, runs } from '../../../db/schema';
import { enqueueMessages } from '../../../plugins/event-outbox';
import { AppError, conflict } from '../../../http/errors';
import { zonedInstant } from '../../../time';
import { recordBoarding, ridesOn, studentByRead } from '../boardings';
import {
  aboardOf,
  lastMoveOf,
  routeForRun,
  runOfDay,
  studentById,
  type RouteForRun,
  type RunRow,
} from './queries';

const missing = (field: string, message: string) =>
  new AppError(404, message, 'not_found', { [field]: message });

/**
 * When a run should be over: the morning pick-up from the route's start, the drop-off from its
 * afternoon departure (or from when the monitor started it when the route sets none), plus the
 * route's duration; wall-clock times in the school's time zone.
 */
export function scheduledEnd(
  route: RouteForRun,
  sentido: RunDirection,
  fecha: string,
  now: Date,
  timezone: string,
) {
  const at = (hhmm: string) => zonedInstant(fecha, `${hhmm.slice(0, 5)}:00`, timezone);
  const from = sentido === 'ida' ? at(route.hora_inicio) : route.hora_regreso ? at(route.hora_regreso) : now;
  return new Date(from.getTime() + route.duracion_min * 60_000);
}

/**
 * The route's run of `fecha` in `sentido`: the open one when already started (`created` false),
 * else a new one — refused when the route has no bus or a paper of the bus or driver is expired
 * or missing on that day. A started run that already ended is not started again.
 */
export async function startRun(
  tx: Db,
  input: {
    routeId: number;
    sentido: RunDirection;
    fecha: string;
    now: Date;
    staffId: number;
    timezone: string;
  },
): Promise<{ id: number; created: boolean }> {
  const route = await routeForRun(tx, input.routeId);
  if (!route) throw missing('id_ruta', NO_ROUTE);
  const existing = await runOfDay(tx, route.id, input.fecha, input.sentido);
  if (existing) {
    if (existing.ended_at) {
      const message = runAlreadyEnded(route.nombre, input.sentido);
      throw conflict(message, 'conflict', { id_ruta: message });
    }
    return { id: existing.id, created: false };
  }
  if (!route.vehicle) throw conflict(ROUTE_WITHOUT_VEHICLE, 'conflict', { id_ruta: ROUTE_WITHOUT_VEHICLE });
  const stopping = stoppingPaper(papersOf(route.vehicle, route.driver), input.fecha);
  if (stopping) throw conflict(paperRefusal(stopping), 'conflict', { id_ruta: paperRefusal(stopping) });
  // Two phones starting the same run at once: the unique (route, day, direction) keeps one.
  const [created] = await tx
    .insert(runs)
    .values({
      id_route: route.id,
      ruta: route.nombre,
      fecha: input.fecha,
      sentido: input.sentido,
      id_vehicle: route.vehicle.id,
      placa: route.vehicle.placa,
      id_driver: route.driver.id,
      conductor: route.driver.name,
      started_at: input.now,
      started_by: input.staffId,
      fin_programado: scheduledEnd(route, input.sentido, input.fecha, input.now, input.timezone),
    })
    .onConflictDoNothing()
    .returning({ id: runs.id });
  if (created) return { id: created.id, created: true };
  const other = await runOfDay(tx, route.id, input.fecha, input.sentido);
  return { id: other!.id, created: false };
}

/** The run's row, locked until the transaction ends; 404 when there is none. */
async function lockRun(tx: Db, id: number): Promise<RunRow> {
  const [run] = await tx.select().from(runs).where(eq(runs.id, id)).for('update');
  if (!run) throw missing('id', NO_RUN);
  return run;
}

/** An open run, locked: board and drop are refused once it ended. */
async function lockOpenRun(tx: Db, id: number): Promise<RunRow> {
  const run = await lockRun(tx, id);
  if (run.ended_at) throw conflict(RUN_ENDED, 'conflict', { id: RUN_ENDED });
  return run;
}

/** The child a tap (id) or a read (credential code or document) names; 404 on that field. */
async function studentOf(tx: Db, who: { id_estudiante?: number; code?: string }) {
  const student =
    who.id_estudiante !== undefined
      ? await studentById(tx, who.id_estudiante)
      : await studentByRead(tx, who.code!);
  if (!student) throw missing(who.id_estudiante !== undefined ? 'id_estudiante' : 'code', NO_USER);
  return student;
}

export interface Move {
  id_estudiante: number;
  mensaje: string;
  /** False: the child already stood so (a second read of the same boarding writes nothing). */
  moved: boolean;
}

/** A child gets on: recorded once (already on board answers the same), the families told. */
export async function boardRider(
  tx: Db,
  runId: number,
  who: BoardRider,
  by: { staffId: number; now: Date },
): Promise<Move> {
  const run = await lockOpenRun(tx, runId);
  const student = await studentOf(tx, who);
  const mensaje = boardedOn(student.name);
  if ((await lastMoveOf(tx, run.id, student.id_user)) === 1)
    return { id_estudiante: student.id_user, mensaje, moved: false };
  const rider =
    run.id_route !== null && (await ridesOn(tx, run.id_route, student.id_user, weekdayOf(run.fecha)));
  await recordBoarding(
    tx,
    {
      id_route: run.id_route,
      ruta: run.ruta,
      id_user: student.id_user,
      kind: 1,
      id_run: run.id,
      off_route: rider ? 0 : 1,
      created_by: by.staffId,
    },
    by.now,
  );
  return {
    id_estudiante: student.id_user,
    mensaje: rider ? mensaje : notRiderToday(student.name),
    moved: true,
  };
}

/** A child on board gets off, where (the run's destination by default) and to whom; the families told. */
export async function dropRider(
  tx: Db,
  runId: number,
  body: DropRider,
  by: { staffId: number; now: Date },
): Promise<Move> {
  const run = await lockOpenRun(tx, runId);
  const student = await studentOf(tx, body);
  if ((await lastMoveOf(tx, run.id, student.id_user)) !== 1) {
    const message = notAboard(student.name);
    throw conflict(message, 'conflict', {
      [body.id_estudiante !== undefined ? 'id_estudiante' : 'code']: message,
    });
  }
  const lugar = body.lugar ?? defaultPlace(run.sentido);
  const entregado_a = lugar === 'entregado' ? (body.entregado_a ?? null) : null;
  await recordBoarding(
    tx,
    {
      id_route: run.id_route,
      ruta: run.ruta,
      id_user: student.id_user,
      kind: 2,
      id_run: run.id,
      lugar,
      entregado_a,
      nota: body.nota || null,
      created_by: by.staffId,
    },
    by.now,
  );
  return {
    id_estudiante: student.id_user,
    mensaje: droppedAt(student.name, lugar, entregado_a),
    moved: true,
  };
}

/**
 * Ends the run when nobody is on board (`ended`; an ended run stays as it is). With a child on
 * board it is not ended: the coordinator's alarm is raised, and `aboard` names them for the refusal
 * the route gives once this transaction (with the alarm) has committed.
 */
export async function endRun(
  tx: Db,
  runId: number,
  by: { staffId: number; now: Date },
): Promise<{ ended: boolean; aboard: string[] }> {
  const run = await lockRun(tx, runId);
  if (run.ended_at) return { ended: false, aboard: [] };
  const aboard = (await aboardOf(tx, run.id)).map((s) => s.name);
  if (aboard.length > 0) {
    await raiseAlarm(tx, run, 'a_bordo', alarmDetail.a_bordo(aboard), by.now);
    return { ended: false, aboard };
  }
  await tx.update(runs).set({ ended_at: by.now, ended_by: by.staffId }).where(eq(runs.id, run.id));
  return { ended: true, aboard: [] };
}

/**
 * An alarm of the run: the row is the claim (one per run and kind), so only the transaction that
 * inserts it e-mails the coordinators and tells the live screens. The message goes to the outbox
 * with the outbox's own write rather than through a node's bus: the alarm timer and the tests raise
 * alarms with a database alone, and every node's sweep sends the outbox within a second.
 */
export async function raiseAlarm(
  tx: Db,
  run: Pick<RunRow, 'id' | 'ruta' | 'sentido'>,
  tipo: AlarmKind,
  detalle: string,
  now: Date,
): Promise<boolean> {
  const [raised] = await tx
    .insert(runAlarms)
    .values({ id_run: run.id, tipo, detalle, raised_at: now })
    .onConflictDoNothing()
    .returning({ id: runAlarms.id });
  if (!raised) return false;
  await notifyStaff(tx, {
    key: 'schoolroutes.alarms',
    kind: 'alarma_recorrido',
    data: { ruta: run.ruta, sentido: run.sentido, detalle, hora: now.toISOString() },
    at: now,
  });
  await enqueueMessages(tx, [{ topic: RUN_TOPIC, data: { run: run.id, alarm: raised.id } }]);
  return true;
}

/** The alarms a run due at `now` raises (dueRuns): still open past the grace, a child on board; how many. */
export async function raiseDueAlarms(tx: Db, due: { id: number; late: boolean }, now: Date): Promise<number> {
  const run = await lockRun(tx, due.id);
  // Ended between the look and the lock: nothing to raise.
  if (run.ended_at) return 0;
  let raised = 0;
  if (due.late && (await raiseAlarm(tx, run, 'sin_terminar', alarmDetail.sin_terminar(), now))) raised += 1;
  const aboard = (await aboardOf(tx, run.id)).map((s) => s.name);
  if (aboard.length > 0 && (await raiseAlarm(tx, run, 'a_bordo', alarmDetail.a_bordo(aboard), now)))
    raised += 1;
  return raised;
}

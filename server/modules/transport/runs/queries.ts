/**
 * The bus runs' reads (src/domain/transportRuns.ts): a route as a run needs it (times, bus and
 * driver papers), runs with their counts, a run's riders with their state, its timeline, who is
 * on board, and the runs due an alarm. A rider is expected on a run when they ride the route on
 * the run's weekday and have neither an excuse for the day nor an open absence of the gate's cut-off.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALARM_GRACE_MIN,
  type DropPlace,
  type Run,
  type RunDirection,
  type RunEvent,
  type RunRider,
} from '../../../../src/domain/transportRuns';
import type { Db } from '../../../db/client';
import { driverLicenceColumns, vehiclePaperColumns } from '../papers';
import {
  boardings,
  dayAlerts,
  drivers,
  excuses,
  routes,
  routeStudents,
  runAlarms,
  runs,
  studentProfiles,
  students,
  users,
  vehicles,
} from '../../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

/** A route with what starting a run reads: its times, its bus's papers and its driver's licence. */
export async function routeForRun(db: Db, routeId: number) {
  const [row] = await db
    .select({
      id: routes.id,
      nombre: routes.nombre,
      hora_inicio: routes.hora_inicio,
      hora_regreso: routes.hora_regreso,
      duracion_min: routes.duracion_min,
      vehicle: vehiclePaperColumns,
      driver: driverLicenceColumns,
    })
    .from(routes)
    .innerJoin(drivers, eq(drivers.id, routes.id_driver))
    .leftJoin(vehicles, eq(vehicles.id, routes.id_vehicle))
    .where(eq(routes.id, routeId));
  return row ?? null;
}
export type RouteForRun = NonNullable<Awaited<ReturnType<typeof routeForRun>>>;

/** The route's run of a day and direction, if started. */
export async function runOfDay(db: Db, routeId: number, fecha: string, sentido: RunDirection) {
  const [row] = await db
    .select({ id: runs.id, ended_at: runs.ended_at })
    .from(runs)
    .where(and(eq(runs.id_route, routeId), eq(runs.fecha, fecha), eq(runs.sentido, sentido)));
  return row ?? null;
}

/** Each student's last move on a run (distinct on the student, newest row). */
const lastMoves = (runId: SQL) => sql`(select distinct on (b.id_user) b.id_user, b.kind
  from ${boardings} b where b.id_run = ${runId} order by b.id_user, b.id desc)`;

/** A rider of route `route` on the weekday of day `day` who is neither excused nor absent that day. */
const expected = (route: SQL, day: SQL) => sql`(select count(*) from ${routeStudents} s
  where s.id_route = ${route} and extract(isodow from ${day})::smallint = any(s.dias)
    and not exists (select 1 from ${excuses} e where e.id_user = s.id_user and e.fecha = ${day})
    and not exists (select 1 from ${dayAlerts} a where a.id_user = s.id_user and a.fecha = ${day}
                    and a.tipo = 'ausente' and a.resolved_at is null))`;

/** Runs with their counts: of a day, the open ones, or one; by start. */
export async function runSummaries(
  db: Db,
  which: { fecha: string } | { open: true } | { id: number },
): Promise<Run[]> {
  // Raw, with aliases: drizzle writes a column inside a select's sql`` unqualified, which a subquery would misread.
  const where =
    'fecha' in which
      ? sql`r.fecha = ${which.fecha}`
      : 'open' in which
        ? sql`r.ended_at is null`
        : sql`r.id = ${which.id}`;
  const rows = rowsOf<
    Omit<Run, 'inicio' | 'fin_programado' | 'fin'> & {
      started_at: Date | string;
      fin_programado: Date | string;
      ended_at: Date | string | null;
    }
  >(
    await db.execute(sql`
      select r.id, r.id_route as id_ruta, r.ruta, r.fecha::text as fecha, r.sentido, r.placa, r.conductor,
        r.started_at, su.name as iniciado_por, r.fin_programado, r.ended_at, eu.name as terminado_por,
        ${expected(sql`r.id_route`, sql`r.fecha`)}::int as esperados,
        (select count(*) from ${lastMoves(sql`r.id`)} m where m.kind = 1)::int as a_bordo,
        (select count(*) from ${lastMoves(sql`r.id`)} m where m.kind = 2)::int as bajaron,
        (select count(*) from ${runAlarms} a where a.id_run = r.id and a.resolved_at is null)::int as alarmas
      from ${runs} r
      left join ${users} su on su.id = r.started_by
      left join ${users} eu on eu.id = r.ended_by
      where ${where}
      order by r.started_at, r.id`),
  );
  return rows.map(({ started_at, ended_at, fin_programado, ...r }) => ({
    ...r,
    id: Number(r.id),
    id_ruta: r.id_ruta === null ? null : Number(r.id_ruta),
    esperados: Number(r.esperados),
    a_bordo: Number(r.a_bordo),
    bajaron: Number(r.bajaron),
    alarmas: Number(r.alarmas),
    inicio: iso(started_at),
    fin_programado: iso(fin_programado),
    fin: ended_at ? iso(ended_at) : null,
  }));
}

/** A run as its writes read it: locked by the caller's `for update` when in a transaction. */
export type RunRow = typeof runs.$inferSelect;

/** The route's riders on the run's weekday in stop order, each with their state on the run; then anyone else who boarded it. */
export async function runRiders(db: Db, run: Pick<RunRow, 'id' | 'id_route' | 'fecha'>): Promise<RunRider[]> {
  const riders = rowsOf<{
    id: number;
    name: string;
    num_doc: string;
    parada: number;
    curso: string | null;
    excusado: boolean;
    ausente: boolean;
  }>(
    await db.execute(sql`
      select u.id, u.name, u.num_doc, s.position as parada, p.curso,
        exists (select 1 from ${excuses} e where e.id_user = u.id and e.fecha = ${run.fecha}) as excusado,
        exists (select 1 from ${dayAlerts} a where a.id_user = u.id and a.fecha = ${run.fecha}
                and a.tipo = 'ausente' and a.resolved_at is null) as ausente
      from ${routeStudents} s join ${users} u on u.id = s.id_user
      left join ${studentProfiles} p on p.id_user = u.id
      where s.id_route = ${run.id_route ?? 0} and extract(isodow from ${run.fecha}::date)::smallint = any(s.dias)
      order by s.position`),
  );
  const moves = rowsOf<{
    id_user: number;
    kind: number;
    created_at: Date | string;
    lugar: DropPlace | null;
    entregado_a: string | null;
    name: string;
    num_doc: string;
    curso: string | null;
  }>(
    await db.execute(sql`
      select m.*, u.name, u.num_doc, p.curso from (
        select distinct on (b.id_user) b.id_user, b.kind, b.created_at, b.lugar, b.entregado_a
        from ${boardings} b where b.id_run = ${run.id} order by b.id_user, b.id desc) m
      join ${users} u on u.id = m.id_user left join ${studentProfiles} p on p.id_user = u.id
      order by u.name`),
  );
  const moveOf = new Map(moves.map((m) => [Number(m.id_user), m]));
  const stateOf = (m: (typeof moves)[number]) => ({
    estado: Number(m.kind) === 1 ? ('a_bordo' as const) : ('bajo' as const),
    hora: iso(m.created_at),
    lugar: m.lugar,
    entregado_a: m.entregado_a,
  });
  const none = { hora: null, lugar: null, entregado_a: null };
  const listed = riders.map((r): RunRider => {
    const move = moveOf.get(Number(r.id));
    const base = {
      id_estudiante: Number(r.id),
      nombre: r.name,
      num_doc: r.num_doc,
      parada: Number(r.parada),
      curso: r.curso,
    };
    if (move) return { ...base, ...stateOf(move) };
    return { ...base, ...none, estado: r.excusado ? 'excusado' : r.ausente ? 'ausente' : 'esperado' };
  });
  const known = new Set(listed.map((r) => r.id_estudiante));
  const others = moves
    .filter((m) => !known.has(Number(m.id_user)))
    .map((m): RunRider => ({
      id_estudiante: Number(m.id_user),
      nombre: m.name,
      num_doc: m.num_doc,
      parada: null,
      curso: m.curso,
      ...stateOf(m),
    }));
  return [...listed, ...others];
}

/** A run's timeline, oldest first: started, each child on or off (where, to whom, by whom), ended. */
export async function runTimeline(
  db: Db,
  run: Pick<Run, 'id' | 'inicio' | 'iniciado_por' | 'fin' | 'terminado_por'>,
): Promise<RunEvent[]> {
  const moves = rowsOf<{
    created_at: Date | string;
    kind: number;
    name: string;
    lugar: DropPlace | null;
    entregado_a: string | null;
    nota: string | null;
    por: string | null;
  }>(
    await db.execute(sql`
      select b.created_at, b.kind, u.name, b.lugar, b.entregado_a, b.nota, staff.name as por
      from ${boardings} b join ${users} u on u.id = b.id_user
      left join ${users} staff on staff.id = b.created_by
      where b.id_run = ${run.id} order by b.id`),
  );
  const bare = { estudiante: null, lugar: null, entregado_a: null, nota: null };
  return [
    { ...bare, hora: run.inicio, tipo: 'inicio', por: run.iniciado_por },
    ...moves.map((m): RunEvent => ({
      hora: iso(m.created_at),
      tipo: Number(m.kind) === 1 ? 'subio' : 'bajo',
      estudiante: m.name,
      lugar: m.lugar,
      entregado_a: m.entregado_a,
      nota: m.nota,
      por: m.por,
    })),
    ...(run.fin ? [{ ...bare, hora: run.fin, tipo: 'fin' as const, por: run.terminado_por }] : []),
  ];
}

/** Who is on board a run now (their last move got them on), by name. */
export async function aboardOf(db: Db, runId: number): Promise<{ id: number; name: string }[]> {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      select u.id, u.name from ${lastMoves(sql`${runId}::integer`)} m join ${users} u on u.id = m.id_user
      where m.kind = 1 order by u.name`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** A student's last move on a run: 1 on board, 2 got off; null when not read on it. */
export async function lastMoveOf(db: Db, runId: number, userId: number): Promise<1 | 2 | null> {
  const [row] = await db
    .select({ kind: boardings.kind })
    .from(boardings)
    .where(and(eq(boardings.id_run, runId), eq(boardings.id_user, userId)))
    .orderBy(desc(boardings.id))
    .limit(1);
  return row ? (row.kind as 1 | 2) : null;
}

/** A student by id, or null. */
export async function studentById(db: Db, id: number) {
  const [row] = await db
    .select({ id_user: users.id, name: users.name, num_doc: users.num_doc })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .where(eq(students.id_user, id));
  return row ?? null;
}

/**
 * The open runs past their scheduled end at `now` that may still raise an alarm: `late` when
 * ALARM_GRACE_MIN have passed and it has not raised that one yet.
 */
export async function dueRuns(db: Db, now: Date): Promise<{ id: number; late: boolean }[]> {
  const raised = (tipo: string) =>
    sql`exists (select 1 from ${runAlarms} a where a.id_run = r.id and a.tipo = ${tipo})`;
  const late = sql`r.fin_programado + ${sql.raw(`interval '${ALARM_GRACE_MIN} minutes'`)} <= ${now}
    and not ${raised('sin_terminar')}`;
  const rows = rowsOf<{ id: number; late: boolean }>(
    await db.execute(sql`
      select r.id, (${late}) as late from ${runs} r
      where r.ended_at is null and r.fin_programado <= ${now} and ((${late}) or not ${raised('a_bordo')})
      order by r.id`),
  );
  return rows.map((r) => ({ id: Number(r.id), late: Boolean(r.late) }));
}

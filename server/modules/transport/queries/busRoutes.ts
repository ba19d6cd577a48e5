/** The school routes' reads (src/domain/transport.ts): the selector's summaries, one route with its riders, the student filter. */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { ShiftId, RiderWithHome, RoutePerson, RouteRecord, RouteRider, RouteStudent, RouteSummary, UnassignedStudent } from '../../../../src/domain/transport';
import type { StudentDay, TodayRider } from '../../../../src/domain/transportToday';
import type { BoardState, OnBoardCount } from '../../../../src/domain/transportBoarding';
import type { Db } from '../../../db/client';
import { boardings, credentials, drivers, monitors, routes, routeStudents, studentProfiles, students, users, vehicles } from '../../../db/schema';
import { looksLikeCode } from '../../../../src/domain/credentials';

// The tables of the driver and monitor look-ups by document (`consultarCo`, `consultarMo`).
export { drivers as driverTable, monitors as monitorTable } from '../../../db/schema';

const summaryColumns = {
  id: routes.id,
  nombreRuta: routes.nombre,
  idConductor: routes.id_driver,
  idMonitor: routes.id_monitor,
  idVehiculo: routes.id_vehicle,
  id_jornada: routes.id_jornada,
  hora_inicio: routes.hora_inicio,
  conductor: drivers.name,
  doc_conductor: drivers.num_doc,
  monitor: monitors.name,
  doc_monitor: monitors.num_doc,
  placa: vehicles.placa,
  nombre_ruta: vehicles.nombre_ruta,
  sillas: vehicles.sillas,
};


/** Every route (or the one of `id`), by shift and start time, with its number of riders (`num_estudiantes`). */
export async function routeSummaries(db: Db, id?: number): Promise<RouteSummary[]> {
  const riders = db
    .select({ id_route: routeStudents.id_route, n: count().as('n') })
    .from(routeStudents)
    .groupBy(routeStudents.id_route)
    .as('riders');
  const rows = await db
    .select({ ...summaryColumns, num_estudiantes: sql<number>`coalesce(${riders.n}, 0)`.mapWith(Number) })
    .from(routes)
    .innerJoin(drivers, eq(drivers.id, routes.id_driver))
    .innerJoin(monitors, eq(monitors.id, routes.id_monitor))
    .leftJoin(vehicles, eq(vehicles.id, routes.id_vehicle))
    .leftJoin(riders, eq(riders.id_route, routes.id))
    .where(id === undefined ? undefined : eq(routes.id, id))
    .orderBy(asc(routes.id_jornada), asc(routes.hora_inicio), asc(routes.nombre));
  return rows.map((r) => ({ ...r, name: r.nombreRuta, id_jornada: r.id_jornada as ShiftId }));
}

/** A student as a route's map shows them: who, their course and their home. */
const riderHomeColumns = {
      id_user: users.id,
      num_doc: users.num_doc,
      name: users.name,
      img: users.url,
      course: studentProfiles.courseName,
  latitud: students.latitud,
  longitud: students.longitud,
};

/** A route's riders in stop order with their homes: `alumnos` and `estudiantes` are cut from these. */
async function ridersWithHomesOf(db: Db, routeId: number): Promise<RiderWithHome[]> {
  const rows = await db
    .select({ ...riderHomeColumns, dias: routeStudents.dias })
    .from(routeStudents)
    .innerJoin(users, eq(users.id, routeStudents.id_user))
    .leftJoin(students, eq(students.id_user, users.id))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, users.id))
    .where(eq(routeStudents.id_route, routeId))
    .orderBy(asc(routeStudents.position));
  return rows.map((r) => ({ ...r, dias: [...r.dias].sort((a, b) => a - b) }));
}

/**
 * One route, or null, as spec part 2 §3 shapes it: the riders (`alumnos`: who, photo, course,
 * weekdays) and, read-only, the same students with name, document and home (`estudiantes`).
 */
export async function findRoute(db: Db, routeId: number): Promise<RouteRecord | null> {
  const [row] = await db
    .select({ ...summaryColumns, observaciones: routes.observaciones })
    .from(routes)
    .innerJoin(drivers, eq(drivers.id, routes.id_driver))
    .innerJoin(monitors, eq(monitors.id, routes.id_monitor))
    .leftJoin(vehicles, eq(vehicles.id, routes.id_vehicle))
    .where(eq(routes.id, routeId))
    .limit(1);
  if (!row) return null;
  const riders = await ridersWithHomesOf(db, routeId);
  const alumnos: RouteRider[] = riders.map(({ id_user, num_doc, name, img, course, dias }) => ({ id_user, num_doc, name, img, course, dias }));
  const estudiantes: RouteStudent[] = riders.map(({ id_user, name, num_doc, latitud, longitud }) => ({ id_user, name, num_doc, latitud, longitud }));
  return { ...row, id_jornada: row.id_jornada as ShiftId, alumnos, estudiantes };
}

/** A driver or monitor by document, or null. */
export async function personByDocument(db: Db, table: typeof drivers | typeof monitors, numDoc: string): Promise<RoutePerson | null> {
  const [row] = await db
    .select({ id: table.id, name: table.name, num_doc: table.num_doc, cellphone: table.cellphone })
    .from(table)
    .where(eq(table.num_doc, numDoc))
    .limit(1);
  return row ?? null;
}

/** Active students of a course and/or whose name holds the surname, by name (at most 200). */
export async function filterStudents(db: Db, filter: { id_course?: number | null; apellido?: string | null }): Promise<RiderWithHome[]> {
  const rows = await db
    .select(riderHomeColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .innerJoin(studentProfiles, eq(studentProfiles.id_user, students.id_user))
    .where(
      and(
        eq(users.active, 1),
        filter.id_course ? eq(students.id_course, filter.id_course) : undefined,
        filter.apellido ? ilike(users.name, `%${filter.apellido.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(200);
  return rows.map((r) => ({ ...r, dias: [1, 2, 3, 4, 5] }));
}

/** The riders of a route on a weekday, in stop order, with their guardian's phone (mobile first). */
export async function ridersOn(db: Db, routeId: number, day: number): Promise<TodayRider[]> {
  return db
    .select({
      id: users.id,
      parada: routeStudents.position,
      name: users.name,
      num_doc: users.num_doc,
      course: studentProfiles.courseName,
      acudiente: studentProfiles.guardianName,
      telefono_acudiente: studentProfiles.guardianPhone,
    })
    .from(routeStudents)
    .innerJoin(users, eq(users.id, routeStudents.id_user))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, users.id))
    .where(and(eq(routeStudents.id_route, routeId), sql`${day} = any(${routeStudents.dias})`))
    .orderBy(asc(routeStudents.position));
}

/** A student (by document or credential code) and the routes they ride on a weekday; null when nobody has it. */
export async function studentDay(db: Db, value: string, day: number | null): Promise<Omit<StudentDay, 'fecha' | 'dia'> | null> {
  const student = await studentByRead(db, value);
  if (!student) return null;
  const rutas =
    day === null
      ? []
      : await db
          .select({
            id: routes.id,
            nombreRuta: routes.nombre,
            id_jornada: routes.id_jornada,
            hora_inicio: routes.hora_inicio,
            parada: routeStudents.position,
            placa: vehicles.placa,
            conductor: drivers.name,
            monitor: monitors.name,
          })
          .from(routeStudents)
          .innerJoin(routes, eq(routes.id, routeStudents.id_route))
          .innerJoin(drivers, eq(drivers.id, routes.id_driver))
          .innerJoin(monitors, eq(monitors.id, routes.id_monitor))
          .leftJoin(vehicles, eq(vehicles.id, routes.id_vehicle))
          .where(and(eq(routeStudents.id_user, student.id_user), sql`${day} = any(${routeStudents.dias})`))
          .orderBy(asc(routes.id_jornada), asc(routes.hora_inicio));
  return { id_user: student.id_user, name: student.name, num_doc: student.num_doc, rutas: rutas.map((r) => ({ ...r, id_jornada: r.id_jornada as ShiftId })) };
}

/** A course's active students, each with the weekdays they ride no route of the shift, by name. */
export async function unassigned(db: Db, courseId: number, shift: number): Promise<UnassignedStudent[]> {
  const result = await db.execute(sql`
    select u.id as id_user, u.name, u.num_doc, u.url as img,
      array(select d from generate_series(1, 5) as d
            where not exists (select 1 from ${routeStudents} s join ${routes} r on r.id = s.id_route
                              where s.id_user = u.id and r.id_jornada = ${shift} and d = any(s.dias))
            order by d) as sin_ruta
    from ${students} st join ${users} u on u.id = st.id_user
    where st.id_course = ${courseId} and u.active = 1
    order by u.name`);
  return (result as unknown as { rows: UnassignedStudent[] }).rows.map((r) => ({ ...r, sin_ruta: [...r.sin_ruta].map(Number) }));
}

/** A student by credential code (any case) or document: who boards. */
export async function studentByRead(db: Db, read: string) {
  const text = read.trim();
  const [student] = await db
    .select({ id_user: users.id, name: users.name, num_doc: users.num_doc, img: users.url })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(credentials, eq(credentials.id_user_primary, users.id))
    .where(looksLikeCode(text) ? eq(credentials.code, text.toUpperCase()) : eq(users.num_doc, text))
    .limit(1);
  return student ?? null;
}

/** Whether the student rides the route on that weekday. */
export async function ridesOn(db: Db, routeId: number, userId: number, day: number | null): Promise<boolean> {
  if (day === null) return false;
  const [row] = await db
    .select({ id: routeStudents.id_user })
    .from(routeStudents)
    .where(and(eq(routeStudents.id_route, routeId), eq(routeStudents.id_user, userId), sql`${day} = any(${routeStudents.dias})`));
  return Boolean(row);
}

/** Each student's last boarding on the route since `since`: on board (1) or got off (2). */
async function lastBoardings(db: Db, routeId: number, since: Date) {
  const result = await db.execute(sql`
    select distinct on (b.id_user) b.id_user, b.kind, u.name, u.num_doc
    from ${boardings} b join ${users} u on u.id = b.id_user
    where b.id_route = ${routeId} and b.created_at >= ${since}
    order by b.id_user, b.id desc`);
  return (result as unknown as { rows: { id_user: number; kind: number; name: string; num_doc: string }[] }).rows;
}

const stateOf = (kind: number | undefined): BoardState => (kind === 1 ? 'a_bordo' : kind === 2 ? 'bajo' : 'falta');

/** Today's riders with their state, then anyone else read on the route today. */
export async function routeBoard(db: Db, routeId: number, day: number | null, since: Date) {
  const riders = day === null ? [] : await ridersOn(db, routeId, day);
  const last = await lastBoardings(db, routeId, since);
  const kindOf = new Map(last.map((b) => [Number(b.id_user), Number(b.kind)]));
  const known = new Set(riders.map((r) => r.id));
  const extras = last
    .filter((b) => !known.has(Number(b.id_user)))
    .map((b) => ({ id: Number(b.id_user), parada: 0, name: b.name, num_doc: b.num_doc, course: null, acudiente: null, telefono_acudiente: null, estado: stateOf(Number(b.kind)), rider: false }));
  return [...riders.map((r) => ({ ...r, estado: stateOf(kindOf.get(r.id)), rider: true })), ...extras];
}

/** Every route with today's riders and how many are on board now. */
export async function onBoardCounts(db: Db, day: number | null, since: Date): Promise<OnBoardCount[]> {
  const result = await db.execute(sql`
    select r.id, r.nombre as "nombreRuta", r.id_jornada, r.hora_inicio,
      (select count(*) from ${routeStudents} s where s.id_route = r.id and ${day ?? 0} = any(s.dias))::integer as esperados,
      (select count(*) from (select distinct on (b.id_user) b.kind from ${boardings} b
         where b.id_route = r.id and b.created_at >= ${since} order by b.id_user, b.id desc) last where last.kind = 1)::integer as a_bordo
    from ${routes} r
    order by r.id_jornada, r.hora_inicio, r.nombre`);
  return (result as unknown as { rows: OnBoardCount[] }).rows.map((r) => ({ ...r, esperados: Number(r.esperados), a_bordo: Number(r.a_bordo) }));
}

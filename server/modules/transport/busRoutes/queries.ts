/**
 * The school routes' reads (src/domain/transport.ts): the selector's summaries, one route with its riders, the student filter.
 * Who rides on a given day and who got on are read in boardings/queries.ts.
 */
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type {
  ShiftId,
  RiderWithHome,
  RoutePerson,
  RouteRecord,
  RouteRider,
  RouteStudent,
  RouteSummary,
  UnassignedStudent,
} from '../../../../src/domain/transport';
import { STUDENT_SEARCH_LIMIT } from '../../../../src/domain/transport';
import type { Db } from '../../../db/client';
import {
  drivers,
  monitors,
  routes,
  routeStudents,
  studentProfiles,
  students,
  users,
  vehicles,
} from '../../../db/schema';

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
  hora_regreso: routes.hora_regreso,
  duracion_min: routes.duracion_min,
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
  const alumnos: RouteRider[] = riders.map(({ id_user, num_doc, name, img, course, dias }) => ({
    id_user,
    num_doc,
    name,
    img,
    course,
    dias,
  }));
  const estudiantes: RouteStudent[] = riders.map(({ id_user, name, num_doc, latitud, longitud }) => ({
    id_user,
    name,
    num_doc,
    latitud,
    longitud,
  }));
  return { ...row, id_jornada: row.id_jornada as ShiftId, alumnos, estudiantes };
}

/** A driver or monitor by document, or null. */
export async function personByDocument(
  db: Db,
  table: typeof drivers | typeof monitors,
  numDoc: string,
): Promise<RoutePerson | null> {
  const [row] = await db
    .select({ id: table.id, name: table.name, num_doc: table.num_doc, cellphone: table.cellphone })
    .from(table)
    .where(eq(table.num_doc, numDoc))
    .limit(1);
  return row ?? null;
}

/**
 * Active students of a course and/or whose name holds the surname, by name: at most
 * STUDENT_SEARCH_LIMIT, and one more when more match (the route says so, not the count).
 */
export async function filterStudents(
  db: Db,
  filter: { id_course?: number | null; apellido?: string | null },
): Promise<RiderWithHome[]> {
  const rows = await db
    .select(riderHomeColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .innerJoin(studentProfiles, eq(studentProfiles.id_user, students.id_user))
    .where(
      and(
        eq(users.active, 1),
        filter.id_course ? eq(students.id_course, filter.id_course) : undefined,
        filter.apellido
          ? ilike(users.name, `%${filter.apellido.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      ),
    )
    .orderBy(asc(users.name))
    .limit(STUDENT_SEARCH_LIMIT + 1);
  return rows.map((r) => ({ ...r, dias: [1, 2, 3, 4, 5] }));
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
  return (result as unknown as { rows: UnassignedStudent[] }).rows.map((r) => ({
    ...r,
    sin_ruta: [...r.sin_ruta].map(Number),
  }));
}

/**
 * The school buses' day (src/domain/transportToday.ts, transportBoarding.ts): a route's riders on a
 * weekday, a student's routes of the day, the student a read names, and the boardings — who is on
 * board a route, how many on each. Apart from busRoutes/queries.ts, which reads the routes as they are set up.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShiftId } from '../../../../src/domain/transport';
import type { StudentDay, TodayRider } from '../../../../src/domain/transportToday';
import type { BoardState, OnBoardCount } from '../../../../src/domain/transportBoarding';
import type { Db } from '../../../db/client';
import {
  boardings,
  credentials,
  drivers,
  monitors,
  routes,
  routeStudents,
  studentProfiles,
  students,
  users,
  vehicles,
} from '../../../db/schema';
import { looksLikeCode } from '../../../../src/domain/credentials';

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
export async function studentDay(
  db: Db,
  value: string,
  day: number | null,
): Promise<Omit<StudentDay, 'fecha' | 'dia'> | null> {
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
  return {
    id_user: student.id_user,
    name: student.name,
    num_doc: student.num_doc,
    rutas: rutas.map((r) => ({ ...r, id_jornada: r.id_jornada as ShiftId })),
  };
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
    .where(
      and(
        eq(routeStudents.id_route, routeId),
        eq(routeStudents.id_user, userId),
        sql`${day} = any(${routeStudents.dias})`,
      ),
    );
  return Boolean(row);
}

/** Each student's last boarding on the route since `since`: on board (1) or got off (2). */
async function lastBoardings(db: Db, routeId: number, since: Date) {
  const result = await db.execute(sql`
    select distinct on (b.id_user) b.id_user, b.kind, u.name, u.num_doc
    from ${boardings} b join ${users} u on u.id = b.id_user
    where b.id_route = ${routeId} and b.created_at >= ${since}
    order by b.id_user, b.id desc`);
  return (result as unknown as { rows: { id_user: number; kind: number; name: string; num_doc: string }[] })
    .rows;
}

const stateOf = (kind: number | undefined): BoardState =>
  kind === 1 ? 'a_bordo' : kind === 2 ? 'bajo' : 'falta';

/** Today's riders with their state, then anyone else read on the route today. */
export async function routeBoard(db: Db, routeId: number, day: number | null, since: Date) {
  const riders = day === null ? [] : await ridersOn(db, routeId, day);
  const last = await lastBoardings(db, routeId, since);
  const kindOf = new Map(last.map((b) => [Number(b.id_user), Number(b.kind)]));
  const known = new Set(riders.map((r) => r.id));
  const extras = last
    .filter((b) => !known.has(Number(b.id_user)))
    .map((b) => ({
      id: Number(b.id_user),
      parada: 0,
      name: b.name,
      num_doc: b.num_doc,
      course: null,
      acudiente: null,
      telefono_acudiente: null,
      estado: stateOf(Number(b.kind)),
      rider: false,
    }));
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
  return (result as unknown as { rows: OnBoardCount[] }).rows.map((r) => ({
    ...r,
    esperados: Number(r.esperados),
    a_bordo: Number(r.a_bordo),
  }));
}

/**
 * Writing school routes (src/domain/transport.ts states the rules): a route and its riders in
 * one transaction, then the rules checked on what was written (a refusal rolls it all back):
 * every rider a student, at most one route per student, shift and weekday, and the vehicle's
 * seats over every route it serves in that shift, day by day (the one guard of vehicles/service.ts, also
 * called when a vehicle's seats are edited). Route writes take one advisory lock, so two
 * coordinators saving at the same instant cannot together break a rule that each alone keeps
 * (route edits are rare: one at a time costs nothing).
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import {
  alreadyRiding,
  NO_ROUTE,
  NO_VEHICLE,
  STUDENT_ALREADY_IN_ROUTE,
  type RouteBody,
} from '../../../../src/domain/transport';
import type { Db } from '../../../db/client';
import { drivers, monitors, routes, routeStudents, students, vehicles } from '../../../db/schema';
import { AppError, conflict } from '../../../http/errors';
import { checkSeats, lockRoutes } from '../vehicles';
import { NO_USER } from '../../../../src/domain/credentials';

const missing = (field: string, message: string) =>
  new AppError(404, message, 'not_found', { [field]: message });

/** The driver, monitor, vehicle and students the body names exist (404 on the field otherwise). */
async function checkReferences(
  tx: Db,
  body: Pick<RouteBody, 'idConductor' | 'idMonitor' | 'idVehiculo'>,
  riders: readonly number[],
) {
  const [driver] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, body.idConductor));
  if (!driver) throw missing('idConductor', NO_USER);
  const [monitor] = await tx
    .select({ id: monitors.id })
    .from(monitors)
    .where(eq(monitors.id, body.idMonitor));
  if (!monitor) throw missing('idMonitor', NO_USER);
  if (body.idVehiculo) {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, body.idVehiculo));
    if (!vehicle) throw missing('idVehiculo', NO_VEHICLE);
  }
  if (riders.length) {
    const found = await tx
      .select({ id: students.id_user })
      .from(students)
      .where(inArray(students.id_user, [...riders]));
    if (found.length !== new Set(riders).size) throw missing('alumnos', NO_USER);
  }
}

/** The rules on a route's riders as written: one route per student, shift and day; the seats (on `seatsField`). */
async function checkRiders(tx: Db, routeId: number, seatsField: string) {
  const twice = await tx.execute(sql`
    select u.name, other.nombre as route, d.day
    from ${routeStudents} mine
    join ${routes} r on r.id = mine.id_route
    join ${routeStudents} theirs on theirs.id_user = mine.id_user and theirs.id_route <> mine.id_route
    join ${routes} other on other.id = theirs.id_route and other.id_jornada = r.id_jornada
    join users u on u.id = mine.id_user
    cross join lateral unnest(mine.dias) as d(day)
    where mine.id_route = ${routeId} and d.day = any(theirs.dias)
    order by mine.position, d.day
    limit 1`);
  const clash = (twice as unknown as { rows: { name: string; route: string; day: number }[] }).rows[0];
  if (clash)
    throw conflict(alreadyRiding(clash.name, clash.route, Number(clash.day)), 'conflict', {
      alumnos: alreadyRiding(clash.name, clash.route, Number(clash.day)),
    });

  const [route] = await tx
    .select({ id_vehicle: routes.id_vehicle })
    .from(routes)
    .where(eq(routes.id, routeId));
  await checkSeats(tx, route?.id_vehicle, seatsField);
}

const columnsOf = (body: RouteBody) => ({
  nombre: body.nombreRuta,
  hora_inicio: body.hora_inicio.slice(0, 5),
  id_driver: body.idConductor,
  id_monitor: body.idMonitor,
  id_vehicle: body.idVehiculo ?? null,
  id_jornada: body.id_jornada,
  observaciones: body.observaciones || null,
  // An empty departure is none: the drop-off then leaves when its monitor starts it.
  hora_regreso: body.hora_regreso ? body.hora_regreso.slice(0, 5) : null,
  duracion_min: body.duracion_min,
});

async function writeRiders(tx: Db, routeId: number, riders: RouteBody['alumnos']) {
  await tx.delete(routeStudents).where(eq(routeStudents.id_route, routeId));
  if (riders.length) {
    await tx.insert(routeStudents).values(
      riders.map((rider, i) => ({
        id_route: routeId,
        id_user: rider.id_user,
        position: i + 1,
        dias: [...rider.dias].sort((a, b) => a - b),
      })),
    );
  }
}

/** A new route (id null) or the whole of an existing one replaced at `now`; its id. */
export async function saveRoute(tx: Db, id: number | null, body: RouteBody, now: Date): Promise<number> {
  // The vehicle's row before the routes' lock, in the order a vehicle edit takes them (vehicles/service.ts).
  if (body.idVehiculo)
    await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.id, body.idVehiculo))
      .for('key share');
  await lockRoutes(tx);
  await checkReferences(
    tx,
    body,
    body.alumnos.map((a) => a.id_user),
  );
  let routeId: number;
  if (id === null) {
    const [created] = await tx
      .insert(routes)
      .values({ ...columnsOf(body), created_at: now, updated_at: now })
      .returning({ id: routes.id });
    routeId = created.id;
  } else {
    const [updated] = await tx
      .update(routes)
      .set({ ...columnsOf(body), updated_at: now })
      .where(eq(routes.id, id))
      .returning({ id: routes.id });
    if (!updated) throw missing('id', NO_ROUTE);
    routeId = updated.id;
  }
  await writeRiders(tx, routeId, body.alumnos);
  await checkRiders(tx, routeId, 'idVehiculo');
  return routeId;
}

/** One student added at the end of a route (`asignarAlumno`). */
export async function assignStudent(
  tx: Db,
  input: { id_route: number; id_user: number; dias: number[] },
): Promise<void> {
  await lockRoutes(tx);
  const [route] = await tx.select({ id: routes.id }).from(routes).where(eq(routes.id, input.id_route));
  if (!route) throw missing('id_route', NO_ROUTE);
  const [student] = await tx
    .select({ id: students.id_user })
    .from(students)
    .where(eq(students.id_user, input.id_user));
  if (!student) throw missing('id_user', NO_USER);
  const [already] = await tx
    .select({ id: routeStudents.id_user })
    .from(routeStudents)
    .where(and(eq(routeStudents.id_route, input.id_route), eq(routeStudents.id_user, input.id_user)));
  if (already) throw conflict(STUDENT_ALREADY_IN_ROUTE, 'conflict', { id_user: STUDENT_ALREADY_IN_ROUTE });
  const [{ last }] = await tx
    .select({ last: max(routeStudents.position) })
    .from(routeStudents)
    .where(eq(routeStudents.id_route, input.id_route));
  await tx.insert(routeStudents).values({
    id_route: input.id_route,
    id_user: input.id_user,
    position: (last ?? 0) + 1,
    dias: [...input.dias].sort((a, b) => a - b),
  });
  await checkRiders(tx, input.id_route, 'id_route');
}

/** A route and its riders removed. */
export async function deleteRoute(tx: Db, id: number): Promise<void> {
  await lockRoutes(tx);
  const deleted = await tx.delete(routes).where(eq(routes.id, id)).returning({ id: routes.id });
  if (!deleted.length) throw missing('id', NO_ROUTE);
}

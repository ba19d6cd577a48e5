/**
 * The demo school's bus routes (issue 53): two morning routes, each with its driver, monitor, bus
 * and riders Monday to Friday, the second also with its afternoon drop-off's departure; written
 * through the routes' service, so its rules (one route per student and shift, the seats) hold.
 * On a school day (the school calendar's), the first route's morning run is under way, written
 * through the runs' service: started at the route's start, three children boarded, one of them
 * already dropped at school, the fourth still expected. It is past its scheduled end by mid-morning,
 * so the alarm timer raises its alarms on its first round: the coordinator's board has one to show.
 */
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { isSchoolDay } from '../../src/domain/calendar';
import { routeSchema, type RouteInput } from '../../src/domain/transport';
import type { Db } from '../db/client';
import { courses, drivers, monitors, students, users, vehicles } from '../db/schema';
import { daysOffBetween } from '../modules/admin';
import { boardRider, dropRider, saveRoute, startRun } from '../modules/transport';
import { localDate, zonedInstant } from '../time';

/** The first route's riders in stop order: four fixed morning students the walkthroughs do not use. */
const NORTH_RIDERS = [
  '1098765438', // Sofía Ramírez León
  '1098765442', // Antonella Rojas Mejía
  '1098765435', // Mateo Gómez Rojas
  '1098765433', // Santiago Pérez Díaz (no credential: the monitor taps his name)
];
/** How many generated morning students ride the second route. */
const SOUTH_RIDERS = 6;
/** The course the assignment screen's tests start from with nobody on a route: left out. */
const LEFT_OUT_COURSE = 'Quinto';

/** The run's moves, in minutes after the route's start: who (by stop) got on or off. */
const RUN_MOVES = [
  { at: 7, stop: 0, move: 'board' },
  { at: 14, stop: 1, move: 'board' },
  { at: 22, stop: 2, move: 'board' },
  { at: 41, stop: 0, move: 'drop' },
] as const;

const idOf = async (tx: Db, table: typeof drivers | typeof monitors, numDoc: string) =>
  (await tx.select({ id: table.id }).from(table).where(eq(table.num_doc, numDoc)))[0].id;

const busOf = async (tx: Db, placa: string) =>
  (await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.placa, placa)))[0].id;

/** A route written by the routes' service, its body checked by the wire's schema first. */
async function route(tx: Db, body: RouteInput, now: Date): Promise<number> {
  return saveRoute(tx, null, routeSchema.parse(body), now);
}

/**
 * The routes, and the run under way when the clock's day is a school day and the run's last move
 * has happened by `now`. Called after the calendar's days off are in (seed.ts).
 */
export async function seedDemoBusRoutes(
  tx: Db,
  opts: {
    timezone: string;
    now: Date;
    admin: number;
    morningShift: number;
    /** The fixed students' documents: the second route's riders are generated ones. */
    fixedDocs: readonly string[];
  },
): Promise<void> {
  const everyDay = (ids: number[]) => ids.map((id_user) => ({ id_user, dias: [1, 2, 3, 4, 5] }));
  const north = await tx
    .select({ id: users.id, num_doc: users.num_doc })
    .from(users)
    .where(inArray(users.num_doc, NORTH_RIDERS));
  const northIds = NORTH_RIDERS.map((doc) => north.find((u) => u.num_doc === doc)!.id);
  const hora_inicio = '06:00';
  const northId = await route(
    tx,
    {
      nombreRuta: 'Ruta Sotomayor',
      hora_inicio,
      idConductor: await idOf(tx, drivers, '91234001'),
      idMonitor: await idOf(tx, monitors, '63450001'),
      idVehiculo: await busOf(tx, 'WXK481'),
      id_jornada: 1,
      duracion_min: 60,
      observaciones: 'Recoge en Sotomayor y Cabecera; entra por la portería vehicular',
      alumnos: everyDay(northIds),
    },
    opts.now,
  );

  const south = await tx
    .select({ id: users.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .innerJoin(courses, eq(courses.id, students.id_course))
    .where(
      and(
        eq(users.turno, opts.morningShift),
        eq(users.active, 1),
        ne(courses.name, LEFT_OUT_COURSE),
        notInArray(users.num_doc, [...opts.fixedDocs]),
      ),
    )
    .orderBy(asc(users.id))
    .limit(SOUTH_RIDERS);
  await route(
    tx,
    {
      nombreRuta: 'Ruta Cañaveral',
      hora_inicio: '06:10',
      idConductor: await idOf(tx, drivers, '91234003'),
      idMonitor: await idOf(tx, monitors, '63450002'),
      idVehiculo: await busOf(tx, 'SXV903'),
      id_jornada: 1,
      // The morning shift ends 12:30: the drop-off leaves a quarter of an hour later.
      hora_regreso: '12:45',
      duracion_min: 75,
      observaciones: 'Floridablanca: Cañaveral y La Cumbre',
      alumnos: everyDay(south.map((s) => s.id)),
    },
    opts.now,
  );

  const today = localDate(opts.now, opts.timezone);
  if (!isSchoolDay(today, await daysOffBetween(tx, today, today))) return;
  const start = zonedInstant(today, `${hora_inicio}:00`, opts.timezone);
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  // Loaded before the run's last move (early in the morning): no run yet.
  if (opts.now < at(RUN_MOVES.at(-1)!.at)) return;
  const run = await startRun(tx, {
    routeId: northId,
    sentido: 'ida',
    fecha: today,
    now: start,
    staffId: opts.admin,
    timezone: opts.timezone,
  });
  for (const step of RUN_MOVES) {
    const by = { staffId: opts.admin, now: at(step.at) };
    const who = { id_estudiante: northIds[step.stop] };
    if (step.move === 'board') await boardRider(tx, run.id, who, by);
    else await dropRider(tx, run.id, { ...who, lugar: 'colegio' }, by);
  }
}

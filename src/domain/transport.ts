/**
 * School routes (issue 15 item 3; spec part 2 §2 'Routes manager', §3 'Route', §5, §7): what
 * crosses the wire between the routes manager and the server, and the rules both check.
 *
 * - A route has a name, a start time, a driver and a monitor (required: 'Tienes Campos
 *   Vacios'), an optional vehicle, a shift (1 morning, 2 afternoon) and observations; for its
 *   runs (./transportRuns), the afternoon drop-off's departure (`hora_regreso`, optional) and
 *   how long a run takes (`duracion_min`, RUN_MINUTES).
 * - Its riders (`alumnos`) come in stop order, each with the weekdays they ride (`dias`, 1
 *   Monday … 5 Friday); a student added to a route rides 1–5 until a day is switched off.
 * - A student rides at most one route per shift and weekday.
 * - A vehicle's seats bound its riders per shift and weekday, over every route it serves then.
 *
 * Today's riders are in ./transportToday, boarding by QR in ./transportBoarding, the stop order
 * the manager suggests in ./transportStopOrder.
 */
import { z } from 'zod';
import { SEARCH_NEEDS_A_FIELD } from './academic';
import { NO_USER } from './credentials';

export const EMPTY_FIELDS = 'Tienes Campos Vacios';
export const NO_VEHICLE = 'No Existe Vehiculo';
export const STUDENT_ALREADY_IN_ROUTE = 'El estudiante ya se encuenta en la ruta';
export const NO_ROUTE = 'La ruta no existe';
export const BAD_START_TIME = 'La hora de inicio debe ser una hora (HH:MM)';
export const BAD_WEEKDAYS = 'Los días deben ser de 1 (lunes) a 5 (viernes)';
export const BAD_RETURN_TIME = 'La hora de regreso debe ser una hora (HH:MM) o quedar vacía';

/** How long a run takes, in minutes: its alarms count from its start plus this. */
export const RUN_MINUTES = { min: 10, max: 240, default: 60 } as const;
export const BAD_DURATION = `La duración del recorrido debe ser un número entero de minutos entre ${RUN_MINUTES.min} y ${RUN_MINUTES.max}`;

/** 'HH:MM', or 'HH:MM:SS' as the old client sent it (stored cut to minutes). */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** The spec's shifts: radio values. */
export const SHIFTS = [
  { id: 1, name: 'Mañana' },
  { id: 2, name: 'Tarde' },
] as const;
export type ShiftId = (typeof SHIFTS)[number]['id'];

export const WEEKDAYS = [
  { id: 1, name: 'Lunes', short: 'L' },
  { id: 2, name: 'Martes', short: 'M' },
  { id: 3, name: 'Miércoles', short: 'X' },
  { id: 4, name: 'Jueves', short: 'J' },
  { id: 5, name: 'Viernes', short: 'V' },
] as const;
export const ALL_WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const weekdayName = (day: number) =>
  WEEKDAYS.find((d) => d.id === day)?.name.toLowerCase() ?? String(day);

export const shiftName = (shift: number) =>
  SHIFTS.find((j) => j.id === shift)?.name.toLowerCase() ?? String(shift);

/**
 * The seats rule's refusal, the same at every door (a route written, a student assigned, a
 * vehicle's seats edited): the bus, its seats, and the first shift and weekday that would not fit.
 */
export const seatsExceeded = (placa: string, sillas: number, shift: number, day: number, riders: number) =>
  `El vehículo ${placa} tiene ${sillas} ${sillas === 1 ? 'silla' : 'sillas'}: el ${weekdayName(day)} irían ${riders} estudiantes en la jornada de la ${shiftName(shift)}`;

/** How many students ride one vehicle in a shift on a weekday, over every route it serves then. */
export interface SeatLoad {
  id_jornada: number;
  dia: number;
  riders: number;
}

/**
 * The seats rule, pure: a vehicle's riders on each weekday of each shift fit its seats. The
 * first (shift, then weekday) load over the seats, or null when every one fits. The server's
 * guard (server/modules/transport/vehicles/service.ts) counts the loads and calls this at every door.
 */
export function seatsOverflow(sillas: number, loads: readonly SeatLoad[]): SeatLoad | null {
  const over = loads
    .filter((l) => l.riders > sillas)
    .sort((a, b) => a.id_jornada - b.id_jornada || a.dia - b.dia);
  return over[0] ?? null;
}

export const alreadyRiding = (name: string, route: string, day: number) =>
  `${name} ya va en la ruta ${route} el ${weekdayName(day)} en esa jornada`;

const MAX_ID = 2_147_483_647;
const id = (field: string, required = EMPTY_FIELDS) =>
  z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null || iss.input === ''
          ? required
          : `El campo ${field} no corresponde a ningún registro`,
    })
    .int({ error: `El campo ${field} no corresponde a ningún registro` })
    .positive({ error: `El campo ${field} no corresponde a ningún registro` })
    .max(MAX_ID, { error: `El campo ${field} no corresponde a ningún registro` });

const text = (max: number) =>
  z
    .string({ error: EMPTY_FIELDS })
    .trim()
    .min(1, { error: EMPTY_FIELDS })
    .max(max, { error: `Máximo ${max} caracteres` });

/** A whole number from `min` to `max`; `message` for anything else. */
const wholeIn = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** One rider: the student and the weekdays they ride. */
export const riderSchema = z.object({
  id_user: id('id_user'),
  dias: z
    .array(wholeIn(1, 5, BAD_WEEKDAYS), { error: BAD_WEEKDAYS })
    .max(5, { error: BAD_WEEKDAYS })
    .refine((days) => new Set(days).size === days.length, { error: BAD_WEEKDAYS })
    .default([...ALL_WEEKDAYS]),
});

/** `POST schoolroutes/routes` and `PUT schoolroutes/routes/{id}`: the whole route with its riders in stop order. */
export const routeSchema = z
  .object({
    nombreRuta: text(80),
    hora_inicio: z
      .string({ error: EMPTY_FIELDS })
      .trim()
      .min(1, { error: EMPTY_FIELDS })
      .regex(CLOCK_TIME, { error: BAD_START_TIME }),
    idConductor: id('idConductor'),
    idMonitor: id('idMonitor'),
    idVehiculo: id('idVehiculo').nullish(),
    id_jornada: z
      .union([z.literal(1), z.literal(2)], { error: 'La jornada debe ser 1 (mañana) o 2 (tarde)' })
      .default(1),
    observaciones: z.string().trim().max(1000, { error: 'Máximo 1000 caracteres' }).nullish(),
    // Empty or absent: the drop-off leaves when its monitor starts it.
    hora_regreso: z
      .string({ error: BAD_RETURN_TIME })
      .trim()
      .regex(new RegExp(`^$|${CLOCK_TIME.source}`), { error: BAD_RETURN_TIME })
      .nullish(),
    duracion_min: wholeIn(RUN_MINUTES.min, RUN_MINUTES.max, BAD_DURATION).default(RUN_MINUTES.default),
    alumnos: z
      .array(riderSchema, { error: 'Los alumnos deben ser una lista' })
      .max(200, { error: 'Una ruta admite máximo 200 estudiantes' })
      .default([]),
  })
  .superRefine((route, ctx) => {
    const seen = new Set<number>();
    route.alumnos.forEach((rider, i) => {
      if (seen.has(rider.id_user))
        ctx.addIssue({ code: 'custom', path: ['alumnos', i, 'id_user'], message: STUDENT_ALREADY_IN_ROUTE });
      seen.add(rider.id_user);
    });
  });
export type RouteInput = z.input<typeof routeSchema>;
export type RouteBody = z.output<typeof routeSchema>;

/** A rider of the route (`alumnos`, spec §3): who, their photo, course and the weekdays they ride. */
export const routeRiderSchema = z.object({
  id_user: z.number().int(),
  num_doc: z.string(),
  name: z.string(),
  img: z.string().nullable(),
  course: z.string().nullable(),
  dias: z.array(z.number().int()),
});
export type RouteRider = z.infer<typeof routeRiderSchema>;

/** A student of the route with their home (`estudiantes`, read-only, spec §3): the map's stops, in stop order. */
export const routeStudentSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
});
export type RouteStudent = z.infer<typeof routeStudentSchema>;

/** A rider with their home: the student search's answer and the routes manager's working list. */
export const riderWithHomeSchema = routeRiderSchema.extend(
  routeStudentSchema.pick({ latitud: true, longitud: true }).shape,
);
export type RiderWithHome = z.infer<typeof riderWithHomeSchema>;

/** A route's riders joined with their homes from `estudiantes` (null where a rider has none). */
export function ridersWithHomes(route: Pick<RouteRecord, 'alumnos' | 'estudiantes'>): RiderWithHome[] {
  const homes = new Map(route.estudiantes.map((s) => [s.id_user, s]));
  return route.alumnos.map((a) => ({
    ...a,
    latitud: homes.get(a.id_user)?.latitud ?? null,
    longitud: homes.get(a.id_user)?.longitud ?? null,
  }));
}

/** `GET schoolroutes/routes/{id}/edit`: the route with the read-only names (spec §3). */
export const routeRecordSchema = z.object({
  id: z.number().int(),
  nombreRuta: z.string(),
  idConductor: z.number().int(),
  idMonitor: z.number().int(),
  idVehiculo: z.number().int().nullable(),
  id_jornada: z.union([z.literal(1), z.literal(2)]),
  hora_inicio: z.string(),
  /** The afternoon drop-off's departure ('HH:MM'), or null: when its monitor starts it. */
  hora_regreso: z.string().nullable(),
  /** Minutes a run takes. */
  duracion_min: z.number().int(),
  observaciones: z.string().nullable(),
  conductor: z.string(),
  doc_conductor: z.string(),
  monitor: z.string(),
  doc_monitor: z.string(),
  placa: z.string().nullable(),
  nombre_ruta: z.string().nullable(),
  sillas: z.number().int().nullable(),
  alumnos: z.array(routeRiderSchema),
  /** Read-only: the same students in stop order with their name, document and home. */
  estudiantes: z.array(routeStudentSchema),
});
export type RouteRecord = z.infer<typeof routeRecordSchema>;

/**
 * A route in the selector and the list; `name` repeats `nombreRuta` for the pickers that show a
 * record's name (news); `num_estudiantes` counts its riders (`estudiantes` is the edit answer's list).
 */
export const routeSummarySchema = routeRecordSchema
  .omit({ alumnos: true, estudiantes: true, observaciones: true })
  .extend({ num_estudiantes: z.number().int(), name: z.string() });
export type RouteSummary = z.infer<typeof routeSummarySchema>;

/** `POST schoolroutes/consultarCo` / `consultarMo`: a driver or monitor by document. */
export const personLookupSchema = z.object({
  num_doc: z
    .string({ error: EMPTY_FIELDS })
    .trim()
    .min(1, { error: EMPTY_FIELDS })
    .max(20, { error: NO_USER }),
});
/** `POST schoolroutes/buscarVehiculo`'s answer, reused by the manager. */
export const routePersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  cellphone: z.string(),
});
export type RoutePerson = z.infer<typeof routePersonSchema>;

/** `POST schoolroutes/consultarAl` (students by course and/or surname) answers at most this many, by name. */
export const STUDENT_SEARCH_LIMIT = 200;

export const studentFilterSchema = z
  .object({
    id_course: z.number().int().positive().max(MAX_ID).nullish(),
    apellido: z.string().trim().max(60).nullish(),
  })
  .superRefine((f, ctx) => {
    if (!f.id_course && !f.apellido)
      ctx.addIssue({ code: 'custom', path: ['apellido'], message: SEARCH_NEEDS_A_FIELD });
  });

/** `POST schoolroutes/asignarAlumno`: one student added at the end of a route (weekdays 1–5 unless given). */
export const assignSchema = z.object({
  id_route: id('id_route'),
  id_user: id('id_user'),
  dias: riderSchema.shape.dias,
});

/** `POST schoolroutes/reports` (the old client's report call): the route whose riders of today are listed. */
export const reportBodySchema = z.object({ id_route: id('id_route', 'Seleccione la ruta') });

/** `GET schoolroutes/asignate?id_course=&id_jornada=`: the course's students and the weekdays they have no route in that shift. */
export const unassignedQuerySchema = z.object({
  id_course: z.coerce
    .number({ error: 'Seleccione el curso' })
    .int({ error: 'Seleccione el curso' })
    .positive({ error: 'Seleccione el curso' })
    .max(MAX_ID, { error: 'Seleccione el curso' }),
  id_jornada: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: 'La jornada debe ser 1 (mañana) o 2 (tarde)' }))
    .default(1),
});

/** A student of the assignment screen: the weekdays with no route in the shift (empty: every day covered). */
export const unassignedStudentSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  img: z.string().nullable(),
  sin_ruta: z.array(z.number().int()),
});
export type UnassignedStudent = z.infer<typeof unassignedStudentSchema>;

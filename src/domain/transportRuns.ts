/**
 * A bus run (issue 53, item 4): a route's run on a day in one direction — `ida` (the morning
 * pick-up, to school) or `regreso` (the drop-off, home) — started by its monitor, the children
 * boarded and dropped stop by stop (where: at school, at home, or handed to a named adult), ended
 * only when nobody is on board. A run still open ALARM_GRACE_MIN after its scheduled end, or with a
 * child on board then, or whose end was refused for a child on board, raises an alarm to the
 * transport coordinator. What crosses the wire, both ways, and the refusals' Spanish.
 */
import { z } from 'zod';
import { NO_USER } from './credentials';

export const RUN_DIRECTIONS = ['ida', 'regreso'] as const;
export type RunDirection = (typeof RUN_DIRECTIONS)[number];

/** Where a child got off: at school, at home, or handed to a named adult (`entregado_a`). */
export const DROP_PLACES = ['colegio', 'casa', 'entregado'] as const;
export type DropPlace = (typeof DROP_PLACES)[number];

/** Where a child gets off when the monitor does not say: the run's destination. */
export const defaultPlace = (sentido: RunDirection): DropPlace => (sentido === 'ida' ? 'colegio' : 'casa');

/**
 * A rider's state on a run: expected at their stop, on board, got off, absent today (the gate's
 * cut-off found them absent) or excused for the day. Whoever boards is on board, excused or not.
 */
export const RIDER_STATES = ['esperado', 'a_bordo', 'bajo', 'ausente', 'excusado'] as const;
export type RiderState = (typeof RIDER_STATES)[number];

/** An alarm: the run still open ALARM_GRACE_MIN after its scheduled end, or a child on board at its end. */
export const ALARM_KINDS = ['sin_terminar', 'a_bordo'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** Minutes after its scheduled end that a run still open raises its alarm. */
export const ALARM_GRACE_MIN = 15;

export const NO_RUN = 'El recorrido no existe';
export const NO_ALARM = 'La alarma no existe';
export const RUN_ENDED = 'El recorrido ya terminó';
export const ROUTE_WITHOUT_VEHICLE = 'La ruta no tiene vehículo asignado';
export const HANDED_TO_REQUIRED = 'Indique a quién se entregó el estudiante';
const WHO = 'Indique el estudiante (id_estudiante) o lea su carnet o documento (code)';

/** 'A', 'A y B', 'A, B y C'. */
export const namesInWords = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;

/** Why a run cannot end: who is still on board, by name. */
export const stillAboard = (names: readonly string[]) =>
  `No se puede terminar el recorrido: ${names.length === 1 ? 'sigue' : 'siguen'} a bordo ${namesInWords(names)}`;
export const notAboard = (name: string) => `${name} no está a bordo del recorrido`;
export const runAlreadyEnded = (route: string, sentido: RunDirection) =>
  `El recorrido de ${sentido} de hoy de la ruta ${route} ya terminó`;
export const boardedOn = (name: string) => `${name} subió al bus`;
export const droppedAt = (name: string, lugar: DropPlace, to: string | null) =>
  lugar === 'entregado'
    ? `${name} fue entregado a ${to}`
    : `${name} bajó en ${lugar === 'casa' ? 'casa' : 'el colegio'}`;
export const notRiderToday = (name: string) => `Atención: ${name} no va en esta ruta hoy; quedó registrado`;

/** The alarms' details, as the coordinator reads them (and the e-mail says). */
export const alarmDetail = {
  sin_terminar: () => `El recorrido sigue abierto ${ALARM_GRACE_MIN} minutos después de su fin programado`,
  a_bordo: (names: readonly string[]) =>
    `${names.length === 1 ? 'Sigue' : 'Siguen'} a bordo ${namesInWords(names)}`,
};

const MAX_ID = 2_147_483_647;
const idOf = (field: string, missing: string) =>
  z
    .number({ error: missing })
    .int({ error: `El campo ${field} no corresponde a ningún registro` })
    .positive({ error: `El campo ${field} no corresponde a ningún registro` })
    .max(MAX_ID, { error: `El campo ${field} no corresponde a ningún registro` });

/** `POST /api/transport/runs`: the route and the direction. */
export const startRunSchema = z.object({
  id_ruta: idOf('id_ruta', 'Elija la ruta (id_ruta)'),
  sentido: z.enum(RUN_DIRECTIONS, { error: 'El sentido debe ser ida o regreso' }),
});
export type StartRun = z.infer<typeof startRunSchema>;

/** The child: by id (a tap on the list) or by what the scanner read (a credential code or a document). */
const who = {
  id_estudiante: idOf('id_estudiante', WHO).optional(),
  code: z
    .string({ error: WHO })
    .trim()
    .min(3, { error: 'El código leído debe tener al menos 3 caracteres' })
    .max(100, { error: NO_USER })
    .optional(),
};
const oneOf = (body: { id_estudiante?: number; code?: string }, ctx: z.RefinementCtx) => {
  if (body.id_estudiante === undefined && body.code === undefined)
    ctx.addIssue({ code: 'custom', path: ['id_estudiante'], message: WHO });
};

/** `POST /api/transport/runs/{id}/board`. */
export const boardRiderSchema = z.object(who).superRefine(oneOf);
export type BoardRider = z.infer<typeof boardRiderSchema>;

/** `POST /api/transport/runs/{id}/drop`: where (the run's destination by default), to whom when handed. */
export const dropRiderSchema = z
  .object({
    ...who,
    lugar: z.enum(DROP_PLACES, { error: 'El lugar debe ser colegio, casa o entregado' }).optional(),
    entregado_a: z.string().trim().max(120, { error: 'Máximo 120 caracteres' }).nullish(),
    nota: z.string().trim().max(300, { error: 'Máximo 300 caracteres' }).nullish(),
  })
  .superRefine((body, ctx) => {
    oneOf(body, ctx);
    if (body.lugar === 'entregado' && !body.entregado_a)
      ctx.addIssue({ code: 'custom', path: ['entregado_a'], message: HANDED_TO_REQUIRED });
  });
export type DropRider = z.infer<typeof dropRiderSchema>;

/** `GET /api/transport/runs?fecha=`: a day's runs (today when not given). */
export const runsQuerySchema = z.object({
  fecha: z.iso.date({ error: 'La fecha debe ser un día válido (AAAA-MM-DD)' }).optional(),
});

/** A run with its counts (instants as ISO text). */
export const runSchema = z.object({
  id: z.number().int(),
  id_ruta: z.number().int().nullable(),
  ruta: z.string(),
  fecha: z.string(),
  sentido: z.enum(RUN_DIRECTIONS),
  placa: z.string().nullable(),
  conductor: z.string(),
  inicio: z.string(),
  iniciado_por: z.string().nullable(),
  fin_programado: z.string(),
  fin: z.string().nullable(),
  terminado_por: z.string().nullable(),
  /** Riders expected today (neither absent nor excused), on board now, got off. */
  esperados: z.number().int(),
  a_bordo: z.number().int(),
  bajaron: z.number().int(),
  /** Alarms not yet resolved. */
  alarmas: z.number().int(),
});
export type Run = z.infer<typeof runSchema>;

/** A child on a run: their stop (null: not a rider of the route that day), state and last move. */
export const runRiderSchema = z.object({
  id_estudiante: z.number().int(),
  nombre: z.string(),
  num_doc: z.string(),
  parada: z.number().int().nullable(),
  curso: z.string().nullable(),
  estado: z.enum(RIDER_STATES),
  hora: z.string().nullable(),
  lugar: z.enum(DROP_PLACES).nullable(),
  entregado_a: z.string().nullable(),
});
export type RunRider = z.infer<typeof runRiderSchema>;

/** One line of a run's timeline: started, a child on or off (where, to whom), ended. */
export const TIMELINE_KINDS = ['inicio', 'subio', 'bajo', 'fin'] as const;
export const runEventSchema = z.object({
  hora: z.string(),
  tipo: z.enum(TIMELINE_KINDS),
  estudiante: z.string().nullable(),
  lugar: z.enum(DROP_PLACES).nullable(),
  entregado_a: z.string().nullable(),
  nota: z.string().nullable(),
  por: z.string().nullable(),
});
export type RunEvent = z.infer<typeof runEventSchema>;

/** `GET /api/transport/runs/{id}`: the run, its riders in stop order, its timeline (oldest first). */
export const runDetailSchema = runSchema.extend({
  estudiantes: z.array(runRiderSchema),
  linea: z.array(runEventSchema),
});
export type RunDetail = z.infer<typeof runDetailSchema>;

/** What a boarding or a drop answers: the child as they stand now, and what the monitor reads. */
export const riderMoveSchema = runRiderSchema.extend({ mensaje: z.string() });
export type RiderMove = z.infer<typeof riderMoveSchema>;

/** An alarm as the coordinator's screen lists it. */
export const runAlarmSchema = z.object({
  id: z.number().int(),
  id_recorrido: z.number().int(),
  ruta: z.string(),
  sentido: z.enum(RUN_DIRECTIONS),
  fecha: z.string(),
  tipo: z.enum(ALARM_KINDS),
  detalle: z.string(),
  levantada: z.string(),
  resuelta: z.string().nullable(),
  resuelta_por: z.string().nullable(),
});
export type RunAlarm = z.infer<typeof runAlarmSchema>;

/** `GET /api/transport/alarms`: the open runs and the alarms not resolved or raised today, newest first. */
export const alarmBoardSchema = z.object({
  recorridos: z.array(runSchema),
  alarmas: z.array(runAlarmSchema),
});
export type AlarmBoard = z.infer<typeof alarmBoardSchema>;

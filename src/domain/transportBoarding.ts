/**
 * Boarding by QR (issue 15 item 6): what crosses the wire when a monitor reads a student getting
 * on or off a bus route, and the board of who is on it today (./transport holds the routes themselves).
 */
import { z } from 'zod';
import { routeRecordSchema } from './transport';
import { todayRiderSchema, todayRouteSchema } from './transportToday';
import { NO_USER } from './credentials';

/** Boarding by QR (issue 15 item 6): the monitor reads a credential (or types a document) as a student gets on or off. */
export const BOARDING_KINDS = ['on', 'off'] as const;
export type BoardingKind = (typeof BOARDING_KINDS)[number];
/** Stored as 1 (got on) and 2 (got off); the timeline names them `subio` / `bajo`. */
export const BOARDING_CODE: Record<BoardingKind, 1 | 2> = { on: 1, off: 2 };

export const boardingSchema = z.object({
  code: z
    .string({ error: 'Lea el carnet o escriba el documento' })
    .trim()
    .min(3, { error: 'El código leído debe tener al menos 3 caracteres' })
    .max(100, { error: NO_USER }),
  kind: z.enum(BOARDING_KINDS, { error: 'Indique si el estudiante sube (on) o baja (off)' }),
});

export const boardedMessage = (name: string, kind: BoardingKind) =>
  kind === 'on' ? `${name} subió a la ruta` : `${name} bajó de la ruta`;
export const notRidingToday = (name: string, route: string) =>
  `Atención: ${name} no va en la ruta ${route} hoy; quedó registrado`;

/** What the monitor's screen shows after a read. */
export const boardingResultSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  num_doc: z.string(),
  img: z.string().nullable(),
  kind: z.enum(BOARDING_KINDS),
  /** False: the student does not ride this route today (accepted, with a warning). */
  rider: z.boolean(),
  mensaje: z.string(),
});
export type BoardingResult = z.infer<typeof boardingResultSchema>;

/** Where a student stands on a route today: on board, got off, or not seen yet. */
export const BOARD_STATES = ['a_bordo', 'bajo', 'falta'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

/** `GET schoolroutes/routes/{id}/board`: today's riders with their state, and anyone else read on it. */
export const routeBoardSchema = todayRouteSchema.extend({
  estudiantes: z.array(todayRiderSchema.extend({ estado: z.enum(BOARD_STATES), rider: z.boolean() })),
});
export type RouteBoard = z.infer<typeof routeBoardSchema>;

/** `GET schoolroutes/onboard`: each route's riders of today and how many are on board now. */
export const onBoardCountSchema = routeRecordSchema
  .pick({ id: true, nombreRuta: true, id_jornada: true, hora_inicio: true })
  .extend({ esperados: z.number().int(), a_bordo: z.number().int() });
export type OnBoardCount = z.infer<typeof onBoardCountSchema>;

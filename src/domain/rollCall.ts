/**
 * The evacuation roll call (issue 53, item 6): one button lists everyone inside now (students and
 * staff whose last gate passage of the school day is an entry), grouped by course (students) or by
 * role (staff); each person is marked safe at the meeting point from any staff phone, by a tap, a
 * credential's QR or a typed document; closing it keeps the report. What crosses the wire and the
 * messages both sides share are here.
 *
 * Decisions:
 * - Visitors are not counted: the product keeps no visitor register, so the list is students and
 *   staff only.
 * - A person read at the meeting point who is not on the list (they came in after it opened) is
 *   added, marked safe: they are there. The answer says so.
 * - A second mark of the same person answers the first (its time and who marked it).
 * - Closing a closed roll call answers it as it was closed.
 */
import { z } from 'zod';

/** Students (by course) and staff (by role). */
export const ROLLCALL_KINDS = ['estudiante', 'personal'] as const;
export type RollCallKind = (typeof ROLLCALL_KINDS)[number];

/** The screen polls this often only while its event stream is down. */
export const ROLLCALL_POLL_MS = 5_000;
/** A read's answer stays this long; then the camera reopens. */
export const ROLLCALL_READ_MS = 2_500;
/** Closed roll calls the list shows. */
export const ROLLCALL_RECENT = 10;
/** The report's Excel file name and sheet. */
export const rollCallExcelFile = (id: number) => `pase-de-lista-${id}.xlsx`;
export const ROLLCALL_SHEET = 'Pase de lista';

// ── Messages ─────────────────────────────────────────────────────────────────────────────
export const ROLLCALL_MESSAGES = {
  opened: 'Pase de lista abierto',
  alreadyOpen: 'Ya hay un pase de lista abierto: es este',
  notFound: 'El pase de lista no existe',
  closed: 'El pase de lista ya está cerrado: no admite más marcas',
  closedNow: 'Pase de lista cerrado',
  alreadyClosed: 'El pase de lista ya estaba cerrado',
  whoRequired: 'Indique la persona (id_persona) o el código leído (code)',
  badPerson: 'La persona (id_persona) debe ser el id de un usuario',
  badCode: 'El código leído debe tener entre 3 y 100 caracteres',
  noCourse: 'Sin curso',
  noRole: 'Sin rol',
} as const;

export const safeMessage = (name: string) => `${name}: a salvo`;
export const alreadySafeMessage = (name: string, hora: string, by: string | null) =>
  `${name} ya estaba a salvo (marcado a las ${hora}${by ? ` por ${by}` : ''})`;
export const addedSafeMessage = (name: string) =>
  `${name} no estaba en la lista (entró después de abrirla): se agregó a salvo`;

// ── Wire ─────────────────────────────────────────────────────────────────────────────────
/** A person of a roll call. */
export const rollCallPersonSchema = z.object({
  id_persona: z.number().int(),
  nombre: z.string(),
  num_doc: z.string(),
  tipo: z.enum(ROLLCALL_KINDS),
  /** The student's course or the staff member's role. */
  grupo: z.string(),
  /** ISO instant marked safe; null while missing. */
  a_salvo_en: z.string().nullable(),
  /** Who marked them. */
  marcado_por: z.string().nullable(),
});
export type RollCallPerson = z.infer<typeof rollCallPersonSchema>;

const counts = {
  total: z.number().int(),
  a_salvo: z.number().int(),
  faltan: z.number().int(),
};

/** `POST access/rollcall`: the roll call opened (or the one already open). */
export const rollCallOpenedSchema = z.object({ id: z.number().int(), ...counts });
export type RollCallOpened = z.infer<typeof rollCallOpenedSchema>;

/** A roll call as the list shows it. */
export const rollCallSummarySchema = z.object({
  id: z.number().int(),
  /** ISO instants. */
  abierto_en: z.string(),
  abierto_por: z.string().nullable(),
  cerrado_en: z.string().nullable(),
  cerrado_por: z.string().nullable(),
  ...counts,
});
export type RollCallSummary = z.infer<typeof rollCallSummarySchema>;

/** One course or role: its counts and its people, the missing first (by name), then the safe (by time). */
export const rollCallGroupSchema = z.object({
  grupo: z.string(),
  tipo: z.enum(ROLLCALL_KINDS),
  ...counts,
  personas: z.array(rollCallPersonSchema),
});
export type RollCallGroup = z.infer<typeof rollCallGroupSchema>;

/** `GET access/rollcall/{id}`: the counts and the groups, those with someone missing first. */
export const rollCallSchema = rollCallSummarySchema.extend({ grupos: z.array(rollCallGroupSchema) });
export type RollCall = z.infer<typeof rollCallSchema>;

/** `POST access/rollcall/{id}/safe`: a tap names the person, a scan or a typed document gives `code`. */
export const rollCallMarkBodySchema = z
  .object({
    id_persona: z
      .number({ error: ROLLCALL_MESSAGES.badPerson })
      .int({ error: ROLLCALL_MESSAGES.badPerson })
      .positive({ error: ROLLCALL_MESSAGES.badPerson })
      .max(2_147_483_647, { error: ROLLCALL_MESSAGES.badPerson })
      .optional(),
    code: z
      .string({ error: ROLLCALL_MESSAGES.badCode })
      .trim()
      .min(3, { error: ROLLCALL_MESSAGES.badCode })
      .max(100, { error: ROLLCALL_MESSAGES.badCode })
      .optional(),
  })
  .refine((b) => b.id_persona !== undefined || b.code !== undefined, {
    error: ROLLCALL_MESSAGES.whoRequired,
    path: ['id_persona'],
  });
export type RollCallMarkBody = z.infer<typeof rollCallMarkBodySchema>;

/** The mark's answer: the person, the roll call's counts now, and whether it was new. */
export const rollCallMarkSchema = z.object({
  id: z.number().int(),
  ...counts,
  persona: rollCallPersonSchema,
  /** Marked before: the first time and marker are kept. */
  ya_marcado: z.boolean(),
  /** Not on the list (came in after it opened): added, safe. */
  agregado: z.boolean(),
});
export type RollCallMark = z.infer<typeof rollCallMarkSchema>;

/**
 * The family's notices as the portal's answers carry them (issue 32, item 6; issue 51): what a
 * notice carries, a notice of the feed, what each child's family chose to be told of. The kinds
 * and the rules are in ./notices, which stays zod-free for the portal.
 */
import { z } from 'zod';
import { NOTICE_KINDS } from './notices';

/** What a notice carries (`datos`): money in pesos, instants as ISO text (./notices says which kind carries which). */
export const noticeDataSchema = z.object({
  saldo: z.number().optional(),
  aviso: z.number().optional(),
  valor: z.number().optional(),
  referencia: z.string().optional(),
  motivo: z.string().optional(),
  hora: z.string().optional(),
  lugar: z.string().optional(),
  ruta: z.string().optional(),
  producto: z.string().optional(),
  /** An attempt's rule (issue 55): an AttemptKind of ./attempts, said in the reader's language. */
  regla: z.string().optional(),
  /** Issue 56: the lunch's day ('YYYY-MM-DD'), and a pack's lunches left. */
  fecha: z.string().optional(),
  restantes: z.number().optional(),
});
export type NoticeData = z.infer<typeof noticeDataSchema>;

/** A notice in the family's feed (`GET /api/family/notices?page=`, newest first). */
export const familyNoticeSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(NOTICE_KINDS),
  id_estudiante: z.number().int().nullable(),
  estudiante: z.string().nullable(),
  datos: noticeDataSchema,
  created_at: z.string(),
  leido: z.boolean(),
});
export type FamilyNotice = z.infer<typeof familyNoticeSchema>;

/** What each child's family chose to be told of (`GET/PUT /api/family/children/{id}/notices`); the money notices are always on. */
export const noticeChoicesSchema = z.object({
  /** Entries and exits at the gate. */
  porteria: z.boolean(),
  /** A late arrival (even with porteria off). */
  tarde: z.boolean(),
  /** Getting on and off the school bus. */
  ruta: z.boolean(),
  /** Issue 53: no entry by the shift's cut-off (on unless turned off). */
  ausencia: z.boolean(),
  /** Issue 53: no exit an hour after the shift's end (off unless chosen). */
  sin_salida: z.boolean(),
  /** Issue 55: a purchase a family's or the school's rule refused (off unless chosen). */
  intentos: z.boolean(),
  /** Issue 56: a pack of lunches with 2 left, and run out (off unless chosen). */
  almuerzos: z.boolean(),
});
export type NoticeChoices = z.infer<typeof noticeChoicesSchema>;

/** How many notices the family has not read (`GET /api/family/notices/unread`, `POST …/read`). */
export const unreadNoticesSchema = z.object({ sin_leer: z.number().int() });

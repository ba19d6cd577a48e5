/**
 * Absence at the cut-off (issue 53, items 2 and 3). Each shift has a cut-off (`h_corte`; when not
 * set, its start + CUTOFF_MINUTES): at it, an active student of the shift with no entry that day, no
 * permit for it and no excuse is absent, and the family is told once (unless it turned that off);
 * an entry after the cut-off makes it a late arrival, told again. The second school day in a row
 * absent without excuse tells the coordination (a role key). A student who entered and has no exit
 * NO_EXIT_MINUTES after the shift's end, and rode no bus run since, is listed and told to the
 * families who chose it. What crosses the wire is here; the timers are in server/modules/access/absences.
 */
import { z } from 'zod';

/** Minutes after a shift's start that its cut-off falls when the shift sets none. */
export const CUTOFF_MINUTES = 30;
/** Minutes after a shift's end that a student with no exit is missing. */
export const NO_EXIT_MINUTES = 60;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'HH:MM' `minutes` after `hhmm` (the same day; a shift does not run past midnight). */
export const addMinutes = (hhmm: string, minutes: number) =>
  hhmmOf(Math.min(minutesOf(hhmm) + minutes, 23 * 60 + 59));

/** A shift's cut-off: its own, or its start + CUTOFF_MINUTES. */
export const cutoffOf = (shift: { h_start: string; h_corte: string | null }) =>
  shift.h_corte?.slice(0, 5) ?? addMinutes(shift.h_start.slice(0, 5), CUTOFF_MINUTES);

/** When a shift's students with no exit are missing: its end + NO_EXIT_MINUTES. */
export const noExitAt = (shift: { h_end: string }) => addMinutes(shift.h_end.slice(0, 5), NO_EXIT_MINUTES);

export const ABSENCE_MESSAGES = {
  date: 'La fecha debe ser un día válido (AAAA-MM-DD)',
  future: 'La fecha aún no ha llegado',
  reason: 'Escriba el motivo de la excusa',
  reasonTooLong: 'El motivo admite máximo 300 caracteres',
  student: 'Elija el estudiante',
  tooFarAhead: 'Solo se puede excusar hasta 30 días adelante',
  tooOld: 'Solo se puede excusar un día de los últimos 30',
  notSchoolDay: 'Ese día no hay clases',
  excused: 'Excusa registrada',
  alreadyExcused: 'Ese día ya tiene una excusa',
} as const;

/** Days before and after today a day can be excused. */
export const EXCUSE_WINDOW_DAYS = 30;
export const EXCUSE_REASON_MAX = 300;

/** `GET /api/access/absent?fecha=`: a school day, today when not given. */
export const absentQuerySchema = z.object({
  fecha: z.iso.date({ error: ABSENCE_MESSAGES.date }).optional(),
});

/** A student the cut-off found absent, or with no exit; `llegada` when an entry came after the cut-off. */
export const absentStudentSchema = z.object({
  id_estudiante: z.number().int(),
  nombre: z.string(),
  num_doc: z.string(),
  curso: z.string().nullable(),
  jornada: z.string().nullable(),
  corte: z.string(),
  acudiente: z.string().nullable(),
  telefono_acudiente: z.string().nullable(),
  /** The day has an excuse: listed, not told. */
  excusada: z.boolean(),
  motivo: z.string().nullable(),
  /** 'HH:MM' of an entry after the cut-off (a late arrival), or null. */
  llegada: z.string().nullable(),
  /** The second school day in a row absent without excuse. */
  consecutiva: z.boolean(),
});
export type AbsentStudent = z.infer<typeof absentStudentSchema>;

/** A student who entered and had no exit an hour after the shift's end. */
export const missingExitSchema = z.object({
  id_estudiante: z.number().int(),
  nombre: z.string(),
  curso: z.string().nullable(),
  jornada: z.string().nullable(),
  entrada: z.string(),
  acudiente: z.string().nullable(),
  telefono_acudiente: z.string().nullable(),
});
export type MissingExit = z.infer<typeof missingExitSchema>;

/** The day's answer: the shifts' cut-offs (passed or not), the absent and those with no exit. */
export const absentDaySchema = z.object({
  fecha: z.string(),
  /** Why nobody is absent that day (a weekend, a holiday), or null on a school day. */
  sin_clases: z.string().nullable(),
  cortes: z.array(z.object({ jornada: z.string(), corte: z.string(), pasado: z.boolean() })),
  ausentes: z.array(absentStudentSchema),
  sin_salida: z.array(missingExitSchema),
});
export type AbsentDay = z.infer<typeof absentDaySchema>;

/** `POST` an excuse (the portal: `/api/family/children/{id}/excuses`; the office: `/api/access/excuses` with `id_estudiante`). */
export const excuseInputSchema = z.object({
  fecha: z.iso.date({ error: ABSENCE_MESSAGES.date }),
  motivo: z
    .string({ error: ABSENCE_MESSAGES.reason })
    .trim()
    .min(1, { error: ABSENCE_MESSAGES.reason })
    .max(EXCUSE_REASON_MAX, { error: ABSENCE_MESSAGES.reasonTooLong }),
  /** An optional photo (a doctor's note) as a base64 data URL, JPG or PNG. */
  foto: z.string().optional(),
});
export type ExcuseInput = z.infer<typeof excuseInputSchema>;

export const officeExcuseSchema = excuseInputSchema.extend({
  id_estudiante: z
    .number({ error: ABSENCE_MESSAGES.student })
    .int()
    .min(1, { error: ABSENCE_MESSAGES.student }),
});

/** An excuse as the family and the staff see it (the photo apart: `…/excuses/{id}/foto`). */
export const excuseSchema = z.object({
  id: z.number().int(),
  id_estudiante: z.number().int(),
  estudiante: z.string(),
  fecha: z.string(),
  motivo: z.string(),
  con_foto: z.boolean(),
  /** familia or colegio: who wrote it. */
  origen: z.enum(['familia', 'colegio']),
  created_at: z.string(),
});
export type Excuse = z.infer<typeof excuseSchema>;

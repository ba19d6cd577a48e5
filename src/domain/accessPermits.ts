/**
 * Access control's permits (docs/decisions.md: Access control): the office looks a person up by
 * document and writes a permit of a day, a time and a direction, which the gate's passage of that
 * day and direction uses once. What crosses the wire for them (./access holds the gate's rules).
 */
import { z } from 'zod';
import { isCalendarDay } from './dateRange';
import { EMPTY_FIELDS } from './transport';
import { NO_USER } from './credentials';
import { BAD_PERMIT_DATE, BAD_PERMIT_TIME, passageType, passageTypeSchema, required } from './access';

/** `POST admin/savepermiso`: the person of a document. */
export const permitLookupSchema = z.preprocess(
  (raw) =>
    raw &&
    typeof raw === 'object' &&
    !Array.isArray(raw) &&
    (raw as Record<string, unknown>).num_doc === undefined
      ? { num_doc: (raw as Record<string, unknown>).documento ?? (raw as Record<string, unknown>).id }
      : raw,
  z.object({
    num_doc: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string({ error: EMPTY_FIELDS }).trim().min(1, { error: EMPTY_FIELDS }).max(20, { error: NO_USER }),
    ),
  }),
);
export const permitPersonSchema = z.object({ id: z.number().int(), name: z.string(), num_doc: z.string() });
export type PermitPerson = z.infer<typeof permitPersonSchema>;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** `POST admin/crearpermiso`: every field required ('Tienes Campos Vacios'), in this order. */
export const PERMIT_FIELDS = ['idUser', 'fecha', 'hora', 'tipo', 'observaciones'] as const;
export const permitSchema = z.object({
  idUser: required(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: (iss) => (iss.input === undefined ? EMPTY_FIELDS : NO_USER) })
        .int({ error: NO_USER })
        .positive({ error: NO_USER })
        .max(2_147_483_647, { error: NO_USER }),
    ),
  ),
  fecha: required(
    z
      .string({ error: (iss) => (iss.input === undefined ? EMPTY_FIELDS : BAD_PERMIT_DATE) })
      .trim()
      .transform((v) => v.slice(0, 10))
      .refine(isCalendarDay, { error: BAD_PERMIT_DATE }),
  ),
  hora: required(
    z
      .string({ error: (iss) => (iss.input === undefined ? EMPTY_FIELDS : BAD_PERMIT_TIME) })
      .trim()
      .regex(HOUR, { error: BAD_PERMIT_TIME })
      .transform((v) => v.slice(0, 5)),
  ),
  tipo: passageType(),
  observaciones: required(
    z
      .string({
        error: (iss) => (iss.input === undefined ? EMPTY_FIELDS : 'Las observaciones deben ser texto'),
      })
      .trim()
      .max(500, { error: 'Las observaciones admiten máximo 500 caracteres' }),
  ),
});
export type PermitInput = z.input<typeof permitSchema>;

/** A permit as listed (the permits screen's upcoming ones, the permits report). */
export const permitRowSchema = z.object({
  id: z.number().int(),
  id_user: z.number().int(),
  nombre: z.string(),
  num_doc: z.string(),
  /** 'YYYY-MM-DD'. */
  fecha: z.string(),
  /** 'HH:MM'. */
  hora: z.string(),
  tipo: passageTypeSchema,
  tipo_nombre: z.string(),
  observaciones: z.string(),
  creado_por: z.string().nullable(),
  /** ISO instant of the passage that used it, or null. */
  usado: z.string().nullable(),
});
export type PermitRow = z.infer<typeof permitRowSchema>;
/** `POST admin/crearpermiso`: the permit written, and its message. */
export const permitCreatedSchema = permitRowSchema.extend({ mensaje: z.string() });

/**
 * Printed carnets (issue 34, item 4): the wire contract of `GET /api/admin/carnets/print` and of
 * its course picker, shared by the server and the print page. A printed card carries its whole
 * code in the QR, so both answers are for the credential managers' key only (`carnets.list`).
 */
import { z } from 'zod';

export const CARD_PRINT_NEEDS_ONE = 'Indique un carnet o un curso';
export const COURSE_NOT_FOUND = 'El curso no existe';

/** A course prints at most this many cards (the demo's largest holds some 30). */
export const MAX_PRINT_CARDS = 500;

const BAD_ID = 'El identificador debe ser un número entero positivo';
// An empty parameter (`?curso=`, a picker left blank) is no parameter.
const optionalId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: BAD_ID })
    .int({ error: BAD_ID })
    .positive({ error: BAD_ID })
    .max(2_147_483_647, { error: BAD_ID })
    .optional(),
);

/** `?id=<credential>` or `?curso=<course>`: exactly one of them (the route refuses neither and both). */
export const cardPrintQuerySchema = z.object({ id: optionalId, curso: optionalId });
export type CardPrintQuery = z.infer<typeof cardPrintQuerySchema>;

/** One card as printed: the holder, their course and the credential's whole code. */
export const printCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  num_doc: z.string(),
  curso: z.string().nullable(),
  /** The holder's photo path, as `users.url`. */
  url: z.string().nullable(),
  /** 1 active, 0 inactive (one card asked by id prints whatever its state; the page warns). */
  active: z.union([z.literal(0), z.literal(1)]),
});
export type PrintCard = z.infer<typeof printCardSchema>;

export const cardPrintSchema = z.object({
  /** The school's name (the first school), printed on every card. */
  colegio: z.string().nullable(),
  /** By name, then id. */
  cards: z.array(printCardSchema),
});
export type CardPrint = z.infer<typeof cardPrintSchema>;

/** A course of the print page's picker, with how many cards it would print. */
export const printCourseSchema = z.object({ id: z.number().int(), name: z.string(), cards: z.number() });
export type PrintCourse = z.infer<typeof printCourseSchema>;

/** The academic area's calls beyond its resources (spec part 2 §7, §8). */
import { z } from 'zod';
import { seenAllergiesSchema } from './resources/academic';
import { studentCredentialSchema } from './timeline';

export const SEARCH_NEEDS_A_FIELD = 'Debe seleccionar por lo menos un campo';

/** Rows per page of the student tables and the student form's pick dialogs (spec part 2 §9). */
export const STUDENT_PAGE_SIZE = 5;

/**
 * `POST academic/courses/students`: students by surname and/or course (the course dialog and
 * the transport routes' student filter); at least one of the two.
 */
export const courseStudentsSchema = z
  .object({
    apellido: z
      .string({ error: 'El apellido debe ser texto' })
      .trim()
      .max(100, { error: 'El apellido admite máximo 100 caracteres' })
      .optional(),
    id_course: z.number({ error: 'El curso debe ser un número entero' }).int().positive().nullish(),
  })
  .refine((q) => Boolean(q.apellido) || Boolean(q.id_course), {
    error: SEARCH_NEEDS_A_FIELD,
    path: ['apellido'],
  });

/** A student found that way: who, their course and their home (the routes' map needs it). */
export const courseStudentSchema = z.object({
  id_user: z.number().int(),
  num_doc: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  id_course: z.number().int().nullable(),
  curso: z.string().nullable(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;

/** The student file (`GET academic/students/{id}/file`): everything the school knows of one student. */
export const studentFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type_doc: z.number().int(),
  num_doc: z.string(),
  email: z.string(),
  fechaNacimiento: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  cellphone: z.string().nullable(),
  url: z.string().nullable(),
  active: z.number().int(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  curso: z.string().nullable(),
  /** The schedule's name and hours. */
  horario: z.string().nullable(),
  /** The default meal's name. */
  products: z.string().nullable(),
  /** Issue 35: allergen keys (foodLabels.ts), in the list's order, and what else to know. */
  alergias: z.array(z.string()),
  alergias_nota: z.string().nullable(),
  acudiente: z
    .object({
      id: z.number().int(),
      name: z.string(),
      num_doc: z.string(),
      cellphone: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  credential: studentCredentialSchema.nullable(),
  /**
   * Issue 53: the school days of the last 30 the cut-off found the student absent without excuse
   * and never arrived, newest first; `seguidas`, those that were the second in a row (the mark the
   * coordination was told of).
   */
  asistencia: z.object({ ausencias: z.array(z.string()), seguidas: z.array(z.string()) }),
});
export type StudentFile = z.infer<typeof studentFileSchema>;

/** A student on the wire (spec part 2 §3): the user's data, the student row's under the spec's names, and names to show. */
export const studentRecordSchema = z.object({
  id: z.number().int(),
  type_doc: z.number().int(),
  num_doc: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  cellphone: z.string().nullable(),
  turno: z.number().int().nullable(),
  productodefault: z.number().int().nullable(),
  select_course: z.number().int().nullable(),
  select_attendant: z.number().int().nullable(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  url: z.string().nullable(),
  active: z.number().int(),
  /** Allergen keys in the list's order, and what else to know (issue 35). */
  alergias: z.array(z.string()),
  alergias_nota: z.string().nullable(),
  /** Names of the picked records, as the old edit screen showed them. */
  curso: z.string().nullable(),
  acudiente: z.string().nullable(),
  products: z.string().nullable(),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;
/** One student to edit: with the allergies as read, so a save can tell who changed them meanwhile. */
export const studentEditSchema = studentRecordSchema.extend({ alergias_vistas: seenAllergiesSchema });
export type StudentEdit = z.infer<typeof studentEditSchema>;

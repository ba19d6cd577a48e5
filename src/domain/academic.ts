/** The academic area's calls beyond its resources (spec part 2 §7, §8). */
import { z } from 'zod';
import type { StudentCredential } from './timeline';

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
export interface CourseStudent {
  id_user: number;
  num_doc: string;
  name: string;
  url: string | null;
  id_course: number | null;
  curso: string | null;
  latitud: number | null;
  longitud: number | null;
}

/** The student file (`GET academic/students/{id}/file`): everything the school knows of one student. */
export interface StudentFile {
  id: number;
  name: string;
  type_doc: number;
  num_doc: string;
  email: string;
  fechaNacimiento: string | null;
  address: string | null;
  phone: string | null;
  cellphone: string | null;
  url: string | null;
  active: number;
  latitud: number | null;
  longitud: number | null;
  curso: string | null;
  /** The schedule's name and hours. */
  horario: string | null;
  /** The default meal's name. */
  products: string | null;
  /** Issue 35: allergen keys (foodLabels.ts), in the list's order, and what else to know. */
  alergias: string[];
  alergias_nota: string | null;
  acudiente: {
    id: number;
    name: string;
    num_doc: string;
    cellphone: string | null;
    phone: string | null;
    email: string | null;
  } | null;
  credential: StudentCredential | null;
}

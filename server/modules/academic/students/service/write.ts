/** Creating and updating students (the form's write, shared with the import): references, person, credential. */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  courses,
  credentials,
  guardians,
  products,
  roles,
  shifts,
  students,
  users,
} from '../../../../db/schema';
import { STUDENT_MESSAGES, type SeenAllergies } from '../../../../../src/domain/resources';
import { STORE } from '../../../../../src/domain/stores';
import { STUDENT_ROLE, UNUSABLE_PASSWORD_HASH } from '../../../../db/seed';
import { decodeImage, storeImage } from '../../../../http/images';
import { newCredentialCode } from '../../../credentials';
import { AppError, badRequest, notFound } from '../../../../http/errors';
import { checkAssignable } from '../../../admin';
import type { Staff } from '../../../../http/types';
import { setStudentAllergies } from './allergies';

/** The unique columns a write may collide on, by the form's field names. */
export const STUDENT_UNIQUE_COLUMNS = { num_doc: users.num_doc, email: users.email };

export type StudentInput = Record<string, unknown> & {
  type_doc: number;
  num_doc: string;
  name: string;
  email: string;
  fechaNacimiento: string;
  address: string;
  phone: string;
  cellphone: string;
  turno: number;
  productodefault: number;
  select_course: number;
  select_attendant: number;
  latitud?: number | null;
  longitud?: number | null;
  image?: string | null;
  carnet?: number | boolean | null;
  /** Allergen keys, checked and in the list's order by the field's schema (issue 35). */
  alergias?: string[] | null;
  alergias_nota?: string | null;
  /** What the edit form read (issue 35): see `setStudentAllergies`. */
  alergias_vistas?: SeenAllergies;
};

/** The picked records exist: each unknown one is named on its field, in the spec's order. */
async function checkReferences(tx: Db, input: Partial<StudentInput>) {
  const checks: [keyof StudentInput, number | undefined, () => Promise<unknown[]>, string][] = [
    // The default meal is a restaurant product (the picker offers those for the student's age).
    [
      'productodefault',
      input.productodefault,
      () =>
        tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, input.productodefault!), eq(products.store, STORE.restaurant))),
      STUDENT_MESSAGES.unknownProduct,
    ],
    [
      'select_course',
      input.select_course,
      () => tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.select_course!)),
      STUDENT_MESSAGES.unknownCourse,
    ],
    [
      'turno',
      input.turno,
      () => tx.select({ id: shifts.id }).from(shifts).where(eq(shifts.id, input.turno!)),
      STUDENT_MESSAGES.unknownShift,
    ],
    [
      'select_attendant',
      input.select_attendant,
      () => tx.select({ id: guardians.id }).from(guardians).where(eq(guardians.id, input.select_attendant!)),
      STUDENT_MESSAGES.unknownGuardian,
    ],
  ];
  for (const [field, id, find, message] of checks) {
    if (id !== undefined && id !== null && (await find()).length === 0)
      throw badRequest(message, { [field]: message });
  }
}

/**
 * 'Encontramos un error:' and which of the document and the e-mail another person already
 * has (spec part 2 §8); the answer's `data` carries the same as flags.
 */
async function checkDuplicates(tx: Db, input: Partial<StudentInput>, self?: number) {
  const others = (column: typeof users.num_doc | typeof users.email, value: string | undefined) =>
    value === undefined
      ? Promise.resolve([])
      : tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(column, value), self === undefined ? undefined : ne(users.id, self)))
          .limit(1);
  const email = input.email?.trim().toLowerCase();
  const [byDocument, byEmail] = await Promise.all([
    others(users.num_doc, input.num_doc),
    others(users.email, email),
  ]);
  const flags = { num_doc: byDocument.length > 0, email: byEmail.length > 0 };
  if (!flags.num_doc && !flags.email) return;
  const errors: Record<string, string> = {};
  if (flags.num_doc) errors.num_doc = STUDENT_MESSAGES.duplicateDocument;
  if (flags.email) errors.email = STUDENT_MESSAGES.duplicateEmail;
  throw new AppError(
    409,
    `${STUDENT_MESSAGES.duplicateLead} ${Object.values(errors).join('. ')}`,
    'duplicate',
    errors,
    flags,
  );
}

/** The student role's id: students are users with it (no keys; they never sign in); made at `now` if missing. */
async function studentRoleId(tx: Db, now: Date): Promise<number> {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
  if (role) return role.id;
  const [created] = await tx
    .insert(roles)
    .values({
      name: STUDENT_ROLE,
      description: 'Estudiantes y titulares de carnet',
      function: [],
      created_at: now,
      updated_at: now,
    })
    .returning();
  return created.id;
}

const userValues = (input: Partial<StudentInput>) => {
  const values: Record<string, unknown> = {};
  for (const key of ['type_doc', 'num_doc', 'name', 'address', 'phone', 'cellphone', 'turno'] as const) {
    if (input[key] !== undefined) values[key] = input[key] === '' ? null : input[key];
  }
  if (input.email !== undefined) values.email = input.email.trim().toLowerCase();
  return values;
};

const studentValues = (input: Partial<StudentInput>) => {
  const values: Record<string, unknown> = {};
  if (input.select_attendant !== undefined) values.id_attendant = input.select_attendant;
  if (input.select_course !== undefined) values.id_course = input.select_course;
  if (input.productodefault !== undefined) values.id_product_default = input.productodefault;
  if (input.fechaNacimiento !== undefined) values.fecha_nacimiento = input.fechaNacimiento;
  if (input.latitud !== undefined) values.latitud = input.latitud;
  if (input.longitud !== undefined) values.longitud = input.longitud;
  return values;
};

/** A new student's allergies (an edit changes them through `setStudentAllergies`, which records the change). */
const allergyValues = (input: Partial<StudentInput>) => {
  const values: Record<string, unknown> = {};
  if (input.alergias) values.alergias = input.alergias;
  if (input.alergias_nota !== undefined) values.alergias_nota = input.alergias_nota?.trim() || null;
  return values;
};

/** Creating a student creates their credential too unless `carnet` is 0 (or false). */
export const wantsCredential = (input: Pick<StudentInput, 'carnet'>) =>
  input.carnet === undefined || input.carnet === null || Number(input.carnet) === 1;

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters a statement. */
const INSERT_CHUNK = 500;

/**
 * The one way a student is written, inside the caller's transaction, for the form (one) and
 * the import (many), at `now`: the users (role Estudiante, no usable password, `urls[i]` as photo), their
 * student rows and, where `carnet` is on, a credential with a zero balance. One statement per
 * table per chunk. The caller has checked references and duplicates; a unique index still
 * refuses a document or e-mail taken meanwhile, and the caller's transaction rolls back.
 * Returns the new users' ids, in the order of `inputs`.
 */
export async function insertStudents(
  tx: Db,
  staff: Staff,
  inputs: readonly StudentInput[],
  now: Date,
  urls: readonly (string | null)[] = [],
): Promise<number[]> {
  const stamps = { created_at: now, updated_at: now };
  if (inputs.length === 0) return [];
  const roleId = await studentRoleId(tx, now);
  // A student is a user given the students' role: the users screen's rule (nobody grants keys
  // they lack) holds here too, should that role ever be given keys.
  await checkAssignable(tx, staff, roleId);
  const ids: number[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_CHUNK) {
    const chunk = inputs.slice(start, start + INSERT_CHUNK);
    const created = await tx
      .insert(users)
      .values(
        chunk.map((input, i) => ({
          ...(userValues(input) as typeof users.$inferInsert),
          id_rol: roleId,
          password_hash: UNUSABLE_PASSWORD_HASH,
          url: urls[start + i] ?? null,
          ...stamps,
        })),
      )
      .returning({ id: users.id, num_doc: users.num_doc });
    // RETURNING's order is not promised: the document (unique) says whose id is whose.
    const byDocument = new Map(created.map((u) => [u.num_doc, u.id]));
    const chunkIds = chunk.map((input) => byDocument.get(String(userValues(input).num_doc))!);
    await tx.insert(students).values(
      chunk.map((input, i) => ({
        id_user: chunkIds[i],
        ...studentValues(input),
        ...allergyValues(input),
        ...stamps,
      })),
    );
    const newCredentials = chunk.flatMap((input, i) =>
      wantsCredential(input) ? [{ id_user_primary: chunkIds[i], code: newCredentialCode(), ...stamps }] : [],
    );
    if (newCredentials.length) await tx.insert(credentials).values(newCredentials);
    ids.push(...chunkIds);
  }
  return ids;
}

/**
 * Creates a student inside the caller's transaction: the user (role Estudiante, no usable password), the
 * student row and, unless `carnet` is off, a credential with a zero balance. Refused before any
 * write when a picked record is unknown or the document or e-mail is taken.
 */
export async function createStudent(tx: Db, input: StudentInput, staff: Staff, now: Date): Promise<number> {
  await checkReferences(tx, input);
  await checkDuplicates(tx, input);
  const url =
    typeof input.image === 'string' && input.image ? await storeImage(tx, decodeImage(input.image)) : null;
  const [id] = await insertStudents(tx, staff, [input], now, [url]);
  return id;
}

/**
 * Updates a student from the whole form (fields.ts `updateSchema`), both rows inside the caller's
 * transaction, at `now`; the photo only when a new one is sent; a change of allergies is recorded as `staff`'s.
 */
export async function updateStudent(
  tx: Db,
  id: number,
  input: Partial<StudentInput>,
  staff: Staff,
  now: Date,
): Promise<void> {
  const [existing] = await tx.select({ id: students.id_user }).from(students).where(eq(students.id_user, id));
  if (!existing) throw notFound('El estudiante no existe');
  await checkReferences(tx, input);
  await checkDuplicates(tx, input, id);
  const values = userValues(input);
  if (typeof input.image === 'string' && input.image)
    values.url = await storeImage(tx, decodeImage(input.image));
  if (Object.keys(values).length)
    await tx
      .update(users)
      .set({ ...values, updated_at: now })
      .where(eq(users.id, id));
  const own = studentValues(input);
  if (Object.keys(own).length)
    await tx
      .update(students)
      .set({ ...own, updated_at: now })
      .where(eq(students.id_user, id));
  if (input.alergias !== undefined || input.alergias_nota !== undefined) {
    await setStudentAllergies(tx, {
      userId: id,
      alergias: input.alergias,
      nota: input.alergias_nota,
      by: { staffId: staff.id },
      at: now,
      seen: input.alergias_vistas,
    });
  }
}

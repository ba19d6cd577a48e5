/**
 * The students (list and one record, with their course, guardian and default meal), the block
 * records of the locks screen (an active student holding a credential, with today's
 * consumption and the number of restricted products) and a student's restricted products.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { BlockRecord, LockedProduct } from '../../../src/domain/locks';
import { maskCode } from '../../../src/domain/credentials';
import type { CourseStudent, StudentFile } from '../../../src/domain/academic';
import type { Db } from '../../db/client';
import { courses, credentials, guardians, productLocks, products, shifts, students, users } from '../../db/schema';
import { STORE } from '../../../src/domain/stores';
import { studentsResource } from '../../../src/domain/resources';
import { joinedList, oneJoin } from '../../http/joined-list';
import { escapeLike } from '../../http/list';
import { consumptionTodaySql } from '../../money';

const countProducts = sql<number>`(select count(*) from ${productLocks} pl where pl.id_user = ${credentials.id_user_primary})::integer`.mapWith(
  Number,
);

/** The record's columns; `purchase` is today's consumption, in the school's day. */
const recordColumns = (timezone: string) => ({
  id: credentials.id,
  id_user_primary: credentials.id_user_primary,
  name: users.name,
  num_doc: users.num_doc,
  code: credentials.code,
  url: users.url,
  saldo: credentials.saldo,
  lockSaldo: credentials.lockSaldo,
  purchase: consumptionTodaySql(credentials.id, timezone),
  countproducts: countProducts,
});

/** Active students holding a credential: the rows of this area. */
export const inArea = eq(users.active, 1);

function recordsFrom(db: Db, timezone: string) {
  return db
    .select(recordColumns(timezone))
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .innerJoin(students, eq(students.id_user, users.id));
}

const toRecord = (row: BlockRecord): BlockRecord => ({
  ...row,
  code: maskCode(row.code),
  saldo: Number(row.saldo),
  lockSaldo: Number(row.lockSaldo),
  purchase: Number(row.purchase),
  countproducts: Number(row.countproducts),
});

export async function findBlockRecord(db: Db, timezone: string, where: SQL): Promise<BlockRecord | null> {
  const [row] = await recordsFrom(db, timezone).where(and(inArea, where)).limit(1);
  return row ? toRecord(row) : null;
}

/** A student's restricted products, by name. */
export async function lockedProducts(db: Db, userId: number): Promise<LockedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      url: products.url,
      store: products.store,
      id_category: products.id_category,
      id_subcategory: products.id_subcategory,
    })
    .from(productLocks)
    .innerJoin(products, eq(products.id, productLocks.id_product))
    .where(eq(productLocks.id_user, userId))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((p) => ({ ...p, price: Number(p.price) }));
}

/** One page of the grid: q searches the name (anywhere) or the document (its start). */
export async function listBlockRecords(
  db: Db,
  timezone: string,
  { q, page, perPage }: { q?: string; page: number; perPage: number },
): Promise<{ rows: BlockRecord[]; total: number }> {
  const text = q?.trim();
  const where = and(
    inArea,
    text ? or(ilike(users.name, `%${escapeLike(text)}%`), ilike(users.num_doc, `${escapeLike(text)}%`)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    recordsFrom(db, timezone)
      .where(where)
      .orderBy(asc(users.name), asc(credentials.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(credentials)
      .innerJoin(users, eq(users.id, credentials.id_user_primary))
      .innerJoin(students, eq(students.id_user, users.id))
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: Number(total) };
}

/** A student on the wire (spec part 2 §3): the user's data, the student row's under the spec's names, and names to show. */
export interface StudentRecord {
  id: number;
  type_doc: number;
  num_doc: string;
  name: string;
  email: string;
  fechaNacimiento: string | null;
  address: string | null;
  phone: string | null;
  cellphone: string | null;
  turno: number | null;
  productodefault: number | null;
  select_course: number | null;
  select_attendant: number | null;
  latitud: number | null;
  longitud: number | null;
  url: string | null;
  active: number;
  /** Names of the picked records, as the old edit screen showed them. */
  curso: string | null;
  acudiente: string | null;
  products: string | null;
}

const studentColumns = {
  id: users.id,
  type_doc: users.type_doc,
  num_doc: users.num_doc,
  name: users.name,
  email: users.email,
  fechaNacimiento: students.fecha_nacimiento,
  address: users.address,
  phone: users.phone,
  cellphone: users.cellphone,
  turno: users.turno,
  productodefault: students.id_product_default,
  select_course: students.id_course,
  select_attendant: students.id_attendant,
  latitud: students.latitud,
  longitud: students.longitud,
  url: users.url,
  active: users.active,
};

const studentSelect = { ...studentColumns, curso: courses.name, acudiente: guardians.name, products: products.name };

const studentJoins = [
  oneJoin(users, users.id, students.id_user),
  { table: courses, on: eq(courses.id, students.id_course), kind: 'left' as const },
  { table: guardians, on: eq(guardians.id, students.id_attendant), kind: 'left' as const },
  { table: products, on: eq(products.id, students.id_product_default), kind: 'left' as const },
];

/** `GET academic/students`: searched by name and document, filtered by course and schedule, paged in SQL. */
export const listStudents = joinedList<StudentRecord>({
  fields: studentsResource.fields,
  from: students,
  joins: studentJoins,
  columns: studentColumns,
  select: studentSelect,
  // The same number as users.id, on the list's own table: no join needed to page by it.
  idColumn: students.id_user,
  searchable: studentsResource.searchable,
  sortable: new Set(['name', 'num_doc', 'select_course', 'turno', 'fechaNacimiento']),
  defaultSort: studentsResource.sort,
  toRecord: (row) => row as unknown as StudentRecord,
});

/** One student by user id, or null. */
export async function findStudent(db: Db, id: number): Promise<StudentRecord | null> {
  const [row] = await db
    .select(studentSelect)
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(courses, eq(courses.id, students.id_course))
    .leftJoin(guardians, eq(guardians.id, students.id_attendant))
    .leftJoin(products, eq(products.id, students.id_product_default))
    .where(eq(students.id_user, id));
  return (row as StudentRecord | undefined) ?? null;
}

/** Active students by a part of their name (surname) and/or course, by name; at most 200. */
export async function studentsByCourse(db: Db, query: { apellido?: string; id_course?: number | null }): Promise<CourseStudent[]> {
  const conditions: SQL[] = [eq(users.active, 1)];
  if (query.apellido) conditions.push(ilike(users.name, `%${escapeLike(query.apellido)}%`));
  if (query.id_course) conditions.push(eq(students.id_course, query.id_course));
  return db
    .select({
      id_user: users.id,
      num_doc: users.num_doc,
      name: users.name,
      url: users.url,
      id_course: students.id_course,
      curso: courses.name,
      latitud: students.latitud,
      longitud: students.longitud,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(courses, eq(courses.id, students.id_course))
    .where(and(...conditions))
    .orderBy(asc(users.name))
    .limit(200);
}

/** What a students import looks up, one query per kind: the catalogs it matches names in, and who is taken. */
export interface ImportLookups {
  shifts: { id: number; name: string }[];
  /** The restaurant's products: a student's default meal is one of them. */
  meals: { id: number; name: string }[];
  courses: { id: number; name: string }[];
  /** Guardians holding one of the file's guardian documents. */
  guardians: { id: number; num_doc: string }[];
  /** The file's student documents and e-mails (lower case) that a user already has. */
  takenDocuments: Set<string>;
  takenEmails: Set<string>;
}

export async function importLookups(
  db: Db,
  { documents, emails, guardianDocuments }: { documents: string[]; emails: string[]; guardianDocuments: string[] },
): Promise<ImportLookups> {
  // One after the other: PGlite serves one query at a time, and inside a transaction so must pg.
  const shiftRows = await db.select({ id: shifts.id, name: shifts.name }).from(shifts).orderBy(asc(shifts.id));
  const meals = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.store, STORE.restaurant))
    .orderBy(asc(products.id));
  const courseRows = await db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.id));
  const guardianRows = guardianDocuments.length
    ? await db.select({ id: guardians.id, num_doc: guardians.num_doc }).from(guardians).where(inArray(guardians.num_doc, guardianDocuments))
    : [];
  const byDocument = documents.length
    ? await db.select({ num_doc: users.num_doc }).from(users).where(inArray(users.num_doc, documents))
    : [];
  const byEmail = emails.length ? await db.select({ email: users.email }).from(users).where(inArray(users.email, emails)) : [];
  return {
    shifts: shiftRows,
    meals,
    courses: courseRows,
    guardians: guardianRows,
    takenDocuments: new Set(byDocument.map((u) => u.num_doc)),
    takenEmails: new Set(byEmail.map((u) => u.email.toLowerCase())),
  };
}

/** Everything the school knows of one student (the student file), or null. */
export async function studentFile(db: Db, timezone: string, id: number): Promise<StudentFile | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      type_doc: users.type_doc,
      num_doc: users.num_doc,
      email: users.email,
      fechaNacimiento: students.fecha_nacimiento,
      address: users.address,
      phone: users.phone,
      cellphone: users.cellphone,
      url: users.url,
      active: users.active,
      latitud: students.latitud,
      longitud: students.longitud,
      curso: courses.name,
      horario: sql<string | null>`case when ${shifts.id} is null then null else ${shifts.name} || ' (' || ${shifts.h_start} || ' - ' || ${shifts.h_end} || ')' end`,
      products: products.name,
      guardianId: guardians.id,
      guardianName: guardians.name,
      guardianDoc: guardians.num_doc,
      guardianCell: guardians.cellphone,
      guardianPhone: guardians.phone,
      guardianEmail: guardians.email,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(courses, eq(courses.id, students.id_course))
    .leftJoin(guardians, eq(guardians.id, students.id_attendant))
    .leftJoin(products, eq(products.id, students.id_product_default))
    .leftJoin(shifts, eq(shifts.id, users.turno))
    .where(eq(students.id_user, id));
  if (!row) return null;
  const { guardianId, guardianName, guardianDoc, guardianCell, guardianPhone, guardianEmail, ...student } = row;
  const [carnet] = await db
    .select({
      id: credentials.id,
      code: credentials.code,
      saldo: credentials.saldo,
      active: credentials.active,
      lockSaldo: credentials.lockSaldo,
      purchase: consumptionTodaySql(credentials.id, timezone),
    })
    .from(credentials)
    .where(eq(credentials.id_user_primary, id));
  const restricted = carnet ? (await lockedProducts(db, id)).map((p) => p.name) : [];
  return {
    ...student,
    email: student.email ?? '',
    num_doc: student.num_doc ?? '',
    type_doc: Number(student.type_doc),
    acudiente:
      guardianId === null
        ? null
        : {
            id: guardianId,
            name: guardianName ?? '',
            num_doc: guardianDoc ?? '',
            cellphone: guardianCell,
            phone: guardianPhone,
            email: guardianEmail,
          },
    credential: carnet
      ? { ...carnet, code: maskCode(carnet.code), saldo: Number(carnet.saldo), lockSaldo: Number(carnet.lockSaldo), purchase: Number(carnet.purchase), restricted }
      : null,
  };
}

/** The students (list and one record, with their course, guardian and default meal) and the student file. */
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { maskCode } from '../../../../src/domain/credentials';
import type { StudentFile, StudentRecord } from '../../../../src/domain/academic';
import type { Db } from '../../../db/client';
import { shiftDay } from '../../../../src/domain/calendar';
import {
  credentials,
  dayAlerts,
  excuses,
  products,
  studentProfiles,
  students,
  users,
} from '../../../db/schema';
import { localDate } from '../../../time';
import { studentsResource, type SeenAllergies } from '../../../../src/domain/resources';
import { joinedList, oneJoin } from '../../../http/joined-list';
import { consumptionTodaySql } from '../../../money';
import { restrictedProducts } from '../restrictions';

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
  alergias: students.alergias,
  alergias_nota: students.alergias_nota,
};

const studentSelect = {
  ...studentColumns,
  curso: studentProfiles.courseName,
  acudiente: studentProfiles.guardianName,
  products: products.name,
};

const studentJoins = [
  oneJoin(users, users.id, students.id_user),
  // Course and guardian names. A view joins as a table does; Join names only tables (server/http/joined-list.ts).
  { table: studentProfiles, on: eq(studentProfiles.id_user, students.id_user), kind: 'left' as const },
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

/** Whether a student with this user id exists. */
export async function studentExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: students.id_user }).from(students).where(eq(students.id_user, id));
  return Boolean(row);
}

/**
 * One student by user id, or null; with the allergies as read (`alergias_vistas`), which the edit
 * form sends back untouched so its save does not overwrite a change made meanwhile (issue 35).
 */
export async function findStudent(
  db: Db,
  id: number,
): Promise<(StudentRecord & { alergias_vistas: SeenAllergies }) | null> {
  const [row] = await db
    .select(studentSelect)
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, students.id_user))
    .leftJoin(products, eq(products.id, students.id_product_default))
    .where(eq(students.id_user, id));
  if (!row) return null;
  return {
    ...(row as StudentRecord),
    alergias_vistas: { alergias: row.alergias, alergias_nota: row.alergias_nota },
  };
}

/** Everything the school knows of one student (the student file), or null. */
export async function studentFile(
  db: Db,
  timezone: string,
  now: Date,
  id: number,
): Promise<StudentFile | null> {
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
      alergias: students.alergias,
      alergias_nota: students.alergias_nota,
      curso: studentProfiles.courseName,
      horario: sql<
        string | null
      >`case when ${studentProfiles.shiftId} is null then null else ${studentProfiles.shiftName} || ' (' || ${studentProfiles.shiftStart} || ' - ' || ${studentProfiles.shiftEnd} || ')' end`,
      products: products.name,
      guardianId: studentProfiles.guardianId,
      guardianName: studentProfiles.guardianName,
      guardianDoc: studentProfiles.guardianDoc,
      guardianCell: studentProfiles.guardianCellphone,
      guardianPhone: studentProfiles.guardianLandline,
      guardianEmail: studentProfiles.guardianEmail,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, students.id_user))
    .leftJoin(products, eq(products.id, students.id_product_default))
    .where(eq(students.id_user, id));
  if (!row) return null;
  const { guardianId, guardianName, guardianDoc, guardianCell, guardianPhone, guardianEmail, ...student } =
    row;
  const [credential] = await db
    .select({
      id: credentials.id,
      code: credentials.code,
      saldo: credentials.saldo,
      active: credentials.active,
      lockSaldo: credentials.lockSaldo,
      tope_semanal: credentials.weeklyCap,
      horarios: credentials.saleWindows,
      purchase: consumptionTodaySql(credentials.id, timezone, now),
    })
    .from(credentials)
    .where(eq(credentials.id_user_primary, id));
  const restricted = credential ? (await restrictedProducts(db, id)).map((p) => p.name) : [];
  const absent = await db
    .select({ fecha: dayAlerts.fecha, consecutiva: dayAlerts.consecutiva })
    .from(dayAlerts)
    // An excuse given afterwards takes the day off the list.
    .leftJoin(excuses, and(eq(excuses.id_user, dayAlerts.id_user), eq(excuses.fecha, dayAlerts.fecha)))
    .where(
      and(
        eq(dayAlerts.id_user, id),
        eq(dayAlerts.tipo, 'ausente'),
        isNull(dayAlerts.resolved_at),
        isNull(excuses.id),
        gte(dayAlerts.fecha, shiftDay(localDate(now, timezone), -30)),
      ),
    )
    .orderBy(desc(dayAlerts.fecha));
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
    credential: credential
      ? {
          ...credential,
          code: maskCode(credential.code),
          saldo: Number(credential.saldo),
          lockSaldo: Number(credential.lockSaldo),
          purchase: Number(credential.purchase),
          restricted,
        }
      : null,
    asistencia: {
      ausencias: absent.map((a) => a.fecha),
      seguidas: absent.filter((a) => a.consecutiva === 1).map((a) => a.fecha),
    },
  };
}

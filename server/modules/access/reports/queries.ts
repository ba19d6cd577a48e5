/**
 * Reads of access control's reports: which passages and permits each report shows, the day's
 * absences, and whether the person a report asks for exists.
 */
import { and, asc, between, eq, gte, lt, sql } from 'drizzle-orm';
import { ENTRY, type AbsenceRow } from '../../../../src/domain/access';
import type { Db } from '../../../db/client';
import { passages, permits, studentProfiles, students, users } from '../../../db/schema';

/**
 * The active students with no entry that day and no permit for it, by course then name, with their guardian's phone (the mobile first).
 */
export async function absences(db: Db, day: string, start: Date, end: Date): Promise<AbsenceRow[]> {
  return db
    .select({
      id: users.id,
      nombre: users.name,
      num_doc: users.num_doc,
      curso: studentProfiles.courseName,
      jornada: studentProfiles.shiftName,
      acudiente: studentProfiles.guardianName,
      telefono_acudiente: studentProfiles.guardianPhone,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.id_user))
    .innerJoin(studentProfiles, eq(studentProfiles.id_user, students.id_user))
    .where(
      and(
        eq(users.active, 1),
        sql`not exists (select 1 from ${passages} p where p.id_user = ${users.id} and p.tipo = ${ENTRY} and p.created_at >= ${start} and p.created_at < ${end})`,
        sql`not exists (select 1 from ${permits} pe where pe.id_user = ${users.id} and pe.fecha = ${day})`,
      ),
    )
    .orderBy(asc(studentProfiles.courseId), asc(users.name));
}

/** Whether user `id` exists (active or not). */
export async function userExists(db: Db, id: number): Promise<boolean> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return person !== undefined;
}

/** The passages report's rows: from `start` until `end`, of one person and one direction when given. */
export const passagesReported = (start: Date, end: Date, userId?: number, tipo?: number) =>
  and(
    gte(passages.created_at, start),
    lt(passages.created_at, end),
    userId === undefined ? undefined : eq(passages.id_user, userId),
    tipo === undefined ? undefined : eq(passages.tipo, tipo),
  );

/** The permits report's rows: the days `from` to `to`, of one person and one direction when given. */
export const permitsReported = (from: string, to: string, userId?: number, tipo?: number) =>
  and(
    between(permits.fecha, from, to),
    userId === undefined ? undefined : eq(permits.id_user, userId),
    tipo === undefined ? undefined : eq(permits.tipo, tipo),
  );

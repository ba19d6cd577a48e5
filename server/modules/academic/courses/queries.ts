/** Students by course for the pickers. */
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { CourseStudent } from '../../../../src/domain/academic';
import type { Db } from '../../../db/client';
import { courses, students, users } from '../../../db/schema';
import { escapeLike } from '../../../http/list';

/** Active students by a part of their name (surname) and/or course, by name; at most 200. */
export async function studentsByCourse(
  db: Db,
  query: { apellido?: string; id_course?: number | null },
): Promise<CourseStudent[]> {
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

/** Every course (id, name), in the order the school entered them. */
export async function allCourses(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.id));
}

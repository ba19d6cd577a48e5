/**
 * The printed carnets' reads (src/domain/credentialCards.ts): one credential whatever its state,
 * a course's active cards, the school's name printed on them and the course picker's counts.
 * The whole code goes out here, on purpose: it is what the card's QR carries.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MAX_PRINT_CARDS, type PrintCard, type PrintCourse } from '../../../../src/domain/credentialCards';
import type { Db } from '../../../db/client';
import { courses, credentials, schools, studentProfiles, students, users } from '../../../db/schema';

const cardColumns = {
  id: credentials.id,
  code: credentials.code,
  name: users.name,
  num_doc: users.num_doc,
  curso: studentProfiles.courseName,
  url: users.url,
  active: credentials.active,
};

/** Cards over credentials and their holder; the course through the student's profile (none for staff). */
async function selectCards(db: Db, where: SQL | undefined, limit: number): Promise<PrintCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.id_user_primary))
    .leftJoin(studentProfiles, eq(studentProfiles.id_user, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(credentials.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, active: row.active === 1 ? 1 : 0 }));
}

/** One credential's card, active or not (the page says when it is not); null when there is none. */
export async function cardById(db: Db, id: number): Promise<PrintCard | null> {
  const [card] = await selectCards(db, eq(credentials.id, id), 1);
  return card ?? null;
}

/**
 * The cards of a course's students: active credentials of active users only (a card that buys
 * nothing is not worth the plastic), by name; null when the course does not exist.
 */
export async function courseCards(db: Db, courseId: number): Promise<PrintCard[] | null> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return null;
  return selectCards(
    db,
    and(eq(studentProfiles.courseId, courseId), eq(credentials.active, 1), eq(users.active, 1)),
    MAX_PRINT_CARDS,
  );
}

/** The school's name as the cards print it: the first school's; null before any exists. */
export async function schoolName(db: Db): Promise<string | null> {
  const [school] = await db.select({ name: schools.name }).from(schools).orderBy(asc(schools.id)).limit(1);
  return school?.name ?? null;
}

/** Every course, in the order the school entered them, with how many cards it would print. */
export async function printCourses(db: Db): Promise<PrintCourse[]> {
  return db
    .select({ id: courses.id, name: courses.name, cards: count(credentials.id) })
    .from(courses)
    .leftJoin(students, eq(students.id_course, courses.id))
    .leftJoin(users, and(eq(users.id, students.id_user), eq(users.active, 1)))
    .leftJoin(credentials, and(eq(credentials.id_user_primary, users.id), eq(credentials.active, 1)))
    .groupBy(courses.id, courses.name)
    .orderBy(asc(courses.id));
}

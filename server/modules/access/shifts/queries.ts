/** Reads of the school's shifts: the table their generic CRUD works on, the school a new one belongs to, and every shift. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { schools, shifts } from '../../../db/schema';

/** The table the shifts' generic CRUD works on. */
export { shifts as shiftTable } from '../../../db/schema';

/** The first school (by id), the one a shift created without one belongs to; undefined when there is none. */
export async function firstSchoolId(db: Db): Promise<number | undefined> {
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.id)).limit(1);
  return school?.id;
}

/** Every shift, by start time (the old client's list). */
export async function shiftsByStart(db: Db) {
  return db.select().from(shifts).orderBy(asc(shifts.h_start), asc(shifts.id));
}

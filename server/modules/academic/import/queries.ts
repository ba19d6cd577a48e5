/** What a students import looks up before it validates the rows. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, guardians, products, shifts, users } from '../../../db/schema';
import { STORE } from '../../../../src/domain/stores';

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
  {
    documents,
    emails,
    guardianDocuments,
  }: { documents: string[]; emails: string[]; guardianDocuments: string[] },
): Promise<ImportLookups> {
  // One after the other: PGlite serves one query at a time, and inside a transaction so must pg.
  const shiftRows = await db
    .select({ id: shifts.id, name: shifts.name })
    .from(shifts)
    .orderBy(asc(shifts.id));
  const meals = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.store, STORE.restaurant))
    .orderBy(asc(products.id));
  const courseRows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .orderBy(asc(courses.id));
  const guardianRows = guardianDocuments.length
    ? await db
        .select({ id: guardians.id, num_doc: guardians.num_doc })
        .from(guardians)
        .where(inArray(guardians.num_doc, guardianDocuments))
    : [];
  const byDocument = documents.length
    ? await db.select({ num_doc: users.num_doc }).from(users).where(inArray(users.num_doc, documents))
    : [];
  const byEmail = emails.length
    ? await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
    : [];
  return {
    shifts: shiftRows,
    meals,
    courses: courseRows,
    guardians: guardianRows,
    takenDocuments: new Set(byDocument.map((u) => u.num_doc)),
    takenEmails: new Set(byEmail.map((u) => u.email.toLowerCase())),
  };
}

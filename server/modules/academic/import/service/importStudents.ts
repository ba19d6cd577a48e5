/**
 * Importing students from a CSV file (issue 13, item 7). The preview answers with the import's plan
 * (plan.ts: the file read and every row checked against the database); it writes nothing. The import
 * plans the same inside one transaction, then creates the missing courses and guardians and writes every
 * valid row through `insertStudents`, the form's own write: all of it or, on any failure, nothing.
 * The file's format and the wire shapes are src/domain/studentImport.ts, its reading studentImportCsv.ts.
 */
import { inArray } from 'drizzle-orm';
import { studentsResource } from '../../../../../src/domain/resources';
import {
  IMPORT_MESSAGES,
  type ImportBody,
  type ImportPreview,
  type ImportResult,
} from '../../../../../src/domain/studentImport';
import { normalizeName } from '../../../../../src/domain/studentImportCsv';
import type { Db } from '../../../../db/client';
import { courses, guardians, users } from '../../../../db/schema';
import { AppError } from '../../../../http/errors';
import { throwConstraintError } from '../../../../http/crud-values';
import type { Staff } from '../../../../http/types';
import { insertStudents, wantsCredential } from '../../students';
import { answerRow, countsOf, planImport } from './plan';

/** `POST academic/students/import/preview`: every row with its problems, and the counts. Writes nothing. */
export async function previewStudentImport(db: Db, body: ImportBody): Promise<ImportPreview> {
  const plan = await planImport(db, body);
  return {
    delimiter: plan.file.delimiter,
    ignoredColumns: plan.file.ignoredColumns,
    rows: plan.rows.map(answerRow),
    counts: countsOf(plan.rows),
  };
}

/**
 * `POST academic/students/import`: checks the file again (the database may have changed since
 * the preview) and, inside the caller's transaction, creates the courses and guardians the valid rows need
 * and the students, with their credentials when `carnet` is on. Any failure writes nothing.
 */
export async function importStudents(
  tx: Db,
  body: ImportBody,
  staff: Staff,
  now: Date,
): Promise<ImportResult> {
  const plan = await planImport(tx, body);
  const valid = plan.rows.filter((r) => r.input);
  const invalid = plan.rows.filter((r) => !r.input).map(answerRow);
  const counts = countsOf(plan.rows);
  if (valid.length === 0) {
    throw new AppError(
      400,
      IMPORT_MESSAGES.nothingValid,
      'validation',
      { file: IMPORT_MESSAGES.nothingValid },
      {
        created: 0,
        credentials: 0,
        guardiansCreated: 0,
        coursesCreated: 0,
        delimiter: plan.file.delimiter,
        invalid,
      } satisfies ImportResult,
    );
  }

  // Another import may create the same course or guardian meanwhile: keep theirs, read the ids back.
  const courseNames = [
    ...new Set(valid.flatMap((r) => (r.newCourse ? [plan.courses.get(r.newCourse)!] : []))),
  ];
  const courseIds = new Map<string, number>();
  if (courseNames.length) {
    await tx
      .insert(courses)
      .values(courseNames.map((name) => ({ name, created_at: now, updated_at: now })))
      .onConflictDoNothing({ target: courses.name });
    for (const c of await tx
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(inArray(courses.name, courseNames))) {
      courseIds.set(normalizeName(c.name), c.id);
    }
  }
  const guardianDocuments = [...new Set(valid.flatMap((r) => (r.newGuardian ? [r.newGuardian] : [])))];
  const guardianIds = new Map<string, number>();
  if (guardianDocuments.length) {
    await tx
      .insert(guardians)
      .values(
        guardianDocuments.map((doc) => ({
          ...plan.guardians.get(doc)!.values,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflictDoNothing({ target: guardians.num_doc });
    for (const g of await tx
      .select({ id: guardians.id, num_doc: guardians.num_doc })
      .from(guardians)
      .where(inArray(guardians.num_doc, guardianDocuments))) {
      guardianIds.set(g.num_doc, g.id);
    }
  }

  const inputs = valid.map((r) => ({
    ...r.input!,
    select_course: r.newCourse ? courseIds.get(r.newCourse)! : r.input!.select_course,
    select_attendant: r.newGuardian ? guardianIds.get(r.newGuardian)! : r.input!.select_attendant,
  }));
  await insertStudents(tx, staff, inputs, now);
  return {
    created: inputs.length,
    credentials: inputs.filter(wantsCredential).length,
    guardiansCreated: counts.guardiansCreated,
    coursesCreated: counts.coursesCreated,
    delimiter: plan.file.delimiter,
    invalid,
  };
}

/** An import's failure, after its transaction rolled back: a refusal as it is, a taken document or e-mail worded for the import. */
export function importFailure(err: unknown): never {
  if (err instanceof AppError) throw err;
  // A document or e-mail taken at the same instant (another node, another import): nothing was written.
  try {
    throwConstraintError(err, studentsResource.fields, { num_doc: users.num_doc, email: users.email });
  } catch (refusal) {
    if (refusal instanceof AppError) {
      throw new AppError(
        refusal.status,
        `${IMPORT_MESSAGES.nothingImported} ${refusal.message}`,
        refusal.reason,
        refusal.errors,
      );
    }
    throw refusal;
  }
}

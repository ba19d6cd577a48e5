/**
 * A students import's plan (issue 13, item 7): the CSV file read, each row's human values resolved
 * (a schedule's or a meal's name, a course by name, a guardian by document) with one query per kind,
 * each row validated as the student form does with its problems in the spec's order, and what the
 * valid rows would write. The preview answers with it, the import writes it (importStudents.ts). Writes nothing.
 */
import { fillRule } from '../../../../../src/domain/fields';
import { FIELD_RULE_TEXTS } from '../../../../../src/domain/fieldRules';
import { STUDENT_MESSAGES, studentsResource } from '../../../../../src/domain/resources';
import {
  IMPORT_MESSAGES,
  type ImportBody,
  type ImportColumnKey,
  type ImportCounts,
  type ImportRow,
} from '../../../../../src/domain/studentImport';
import { ALLERGENS } from '../../../../../src/domain/foodLabels';
import {
  allergensOf,
  decimalOf,
  documentTypeOf,
  ImportFileError,
  isoDateOf,
  normalizeName,
  readStudentFile,
  type StudentFile,
} from '../../../../../src/domain/studentImportCsv';
import type { Db } from '../../../../db/client';
import { badRequest } from '../../../../http/errors';
import { importLookups, type ImportLookups } from '../queries';
import type { StudentInput } from '../../students';
import {
  catalog,
  courseName,
  LABELS,
  type NewGuardian,
  newGuardian,
  Problems,
  ruleOf,
  studentColumn,
  studentSchema,
  TO_CREATE,
} from './rows';

const ALLERGEN_NAMES = ALLERGENS.map((a) => a.name).join(', ');

/** A row planned: its answer, and when valid what to write (with the course and guardian to create, if new). */
interface PlannedRow extends ImportRow {
  input?: StudentInput;
  newCourse?: string;
  newGuardian?: string;
}

interface Plan {
  file: StudentFile;
  rows: PlannedRow[];
  /** New courses by normalized name: the name as first written. */
  courses: Map<string, string>;
  guardians: Map<string, NewGuardian>;
}

/** Reads and checks the whole file against the database (through `db`, a transaction on import). Writes nothing. */
export async function planImport(db: Db, body: ImportBody): Promise<Plan> {
  let file: StudentFile;
  try {
    file = readStudentFile(new Uint8Array(Buffer.from(body.file, 'base64')));
  } catch (err) {
    if (err instanceof ImportFileError) throw badRequest(err.message, { file: err.message });
    throw err;
  }
  const credential = body.carnet ?? 1;
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const lookups: ImportLookups = await importLookups(db, {
    documents: distinct(file.rows.map((r) => r.values.num_doc)),
    emails: distinct(file.rows.map((r) => r.values.email?.toLowerCase())),
    guardianDocuments: distinct(file.rows.map((r) => r.values.acudiente_num_doc)),
  });
  const shiftOf = catalog(lookups.shifts);
  const mealOf = catalog(lookups.meals);
  const coursesByName = new Map<string, number>();
  for (const c of lookups.courses)
    if (!coursesByName.has(normalizeName(c.name))) coursesByName.set(normalizeName(c.name), c.id);
  const guardianByDocument = new Map(lookups.guardians.map((g) => [g.num_doc, g.id]));

  const newCourses = new Map<string, string>();
  const newGuardians = new Map<string, NewGuardian>();
  const seenDocuments = new Map<string, number>();
  const seenEmails = new Map<string, number>();

  const rows = file.rows.map(({ line, values }): PlannedRow => {
    const problems = new Problems();
    const unknown = (field: string, message: string, value: string) =>
      problems.add({ field, message: `${message}: ${value}`, rule: 'unknown', params: { value } });

    const reference = (
      field: 'turno' | 'productodefault',
      find: (v: string) => number | null,
      message: string,
    ) => {
      const text = values[field] ?? '';
      if (text === '') return undefined;
      const id = find(text);
      if (id === null) unknown(field, message, text);
      return id ?? undefined;
    };
    const turno = reference('turno', shiftOf, STUDENT_MESSAGES.unknownShift);
    const productodefault = reference('productodefault', mealOf, STUDENT_MESSAGES.unknownProduct);

    let course: ImportRow['course'] = null;
    let select_course: number | undefined;
    let newCourse: string | undefined;
    const courseText = values.select_course ?? '';
    if (courseText !== '') {
      const key = normalizeName(courseText);
      select_course = coursesByName.get(key);
      course = select_course ? 'matched' : 'created';
      if (!select_course) {
        const checked = courseName.schema.safeParse(courseText);
        if (checked.success) {
          newCourse = key;
          if (!newCourses.has(key)) newCourses.set(key, checked.data);
          select_course = TO_CREATE;
        } else {
          const { rule, params } = ruleOf(checked.error.issues[0], courseName, courseText);
          problems.add({
            field: 'select_course',
            message: fillRule(FIELD_RULE_TEXTS[rule], { field: LABELS.get('select_course')!, ...params }),
            rule,
            params,
          });
        }
      }
    }

    let guardian: ImportRow['guardian'] = null;
    let select_attendant: number | undefined;
    let newGuardianDocument: string | undefined;
    const guardianDocument = values.acudiente_num_doc ?? '';
    if (guardianDocument !== '') {
      select_attendant = guardianByDocument.get(guardianDocument);
      guardian = select_attendant ? 'matched' : 'created';
      if (!select_attendant) {
        // Siblings share a guardian: the first row naming a new one gives their data.
        let planned = newGuardians.get(guardianDocument);
        if (!planned) newGuardians.set(guardianDocument, (planned = newGuardian(values, guardianDocument)));
        for (const p of planned.problems) problems.add(p);
        newGuardianDocument = guardianDocument;
        select_attendant = TO_CREATE;
      }
    }

    // Issue 35: the allergies by name; one the list lacks is the row's problem, not a guess.
    const allergies = allergensOf(values.alergias ?? '');
    if (allergies.unknown.length) {
      const [value] = allergies.unknown;
      problems.add({
        field: 'alergias',
        message: IMPORT_MESSAGES.unknownAllergen(value, ALLERGEN_NAMES),
        rule: 'unknown_allergen',
        params: { value },
      });
    }

    const text = (key: ImportColumnKey) => values[key] || undefined;
    const typeText = values.type_doc ?? '';
    const input = {
      type_doc: typeText === '' ? undefined : (documentTypeOf(typeText) ?? typeText),
      num_doc: text('num_doc'),
      name: text('name'),
      fechaNacimiento: values.fechaNacimiento ? isoDateOf(values.fechaNacimiento) : undefined,
      email: text('email'),
      address: text('address'),
      phone: text('phone'),
      cellphone: text('cellphone'),
      turno,
      productodefault,
      select_course,
      select_attendant,
      latitud: decimalOf(values.latitud ?? ''),
      longitud: decimalOf(values.longitud ?? ''),
      alergias: allergies.keys,
      alergias_nota: text('alergias_nota'),
      carnet: credential,
    };
    const parsed = studentSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const { rule, params } = ruleOf(
          issue,
          studentsResource.fields[key as keyof typeof studentsResource.fields],
          input[key as keyof typeof input],
        );
        problems.add({ field: studentColumn(key), message: issue.message, rule, params });
      }
    }

    // Taken by someone already, or by an earlier row of the file (the earlier row keeps it).
    const duplicate = (
      field: 'num_doc' | 'email',
      value: string,
      taken: Set<string>,
      seen: Map<string, number>,
      message: string,
    ) => {
      if (!value || problems.has(field)) return;
      const first = seen.get(value);
      if (taken.has(value)) problems.add({ field, message, rule: 'duplicate' });
      else if (first !== undefined) {
        const what = field === 'num_doc' ? 'numero de documento' : 'email';
        problems.add({
          field,
          message: IMPORT_MESSAGES.repeatedInFile(what, first),
          rule: 'repeated',
          params: { line: first },
        });
      }
      if (first === undefined) seen.set(value, line);
    };
    duplicate(
      'num_doc',
      values.num_doc ?? '',
      lookups.takenDocuments,
      seenDocuments,
      STUDENT_MESSAGES.duplicateDocument,
    );
    duplicate(
      'email',
      (values.email ?? '').toLowerCase(),
      lookups.takenEmails,
      seenEmails,
      STUDENT_MESSAGES.duplicateEmail,
    );

    const row: PlannedRow = {
      line,
      values: values as Record<string, string>,
      problems: problems.list(),
      guardian,
      course,
    };
    if (problems.size === 0 && parsed.success) {
      row.input = parsed.data as StudentInput;
      row.newCourse = newCourse;
      row.newGuardian = newGuardianDocument;
    }
    return row;
  });
  return { file, rows, courses: newCourses, guardians: newGuardians };
}

/** The answer's row: no write plan. */
export const answerRow = ({ line, values, problems, guardian, course }: PlannedRow): ImportRow => ({
  line,
  values,
  problems,
  guardian,
  course,
});

/** What the valid rows would create or reuse (each course and guardian counted once). */
export function countsOf(rows: PlannedRow[]): ImportCounts {
  const valid = rows.filter((r) => r.input);
  const distinct = (list: (string | number | undefined)[]) =>
    new Set(list.filter((v) => v !== undefined)).size;
  return {
    rows: rows.length,
    valid: valid.length,
    invalid: rows.length - valid.length,
    guardiansCreated: distinct(valid.map((r) => r.newGuardian)),
    guardiansMatched: distinct(valid.filter((r) => !r.newGuardian).map((r) => r.input!.select_attendant)),
    coursesCreated: distinct(valid.map((r) => r.newCourse)),
    coursesMatched: distinct(valid.filter((r) => !r.newCourse).map((r) => r.input!.select_course)),
  };
}

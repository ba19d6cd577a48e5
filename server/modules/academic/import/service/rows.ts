/** Checking one row of a students import: the forms' schemas, a row's problems by column, name indexes and a new guardian's values. */
import type { z } from 'zod';
import { createSchema, fieldRule, fillRule, type Field } from '../../../../../src/domain/fields';
import { FIELD_RULE_TEXTS } from '../../../../../src/domain/fieldRules';
import { coursesResource, guardiansResource, studentsResource } from '../../../../../src/domain/resources';
import {
  IMPORT_COLUMN_ORDER,
  IMPORT_COLUMNS,
  type ImportColumnKey,
  type ImportProblem,
} from '../../../../../src/domain/studentImport';
import { documentTypeOf, normalizeName } from '../../../../../src/domain/studentImportCsv';
import type { guardians } from '../../../../db/schema';

export const studentSchema = createSchema(studentsResource.fields);
const guardianSchema = createSchema(guardiansResource.fields);
export const courseName = coursesResource.fields.name;

/** Validation passes a course or guardian the import will create with this id; the real one is set before writing. */
export const TO_CREATE = 1;

/** A student field's column in the file: the guardian is given by their document. */
export const studentColumn = (field: string) => (field === 'select_attendant' ? 'acudiente_num_doc' : field);
/** A new guardian's field → its column. */
const GUARDIAN_COLUMNS: Record<string, ImportColumnKey> = {
  type_doc: 'acudiente_type_doc',
  num_doc: 'acudiente_num_doc',
  name: 'acudiente_name',
  cellphone: 'acudiente_cellphone',
  email: 'acudiente_email',
};
export const LABELS = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.label]));

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A zod issue's rule and the values its message fills, for the web app in another language. */
export function ruleOf(issue: z.core.$ZodIssue, field: Field | undefined, input: unknown) {
  const minimum = 'minimum' in issue ? issue.minimum : undefined;
  const maximum = 'maximum' in issue ? issue.maximum : undefined;
  const rule = fieldRule(issue.code, field?.kind ?? 'text', isEmpty(input), minimum);
  const params: Record<string, number> = {};
  if (typeof maximum === 'number') params.max = maximum;
  if (typeof minimum === 'number') params.min = minimum;
  return { rule, params };
}

/** A row's problems, one per column; the first one found for a column stands. Listed in the spec's order. */
export class Problems {
  private readonly byColumn = new Map<string, ImportProblem>();
  add(problem: ImportProblem) {
    if (!this.byColumn.has(problem.field)) this.byColumn.set(problem.field, problem);
  }
  has(column: string) {
    return this.byColumn.has(column);
  }
  get size() {
    return this.byColumn.size;
  }
  list(): ImportProblem[] {
    return [...this.byColumn.values()].sort(
      (a, b) => IMPORT_COLUMN_ORDER.indexOf(a.field) - IMPORT_COLUMN_ORDER.indexOf(b.field),
    );
  }
}

/** A name → id index where case, accents and spacing do not matter; an id written as a number works too. */
export function catalog(rows: { id: number; name: string }[]) {
  const byName = new Map<string, number>();
  for (const row of rows)
    if (!byName.has(normalizeName(row.name))) byName.set(normalizeName(row.name), row.id);
  const ids = new Set(rows.map((r) => r.id));
  return (value: string): number | null =>
    /^\d+$/.test(value)
      ? ids.has(Number(value))
        ? Number(value)
        : null
      : (byName.get(normalizeName(value)) ?? null);
}

/** A guardian the import creates: their values (checked) and their problems, shared by every row naming them. */
export interface NewGuardian {
  values: typeof guardians.$inferInsert;
  problems: ImportProblem[];
}

export function newGuardian(values: Partial<Record<ImportColumnKey, string>>, document: string): NewGuardian {
  const typeText = values.acudiente_type_doc ?? '';
  const input = {
    // A guardian's document is usually a cédula (the guardian form's default).
    type_doc: typeText === '' ? 1 : (documentTypeOf(typeText) ?? typeText),
    num_doc: document,
    name: values.acudiente_name || undefined,
    cellphone: values.acudiente_cellphone || undefined,
    email: values.acudiente_email || undefined,
  };
  const parsed = guardianSchema.safeParse(input);
  if (parsed.success) {
    const data = parsed.data as Record<string, unknown>;
    const row = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null));
    return { values: row as typeof guardians.$inferInsert, problems: [] };
  }
  // Worded with the column's own label ('Nombre del acudiente'), not the guardian form's ('Nombre').
  const problems = parsed.error.issues.map((issue): ImportProblem => {
    const key = String(issue.path[0]);
    const column = GUARDIAN_COLUMNS[key] ?? 'acudiente_num_doc';
    const label = LABELS.get(column)!;
    const { rule, params } = ruleOf(
      issue,
      guardiansResource.fields[key as keyof typeof guardiansResource.fields],
      input[key as keyof typeof input],
    );
    return {
      field: column,
      message: fillRule(FIELD_RULE_TEXTS[rule], { field: label, ...params }),
      rule,
      params,
    };
  });
  return { values: {} as typeof guardians.$inferInsert, problems };
}

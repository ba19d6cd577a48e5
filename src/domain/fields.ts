/**
 * Fields: one definition per field (built with `f` of ./fieldBuilders) gives the zod schema the
 * server validates with, the form schema `GET …/create` returns, and what the generic screens
 * render. Here: what a field is, which rule (./fieldRules) a wrong value breaks, and the
 * create, update and form schemas derived from a resource's fields.
 */
import { z } from 'zod';
import type { FieldRule } from './fieldRules';

/** What a field is, for the forms, the screens and the wire. */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'password',
  'integer',
  'money',
  /** A number with decimals (a map coordinate). */
  'decimal',
  'flag',
  'select',
  /** Several of its options at once: a list of their ids, each once (a product's warning seals). */
  'multiselect',
  'reference',
  'time',
  'date',
  'image',
  'permissions',
  /** Shown only (lists and reports); never accepted as input. */
  'datetime',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

export const optionSchema = z.object({ id: z.union([z.number(), z.string()]), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

export interface FieldMeta {
  kind: FieldKind;
  label: string;
  required: boolean;
  /** Shown as a list column. */
  list?: boolean;
  /** Offered as a list filter. */
  filter?: boolean;
  options?: readonly Option[];
  /**
   * How a multiselect's chosen options are drawn: 'seal' as a front-of-package warning seal (black
   * octagon, white capitals); plain small chips otherwise.
   */
  look?: 'seal';
  /** Resource name of a reference field, e.g. 'admin/roles'. */
  reference?: string;
  /** A reference's choices filtered by other fields of the form: filter key → field source. */
  filterBy?: Record<string, string>;
  /** A list filter for a date range on this (datetime) field, as `from` / `to`. */
  rangeFilter?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** On the edit form: editable (default), read-only, or absent. */
  onEdit?: 'editable' | 'readonly' | 'hidden';
  /** Absent from the create form and the create schema. */
  createHidden?: boolean;
  /** Message when another record already has this value. */
  unique?: string;
  /** Never returned by the API (passwords). */
  writeOnly?: boolean;
  /** Default value on the create form. */
  defaultValue?: unknown;
  /** Override of the "required" message (the spec words some of them). */
  requiredMessage?: string;
  /** Override of every other message (the spec reports a student's e-mail without @ as missing). */
  invalidMessage?: string;
  /** A date the list flags once it is this many days away or has passed (a licence about to expire). */
  dueWithinDays?: number;
  /**
   * Typed twice on the form (a new password): a second input beside it (`confirmationOf(source)`),
   * refused with PASSWORDS_DIFFER when the two differ. Checked by the form only: the server gets
   * the field alone, since what it stores is what was sent.
   */
  confirm?: boolean;
}

/** Spec part 1 §5: 'Password confirmation forms show 'Las constraseñas no coinciden.' on mismatch'. */
export const PASSWORDS_DIFFER = 'Las constraseñas no coinciden.';

/** The form's name of a `confirm` field's second input (the profile's is `password_confirmation` too). */
export const confirmationOf = (source: string) => `${source}_confirmation`;

export interface Field<S extends z.ZodType = z.ZodType> extends FieldMeta {
  schema: S;
}

const isNumeric = (kind: FieldKind) => kind === 'integer' || kind === 'money' || kind === 'decimal';

/**
 * The rule an issue breaks, from its zod code: the server words it in Spanish, the web app
 * in the interface's language (it knows the code, the field and whether the value is empty).
 */
export function fieldRule(
  code: string | undefined,
  kind: FieldKind,
  empty: boolean,
  minimum?: unknown,
): FieldRule {
  if (empty || (code === 'too_small' && !isNumeric(kind) && minimum === 1)) return 'required';
  switch (code) {
    case 'too_big':
      return isNumeric(kind) ? 'max_number' : 'max_length';
    case 'too_small':
      return isNumeric(kind) ? 'min_number' : 'min_length';
    case 'invalid_format':
      if (kind === 'text' || kind === 'textarea') return 'invalid_chars';
      if (kind === 'email') return 'invalid_email';
      if (kind === 'time') return 'invalid_time';
      if (kind === 'date') return 'invalid_date';
      return 'invalid_format';
    case 'invalid_value':
      // A list's element: the message names the value, since the list may hold good ones too.
      return kind === 'multiselect' ? 'unknown_option' : 'invalid_option';
    case 'invalid_type':
      return kind === 'integer' || kind === 'money' || kind === 'reference' || kind === 'select'
        ? 'not_integer'
        : 'invalid_type';
    default:
      return 'invalid';
  }
}

/**
 * A multiselect's ids as they are stored and answered: each once, in the options' order, so two
 * lists of the same ids are equal and their chips always come in the same order. Ids that are not
 * options are dropped (the field's schema has refused them before).
 */
export function inOptionOrder(ids: readonly string[], options: readonly Option[]): string[] {
  const chosen = new Set(ids);
  return options.map((o) => String(o.id)).filter((id) => chosen.has(id));
}

/** A rule's text with its placeholders filled. */
export const fillRule = (text: string, values: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export type Fields = Record<string, Field>;

type Shape<F extends Fields> = { [K in keyof F]: F[K]['schema'] };

/** The create body: every field but those hidden on create. */
export function createSchema<F extends Fields>(fields: F): z.ZodObject<Shape<F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [source, field] of Object.entries(fields)) {
    if (!field.createHidden) shape[source] = field.schema;
  }
  return z.object(shape) as unknown as z.ZodObject<Shape<F>>;
}

/**
 * Whether an edit must send the field (issue 29, item 3): an edit is the whole form, as the
 * create is, so a required field left out or empty is refused with the create's own message
 * instead of quietly keeping the old value. Not a write-only field (a password is changed on
 * its own) nor an image (no new photo keeps the old one, spec part 2 §5); an optional field
 * left out keeps its value.
 */
export const requiredOnEdit = (field: Field) => field.required && !field.writeOnly && field.kind !== 'image';

/**
 * The update body: the editable fields, the required ones (`requiredOnEdit`) exactly as the
 * create validates them, the others optional (left out: unchanged).
 */
export function updateSchema<F extends Fields>(fields: F) {
  const shape: Record<string, z.ZodType> = {};
  for (const [source, field] of Object.entries(fields)) {
    if ((field.onEdit ?? 'editable') !== 'editable') continue;
    shape[source] = requiredOnEdit(field) ? field.schema : field.schema.optional();
  }
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof F]: z.ZodOptional<F[K]['schema']> }>;
}

/** What `GET …/create` answers: the form the server will validate, field by field. */
/** One field of a form as `GET …/create` and `POST /api/forms/…` describe it. */
export const formFieldSchema = z.object({
  source: z.string(),
  type: z.enum(FIELD_KINDS),
  label: z.string(),
  required: z.boolean(),
  options: z.array(optionSchema).readonly().optional(),
  reference: z.string().optional(),
  maxLength: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  readOnly: z.boolean().optional(),
  defaultValue: z.unknown().optional(),
});
export type FormFieldSchema = z.infer<typeof formFieldSchema>;

/** A whole form: its fields in order. */
export const formDataSchema = z.object({ fields: z.array(formFieldSchema) });

export function formSchema(fields: Fields, mode: 'create' | 'edit'): { fields: FormFieldSchema[] } {
  const out: FormFieldSchema[] = [];
  for (const [source, field] of Object.entries(fields)) {
    if (mode === 'create' && field.createHidden) continue;
    if (mode === 'edit' && field.onEdit === 'hidden') continue;
    out.push({
      source,
      type: field.kind,
      label: field.label,
      required: mode === 'create' ? field.required : requiredOnEdit(field),
      ...(field.options ? { options: field.options } : {}),
      ...(field.reference ? { reference: field.reference } : {}),
      ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
      ...(field.min !== undefined ? { min: field.min } : {}),
      ...(field.max !== undefined ? { max: field.max } : {}),
      ...(mode === 'edit' && field.onEdit === 'readonly' ? { readOnly: true } : {}),
      ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
    });
  }
  return { fields: out };
}

/** First message of a failed parse, in the order given (the spec fixes some orders). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], order: readonly string[] = []) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  const keys = Object.keys(errors);
  const first = order.find((k) => k in errors) ?? keys[0];
  return { errors, message: first ? errors[first] : 'Datos inválidos' };
}

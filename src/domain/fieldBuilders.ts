/**
 * The field builders `f.text(…)`, `f.money(…)`, …: one call gives a field's zod schema, worded in
 * Spanish by the rules of ./fields, and what the forms and lists need to know about it.
 */
import { z } from 'zod';
import { isPermissionKey } from './permissions';
import { FIELD_RULE_TEXTS } from './fieldRules';
import {
  fieldRule,
  fillRule,
  inOptionOrder,
  type Field,
  type FieldKind,
  type FieldMeta,
  type Option,
} from './fields';

type Opts = Partial<Omit<FieldMeta, 'kind' | 'label' | 'required'>>;
type ReqOpts<R extends boolean> = Opts & { required?: R };
/** A required field's schema as is; an optional one also takes null and absence. */
type Req<S extends z.ZodType, R extends boolean> = R extends true ? S : z.ZodOptional<z.ZodNullable<S>>;

/** Spanish message for an issue on the field `label`. */
function message(label: string, kind: FieldKind, opts: Opts) {
  return (iss: z.core.$ZodRawIssue): string => {
    const empty = iss.input === undefined || iss.input === null || iss.input === '';
    const minimum = 'minimum' in iss ? iss.minimum : undefined;
    const rule = fieldRule(iss.code, kind, empty, minimum);
    if (rule === 'required' && opts.requiredMessage) return opts.requiredMessage;
    if (rule !== 'required' && opts.invalidMessage) return opts.invalidMessage;
    return fillRule(FIELD_RULE_TEXTS[rule], {
      field: label,
      max: 'maximum' in iss ? iss.maximum : '',
      min: minimum ?? '',
    });
  };
}

function build<S extends z.ZodType>(
  kind: FieldKind,
  label: string,
  opts: Opts & { required?: boolean },
  schema: S,
): Field<S> {
  return { kind, label, ...opts, required: opts.required ?? false, schema };
}

/** Required: the base schema; optional: nullish. */
function finish<S extends z.ZodType, R extends boolean>(
  kind: FieldKind,
  label: string,
  opts: ReqOpts<R>,
  required: S,
  optional: z.ZodType = required.nullish(),
): Field<Req<S, R>> {
  return build(kind, label, opts, (opts.required ? required : optional) as Req<S, R>) as Field<Req<S, R>>;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/**
 * Text a person typed: no control characters (PostgreSQL refuses NUL in text) and no lone
 * surrogate (it would be stored as '�'). A textarea keeps its line breaks and tabs.
 */
// eslint-disable-next-line no-control-regex -- the point is to find them
const CLEAN_TEXT = new RegExp('^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$', 'u');
const CLEAN_TEXTAREA = new RegExp(
  // eslint-disable-next-line no-control-regex -- the point is to find them
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]*$',
  'u',
);

export const f = {
  text<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const max = opts.maxLength ?? 120;
    const base = z
      .string({ error: message(label, 'text', opts) })
      .trim()
      .max(max)
      .regex(CLEAN_TEXT);
    return finish('text', label, { maxLength: max, ...opts }, base.min(1), base.nullish());
  },
  textarea<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const max = opts.maxLength ?? 1000;
    const base = z
      .string({ error: message(label, 'textarea', opts) })
      .trim()
      .max(max)
      .regex(CLEAN_TEXTAREA);
    return finish('textarea', label, { maxLength: max, ...opts }, base.min(1), base.nullish());
  },
  email<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const base = z.email({ error: message(label, 'email', opts) }).max(120);
    return finish('email', label, { maxLength: 120, ...opts }, base);
  },
  password<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    // The sign-in form trims what is typed: a password that starts or ends with a space could never be used.
    const base = z
      .string({ error: message(label, 'password', opts) })
      .min(8)
      .max(72)
      .refine((v) => v.trim() === v, {
        error: `El campo ${label} no puede empezar ni terminar con espacios`,
      });
    return finish('password', label, { writeOnly: true, ...opts }, base);
  },
  integer<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    let base = z.number({ error: message(label, 'integer', opts) }).int();
    if (opts.min !== undefined) base = base.min(opts.min);
    if (opts.max !== undefined) base = base.max(opts.max);
    return finish('integer', label, opts, base);
  },
  /** Integer pesos, shown as $1.000. */
  money<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    let base = z.number({ error: message(label, 'money', opts) }).int();
    if (opts.min !== undefined) base = base.min(opts.min);
    if (opts.max !== undefined) base = base.max(opts.max);
    return finish('money', label, opts, base);
  },
  /** A number with decimals between `min` and `max` (a latitude, a longitude). */
  decimal<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    let base = z.number({ error: message(label, 'decimal', opts) });
    if (opts.min !== undefined) base = base.min(opts.min);
    if (opts.max !== undefined) base = base.max(opts.max);
    return finish('decimal', label, opts, base);
  },
  /** A yes/no flag stored as 1/0 as the old clients send it; true/false are accepted too. */
  flag<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const base = z.union([z.literal(0), z.literal(1), z.boolean()], { error: message(label, 'flag', opts) });
    return finish('flag', label, { defaultValue: 1, ...opts }, base);
  },
  select<R extends boolean = false>(label: string, options: readonly Option[], opts: ReqOpts<R> = {}) {
    const ids = options.map((o) => o.id) as [number | string, ...(number | string)[]];
    const base = z.literal(ids, { error: message(label, 'select', opts) });
    return finish('select', label, { options, ...opts }, base);
  },
  /**
   * Several options at once, as a list of their ids (a product's warning seals). An id that is not
   * an option is refused naming it; a repeated one counts once; the list is kept and answered in
   * the options' order. Left out on create, or null: none.
   */
  multiselect(label: string, options: readonly Option[], opts: Opts = {}) {
    const ids = options.map((o) => String(o.id)) as [string, ...string[]];
    const unknown = (iss: z.core.$ZodRawIssue) =>
      fillRule(FIELD_RULE_TEXTS.unknown_option, {
        field: label,
        // Cut: the message echoes what was sent, whatever its length.
        value: (typeof iss.input === 'string' ? iss.input : String(JSON.stringify(iss.input))).slice(0, 40),
      });
    // Not a list at all (a lone key, a number): the list's type is wrong, whatever the value.
    const notList = () => fillRule(FIELD_RULE_TEXTS.invalid_type, { field: label });
    const list = z
      .array(z.enum(ids, { error: unknown }), { error: notList })
      .nullish()
      .transform((keys) => inOptionOrder(keys ?? [], options));
    return build('multiselect', label, { options, defaultValue: [], ...opts }, list);
  },
  reference<R extends boolean = false>(label: string, reference: string, opts: ReqOpts<R> = {}) {
    const base = z
      .number({ error: message(label, 'reference', opts) })
      .int()
      .positive();
    return finish('reference', label, { reference, ...opts }, base);
  },
  time<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const base = z.string({ error: message(label, 'time', opts) }).regex(TIME);
    return finish('time', label, opts, base);
  },
  date<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const base = z.iso.date({ error: message(label, 'date', opts) });
    return finish('date', label, opts, base);
  },
  /** A timestamp the server writes; listed, filtered by range, never sent by clients. */
  datetime(label: string, opts: Opts = {}) {
    return build(
      'datetime',
      label,
      { createHidden: true, onEdit: 'readonly', ...opts },
      z.string().optional(),
    );
  },
  /** An uploaded .jpg/.png as base64 (optionally a data URL); checked by content on the server. */
  image<R extends boolean = false>(label: string, opts: ReqOpts<R> = {}) {
    const base = z.string({ error: message(label, 'image', opts) }).max(3_000_000);
    return finish('image', label, opts, base);
  },
  /** A role's permission keys: a list, or that list as a JSON string (as the old client sent it). */
  permissions(label: string, opts: Opts = {}) {
    const required = opts.requiredMessage ?? `El campo ${label} es requerido`;
    const keys = z
      .array(z.string({ error: `El campo ${label} tiene un tipo de dato inválido` }), { error: required })
      .min(1, required)
      .refine((list) => list.every(isPermissionKey), {
        message: `El campo ${label} contiene permisos desconocidos`,
      });
    const base = z.preprocess((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }, keys);
    return build('permissions', label, { required: true, ...opts }, base);
  },
};

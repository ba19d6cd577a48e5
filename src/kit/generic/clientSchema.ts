/** A form's validation in the browser: the server's schema for the definition, its messages in the user's language. */
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TranslateFunction } from 'react-admin';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { confirmationOf, createSchema, fieldRule, PASSWORDS_DIFFER } from '../../domain/fields';
import { domainKeys } from '../../i18n/domain-messages';
import { editBodySchema, type ResourceDef } from '../../domain/resource';

/**
 * The form-side schema: the server's own, except that image inputs hold a File until the
 * data provider encodes them (the server checks the bytes), and a `confirm` field's second
 * input must match it; the second input is dropped from what is sent.
 */
export function clientSchema(def: ResourceDef, mode: 'create' | 'edit') {
  // An edit sends back what it read beside its fields (`readBack`), untouched.
  const base = mode === 'create' ? createSchema(def.fields) : editBodySchema(def);
  const images = Object.entries(def.fields).filter(([, f]) => f.kind === 'image');
  // Only the fields this form shows: the users' password is on the create form alone.
  const confirmed = Object.keys(def.fields).filter(
    (source) => def.fields[source].confirm && source in base.shape,
  );
  const extra = [
    ...images.map(([k]) => [k, z.unknown().optional()] as const),
    ...confirmed.map((k) => [confirmationOf(k), z.unknown().optional()] as const),
  ];
  const schema = extra.length ? base.extend(Object.fromEntries(extra)) : base;
  let checked = schema.superRefine((record: Record<string, unknown>, ctx) => {
    // The same cross-field rule the server checks (e.g. a turn ends after it starts).
    const problem = def.check?.(record);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
  for (const source of confirmed) {
    const confirmation = confirmationOf(source);
    checked = checked.refine(
      (record: Record<string, unknown>) => (record[source] ?? '') === (record[confirmation] ?? ''),
      {
        path: [confirmation],
        message: PASSWORDS_DIFFER,
        // Said with the other fields' problems, not only once they are fixed.
        when: ({ value }) => typeof value === 'object' && value !== null,
      },
    );
  }
  // The second input is the form's alone.
  return checked.transform((record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record).filter(([key]) => !confirmed.some((source) => confirmationOf(source) === key)),
    ),
  );
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The form's resolver: the schema above, with each field's message in the interface's
 * language. Spanish keeps the definition's own words (the spec's); another language words the
 * rule the value broke from the catalog (`app.validation.<rule>`).
 */
export function localizedResolver(
  def: ResourceDef,
  mode: 'create' | 'edit',
  translate: TranslateFunction,
  spanish: boolean,
): Resolver<FieldValues> {
  const base = zodResolver(clientSchema(def, mode)) as Resolver<FieldValues>;
  if (spanish) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: FieldErrors = { ...result.errors };
    for (const [source, error] of Object.entries(result.errors)) {
      if (error?.message === PASSWORDS_DIFFER) {
        errors[source] = {
          ...error,
          message: translate('app.generic.passwords_differ'),
        } as FieldErrors[string];
        continue;
      }
      const field = def.fields[source];
      if (!field || !error || typeof error.type !== 'string') continue;
      const rule = fieldRule(error.type, field.kind, isEmpty(values[source]));
      const numeric = field.kind === 'integer' || field.kind === 'money' || field.kind === 'decimal';
      const message = translate(domainKeys.validation(rule), {
        field: translate(domainKeys.field(def.name, source)),
        max: numeric ? field.max : field.maxLength,
        min: field.min,
      });
      errors[source] = { ...error, message } as FieldErrors[string];
    }
    return { ...result, errors } as Awaited<ReturnType<Resolver<FieldValues>>>;
  };
}

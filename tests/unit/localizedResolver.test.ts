/** The generic forms' messages: the spec's Spanish as defined, or the rule in the interface's language. */
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { localizedResolver } from '../../src/kit/generic/clientSchema';
import { providersResource } from '../../src/domain/resources';
import { i18nProvider } from '../../src/i18n';

const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<FieldValues>;

async function messages(def: typeof providersResource, values: FieldValues, locale: 'es' | 'en') {
  await i18nProvider.changeLocale(locale);
  const resolver = localizedResolver(def, 'create', i18nProvider.translate, locale === 'es');
  const { errors } = await resolver(values, undefined, options);
  await i18nProvider.changeLocale('es');
  return Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.message]));
}

describe('generic form messages', () => {
  it('keep the spec words in Spanish', async () => {
    expect(await messages(providersResource, { name: '', email: 'x' }, 'es')).toEqual({
      name: 'El campo Nombre es requerido',
      email: 'El campo Correo electrónico debe ser un correo electrónico válido',
    });
  });

  it('word the broken rule in English, with the field named in English', async () => {
    expect(await messages(providersResource, { name: '', email: 'x', nit: '1'.repeat(31) }, 'en')).toEqual({
      name: 'The Name field is required',
      email: 'The Email field must be a valid email address',
      nit: 'The Tax ID (NIT) field allows at most 30 characters',
    });
  });

  it('accept valid values in either language', async () => {
    expect(await messages(providersResource, { name: 'Distribuidora' }, 'en')).toEqual({});
  });
});

/** The generic forms' messages: the spec's Spanish as defined, or the rule in the interface's language. */
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { clientSchema, localizedResolver } from '../../src/kit/generic/clientSchema';
import { editBodySchema } from '../../src/domain/resource';
import { providersResource, studentsResource } from '../../src/domain/resources';
import { i18nProvider } from '../../src/app/i18n';

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

describe('what an edit reads back (issue 35)', () => {
  const seen = { alergias: ['mani'], alergias_nota: null };
  const student = {
    type_doc: 4,
    num_doc: '1098700001',
    name: 'Ana Ruiz',
    email: 'ana.ruiz@estudiantes.colegio.demo',
    fechaNacimiento: '2015-02-03',
    address: 'Calle 1',
    phone: '6070000000',
    cellphone: '3000000000',
    turno: 1,
    productodefault: 2,
    select_course: 3,
    select_attendant: 4,
    alergias: ['mani', 'leche'],
    alergias_nota: null,
    alergias_vistas: seen,
    curso: 'Primero',
  };

  it("an edit sends the student's allergies as read beside the fields; nothing else of the record", () => {
    const sent = clientSchema(studentsResource, 'edit').safeParse(student);
    expect(sent.error?.issues).toBeUndefined();
    expect(sent.data).toMatchObject({ alergias_vistas: seen, alergias: ['mani', 'leche'] });
    expect(sent.data).not.toHaveProperty('curso');
  });

  it('a create sends none, and an edit of a definition without read-backs none either', () => {
    expect(clientSchema(studentsResource, 'create').safeParse(student).data ?? {}).not.toHaveProperty(
      'alergias_vistas',
    );
    expect(
      editBodySchema(providersResource).safeParse({ name: 'Distribuidora', alergias_vistas: seen }).data,
    ).toEqual({ name: 'Distribuidora' });
  });

  it('refuses a read-back that is not a snapshot of the allergies', () => {
    expect(
      editBodySchema(studentsResource).safeParse({ alergias_vistas: { alergias: 'mani' } }).success,
    ).toBe(false);
  });
});

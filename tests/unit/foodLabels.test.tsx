/**
 * A product's label (issue 35): the seal set looked up in one place, the multiselect field that
 * carries seals and allergens (each once, in their list's order; an unknown key refused naming
 * it), and the generic screens' checkboxes, chips and Excel cells built from it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, SaveButton, type DataProvider } from 'react-admin';
import {
  ALLERGEN_KEYS,
  ALLERGENS,
  ALL_SEALS,
  CHILE_SEALS,
  COLOMBIA_SEALS,
  DEFAULT_SEAL_SET,
  foreignSeals,
  MEXICO_SEALS,
  sealSet,
} from '../../src/domain/foodLabels';
import {
  createSchema,
  fieldRule,
  formSchema,
  inOptionOrder,
  issuesToErrors,
  updateSchema,
} from '../../src/domain/fields';
import { productsResource } from '../../src/domain/resources';
import { cellValue } from '../../src/kit/generic/columns';
import { FieldInput } from '../../src/kit/generic/inputs';
import { GenericList } from '../../src/kit/generic/screens';
import { i18nProvider } from '../../src/app/i18n';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('es');
});

const { sellos, alergenos } = productsResource.fields;

describe('the label lists', () => {
  it('are the 14 allergens of the EU/Codex list and, by default, Colombia’s five seals', () => {
    expect(ALLERGEN_KEYS).toHaveLength(14);
    expect(new Set(ALLERGEN_KEYS).size).toBe(14);
    expect(ALLERGENS.find((a) => a.id === 'mani')?.name).toBe('Maní');
    expect(DEFAULT_SEAL_SET).toBe('CO');
    expect(sealSet()).toBe(COLOMBIA_SEALS);
    expect(sealSet('CO').map((s) => s.id)).toEqual([
      'azucares',
      'sodio',
      'grasas_saturadas',
      'grasas_trans',
      'edulcorante',
    ]);
    expect(COLOMBIA_SEALS.every((s) => s.name === s.name.toUpperCase())).toBe(true);
  });

  it('come in three countries’ sets, one key meaning one excess in each, in each law’s words', () => {
    expect(sealSet('MX')).toBe(MEXICO_SEALS);
    expect(sealSet('CL')).toBe(CHILE_SEALS);
    expect(sealSet('MX').find((s) => s.id === 'azucares')?.name).toBe('EXCESO AZÚCARES');
    expect(sealSet('CL').find((s) => s.id === 'azucares')?.name).toBe('ALTO EN AZÚCARES');
    // Colombia's first, in its order (the order products store them), then the keys only others have.
    expect(ALL_SEALS.map((s) => s.id)).toEqual([
      'azucares',
      'sodio',
      'grasas_saturadas',
      'grasas_trans',
      'edulcorante',
      'calorias',
      'cafeina',
    ]);
    expect(foreignSeals(['calorias', 'sodio', 'cafeina'], 'CO')).toEqual(['calorias', 'cafeina']);
    expect(foreignSeals(['grasas_trans', 'edulcorante', 'sodio'], 'CL')).toEqual([
      'grasas_trans',
      'edulcorante',
    ]);
    expect(foreignSeals(['calorias', 'cafeina'], 'MX')).toEqual([]);
  });

  it("are the product's field options, so the form, the server and the chips read one list", () => {
    expect(sellos.options).toBe(ALL_SEALS);
    expect(alergenos.options).toBe(ALLERGENS);
    expect(sellos.look).toBe('seal');
    expect(alergenos.look).toBeUndefined();
  });

  it('keep each key once, in the options’ order', () => {
    expect(inOptionOrder(['leche', 'gluten', 'leche'], ALLERGENS)).toEqual(['gluten', 'leche']);
    expect(inOptionOrder([], ALLERGENS)).toEqual([]);
  });
});

describe('a multiselect field', () => {
  const create = createSchema({ sellos, alergenos });
  const update = updateSchema({ sellos, alergenos });
  const errors = (result: ReturnType<typeof create.safeParse>) =>
    result.success ? {} : issuesToErrors(result.error.issues).errors;

  it('answers its keys each once, in order; left out or null is none', () => {
    expect(
      create.parse({ sellos: ['edulcorante', 'azucares', 'azucares'], alergenos: ['soya', 'mani'] }),
    ).toEqual({
      sellos: ['azucares', 'edulcorante'],
      alergenos: ['mani', 'soya'],
    });
    expect(create.parse({})).toEqual({ sellos: [], alergenos: [] });
    expect(create.parse({ sellos: null })).toMatchObject({ sellos: [] });
    // An edit that leaves it out keeps it.
    expect(update.parse({})).toEqual({});
    expect(update.parse({ alergenos: ['leche'] })).toEqual({ alergenos: ['leche'] });
  });

  it('refuses an unknown key naming it, and what is not a list, under the field', () => {
    expect(errors(create.safeParse({ alergenos: ['gluten', 'cacahuate'] }))).toEqual({
      alergenos: 'El campo Alérgenos no admite «cacahuate»: no es una de sus opciones',
    });
    expect(errors(create.safeParse({ sellos: [3] }))).toEqual({
      sellos: 'El campo Sellos de advertencia no admite «3»: no es una de sus opciones',
    });
    expect(errors(create.safeParse({ sellos: 'azucares' }))).toEqual({
      sellos: 'El campo Sellos de advertencia tiene un tipo de dato inválido',
    });
    expect(fieldRule('invalid_value', 'multiselect', false)).toBe('unknown_option');
    expect(fieldRule('invalid_value', 'select', false)).toBe('invalid_option');
  });

  it('describes itself on the form schema with its options, none by default', () => {
    const form = formSchema({ sellos }, 'create').fields[0];
    expect(form).toMatchObject({ source: 'sellos', type: 'multiselect', required: false, defaultValue: [] });
    expect(form.options).toBe(ALL_SEALS);
  });
});

function renderWith(children: React.ReactElement, dataProvider: Partial<DataProvider> = {}) {
  render(
    <AdminContext
      dataProvider={dataProvider as DataProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      {children}
    </AdminContext>,
  );
}

describe('the generic screens', () => {
  it('offer one checkbox per option, a seal drawn as the seal, and send the ticked keys', async () => {
    const onSubmit = vi.fn();
    renderWith(
      <Form onSubmit={onSubmit} defaultValues={{ sellos: [], alergenos: ['leche'] }}>
        <FieldInput def={productsResource} source="sellos" field={sellos} />
        <FieldInput def={productsResource} source="alergenos" field={alergenos} />
        <SaveButton alwaysEnable />
      </Form>,
    );
    const seals = screen.getByRole('group', { name: 'Sellos de advertencia' });
    expect(within(seals).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(seals).getByRole('img', { name: 'EXCESO EN AZÚCARES' })).toHaveTextContent(
      'EXCESO EN AZÚCARES',
    );
    const allergens = screen.getByRole('group', { name: 'Alérgenos' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(allergens).getByRole('checkbox', { name: 'Leche' })).toBeChecked();
    await userEvent.click(within(seals).getByRole('checkbox', { name: 'CONTIENE EDULCORANTE' }));
    await userEvent.click(within(allergens).getByRole('checkbox', { name: 'Maní' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      sellos: ['edulcorante'],
      alergenos: ['leche', 'mani'],
    });
  }, 20_000);

  it("offer a Mexican school's seven seals in NOM-051's words", async () => {
    renderWith(
      <Form onSubmit={vi.fn()} defaultValues={{ sellos: ['calorias'] }}>
        <FieldInput def={productsResource} source="sellos" field={sellos} />
      </Form>,
      {
        foodPolicy: async () => ({
          conjunto_sellos: 'MX',
          sellos_bloqueados: [],
          id_almuerzo_alternativo: null,
        }),
      } as never,
    );
    const seals = screen.getByRole('group', { name: 'Sellos de advertencia' });
    await waitFor(() => expect(within(seals).getAllByRole('checkbox')).toHaveLength(7));
    expect(within(seals).getByRole('checkbox', { name: 'EXCESO CALORÍAS' })).toBeChecked();
    expect(
      within(seals).getByRole('checkbox', { name: 'CONTIENE CAFEÍNA, EVITAR EN NIÑOS' }),
    ).not.toBeChecked();
  }, 20_000);

  it('list them as named chips, seals drawn as seals', async () => {
    const product = {
      id: 1,
      name: 'Maní salado 50 g',
      price: 2000,
      stock: 2,
      store: 1,
      id_category: 2,
      enlistment: 0,
      enable: 1,
      sellos: ['sodio'],
      alergenos: ['mani'],
    };
    const getList = vi.fn(async () => ({ data: [product], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderWith(<GenericList def={productsResource} resource={productsResource.name} />, {
      getList,
      getMany,
    } as never);
    const row = (await screen.findByText('Maní salado 50 g')).closest('tr')!;
    expect(
      within(row).getByRole('img', { name: 'Sellos de advertencia: EXCESO EN SODIO' }),
    ).toHaveTextContent('EXCESO EN SODIO');
    expect(within(row).getByRole('img', { name: 'Alérgenos: Maní' })).toHaveTextContent('Maní');
  }, 20_000);

  it("name a seal in the words of the school's set, in either language", async () => {
    const translate = i18nProvider.translate;
    expect(cellValue(productsResource, 'sellos', ['azucares', 'sodio'], translate, undefined, 'CL')).toBe(
      'ALTO EN AZÚCARES, ALTO EN SODIO',
    );
    expect(cellValue(productsResource, 'sellos', ['calorias'], translate, undefined, 'MX')).toBe(
      'EXCESO CALORÍAS',
    );
    await i18nProvider.changeLocale('en');
    expect(cellValue(productsResource, 'sellos', ['cafeina'], i18nProvider.translate, undefined, 'MX')).toBe(
      'CONTAINS CAFFEINE, AVOID FOR CHILDREN',
    );
  });

  it('write them in Excel by their names, in the interface’s language', async () => {
    const translate = i18nProvider.translate;
    expect(cellValue(productsResource, 'alergenos', ['gluten', 'leche'], translate)).toBe('Gluten, Leche');
    expect(cellValue(productsResource, 'sellos', ['azucares'], translate)).toBe('EXCESO EN AZÚCARES');
    await i18nProvider.changeLocale('en');
    expect(cellValue(productsResource, 'sellos', ['azucares', 'sodio'], i18nProvider.translate)).toBe(
      'HIGH IN SUGARS, HIGH IN SODIUM',
    );
    expect(cellValue(productsResource, 'alergenos', [], i18nProvider.translate)).toBe('');
  });
});

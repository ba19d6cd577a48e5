/**
 * A student's allergies on the screens (issue 35): the student file's warning with the allergen
 * chips and the note, in both languages; the portal's card, which sends the ticked allergens in
 * the list's order; the allergens named alike on the products, the students and the portal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { ALLERGEN_KEYS, ALLERGENS } from '../../src/domain/foodLabels';
import { i18nProvider } from '../../src/app/i18n';
import { StudentAllergies } from '../../src/areas/academic/students/StudentAllergies';
import { translateIn } from '../../src/family/i18n';
import { ApiRefusal, familyApi } from '../../src/family/api';
import { AllergiesCard } from '../../src/family/allergies/AllergiesCard';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('es');
});

const renderFile = (file: { alergias: string[]; alergias_nota: string | null }) =>
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <StudentAllergies file={file} />
    </AdminContext>,
  );

describe("the student file's allergies", () => {
  it('are a warning section with the allergens as named chips and the note as written', () => {
    renderFile({ alergias: ['mani', 'leche'], alergias_nota: 'Lleva adrenalina.\nLlamar a la mamá.' });
    const section = screen.getByRole('region', { name: 'Alergias' });
    expect(within(section).getByRole('img', { name: 'Alergias: Maní' })).toHaveTextContent('Maní');
    expect(within(section).getByRole('img', { name: 'Alergias: Leche' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Lleva adrenalina.');
    expect(section).toHaveTextContent('Llamar a la mamá.');
  });

  it('say in English what they say in Spanish', async () => {
    await i18nProvider.changeLocale('en');
    renderFile({ alergias: ['gluten'], alergias_nota: null });
    const section = screen.getByRole('region', { name: 'Allergies' });
    expect(within(section).getByRole('img', { name: 'Allergies: Gluten' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Allergic to');
  });

  it('say there are none when there are none', () => {
    renderFile({ alergias: [], alergias_nota: null });
    expect(screen.getByTestId('file-allergies')).toHaveTextContent('Sin alergias registradas');
    expect(screen.queryByRole('region', { name: 'Alergias' })).toBeNull();
  });
});

describe('the allergens', () => {
  it('have one name per language on the products, the students and the portal', async () => {
    const names = (locale: 'es' | 'en') =>
      ALLERGEN_KEYS.map((k) => [
        i18nProvider.translate(`resources.inventory/products.options.alergenos.${k}`),
        i18nProvider.translate(`resources.academic/students.options.alergias.${k}`),
        translateIn(locale)(`allergies.names.${k}`),
      ]);
    expect(names('es')).toEqual(ALLERGENS.map((a) => [a.name, a.name, a.name]));
    await i18nProvider.changeLocale('en');
    for (const [product, student, portal] of names('en')) {
      expect(student).toBe(product);
      expect(portal).toBe(product);
    }
    expect(names('en')[4][0]).toBe('Peanut');
  });
});

describe("the portal's allergies card", () => {
  it('shows what the school holds and sends the ticked allergens in the list order with the note', async () => {
    vi.spyOn(familyApi, 'allergies').mockResolvedValue({ alergias: ['leche'], alergias_nota: null });
    const save = vi
      .spyOn(familyApi, 'saveAllergies')
      .mockImplementation(async (_id, { alergias, alergias_nota }) => ({
        allergies: { alergias, alergias_nota },
        message: 'Alergias guardadas',
      }));
    const onSaved = vi.fn();
    render(<AllergiesCard childId={7} onSaved={onSaved} />);
    const group = await screen.findByRole('group', { name: /Marque a qué es alérgico/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(group).getByRole('checkbox', { name: 'Leche' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Maní' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Otras alergias e indicaciones' }),
      'Llamar a la mamá',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar alergias' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // With what it read, so a change the school made meanwhile is not overwritten unseen.
    expect(save).toHaveBeenCalledWith(7, {
      alergias: ['mani', 'leche'],
      alergias_nota: 'Llamar a la mamá',
      alergias_vistas: { alergias: ['leche'], alergias_nota: null },
    });
    expect(await screen.findByText('Alergias guardadas')).toBeInTheDocument();
  }, 20_000);

  it('refused because the school changed them meanwhile: says so under the list and shows what is there now', async () => {
    const now = { alergias: ['leche', 'gluten'], alergias_nota: null };
    const read = vi
      .spyOn(familyApi, 'allergies')
      .mockResolvedValueOnce({ alergias: ['leche'], alergias_nota: null })
      .mockResolvedValueOnce(now);
    const message =
      'Las alergias del estudiante cambiaron mientras usted editaba (ahora: Gluten, Leche): revíselas y guarde de nuevo';
    vi.spyOn(familyApi, 'saveAllergies').mockRejectedValue(
      new ApiRefusal(message, 409, { alergias: message }),
    );
    render(<AllergiesCard childId={7} onSaved={vi.fn()} />);
    const group = await screen.findByRole('group', { name: /Marque a qué es alérgico/ });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Maní' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar alergias' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Gluten' })).toBeChecked());
    expect(within(group).getByRole('checkbox', { name: 'Maní' })).not.toBeChecked();
  }, 20_000);
});

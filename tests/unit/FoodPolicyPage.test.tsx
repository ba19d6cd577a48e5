/**
 * The food policy page (issue 35): the school's seals as a labelled group of checkboxes with how
 * many products each would block, the alternative meal, Save sending the seals chosen (in the
 * set's order) with the server's refusal under its field, and the inspector's Excel downloaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { FoodPolicyPage } from '../../src/areas/inventory/foodPolicy/FoodPolicyPage';
import {
  FOOD_POLICY_EXPORT_FILE,
  FOOD_POLICY_MESSAGES,
  type FoodPolicyCatalog,
} from '../../src/domain/foodPolicy';
import type { FoodPolicy } from '../../src/domain/foodRules';
import { i18nProvider } from '../../src/app/i18n';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['inventory', 'inventory.foodpolicy'],
};

const saved: FoodPolicy = {
  conjunto_sellos: 'CO',
  sellos_bloqueados: ['grasas_trans'],
  id_almuerzo_alternativo: 31,
};
const catalog: FoodPolicyCatalog = {
  productos_por_sello: { azucares: 12, sodio: 1, grasas_trans: 3 },
  almuerzos: [
    { id: 31, name: 'Almuerzo infantil', enable: 1 },
    { id: 32, name: 'Almuerzo sin gluten', enable: 1 },
    { id: 33, name: 'Almuerzo de temporada', enable: 0 },
  ],
};

function renderPage(
  saveFoodPolicy: (policy: FoodPolicy) => Promise<{ policy: FoodPolicy; message: string }>,
) {
  const dataProvider = {
    foodPolicy: vi.fn(async () => saved),
    foodPolicyCatalog: vi.fn(async () => catalog),
    saveFoodPolicy: vi.fn(saveFoodPolicy),
    foodPolicyExport: vi.fn(async () => new Blob(['xlsx'])),
  };
  render(
    <AdminContext
      dataProvider={dataProvider as never}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <FoodPolicyPage />
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('es');
});

describe('FoodPolicyPage', () => {
  it('shows each seal of the set as a checkbox in a named group, with the products it would block', async () => {
    renderPage(async (policy) => ({ policy, message: FOOD_POLICY_MESSAGES.saved }));
    const group = await screen.findByRole('group', { name: 'Sellos bloqueados en todo el colegio' });
    expect(
      within(group).getByText(
        'Los productos con un sello bloqueado se muestran en gris en las cajas y el servidor rechaza su venta',
      ),
    ).toBeInTheDocument();
    const boxes = await within(group).findAllByRole('checkbox');
    expect(boxes).toHaveLength(5);
    expect(
      within(group).getByRole('checkbox', { name: /EXCESO EN AZÚCARES.*12 productos a la venta/ }),
    ).not.toBeChecked();
    expect(
      within(group).getByRole('checkbox', { name: /EXCESO EN SODIO.*1 producto a la venta/ }),
    ).not.toBeChecked();
    expect(
      await within(group).findByRole('checkbox', { name: /EXCESO EN GRASAS TRANS.*3 productos/ }),
    ).toBeChecked();
    expect(
      within(group).getByRole('checkbox', { name: /CONTIENE EDULCORANTE.*0 productos/ }),
    ).not.toBeChecked();
    // Each seal drawn as the seal (an image named as it reads).
    expect(within(group).getByRole('img', { name: 'EXCESO EN SODIO' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Conjunto de sellos' })).toHaveTextContent(
      'Colombia (Resolución 810 de 2021)',
    );
    expect(screen.getByRole('combobox', { name: 'Almuerzo alternativo' })).toHaveTextContent(
      'Almuerzo infantil',
    );
  });

  it('saves the seals chosen in the set’s order and the meal, and says so', async () => {
    const user = userEvent.setup();
    const dp = renderPage(async (policy) => ({ policy, message: FOOD_POLICY_MESSAGES.saved }));
    const group = await screen.findByRole('group', { name: 'Sellos bloqueados en todo el colegio' });
    await user.click(within(group).getByRole('checkbox', { name: /CONTIENE EDULCORANTE/ }));
    await user.click(within(group).getByRole('checkbox', { name: /EXCESO EN AZÚCARES/ }));
    await user.click(within(group).getByRole('checkbox', { name: /EXCESO EN GRASAS TRANS/ }));
    await user.click(screen.getByRole('combobox', { name: 'Almuerzo alternativo' }));
    expect(
      await screen.findByRole('option', { name: 'Almuerzo de temporada (deshabilitado)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Almuerzo sin gluten' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dp.saveFoodPolicy).toHaveBeenCalledTimes(1));
    expect(dp.saveFoodPolicy.mock.calls[0][0]).toEqual({
      conjunto_sellos: 'CO',
      sellos_bloqueados: ['azucares', 'edulcorante'],
      id_almuerzo_alternativo: 32,
    });
    expect(await screen.findByText(FOOD_POLICY_MESSAGES.saved)).toBeInTheDocument();
  });

  it('sends no meal when "Ninguno" is chosen', async () => {
    const user = userEvent.setup();
    const dp = renderPage(async (policy) => ({ policy, message: FOOD_POLICY_MESSAGES.saved }));
    await user.click(await screen.findByRole('combobox', { name: 'Almuerzo alternativo' }));
    await user.click(await screen.findByRole('option', { name: 'Ninguno' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dp.saveFoodPolicy).toHaveBeenCalledTimes(1));
    expect(dp.saveFoodPolicy.mock.calls[0][0]).toEqual({ ...saved, id_almuerzo_alternativo: null });
  });

  it("shows the server's refusal under its field", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = FOOD_POLICY_MESSAGES.mealNotRestaurant;
    renderPage(async () => {
      throw new HttpError(message, 400, {
        code: 0,
        message,
        reason: 'validation',
        errors: { id_almuerzo_alternativo: message },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    const meal = screen.getByRole('combobox', { name: 'Almuerzo alternativo' });
    await waitFor(() => expect(meal).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('downloads the inspection Excel of the year asked', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:excel');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dp = renderPage(async (policy) => ({ policy, message: FOOD_POLICY_MESSAGES.saved }));
    const year = await screen.findByRole('spinbutton', { name: 'Año' });
    await user.clear(year);
    await user.type(year, '2025');
    await user.click(screen.getByRole('button', { name: 'Exportar para inspección (Excel)' }));
    await waitFor(() => expect(dp.foodPolicyExport).toHaveBeenCalledWith(2025));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(FOOD_POLICY_EXPORT_FILE);
  });

  it('reads in English too', async () => {
    await i18nProvider.changeLocale('en');
    renderPage(async (policy) => ({ policy, message: FOOD_POLICY_MESSAGES.saved }));
    const group = await screen.findByRole('group', { name: 'Seals blocked school-wide' });
    expect(
      await within(group).findByRole('checkbox', { name: /HIGH IN SUGARS.*12 products on sale/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export for inspection (Excel)' })).toBeInTheDocument();
  });
});

/**
 * The profile page's password change: 'Contraseña actual' appears with a new password (from
 * the start in the forced change after a reset), is sent with it, and the server's refusal of
 * a wrong one shows under that field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, type AuthProvider } from 'react-admin';
import { ProfilePage } from '../../src/app/profile/ProfilePage';
import type { Profile, ProfileUpdate } from '../../src/domain/auth';
import { STORAGE } from '../../src/domain/storageKeys';
import { i18nProvider } from '../../src/app/i18n';

const profile: Profile = {
  id: 5,
  name: 'Carlos Cajero',
  email: 'cajero@colegio.demo',
  type_doc: 1,
  num_doc: '1000000002',
  address: null,
  phone: null,
  cellphone: '300 000 0002',
  url: null,
  rol: 'Cajero',
};

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
};

function renderPage(updateProfile: (data: ProfileUpdate) => Promise<{ profile: Profile; message: string }>) {
  const dataProvider = {
    profile: vi.fn(async () => profile),
    updateProfile: vi.fn(updateProfile),
  };
  render(
    <AdminContext
      dataProvider={dataProvider as never}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <ProfilePage />
    </AdminContext>,
  );
  return dataProvider;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('ProfilePage', () => {
  it('asks for the current password once a new one is typed, and sends it', async () => {
    const user = userEvent.setup();
    const dp = renderPage(async () => ({ profile, message: 'Actualizado' }));
    await screen.findByLabelText('Nueva contraseña');
    expect(screen.queryByLabelText('Contraseña actual')).toBeNull();

    await user.type(screen.getByLabelText('Nueva contraseña'), 'ClaveNueva2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'ClaveNueva2026');
    const current = await screen.findByLabelText('Contraseña actual');
    // Saving without it is refused on the client, on its field.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo Contraseña actual es requerido')).toBeInTheDocument();
    expect(dp.updateProfile).not.toHaveBeenCalled();

    await user.type(current, 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dp.updateProfile).toHaveBeenCalledTimes(1));
    expect(dp.updateProfile.mock.calls[0][0]).toMatchObject({
      password: 'ClaveNueva2026',
      password_confirmation: 'ClaveNueva2026',
      current_password: 'Demo2026!',
    });
  });

  it("shows the server's 'wrong current password' under the field", async () => {
    const user = userEvent.setup();
    const message = 'La contraseña actual no es correcta';
    // react-admin's data provider hook logs every rejected call.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(async () => {
      throw new HttpError(message, 400, {
        code: 0,
        message,
        reason: 'validation',
        errors: { current_password: message },
      });
    });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'ClaveNueva2026');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'ClaveNueva2026');
    await user.type(await screen.findByLabelText('Contraseña actual'), 'Incorrecta1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });

  it('sends no current password with a plain data change', async () => {
    const user = userEvent.setup();
    const dp = renderPage(async () => ({ profile, message: 'Actualizado' }));
    const phone = await screen.findByLabelText('Teléfono');
    await user.type(phone, '601 222 3333');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(dp.updateProfile).toHaveBeenCalledTimes(1));
    const sent = dp.updateProfile.mock.calls[0][0];
    expect(sent).toMatchObject({ phone: '601 222 3333' });
    expect(sent.current_password).toBeUndefined();
    expect(sent.password).toBeUndefined();
  });

  it('shows the current password field from the start in the forced change after a reset', async () => {
    localStorage.setItem(STORAGE.mustChangePassword, '1');
    renderPage(async () => ({ profile, message: 'Actualizado' }));
    expect(
      await screen.findByText('Su contraseña fue restablecida. Elija una nueva contraseña para continuar.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByText('La contraseña temporal con la que ingresó')).toBeInTheDocument();
  });
});

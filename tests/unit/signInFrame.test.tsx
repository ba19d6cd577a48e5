/**
 * The sign-in frame, drawn before the back office loads (src/app/Boot.tsx): the form the server
 * describes, the session kept, the page asked for before signing in opened after it, the register
 * page, the device's language, and the back office's sign-in routes stepping aside after a logout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SignInFrame } from '../../src/app/auth/SignInFrame';
import { SignedOut } from '../../src/app/auth/SignedOut';
import { appStore, PROFILE_PATH } from '../../src/authProvider/session';
import { STORAGE } from '../../src/domain/storageKeys';
import { requests, server, setupMswServer } from './support/msw';
import { loginData } from './support/auth';

setupMswServer();
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const FIELDS = [
  { source: 'email', label: 'Correo electrónico', type: 'email', required: true },
  { source: 'password', label: 'Contraseña', type: 'password', required: true, maxLength: 72 },
];

function serve(
  login: () => Response = () => HttpResponse.json({ code: 1, message: 'OK', data: loginData() }),
) {
  server.use(
    http.get('*/api/tls', () =>
      HttpResponse.json({ code: 1, message: 'OK', data: { https: false, auto: false } }),
    ),
    http.post('*/api/forms/login', () =>
      HttpResponse.json({ code: 1, message: 'OK', data: { fields: FIELDS } }),
    ),
    http.post('*/api/login', login),
  );
}

function open(route: string) {
  window.history.replaceState(null, '', `/#${route}`);
  const onSignedIn = vi.fn();
  render(<SignInFrame route={route} onSignedIn={onSignedIn} />);
  return onSignedIn;
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/Correo electrónico|Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Contraseña|Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Ingresar|Sign in/ }));
}

describe('the sign-in frame', () => {
  it('signs in with the form the server describes, keeps the session and opens the desk', async () => {
    serve();
    const onSignedIn = open('/auth/login');
    expect(screen.getByRole('heading', { name: 'Bienvenido' })).toBeInTheDocument();
    await fillAndSubmit('ana@colegio.demo', 'Secreta2026!');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/dashboard'));
    expect(localStorage.getItem(STORAGE.token)).toBe('tok-new');
    const login = (await requests()).find((r) => r.path === '/api/login');
    expect(login?.body).toEqual({ email: 'ana@colegio.demo', password: 'Secreta2026!' });
  });

  it('shows the sign-in at #/auth/login for a page asked for without a session, and opens that page after', async () => {
    serve();
    const onSignedIn = open('/pos/cafeteria?turno=2');
    await waitFor(() => expect(window.location.hash).toBe('#/auth/login'));
    await fillAndSubmit('ana@colegio.demo', 'Secreta2026!');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/pos/cafeteria?turno=2'));
  });

  it('opens the profile when the password must change, whatever page was asked for', async () => {
    serve(() => HttpResponse.json({ code: 1, message: 'OK', data: loginData({ mustChangePassword: true }) }));
    const onSignedIn = open('/pos/cafeteria');
    await fillAndSubmit('ana@colegio.demo', 'Temporal2026!');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(PROFILE_PATH));
    expect(localStorage.getItem(STORAGE.mustChangePassword)).toBe('1');
  });

  it("names the missing field in the spec's words without asking the server", async () => {
    serve();
    const onSignedIn = open('/auth/login');
    await fillAndSubmit('', '');
    expect(await screen.findByRole('dialog', { name: 'Mensaje Informativo' })).toHaveTextContent(
      'El campo Correo electrónico es requerido',
    );
    expect((await requests()).some((r) => r.path === '/api/login')).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps no session", async () => {
    serve(() =>
      HttpResponse.json(
        { code: 0, message: 'Credenciales inválidas', data: null, reason: 'invalid_credentials' },
        { status: 401 },
      ),
    );
    const onSignedIn = open('/auth/login');
    await fillAndSubmit('ana@colegio.demo', 'mala');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Credenciales inválidas');
    expect(localStorage.getItem(STORAGE.token)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("speaks the language chosen on this device, the refusal's reason included", async () => {
    appStore.setItem('locale', 'en');
    serve(() =>
      HttpResponse.json(
        { code: 0, message: 'Credenciales inválidas', data: null, reason: 'invalid_credentials' },
        { status: 401 },
      ),
    );
    open('/auth/login');
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await fillAndSubmit('ana@colegio.demo', 'mala');
    expect(await screen.findByRole('dialog', { name: 'Information' })).toHaveTextContent(
      'Wrong user or password',
    );
  });

  it('offers no form over plain http when the server serves https', async () => {
    server.use(
      http.get('*/api/tls', () =>
        HttpResponse.json({ code: 1, message: 'OK', data: { https: true, auto: true } }),
      ),
    );
    open('/auth/login');
    expect(await screen.findByRole('link', { name: 'Abrir con https' })).toHaveAttribute(
      'href',
      `https://${window.location.host}/#/auth/login`,
    );
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
    expect(screen.getByRole('link', { name: /Certificado de seguridad/ })).toHaveAttribute(
      'href',
      '#/certificado',
    );
  });

  it('draws the register page, which leads to the sign-in', () => {
    serve();
    open('/auth/register');
    expect(screen.getByRole('heading', { name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByText(/las crea el personal administrativo del colegio/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '#/auth/login');
  });
});

describe("the back office's sign-in routes", () => {
  const renderAt = (onSignedOut: () => void) =>
    render(
      <MemoryRouter initialEntries={['/auth/login']}>
        <Routes>
          <Route path="/auth/login" element={<SignedOut onSignedOut={onSignedOut} />} />
          <Route path="/" element={<p>escritorio</p>} />
        </Routes>
      </MemoryRouter>,
    );

  it('send a signed-in person to the desk', async () => {
    localStorage.setItem(STORAGE.token, 'tok-abc');
    const onSignedOut = vi.fn();
    renderAt(onSignedOut);
    expect(await screen.findByText('escritorio')).toBeInTheDocument();
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('step aside for the sign-in frame after a logout', async () => {
    const onSignedOut = vi.fn();
    renderAt(onSignedOut);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('escritorio')).toBeNull();
  });
});

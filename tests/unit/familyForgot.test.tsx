/**
 * A way back into the portal (issue 55, item 3): the sign-in offers "¿Olvidó su contraseña?"; its
 * page sends the e-mail or document and shows the server's answer, or, when the school sends no
 * e-mail, says to ask the school; a refusal on the field shows under it. A used or expired link's
 * page says so and offers to sign in or to ask for a new link.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { INVITE_INVALID, RESET_MESSAGES } from '../../src/domain/family';
import { LocaleProvider } from '../../src/family/i18n';
import { ActivatePage } from '../../src/family/session/ActivatePage';
import { ForgotPage } from '../../src/family/session/ForgotPage';
import { SignInPage } from '../../src/family/session/SignInPage';
import { requests, server, setupMswServer } from './support/msw';

const ok = <T,>(data: T, message = '') => HttpResponse.json({ code: 1, message, data });

setupMswServer();
afterEach(cleanup);
// The sign-in pages ask over http whether the server takes https: it does not, here.
beforeEach(() => server.use(http.get('*/api/tls', () => ok({ https: false, auto: false }))));

function renderAt(path: string) {
  render(
    <LocaleProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/ingresar" element={<SignInPage />} />
          <Route path="/olvido" element={<ForgotPage />} />
          <Route path="/activar" element={<ActivatePage />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );
}

describe('¿Olvidó su contraseña?', () => {
  it('is offered at sign-in, sends the e-mail or document and shows the server’s answer', async () => {
    server.use(
      http.get('*/api/family/password/forgot', () => ok({ correo: true })),
      http.post('*/api/family/password/forgot', () => ok(null, RESET_MESSAGES.sent)),
    );
    renderAt('/ingresar');
    await userEvent.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    expect(await screen.findByRole('heading', { name: 'Nueva contraseña' })).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Enviar el enlace' });
    await userEvent.type(screen.getByRole('textbox', { name: /Correo o documento/ }), 'maria@correo.co');
    await userEvent.click(send);
    expect((await screen.findByRole('status')).textContent).toBe(RESET_MESSAGES.sent);
    const sent = (await requests()).filter((r) => r.method === 'POST');
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      ['/api/family/password/forgot', { usuario: 'maria@correo.co' }],
    ]);
  });

  it('says to ask the school when it sends no e-mail, and offers no form', async () => {
    server.use(http.get('*/api/family/password/forgot', () => ok({ correo: false })));
    renderAt('/olvido');
    expect(await screen.findByText(/Este colegio no envía correos/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar el enlace' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a ingresar' })).toBeTruthy();
  });

  it('shows a refusal of the field under it', async () => {
    server.use(
      http.get('*/api/family/password/forgot', () => ok({ correo: true })),
      http.post('*/api/family/password/forgot', () =>
        HttpResponse.json(
          {
            code: 0,
            message: 'Usuario inválido',
            data: null,
            errors: { usuario: 'El campo Usuario es requerido' },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/olvido');
    await userEvent.type(await screen.findByRole('textbox', { name: /Correo o documento/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    const field = screen.getByRole('textbox', { name: /Correo o documento/ });
    expect(await screen.findByText('El campo Usuario es requerido')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a used or expired link', () => {
  it('says so and offers to sign in or to ask for a new link', async () => {
    server.use(
      http.post('*/api/family/activate', () =>
        HttpResponse.json(
          { code: 0, message: INVITE_INVALID, data: null, errors: { token: INVITE_INVALID } },
          { status: 400 },
        ),
      ),
    );
    renderAt('/activar?token=usado');
    await userEvent.type(screen.getByLabelText(/Contraseña nueva/), 'Nueva-clave-2026');
    await userEvent.type(screen.getByLabelText(/Repita la contraseña/), 'Nueva-clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Activar e ingresar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_INVALID);
    expect(screen.queryByLabelText(/Contraseña nueva/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/ingresar');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }).getAttribute('href')).toBe('/olvido');
  });
});

/**
 * The staff's online payments page (issue 54): the held payments listed first with what Mercado
 * Pago said, one asked again with the server's word notified; the reconciliation's differences
 * settled with one click; and the terms' refusal shown under its field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { OnlinePaymentsPage } from '../../src/areas/credentials/online';
import {
  ONLINE_STAFF_MESSAGES,
  type Reconciliation,
  type ReconciliationFinding,
  type StaffOnlinePayment,
} from '../../src/domain/onlinePaymentsStaff';
import type { OnlinePaymentTermsAnswer } from '../../src/domain/onlinePayments';
import { i18nProvider } from '../../src/app/i18n';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['carnets', 'carnets.online'],
};

const held: StaffOnlinePayment = {
  id: 41,
  estado: 'retenido',
  acudiente: 'Marta Gómez',
  total: 50_000,
  comision: 0,
  referencia: '1234567890',
  estado_proveedor: 'approved',
  valor_proveedor: 45_000,
  hijos: [
    { id_estudiante: 7, estudiante: 'Ana Gómez', valor: 30_000 },
    { id_estudiante: 8, estudiante: 'Luis Gómez', valor: 20_000 },
  ],
  created_at: '2026-03-09T15:04:00.000Z',
  acreditado_at: null,
  reembolsado_at: null,
};

const finding: ReconciliationFinding = {
  id: 5,
  tipo: 'sin_acreditar',
  id_pago: '99887766',
  id_payment: 42,
  estado_proveedor: 'approved',
  valor_proveedor: 30_000,
  estado: 'pendiente',
  acudiente: 'Pedro Ruiz',
  total: 30_000,
  encontrado_at: '2026-03-10T06:00:00.000Z',
  resuelto_at: null,
  resuelto_por: null,
  resultado: null,
};

const terms: OnlinePaymentTermsAnswer = {
  habilitado: false,
  minimo: 10_000,
  maximo: 500_000,
  comision_porcentaje: 0,
  comision_fija: 0,
};

/** Yesterday on this machine's calendar, as the reconciliation tab starts. */
function yesterday(): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}

function renderPage(overrides: Record<string, unknown> = {}) {
  const dataProvider = {
    onlinePayments: vi.fn(async () => ({ data: [held], total: 1 })),
    refreshOnlinePayment: vi.fn(),
    onlineReconciliation: vi.fn(),
    reconcileOnline: vi.fn(),
    settleOnlineFinding: vi.fn(),
    onlineTerms: vi.fn(async () => terms),
    saveOnlineTerms: vi.fn(),
    ...overrides,
  };
  render(
    <AdminContext
      dataProvider={dataProvider as never}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
    >
      <OnlinePaymentsPage />
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

describe('OnlinePaymentsPage', () => {
  it('lists the held payments first and asks Mercado Pago again about one, saying its answer', async () => {
    const user = userEvent.setup();
    const dp = renderPage({
      refreshOnlinePayment: vi.fn(async () => ({
        resultado: 'held',
        payment: held,
        message: ONLINE_STAFF_MESSAGES.held,
      })),
    });
    expect(screen.getByRole('tab', { name: 'Pagos', selected: true })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Pagos' });
    const table = await within(panel).findByRole('table', { name: 'Pagos' });
    expect(dp.onlinePayments).toHaveBeenCalledWith({ estado: 'retenido', page: 1, perPage: 25 });
    expect(within(panel).getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Retenidos');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Acudiente', 'Hijos', 'Lo que dijo Mercado Pago']));
    const [row] = within(table).getAllByTestId('online-payment-row');
    expect(within(row).getByText('Ana Gómez: $30.000')).toBeInTheDocument();
    expect(within(row).getByText('Retenido')).toBeInTheDocument();
    // Why it is held: Mercado Pago approved another amount than the one asked.
    expect(within(row).getByText('Pagó $45.000; se pidieron $50.000')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', {
        name: 'Consultar a Mercado Pago el pago de $50.000 de Marta Gómez',
      }),
    );
    await waitFor(() => expect(dp.refreshOnlinePayment).toHaveBeenCalledWith(41));
    expect(await screen.findByText(ONLINE_STAFF_MESSAGES.held)).toBeInTheDocument();
    // The list is read again after the answer.
    await waitFor(() => expect(dp.onlinePayments).toHaveBeenCalledTimes(2));
  });

  it('notifies the server’s refusal of a refresh as it said it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'El servicio de pagos no responde';
    renderPage({
      refreshOnlinePayment: vi.fn(async () => {
        throw new HttpError(message, 503, { code: 0, message });
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^Consultar a Mercado Pago/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('lists a day’s difference and settles it with one click', async () => {
    const user = userEvent.setup();
    const run = (found: ReconciliationFinding): Reconciliation => ({
      dia: yesterday(),
      iniciada_at: '2026-03-10T06:00:00.000Z',
      terminada_at: '2026-03-10T06:01:00.000Z',
      consultados: 3,
      error: null,
      hallazgos: [found],
    });
    const settled: ReconciliationFinding = {
      ...finding,
      estado: 'aprobado',
      resuelto_at: '2026-03-10T14:00:00.000Z',
      resuelto_por: 'Funcionario 1',
      resultado: 'credited',
    };
    const onlineReconciliation = vi.fn().mockResolvedValueOnce(run(finding)).mockResolvedValue(run(settled));
    const dp = renderPage({
      onlineReconciliation,
      settleOnlineFinding: vi.fn(async () => ({
        resultado: 'credited',
        finding: settled,
        message: ONLINE_STAFF_MESSAGES.credited,
      })),
    });
    await user.click(screen.getByRole('tab', { name: 'Conciliación' }));
    const panel = screen.getByRole('tabpanel', { name: 'Conciliación' });
    expect(within(panel).getByLabelText('Día')).toHaveValue(yesterday());
    await waitFor(() => expect(onlineReconciliation).toHaveBeenCalledWith(yesterday()));
    expect(await within(panel).findByText('Mercado Pago listó 3 pagos de ese día.')).toBeInTheDocument();
    const [row] = await within(panel).findAllByTestId('online-finding-row');
    expect(within(row).getByText('Aprobado en Mercado Pago, sin acreditar')).toBeInTheDocument();
    expect(within(row).getByText('99887766')).toBeInTheDocument();
    expect(within(row).getByText('Pedro Ruiz')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Acreditar el pago 99887766 de Mercado Pago' }));
    await waitFor(() => expect(dp.settleOnlineFinding).toHaveBeenCalledWith(5));
    expect(await screen.findByRole('alert')).toHaveTextContent(ONLINE_STAFF_MESSAGES.credited);
    // Read again: settled, by whom, and what it came to; no button any more.
    await waitFor(() =>
      expect(within(panel).getByText(/^Resuelta por Funcionario 1 el/)).toBeInTheDocument(),
    );
    const [after] = within(panel).getAllByTestId('online-finding-row');
    expect(within(after).getByText(ONLINE_STAFF_MESSAGES.credited)).toBeInTheDocument();
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the day’s refusal under the date field', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = ONLINE_STAFF_MESSAGES.dayFuture;
    const empty: Reconciliation = {
      dia: yesterday(),
      iniciada_at: null,
      terminada_at: null,
      consultados: 0,
      error: null,
      hallazgos: [],
    };
    renderPage({
      onlineReconciliation: vi.fn(async () => empty),
      reconcileOnline: vi.fn(async () => {
        throw new HttpError(message, 400, { code: 0, message, errors: { dia: message } });
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Conciliación' }));
    expect(await screen.findByText('No se ha conciliado este día.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conciliar ahora' }));
    const day = screen.getByLabelText('Día');
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    expect(day).toHaveAccessibleDescription(message);
  });

  it('says when online top-ups are off, and puts a refusal of the terms under its field', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = ONLINE_STAFF_MESSAGES.maximumBelowMinimum;
    const dp = renderPage({
      saveOnlineTerms: vi.fn(async () => {
        throw new HttpError(message, 400, {
          code: 0,
          message,
          reason: 'validation',
          errors: { maximo: message },
        });
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Condiciones' }));
    expect(await screen.findByTestId('online-enabled')).toHaveTextContent(/MERCADOPAGO_ACCESS_TOKEN/);
    const maximum = screen.getByRole('textbox', { name: /Máximo por pago/ });
    expect(maximum).toHaveValue('500000');
    await user.clear(maximum);
    await user.type(maximum, '5000');
    await user.click(screen.getByRole('button', { name: 'Guardar condiciones' }));
    await waitFor(() =>
      expect(dp.saveOnlineTerms).toHaveBeenCalledWith({
        minimo: 10_000,
        maximo: 5_000,
        comision_porcentaje: 0,
        comision_fija: 0,
      }),
    );
    await waitFor(() => expect(maximum).toHaveAttribute('aria-invalid', 'true'));
    expect(maximum).toHaveAccessibleDescription(message);
    // Nothing changed: what was typed stays, the minimum is untouched.
    expect(maximum).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: /Mínimo por pago/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

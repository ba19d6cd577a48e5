/**
 * The portal's online top-up (issue 54) against a faked API: the card only when the school takes
 * online payments; one amount per child sent as the server expects and the family sent to Mercado
 * Pago's checkout; the obvious refusals said before asking, the server's shown where they belong;
 * the payment's page asking while it is pending, then saying it is credited — or that it will be.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FamilyChild } from '../../src/domain/family';
import type { OnlinePayment, OnlinePaymentTermsAnswer } from '../../src/domain/onlinePayments';
import { ChildrenPage } from '../../src/family/children/ChildrenPage';
import { LocaleProvider } from '../../src/family/i18n';
import { PaymentPage, POLL_FOR_MS, POLL_MS } from '../../src/family/payments/PaymentPage';
import { requests, server, setupMswServer } from './support/msw';

setupMswServer();

const child = (id: number, name: string): FamilyChild => ({
  id,
  name,
  url: null,
  course: 'Sexto A',
  saldo: 50_000,
  consumo_hoy: 0,
  lockSaldo: 0,
  tope_semanal: 0,
  consumo_semana: 0,
  dias_restantes: null,
  carnet: 'activo',
});
const CHILDREN = [child(11, 'Emiliano Moreno Silva'), child(12, 'Sofía Moreno Silva')];
const TERMS: OnlinePaymentTermsAnswer = {
  habilitado: true,
  minimo: 10_000,
  maximo: 500_000,
  comision_porcentaje: 2.99,
  comision_fija: 800,
};
const INIT_POINT = 'https://mercadopago.example/checkout/v1/redirect?pref-id=123-abc';
const ok = <T,>(data: T, status = 200) => HttpResponse.json({ code: 1, message: '', data }, { status });
const refused = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ code: 0, message, data: null, ...(errors ? { errors } : {}) }, { status });

/** The family's API: the children, the terms and no payments yet. */
function family(terms: OnlinePaymentTermsAnswer = TERMS) {
  server.use(
    http.get('*/api/family/children', () => ok(CHILDREN)),
    http.get('*/api/family/payments/terms', () => ok(terms)),
    http.get('*/api/family/payments', () => ok([])),
  );
}

const renderAt = (path: string) =>
  render(
    <LocaleProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<ChildrenPage />} />
          <Route path="/pagos/:id" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );

const posts = async () => (await requests()).filter((r) => r.method === 'POST');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the card Recargar en línea', () => {
  it('is not there when the school takes no online payments', async () => {
    family({ ...TERMS, habilitado: false });
    renderAt('/');
    await screen.findByText('Emiliano Moreno Silva');
    await waitFor(async () =>
      expect((await requests()).map((r) => r.path)).toContain('/api/family/payments/terms'),
    );
    // The terms' answer has been read: still no card.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Recargar en línea' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pagar con Mercado Pago' })).toBeNull();
  });

  it('sends each amount typed with its child, then opens Mercado Pago’s checkout', async () => {
    family();
    server.use(
      http.post('*/api/family/payments', () =>
        ok({ id: 7, estado: 'pendiente', total: 25_000, comision: 1_548, init_point: INIT_POINT }, 201),
      ),
    );
    const assign = vi.fn();
    renderAt('/');
    const card = within(await screen.findByRole('region', { name: 'Recargar en línea' }));
    const emiliano = card.getByRole('textbox', { name: 'Emiliano Moreno Silva' });
    expect(emiliano).toHaveAttribute('inputmode', 'numeric');
    expect(card.getByTestId('online-limits')).toHaveTextContent('Un pago va de $10.000 a $500.000.');
    await userEvent.type(emiliano, '20.000');
    await userEvent.type(card.getByRole('textbox', { name: 'Sofía Moreno Silva' }), '5000');
    // 2.99 % of $25.000 rounded up, plus $800.
    expect(card.getByTestId('online-total')).toHaveTextContent('$25.000');
    expect(card.getByTestId('online-fee')).toHaveTextContent('$1.548');
    expect(card.getByTestId('online-to-pay')).toHaveTextContent('$26.548');
    expect(card.getByText('Comisión del pago en línea')).toBeInTheDocument();

    vi.stubGlobal('location', { ...window.location, assign });
    await userEvent.click(card.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(INIT_POINT));
    const [sent] = await posts();
    expect(sent.path).toBe('/api/family/payments');
    expect(sent.body).toEqual({
      hijos: [
        { id_estudiante: 11, valor: 20_000 },
        { id_estudiante: 12, valor: 5_000 },
      ],
    });
    // Busy while the page leaves: a second tap sends nothing.
    expect(card.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeDisabled();
  });

  it('refuses nothing typed and under the minimum without asking the server', async () => {
    family({ ...TERMS, comision_porcentaje: 0, comision_fija: 0 });
    renderAt('/');
    const card = within(await screen.findByRole('region', { name: 'Recargar en línea' }));
    const pay = card.getByRole('button', { name: 'Pagar con Mercado Pago' });
    await userEvent.click(pay);
    expect(card.getByRole('alert')).toHaveTextContent('Elija al menos un hijo y el valor a recargar');
    await userEvent.type(card.getByRole('textbox', { name: 'Sofía Moreno Silva' }), '5.000');
    // A new amount answers the last refusal: it is gone until the next press.
    expect(card.queryByRole('alert')).toBeNull();
    // Without a fee only the total to pay shows.
    expect(card.queryByTestId('online-fee')).toBeNull();
    expect(card.getByTestId('online-to-pay')).toHaveTextContent('$5.000');
    await userEvent.click(pay);
    expect(card.getByRole('alert')).toHaveTextContent('El pago en línea debe ser de al menos $10.000');
    await userEvent.type(card.getByRole('textbox', { name: 'Emiliano Moreno Silva' }), '600000');
    await userEvent.click(pay);
    expect(card.getByRole('alert')).toHaveTextContent('El pago en línea no puede superar $500.000');
    expect(await posts()).toEqual([]);
  });

  it.each([
    {
      why: 'a 400 under the amounts',
      answer: () => refused(400, 'Datos inválidos', { hijos: 'Cada hijo va una sola vez en el pago' }),
      where: () => screen.getByRole('alert'),
      text: 'Cada hijo va una sola vez en el pago',
    },
    {
      why: "a 409 under the child's field",
      answer: () =>
        refused(409, 'Este estudiante no tiene carnet para recargar', {
          'hijos.0.id_estudiante': 'Este estudiante no tiene carnet para recargar',
        }),
      where: () =>
        screen.getByRole('textbox', { name: 'Sofía Moreno Silva' }).closest('.MuiFormControl-root')!,
      text: 'Este estudiante no tiene carnet para recargar',
    },
    {
      why: 'a 503 in a notice',
      answer: () => refused(503, 'El servicio de pagos no responde. Intente de nuevo en unos minutos.'),
      where: () => screen.getByText(/El servicio de pagos no responde/).closest('.MuiAlert-root')!,
      text: 'El servicio de pagos no responde. Intente de nuevo en unos minutos.',
    },
  ])('shows the server’s refusal: $why', async ({ answer, where, text }) => {
    family();
    server.use(http.post('*/api/family/payments', answer));
    renderAt('/');
    const card = within(await screen.findByRole('region', { name: 'Recargar en línea' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Sofía Moreno Silva' }), '15.000');
    await userEvent.click(card.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await waitFor(() => expect(where()).toHaveTextContent(text));
    expect(await posts()).toHaveLength(1);
    // The family may correct and try again.
    expect(card.getByRole('button', { name: 'Pagar con Mercado Pago' })).toBeEnabled();
  });
});

const PAYMENT: OnlinePayment = {
  id: 7,
  estado: 'pendiente',
  total: 25_000,
  comision: 0,
  referencia: null,
  hijos: [
    { id_estudiante: 11, estudiante: 'Emiliano Moreno Silva', valor: 20_000 },
    { id_estudiante: 12, estudiante: 'Sofía Moreno Silva', valor: 5_000 },
  ],
  created_at: '2026-03-10T15:00:00.000Z',
  acreditado_at: null,
};

describe("a payment's page", () => {
  beforeEach(() => {
    // Time jumps where the test says, and flows meanwhile (msw and waitFor keep working).
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('asks again while pending, whatever status the address says, and then says it is credited', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/family/payments/7', () => {
        asked += 1;
        return ok(
          asked < 3
            ? PAYMENT
            : { ...PAYMENT, estado: 'aprobado', referencia: '1320000001', acreditado_at: PAYMENT.created_at },
        );
      }),
    );
    renderAt('/pagos/7?payment_id=1320000001&status=approved');
    await screen.findByRole('heading', { name: 'Esperando a Mercado Pago' });
    expect(screen.getByTestId('payment-children')).toHaveTextContent('Emiliano Moreno Silva$20.000');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(asked).toBe(2));
    expect(screen.getByRole('heading', { name: 'Esperando a Mercado Pago' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await screen.findByRole('heading', { name: 'Recarga acreditada' });
    expect(screen.getByTestId('payment-status')).toHaveTextContent(
      'El saldo ya está en el carnet de cada hijo.',
    );
    expect(screen.getByTestId('payment-children')).toHaveTextContent('Sofía Moreno Silva$5.000');
    expect(screen.getByText('Referencia de Mercado Pago: 1320000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a mis hijos' })).toHaveAttribute('href', '/');
    // Credited: no more questions.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(asked).toBe(3);
  });

  it('stops asking after two minutes and says the top-up will come when Mercado Pago confirms', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/family/payments/7', () => {
        asked += 1;
        return ok(PAYMENT);
      }),
    );
    renderAt('/pagos/7');
    await screen.findByRole('heading', { name: 'Esperando a Mercado Pago' });
    for (let waited = 0; waited <= POLL_FOR_MS; waited += POLL_MS)
      await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() =>
      expect(screen.getByTestId('payment-status')).toHaveTextContent(
        'La recarga se acreditará cuando lo confirme',
      ),
    );
    const total = asked;
    expect(total).toBeGreaterThan(30);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 5));
    expect(asked).toBe(total);
  });

  it("says so when the payment is not the family's", async () => {
    server.use(http.get('*/api/family/payments/8', () => refused(404, 'El pago no existe')));
    renderAt('/pagos/8');
    expect(await screen.findByRole('alert')).toHaveTextContent('El pago no existe');
  });
});

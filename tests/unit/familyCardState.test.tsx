/**
 * The card's state on the families' portal (issue 55, item 1): each child says *Activo*, *Inactivo:
 * pida al colegio que lo active* or *Sin carnet: pídalo en secretaría*, on the children's page and
 * on the child's; a child without an active card is offered no online top-up and no transfer
 * report; an active card at $0 or below says so and leads to where it is topped up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CardState, FamilyChild } from '../../src/domain/family';
import { ChildPage } from '../../src/family/children/ChildPage';
import { ChildrenPage } from '../../src/family/children/ChildrenPage';
import { LocaleProvider, translateIn } from '../../src/family/i18n';
import { server, setupMswServer } from './support/msw';

setupMswServer();
afterEach(cleanup);

const child = (id: number, name: string, carnet: CardState, saldo: number): FamilyChild => ({
  id,
  name,
  url: null,
  course: 'Sexto A',
  saldo,
  consumo_hoy: 0,
  lockSaldo: 0,
  tope_semanal: 0,
  consumo_semana: 0,
  dias_restantes: null,
  carnet,
});
const ACTIVE_AT_ZERO = child(11, 'Emiliano Moreno Silva', 'activo', 0);
const INACTIVE = child(12, 'Camila Torres Ruiz', 'inactivo', 5_000);
const NO_CARD = child(13, 'Santiago Pérez Díaz', 'ninguno', 0);
const TERMS = { habilitado: true, minimo: 10_000, maximo: 500_000, comision_porcentaje: 0, comision_fija: 0 };

const ok = <T,>(data: T, total?: number) =>
  HttpResponse.json({ code: 1, message: '', data, ...(total === undefined ? {} : { total }) });
const missing = () => HttpResponse.json({ code: 0, message: 'No existe', data: null }, { status: 404 });

/** The family's API: these children, the terms, and a child's page's reads (no limits, allergies or choices). */
function family(children: FamilyChild[], terms = TERMS) {
  server.use(
    http.get('*/api/family/children', () => ok(children)),
    http.get('*/api/family/payments/terms', () => ok(terms)),
    http.get('*/api/family/payments', () => ok([])),
    http.get('*/api/family/transfers', () => ok([])),
    http.get('*/api/family/children/:id/timeline', () => ok([], 0)),
    http.get('*/api/family/children/:id/excuses', () => ok([])),
    http.get('*/api/family/children/:id/limits', missing),
    http.get('*/api/family/children/:id/allergies', missing),
    http.get('*/api/family/children/:id/notices', missing),
  );
}

const renderAt = (path: string) =>
  render(
    <LocaleProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<ChildrenPage />} />
          <Route path="/hijo/:id/:tab?" element={<ChildPage />} />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );

/** A child's card on the children's page, by the child's name. */
const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('.MuiCard-root') as HTMLElement);

describe("the children's page", () => {
  it('says each card’s state plainly, and the figures only where there is a card', async () => {
    family([ACTIVE_AT_ZERO, INACTIVE, NO_CARD]);
    renderAt('/');
    const active = await cardOf(ACTIVE_AT_ZERO.name);
    expect(active.getByTestId('child-carnet')).toHaveTextContent(/^Activo$/);
    const inactive = await cardOf(INACTIVE.name);
    expect(inactive.getByTestId('child-carnet')).toHaveTextContent('Inactivo: pida al colegio que lo active');
    expect(inactive.getByTestId('child-saldo')).toHaveTextContent('$5.000');
    const none = await cardOf(NO_CARD.name);
    expect(none.getByTestId('child-carnet')).toHaveTextContent('Sin carnet: pídalo en secretaría');
    // No card: no balance of $0 as if there were one, and no way to top it up.
    expect(none.queryByTestId('child-saldo')).toBeNull();
    expect(none.queryByTestId('child-balance-low')).toBeNull();
  });

  it('offers the online top-up only to an active card, naming the others with the reason', async () => {
    family([ACTIVE_AT_ZERO, INACTIVE, NO_CARD]);
    renderAt('/');
    const online = within(await screen.findByRole('region', { name: 'Recargar en línea' }));
    expect(online.getAllByRole('textbox').map((box) => box.getAttribute('id'))).toEqual(['online-amount-11']);
    expect(online.getByRole('textbox', { name: ACTIVE_AT_ZERO.name })).toBeInTheDocument();
    expect(online.getAllByTestId('online-unpayable').map((line) => line.textContent)).toEqual([
      'Camila Torres Ruiz: su carnet está inactivo; pida al colegio que lo active para recargarlo.',
      'Santiago Pérez Díaz: no tiene carnet; pídalo en secretaría para recargarlo.',
    ]);
  });

  it('says a balance at zero with the way to top up, and its button takes the family to the amount', async () => {
    family([ACTIVE_AT_ZERO, INACTIVE]);
    renderAt('/');
    const active = await cardOf(ACTIVE_AT_ZERO.name);
    expect(active.getByTestId('child-balance-low')).toHaveTextContent(
      'Saldo en cero: recargue en línea o reporte una transferencia',
    );
    const go = await active.findByRole('button', { name: `Recargar en línea a ${ACTIVE_AT_ZERO.name}` });
    await userEvent.click(go);
    expect(await screen.findByRole('textbox', { name: ACTIVE_AT_ZERO.name })).toHaveFocus();
    // An inactive card with money: no top-up line.
    expect((await cardOf(INACTIVE.name)).queryByTestId('child-balance-low')).toBeNull();
  });

  it('says a negative balance, and only the transfer when the school takes no online payments', async () => {
    family([{ ...ACTIVE_AT_ZERO, saldo: -2_500 }], { ...TERMS, habilitado: false });
    renderAt('/');
    const active = await cardOf(ACTIVE_AT_ZERO.name);
    expect(active.getByTestId('child-saldo')).toHaveTextContent('-$2.500');
    expect(active.getByTestId('child-balance-low')).toHaveTextContent(
      'Saldo negativo: reporte una transferencia para recargarlo',
    );
    expect(active.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recargar en línea' })).toBeNull();
  });
});

describe("the child's page", () => {
  it('with an active card at zero: the state, the line, and its button leads to the transfer report', async () => {
    family([ACTIVE_AT_ZERO]);
    renderAt('/hijo/11');
    expect(await screen.findByTestId('child-carnet')).toHaveTextContent(/^Activo$/);
    expect(screen.getByTestId('child-balance-low')).toHaveTextContent(
      'Saldo en cero: reporte una transferencia para recargarlo',
    );
    // The button opens *Recargar* with the transfer's amount in focus.
    await userEvent.click(screen.getByRole('button', { name: 'Reportar una transferencia' }));
    expect(screen.getByRole('tab', { name: 'Recargar' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('region', { name: 'Reportar una recarga' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Valor \(pesos\)/ })).toHaveFocus());
  });

  it.each([
    { why: 'an inactive card', shown: INACTIVE, state: 'Inactivo: pida al colegio que lo active' },
    { why: 'no card', shown: NO_CARD, state: 'Sin carnet: pídalo en secretaría' },
  ])('with $why: no transfer report, and the reason', async ({ shown, state }) => {
    family([shown]);
    renderAt(`/hijo/${shown.id}/recargar`);
    expect(await screen.findByTestId('child-carnet')).toHaveTextContent(state);
    expect(
      await screen.findByText('Las recargas se ofrecen cuando el carnet está activo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reportar una recarga' })).toBeNull();
    expect(screen.queryByTestId('child-balance-low')).toBeNull();
  });
});

it('says the states in English too', () => {
  const en = translateIn('en');
  expect(['activo', 'inactivo', 'ninguno'].map((s) => en(`children.card.${s}`))).toEqual([
    'Active',
    'Inactive: ask the school to activate it',
    'No card: ask for one at the school office',
  ]);
  expect(en('children.low.zero_online')).toBe('Balance at zero: top up online or report a transfer');
});

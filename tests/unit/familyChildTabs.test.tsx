/**
 * A child's page one tap from each part (issue 55, item 4): it opens on *Hoy* (today's events,
 * asked with hoy=1, and the excuse for today), and each tab shows its own cards at its own address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FamilyChild } from '../../src/domain/family';
import type { TimelineEvent } from '../../src/domain/timeline';
import { CHILD_TABS, ChildPage } from '../../src/family/children/ChildPage';
import { LocaleProvider, translateIn } from '../../src/family/i18n';
import { server, setupMswServer } from './support/msw';

setupMswServer();
afterEach(cleanup);

const CHILD: FamilyChild = {
  id: 11,
  name: 'Emiliano Moreno Silva',
  url: null,
  course: 'Sexto A',
  saldo: 12_000,
  consumo_hoy: 3_000,
  lockSaldo: 0,
  tope_semanal: 0,
  consumo_semana: 0,
  dias_restantes: null,
  carnet: 'activo',
};
const event = (id: string, kind: string, amount: number | null): TimelineEvent => ({
  id,
  at: '2026-03-10T15:00:00.000Z',
  source: id.startsWith('gate') ? 'gate' : 'ledger',
  kind,
  amount,
  balance: amount === null ? null : 12_000,
  detail: null,
  staff: null,
  store: null,
  ref: null,
});
const TODAY = [event('ledger:7', 'compra', -3_000), event('gate:3', 'entrada', null)];
const OLDER = [...TODAY, event('ledger:5', 'recarga', 15_000)];

const ok = <T,>(data: T, total?: number) =>
  HttpResponse.json({ code: 1, message: '', data, ...(total === undefined ? {} : { total }) });
const missing = () => HttpResponse.json({ code: 0, message: 'No existe', data: null }, { status: 404 });

/** The timeline's asks, as the page made them. */
let asked: string[] = [];
function family(child: FamilyChild = CHILD) {
  asked = [];
  server.use(
    http.get('*/api/family/children', () => ok([child])),
    http.get('*/api/family/payments/terms', () => ok({ habilitado: false, minimo: 1, maximo: 2 })),
    http.get('*/api/family/transfers', () => ok([])),
    http.get('*/api/family/children/:id/timeline', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const rows = url.searchParams.get('hoy') === '1' ? TODAY : OLDER;
      return ok(rows, rows.length);
    }),
    http.get('*/api/family/children/:id/excuses', () => ok([])),
    http.get('*/api/family/children/:id/limits', missing),
    http.get('*/api/family/children/:id/allergies', missing),
    http.get('*/api/family/children/:id/notices', missing),
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const renderAt = (path: string) =>
  render(
    <LocaleProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/hijo/:id/:tab?"
            element={
              <>
                <ChildPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </LocaleProvider>,
  );

describe("a child's page", () => {
  it('opens on Hoy: today’s events only, and the excuse for today', async () => {
    family();
    renderAt('/hijo/11');
    expect(await screen.findByRole('tab', { name: 'Hoy' })).toHaveAttribute('aria-selected', 'true');
    const today = await screen.findByRole('list', { name: 'Hoy' });
    await waitFor(() => expect(today.querySelectorAll('li')).toHaveLength(2));
    expect(asked).toEqual(['?page=1&hoy=1']);
    expect(screen.getByRole('region', { name: 'Excusar una ausencia' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Hoy');
  });

  it('shows each part at its own address, one tap away', async () => {
    family();
    renderAt('/hijo/11');
    await screen.findByRole('list', { name: 'Hoy' });

    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/hijo/11/historial');
    const history = await screen.findByRole('list', { name: 'Historial' });
    await waitFor(() => expect(history.querySelectorAll('li')).toHaveLength(3));
    expect(asked.at(-1)).toBe('?page=1');

    await userEvent.click(screen.getByRole('tab', { name: 'Recargar' }));
    expect(await screen.findByRole('region', { name: 'Reportar una recarga' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Historial' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Límites' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/hijo/11/limites');
    expect(screen.queryByRole('region', { name: 'Reportar una recarga' })).toBeNull();
  });

  it("says the week's spending against its cap, only where there is one", async () => {
    family({ ...CHILD, tope_semanal: 20_000, consumo_semana: 5_000 });
    renderAt('/hijo/11');
    expect(await screen.findByTestId('child-weekly')).toHaveTextContent('$5.000 de $20.000');
    cleanup();
    family();
    renderAt('/hijo/11');
    await screen.findByTestId('child-cap');
    expect(screen.queryByTestId('child-weekly')).toBeNull();
  });

  it('takes an unknown tab for Hoy', async () => {
    family();
    renderAt('/hijo/11/nada');
    expect(await screen.findByRole('tab', { name: 'Hoy' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names every tab in Spanish and English', () => {
    const es = translateIn('es');
    const en = translateIn('en');
    expect(CHILD_TABS.map((tab) => es(`child.tabs.${tab}`))).toEqual([
      'Hoy',
      'Almuerzos',
      'Historial',
      'Gastos',
      'Límites',
      'Recargar',
      'Avisos',
    ]);
    expect(CHILD_TABS.map((tab) => en(`child.tabs.${tab}`))).toEqual([
      'Today',
      'Lunches',
      'History',
      'Spending',
      'Limits',
      'Top up',
      'Notices',
    ]);
  });
});

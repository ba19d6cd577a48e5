/**
 * Mercado Pago's top-ups on the cash close's screens (issue 54): the close's summary and its 80 mm
 * roll show them under *Portal en línea* only when there are any, said not counted; the X report
 * has a column for them and their row of no staff member offers nothing to open.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import type { CashClose, OpenPeriod } from '../../src/domain/cashClose';
import { CloseSummary } from '../../src/areas/credentials/cashClose/CloseSummary';
import { RollSummary } from '../../src/areas/credentials/cashClose/RollSummary';
import { XReport } from '../../src/areas/credentials/cashClose/XReport';
import { i18nProvider } from '../../src/app/i18n';

afterEach(async () => {
  cleanup();
  await i18nProvider.changeLocale('es');
});

const zero = { efectivo: 0, transferencia: 0, tarjeta: 0 };
const closeWith = (en_linea: number): CashClose => ({
  id: 1,
  numero: 'Z-0001',
  id_staff: 7,
  funcionario: 'Funcionario 1',
  desde: '2026-03-03T13:00:00.000Z',
  hasta: '2026-03-03T15:00:00.000Z',
  movimientos: 2,
  esperado: { ...zero, efectivo: 5000, portal: 0, en_linea },
  contado: { ...zero, efectivo: 5000 },
  fondo_inicial: 0,
  diferencia: { ...zero, total: 0 },
  denominaciones: null,
  nota: null,
  falta_nota: false,
  revision: null,
});

const withAdmin = (node: ReactNode, dataProvider: object = {}) =>
  render(
    <AdminContext dataProvider={dataProvider as never} i18nProvider={i18nProvider} store={memoryStore()}>
      {node}
    </AdminContext>,
  );

describe('online top-ups on the cash close screens', () => {
  it('the summary shows them apart, not counted, and not in the totals', () => {
    withAdmin(<CloseSummary close={closeWith(30_000)} />);
    const row = screen.getByTestId('close-row-en_linea');
    expect(within(row).getByText('Portal en línea')).toBeInTheDocument();
    expect(within(row).getByText('$30.000')).toBeInTheDocument();
    expect(
      within(row).getByText('Pagadas en línea por las familias: no se cuentan en caja'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('close-row-portal')).not.toBeInTheDocument();
    expect(screen.getByTestId('close-difference')).toHaveTextContent('Sin diferencia');
    cleanup();
    withAdmin(<CloseSummary close={closeWith(0)} />);
    expect(screen.queryByTestId('close-row-en_linea')).not.toBeInTheDocument();
  });

  it('the roll says them in a line, in English too', async () => {
    await i18nProvider.changeLocale('en');
    withAdmin(<RollSummary close={closeWith(30_000)} />);
    expect(screen.getByText('Online (portal) (not counted)')).toBeInTheDocument();
    cleanup();
    withAdmin(<RollSummary close={closeWith(0)} />);
    expect(screen.queryByText(/Online \(portal\)/)).not.toBeInTheDocument();
  });

  it('the X report has their column and their own row, with nothing to open', async () => {
    const period = (id_staff: number | null, funcionario: string, en_linea: number): OpenPeriod => ({
      id_staff,
      funcionario,
      desde: '2026-03-03T13:00:00.000Z',
      movimientos: 1,
      esperado: { ...zero, efectivo: id_staff === null ? 0 : 5000, portal: 0, en_linea },
    });
    const openPeriods = async () => [period(7, 'Funcionario 1', 0), period(null, 'Portal en línea', 30_000)];
    withAdmin(<XReport />, { openPeriods });
    const table = await screen.findByRole('table', { name: 'Informe X' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Portal en línea');
    const rows = await within(table).findAllByTestId('x-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('button', { name: 'Ver movimientos' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Portal en línea');
    expect(within(rows[1]).getByText('$30.000')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[1]).getByText('Los toma el próximo cierre de cualquier funcionario'),
    ).toBeInTheDocument();
  });
});

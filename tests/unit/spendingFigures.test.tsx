/**
 * The spending figures (src/kit/spending), as the portal's *Gastos* panel shows them: the total and
 * the purchases, by store and by category, the charts by day and by hour hidden from screen readers
 * with their tables in the accessibility tree, the top products; a period without purchases as one
 * sentence with no chart; the period's switch asking the server again, and a refusal said.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fillDays, fillHours, type Spending } from '../../src/domain/spending';
import { SpendingFigures } from '../../src/kit/spending/SpendingFigures';
import { spendingLabels } from '../../src/kit/spending/labels';
import { compactMoney, dayBars, hourBars } from '../../src/kit/spending/spendingSeries';
import { LocaleProvider, translateIn } from '../../src/family/i18n';
import { SpendingPanel } from '../../src/family/spending';
import { server, setupMswServer } from './support/msw';

setupMswServer();
afterEach(cleanup);

const t = translateIn('es');
const LABELS = spendingLabels((key, options) => t(`spending.${key}`, options), 3);
const storeName = (store: number) => t(`stores.${store}`);

const WEEK: Spending = {
  periodo: 'semana',
  desde: '2026-03-09',
  hasta: '2026-03-10',
  total: 16_400,
  compras: 3,
  por_tienda: [
    { tienda: 1, compras: 2, total: 11_900 },
    { tienda: 2, compras: 1, total: 4500 },
  ],
  por_categoria: [
    { id: 3, nombre: 'Almuerzos', tienda: 1, total: 7900 },
    { id: 7, nombre: 'Cuadernos', tienda: 2, total: 4500 },
    { id: 1, nombre: 'Bebidas', tienda: 1, total: 4000 },
  ],
  por_dia: fillDays(
    '2026-03-09',
    '2026-03-10',
    new Map([
      ['2026-03-09', 10_300],
      ['2026-03-10', 6100],
    ]),
  ),
  por_hora: fillHours(
    new Map([
      [7, 5800],
      [9, 6100],
      [12, 4500],
    ]),
  ),
  productos: [
    { id: 40, nombre: 'Pandebono', cantidad: 3, total: 5400 },
    { id: 90, nombre: 'Cuaderno cosido 100 hojas cuadriculado', cantidad: 1, total: 4500 },
    { id: 12, nombre: 'Agua en botella 600 ml', cantidad: 2, total: 4000 },
  ],
};
const EMPTY: Spending = {
  ...WEEK,
  total: 0,
  compras: 0,
  por_tienda: [],
  por_categoria: [],
  por_dia: fillDays('2026-03-09', '2026-03-10', new Map()),
  por_hora: fillHours(new Map()),
  productos: [],
};

/** A table's rows as the text of their cells, header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the figures', () => {
  it('say the total and the purchases, by store, by category and the top products, in tables', () => {
    render(<SpendingFigures spending={WEEK} labels={LABELS} storeName={storeName} locale="es-CO" />);
    expect(screen.getByTestId('spending-total')).toHaveTextContent('$16.400');
    expect(screen.getByText('3 compras')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Por tienda' }))).toEqual([
      ['Tienda', 'Valor'],
      ['Cafetería', '$11.900'],
      ['Papelería', '$4.500'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Por categoría' }))).toEqual([
      ['Categoría', 'Valor'],
      ['Almuerzos · Cafetería', '$7.900'],
      ['Cuadernos · Papelería', '$4.500'],
      ['Bebidas · Cafetería', '$4.000'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Lo que más compró' }))).toEqual([
      ['Producto', 'Cantidad', 'Valor'],
      ['Pandebono', '3', '$5.400'],
      ['Cuaderno cosido 100 hojas cuadriculado', '1', '$4.500'],
      ['Agua en botella 600 ml', '2', '$4.000'],
    ]);
  });

  it('hide the charts from screen readers, whose tables name each day and hour with purchases', () => {
    render(<SpendingFigures spending={WEEK} labels={LABELS} storeName={storeName} locale="es-CO" />);
    for (const id of ['spending-days', 'spending-hours']) {
      const hidden = screen.getByTestId(id).querySelector('[aria-hidden="true"]');
      expect(hidden, id).not.toBeNull();
    }
    expect(rowsOf(screen.getByRole('table', { name: 'Por día' }))).toEqual([
      ['Día', 'Valor'],
      ['lunes, 9 de marzo de 2026', '$10.300'],
      ['martes, 10 de marzo de 2026', '$6.100'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Por hora del día' }))).toEqual([
      ['Hora', 'Valor'],
      ['07:00–07:59', '$5.800'],
      ['09:00–09:59', '$6.100'],
      ['12:00–12:59', '$4.500'],
    ]);
  });

  it('a period without purchases: one sentence, no chart and no table', () => {
    render(<SpendingFigures spending={EMPTY} labels={LABELS} storeName={storeName} locale="es-CO" />);
    expect(screen.getByTestId('spending-empty')).toHaveTextContent('No hubo compras en este periodo.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('spending-days')).toBeNull();
  });
});

describe('the bars', () => {
  it('a week by weekday, a school year by month, the hours of a school day and any other bought in', () => {
    expect(dayBars(WEEK, 'es-CO').map((b) => [b.tick, b.total])).toEqual([
      ['lun 9', 10_300],
      ['mar 10', 6100],
    ]);
    const year = { por_dia: fillDays('2026-01-01', '2026-03-10', new Map([['2026-02-20', 9000]])) };
    expect(dayBars(year, 'en-US').map((b) => [b.name, b.total])).toEqual([
      ['January 2026', 0],
      ['February 2026', 9000],
      ['March 2026', 0],
    ]);
    expect(hourBars(WEEK).map((b) => b.tick)).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 6)));
    expect(hourBars({ por_hora: fillHours(new Map([[23, 5000]])) }).at(-1)).toMatchObject({
      tick: '23',
      total: 5000,
    });
  });
  it("the money axis's ticks, short", () => {
    expect([800, 20_000, 1_500_000].map(compactMoney('es-CO'))).toEqual(['$800', '$20 mil', '$1,5 M']);
    expect([12_000, 1_500_000].map(compactMoney('en-US'))).toEqual(['$12k', '$1.5 M']);
  });
});

describe("the portal's panel", () => {
  it('asks for the chosen period, shows its figures, and says a refusal', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/family/children/:id/spending', ({ request }) => {
        const periodo = new URL(request.url).searchParams.get('periodo') ?? '';
        asked.push(periodo);
        if (periodo === 'anio')
          return HttpResponse.json(
            { code: 0, message: 'El estudiante no existe', data: null },
            { status: 404 },
          );
        return HttpResponse.json({ code: 1, message: '', data: periodo === 'mes' ? WEEK : EMPTY });
      }),
    );
    render(
      <LocaleProvider>
        <SpendingPanel childId={11} />
      </LocaleProvider>,
    );
    expect(await screen.findByTestId('spending-empty')).toHaveTextContent('No hubo compras en este periodo.');
    expect(screen.queryByRole('table')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Este mes' }));
    expect(await screen.findByTestId('spending-total')).toHaveTextContent('$16.400');
    expect(screen.getByText('Del 9 de marzo al 10 de marzo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Este año escolar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El estudiante no existe'));
    expect(asked).toEqual(['semana', 'mes', 'anio']);
  });
});

describe('the shared charts', () => {
  it('import MUI, @mui/x-charts, React and the domain only: no react-admin, no portal code', () => {
    const dir = 'src/kit/spending';
    const imports = readdirSync(dir).flatMap((file) =>
      [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]),
    );
    const allowed =
      /^(react|@mui\/material|@mui\/x-charts\/[A-Za-z]+|\.\.\/\.\.\/domain\/[a-z]+|\.\/[A-Za-z]+|\.\.\/ui\/visuallyHidden)$/;
    expect(imports.filter((from) => !allowed.test(from))).toEqual([]);
    expect(imports).toContain('@mui/x-charts/BarChart');
  });
});

/**
 * The generic report screen: a definition alone gives a working search (its route, its date
 * fields), its table and the empty-result message, with no page code.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { z } from 'zod';
import { defineReport } from '../../src/domain/reports';
import { ReportPanel } from '../../src/kit/reports/ReportPanel';
import { i18nProvider } from '../../src/app/i18n';

afterEach(() => cleanup());

describe('a new report needs only its definition', () => {
  const visitRowSchema = z.object({ id: z.number().int(), placa: z.string(), at: z.string() });
  type VisitRow = z.infer<typeof visitRowSchema>;
  const VISITS = defineReport<VisitRow>()({
    name: 'visits',
    summary: 'Prueba',
    routes: [{ scope: null, path: 'schoolroutes/reporte', permission: 'schoolroutes.reports' }],
    body: z.object({ desde: z.string(), hasta: z.string() }),
    dates: ['desde', 'hasta'],
    columns: [
      { key: 'placa', label: 'Placa', kind: 'text' },
      { key: 'at', label: 'Hora', kind: 'datetime' },
    ],
    hidden: ['id'],
    sheet: 'Visitas',
    answer: z.array(visitRowSchema),
  });

  it('searches its route with its date fields and shows its table', async () => {
    const user = userEvent.setup();
    const report = vi.fn(async () => ({
      data: [{ id: 1, placa: 'ABC123', at: '2026-03-01T15:00:00.000Z' }] as VisitRow[],
      truncated: false,
    }));
    render(
      <AdminContext dataProvider={{ report } as never} i18nProvider={i18nProvider} store={memoryStore()}>
        <ReportPanel report={VISITS} scope={null} initialFrom={() => '2026-03-01'} />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0]).toEqual([
      'schoolroutes/reporte',
      { desde: '2026-03-01', hasta: expect.any(String) },
    ]);
    const table = await screen.findByRole('table', { name: 'Visitas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Placa', 'Hora']);
    expect(within(table).getByText('ABC123')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when nothing was found', async () => {
    const user = userEvent.setup();
    render(
      <AdminContext
        dataProvider={{ report: async () => ({ data: [], truncated: false }) } as never}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ReportPanel report={VISITS} scope={null} />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron registros para la consulta')).toBeInTheDocument();
  });

  it('says when the answer holds only the first rows of more', async () => {
    const user = userEvent.setup();
    const rows: VisitRow[] = [{ id: 1, placa: 'ABC123', at: '2026-03-01T15:00:00.000Z' }];
    render(
      <AdminContext
        dataProvider={{ report: async () => ({ data: rows, truncated: true }) } as never}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ReportPanel report={VISITS} scope={null} summary={(found) => `${found.length} visitas`} />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Se muestran las primeras 10.000 filas; el Excel las trae todas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Visitas' })).toBeInTheDocument();
    // A count or total of the rows shown would understate the range.
    expect(screen.queryByTestId('report-summary')).not.toBeInTheDocument();
  });

  it("asks the server for the whole Excel of the search that answered, with the screen's titles, and saves it", async () => {
    const user = userEvent.setup();
    const rows: VisitRow[] = [{ id: 1, placa: 'ABC123', at: '2026-03-01T15:00:00.000Z' }];
    let finish: (file: Blob) => void = () => {};
    const reportExcel = vi.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    const createObjectURL = vi.fn(() => 'blob:excel');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    render(
      <AdminContext
        dataProvider={{ report: async () => ({ data: rows, truncated: true }), reportExcel } as never}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ReportPanel report={VISITS} scope={null} initialFrom={() => '2026-03-01'} />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    await screen.findByRole('table', { name: 'Visitas' });
    // Dates changed after the search: the Excel is still the search's.
    const [from] = screen.getAllByLabelText('Fecha inicial');
    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Excel' }));
    expect(reportExcel).toHaveBeenCalledWith(
      'schoolroutes/reporte',
      { desde: '2026-03-01', hasta: expect.any(String) },
      { sheet: 'Visitas', titles: ['Placa', 'Hora'] },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Preparando el Excel…');
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
    finish(new Blob(['x']));
    await waitFor(() => expect(clicked).toEqual(['ExcelOut.xlsx']));
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    click.mockRestore();
  });

  it("shows the server's refusal when the Excel cannot be made, and the button works again", async () => {
    const user = userEvent.setup();
    const rows: VisitRow[] = [{ id: 1, placa: 'ABC123', at: '2026-03-01T15:00:00.000Z' }];
    const reportExcel = vi.fn(async () => {
      throw new Error('No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.');
    });
    render(
      <AdminContext
        dataProvider={{ report: async () => ({ data: rows, truncated: false }), reportExcel } as never}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ReportPanel report={VISITS} scope={null} />
        <Notification />
      </AdminContext>,
    );
    await user.click(await screen.findByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Excel' }));
    expect(
      await screen.findByText('No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled());
  });
});

/**
 * A report's result: a paged table and its Excel export with the same columns. A report the
 * server answers gives `download`: the server writes the whole report (every row, not only
 * those shown); a table of rows already here writes them in the browser.
 */
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatMoney } from '../../domain/money';
import { saveFile, writeExcel } from '../generic/excelExporter';
import { EXCEL_REPORT_FILE } from '../../domain/reports';
import { formatDateTime } from '../generic/columns';
import type { ReportColumn } from '../../domain/reports';
import { domainKeys } from '../../i18n/domain-messages';
import { usePaginationLabels } from '../ui/usePaginationLabels';
import { DetailTable, type DetailField } from '../ui/DetailTable';

// Columns are part of a report's definition, shared with the server.
export type { ReportColumn };
export { formatDateTime };

type Key<T> = keyof T & string;

/**
 * A report too wide for a laptop's screen: the columns shown in the row (in this order), the
 * others under it when the row is opened (src/kit/ui/DetailTable.tsx). The Excel keeps them all.
 */
export interface ReportLayout<T> {
  /** A column, or a column with another's value under it (a name and its document) under the first's title. */
  shown: readonly (Key<T> | readonly [Key<T>, Key<T>])[];
  /** Whose row it is, for its button's name. */
  rowName: (row: T) => string;
}

function show<T>(column: ReportColumn<T>, row: T): string {
  const value = row[column.key];
  if (column.kind === 'money') return formatMoney(Number(value ?? 0));
  if (column.kind === 'datetime') return formatDateTime(value);
  return value === null || value === undefined ? '' : String(value);
}

function Stacked({ main, under }: { main: ReactNode; under: ReactNode }) {
  return (
    <>
      {main}
      {under && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {under}
        </Typography>
      )}
    </>
  );
}

export function ReportTable<T extends { id: number | string }>({
  report,
  columns,
  rows,
  download,
  layout,
}: {
  /** The report: its column titles and sheet name come from the catalog under its name. */
  report: { name: string; sheet: string };
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  /** The whole report's Excel from the server, with these titles and sheet name. */
  download?: (excel: { sheet: string; titles: string[] }) => Promise<Blob>;
  layout?: ReportLayout<T>;
}) {
  const translate = useTranslate();
  const pagination = usePaginationLabels();
  const notify = useNotify();
  const sheet = translate(domainKeys.reportSheet(report.name), { _: report.sheet });
  const title = (column: ReportColumn<T>) =>
    translate(domainKeys.reportColumn(report.name, column.key), { _: column.label });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    if (!download) {
      await writeExcel(
        rows.map((row) =>
          Object.fromEntries(
            columns.map((c) => [title(c), c.kind === 'money' ? Number(row[c.key] ?? 0) : show(c, row)]),
          ),
        ),
        undefined,
        sheet,
      );
      return;
    }
    setExporting(true);
    try {
      saveFile(await download({ sheet, titles: columns.map(title) }), EXCEL_REPORT_FILE);
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const shown = rows.slice(page * perPage, page * perPage + perPage);
  const field = (c: ReportColumn<T>): DetailField<T> => ({
    key: c.key,
    title: title(c),
    align: c.kind === 'money' ? 'right' : 'left',
    render: (row) => show(c, row),
  });
  const column = (key: Key<T>) => field(columns.find((c) => c.key === key)!);
  /** A layout's column: one field, or two in one cell, the second under the first. */
  const cell = (shown: ReportLayout<T>['shown'][number]): DetailField<T> => {
    if (typeof shown === 'string') return column(shown);
    const [main, under] = [column(shown[0]), column(shown[1])];
    return { ...main, render: (row) => <Stacked main={main.render(row)} under={under.render(row)} /> };
  };
  const inRow = new Set(layout?.shown.flat());
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box role="status" aria-live="polite" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {exporting ? translate('app.reports.excel_preparing') : ''}
        </Box>
        <Button
          variant="outlined"
          startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          onClick={exportRows}
          disabled={exporting}
        >
          {translate('app.generic.excel')}
        </Button>
      </Box>
      {layout ? (
        <DetailTable
          rows={shown}
          columns={layout.shown.map(cell)}
          details={columns.filter((c) => !inRow.has(c.key)).map(field)}
          rowName={layout.rowName}
          label={sheet}
          idPrefix={`report-${report.name}`}
        />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={sheet}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.kind === 'money' ? 'right' : 'left'}>
                    {title(c)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((c) => (
                    <TableCell key={c.key} align={c.kind === 'money' ? 'right' : 'left'}>
                      {show(c, row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        {...pagination}
      />
    </Box>
  );
}

/** Today's date (YYYY-MM-DD) on this computer, which sits in the school. */
export const today = () => new Date().toLocaleDateString('en-CA');

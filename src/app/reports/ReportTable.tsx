/** A report's result: a paged table and its Excel export with the same columns. */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatMoney } from '../../domain/money';
import { writeExcel } from '../generic/excelExporter';
import { formatDateTime } from '../generic/columns';
import type { ReportColumn } from '../../domain/reports';
import { domainKeys } from '../../i18n/domain-messages';

// Columns are part of a report's definition, shared with the server.
export type { ReportColumn };
export { formatDateTime };

function show<T>(column: ReportColumn<T>, row: T): string {
  const value = row[column.key];
  if (column.kind === 'money') return formatMoney(Number(value ?? 0));
  if (column.kind === 'datetime') return formatDateTime(value);
  return value === null || value === undefined ? '' : String(value);
}

export function ReportTable<T extends { id: number | string }>({
  report,
  columns,
  rows,
}: {
  /** The report: its column titles and sheet name come from the catalog under its name. */
  report: { name: string; sheet: string };
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
}) {
  const translate = useTranslate();
  const sheet = translate(domainKeys.reportSheet(report.name), { _: report.sheet });
  const title = (column: ReportColumn<T>) => translate(domainKeys.reportColumn(report.name, column.key), { _: column.label });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const exportRows = () =>
    writeExcel(
      rows.map((row) =>
        Object.fromEntries(columns.map((c) => [title(c), c.kind === 'money' ? Number(row[c.key] ?? 0) : show(c, row)])),
      ),
      undefined,
      sheet,
    );
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportRows}>
          {translate('app.generic.excel')}
        </Button>
      </Box>
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
            {rows.slice(page * perPage, page * perPage + perPage).map((row) => (
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
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
      />
    </Box>
  );
}

/** Today's date (YYYY-MM-DD) on this computer, which sits in the school. */
export const today = () => new Date().toLocaleDateString('en-CA');

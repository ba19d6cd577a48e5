/**
 * `#/admin/carnets/transfers`: the top-ups families report from the portal (issue 32, item 5).
 * Pending ones first; each shows its receipt and is approved (one top-up, on the server) or
 * rejected with a reason. After either, the list is read again and the server's word notified.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import type { StaffTransferReport } from '../../../domain/transfers';
import { domainKeys } from '../../../i18n/domain-messages';
import { callKey, useCallQuery } from '../../../dataProvider/hooks';
import { Pager } from '../../../kit/ui/Pager';
import { ApproveDialog, ReceiptDialog, RejectDialog } from './TransferDialogs';
import {
  columnKey,
  columnsFor,
  emptyKey,
  ReportRow,
  tabKey,
  type Filter,
  type Open,
} from './TransferReportRow';

const FILTERS: Filter[] = ['pendiente', 'aprobada', 'rechazada', 'all'];
const PAGE_SIZES = [10, 25, 50];
const LIST = ['transferReports'];

export function TransferReportsPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pendiente');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const reports = useCallQuery(
    [...LIST, filter, page, perPage],
    (dp) => dp.transferReports({ estado: filter === 'all' ? undefined : filter, page: page + 1, perPage }),
    // Paging keeps the rows on screen until the next page arrives; a new filter starts afresh.
    { placeholderData: (previous, query) => (query?.queryKey[2] === filter ? previous : undefined) },
  );
  // The report stays while its dialog fades out; `open` says whether it shows.
  const [dialog, setDialog] = useState<Open | null>(null);
  const [open, setOpen] = useState(false);
  const show = (kind: Open['kind'], report: StaffTransferReport) => {
    setDialog({ kind, report });
    setOpen(true);
  };
  // After a decision the row's buttons are gone: the focus goes to the list instead of nowhere.
  const panel = useRef<HTMLDivElement>(null);
  const [decided, setDecided] = useState(0);
  useEffect(() => {
    if (decided) panel.current?.focus();
  }, [decided]);
  const done = () => {
    setOpen(false);
    setDecided((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: callKey(LIST) });
  };

  const title = translate(domainKeys.menu('carnets.transfers'));
  const rows = reports.data?.data ?? [];
  // A decision can empty the last page: step back to the last one that has rows.
  const total = reports.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  if (reports.isSuccess && !reports.isPlaceholderData && page > lastPage) setPage(lastPage);

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('credentials.transfers.help')}
        </Typography>
        <Tabs
          value={filter}
          onChange={(_, next: Filter) => {
            setFilter(next);
            setPage(0);
          }}
          aria-label={translate('credentials.transfers.filter')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {FILTERS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`transfers-tab-${value}`}
              aria-controls="transfers-panel"
              label={translate(tabKey(value))}
            />
          ))}
        </Tabs>
        <Box
          id="transfers-panel"
          role="tabpanel"
          aria-labelledby={`transfers-tab-${filter}`}
          tabIndex={-1}
          ref={panel}
          sx={{ pt: 2, outline: 'none' }}
        >
          {reports.isPending ? (
            <CircularProgress />
          ) : reports.isError ? (
            <Alert severity="error">{reports.error.message}</Alert>
          ) : rows.length === 0 ? (
            <Typography color="text.secondary" data-testid="transfers-empty">
              {translate(emptyKey(filter))}
            </Typography>
          ) : (
            <>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={title} data-testid="transfer-reports">
                  <TableHead>
                    <TableRow>
                      {columnsFor(filter).map((column) => (
                        <TableCell key={column} align={column === 'valor' ? 'right' : undefined}>
                          {translate(columnKey(column))}
                        </TableCell>
                      ))}
                      <TableCell align="right">{translate('app.generic.actions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((report) => (
                      <ReportRow
                        key={report.id}
                        report={report}
                        reviewer={filter !== 'pendiente'}
                        onOpen={(kind) => show(kind, report)}
                      />
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Pager
                count={total}
                page={page}
                perPage={perPage}
                sizes={PAGE_SIZES}
                onPage={setPage}
                onPerPage={setPerPage}
              />
            </>
          )}
        </Box>
      </CardContent>
      {dialog && (
        <>
          <ReceiptDialog
            report={dialog.report}
            open={open && dialog.kind === 'receipt'}
            onClose={() => setOpen(false)}
            onApprove={() => show('approve', dialog.report)}
            onReject={() => show('reject', dialog.report)}
          />
          <ApproveDialog
            report={dialog.report}
            open={open && dialog.kind === 'approve'}
            onClose={() => setOpen(false)}
            onDone={done}
          />
          <RejectDialog
            key={dialog.report.id}
            report={dialog.report}
            open={open && dialog.kind === 'reject'}
            onClose={() => setOpen(false)}
            onDone={done}
          />
        </>
      )}
    </Card>
  );
}

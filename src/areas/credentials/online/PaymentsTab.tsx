/**
 * The *Pagos* tab: every family's online payments of one state, held ones first (they need the
 * staff). A pending or held one is asked of Mercado Pago again; the server's word is notified and
 * the list read again.
 */
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  CircularProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { OnlinePaymentState } from '../../../domain/onlinePayments';
import { callKey, useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { Pager } from '../../../kit/ui/Pager';
import { MONEY_COLUMNS, PAYMENT_COLUMNS, PaymentRow } from './PaymentRow';

type Filter = OnlinePaymentState | 'all';
const FILTERS: Filter[] = ['retenido', 'pendiente', 'aprobado', 'rechazado', 'reembolsado', 'all'];
const PAGE_SIZES = [10, 25, 50];
const LIST = ['onlinePayments'];

export function PaymentsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const t = (key: string, args?: Record<string, unknown>) => translate(`credentials.online.${key}`, args);
  const [filter, setFilter] = useState<Filter>('retenido');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const payments = useCallQuery(
    [...LIST, filter, page, perPage],
    (dp) => dp.onlinePayments({ estado: filter === 'all' ? undefined : filter, page: page + 1, perPage }),
    // Paging keeps the rows on screen until the next page arrives; a new filter starts afresh.
    { placeholderData: (previous, query) => (query?.queryKey[2] === filter ? previous : undefined) },
  );
  // After an answer the row may leave the list (credited: no longer held): the focus goes to the list.
  const list = useRef<HTMLDivElement>(null);
  const refresh = useCallMutation((dp, id: number) => dp.refreshOnlinePayment(id), {
    onSuccess: ({ resultado, message }) =>
      notify(message, { type: resultado === 'held' ? 'warning' : 'info' }),
    onError: (err) => notify(err.message, { type: 'error' }),
    onSettled: () => {
      list.current?.focus();
      return queryClient.invalidateQueries({ queryKey: callKey(LIST) });
    },
  });

  const rows = payments.data?.data ?? [];
  const total = payments.data?.total ?? 0;
  // An answer can empty the last page: step back to the last one that has rows.
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  if (payments.isSuccess && !payments.isPlaceholderData && page > lastPage) setPage(lastPage);
  const title = translate('credentials.online.tabs.payments');

  return (
    <>
      <TextField
        select
        name="estado"
        label={t('filter')}
        value={filter}
        onChange={(e) => {
          setFilter(e.target.value as Filter);
          setPage(0);
        }}
        size="small"
        sx={{ minWidth: 220, mb: 2 }}
      >
        {FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`filters.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box ref={list} tabIndex={-1} sx={{ outline: 'none' }} data-testid="online-payments-list">
        {payments.isPending ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : payments.isError ? (
          <Alert severity="error">{payments.error.message}</Alert>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{t(`empty.${filter}`)}</Typography>
        ) : (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {PAYMENT_COLUMNS.map((column) => (
                      <TableCell key={column} align={MONEY_COLUMNS.has(column) ? 'right' : undefined}>
                        {t(`columns.${column}`)}
                      </TableCell>
                    ))}
                    <TableCell align="right">{translate('app.generic.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((payment) => (
                    <PaymentRow
                      key={payment.id}
                      payment={payment}
                      busy={refresh.isPending && refresh.variables === payment.id}
                      onRefresh={() => !refresh.isPending && refresh.mutate(payment.id)}
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
    </>
  );
}

/**
 * Above the offline sales list: per till and in all, for the list's own filter, how many sales of
 * each outcome and their total at the till's prices, and what the orders charged.
 */
import { useListContext, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../../domain/money';
import { LATE_SALE_STATES } from '../../../domain/offline';
import type { OfflineSalesTotals, StateTotal, TillTotals } from '../../../domain/offlineSales';
import { useCallQuery } from '../../../dataProvider/hooks';
import { StoreName } from './offlineSalesColumns';

function StateCell({ value }: { value: StateTotal }) {
  const translate = useTranslate();
  return (
    <TableCell align="right">
      {value.ventas
        ? `${translate('admin.offline_sales.sales', { smart_count: value.ventas })} · ${formatMoney(value.total)}`
        : '—'}
    </TableCell>
  );
}

function Figures({ totals }: { totals: TillTotals }) {
  return (
    <>
      {LATE_SALE_STATES.map((state) => (
        <StateCell key={state} value={totals.por_estado[state]} />
      ))}
      <TableCell align="right">{formatMoney(totals.cobrado)}</TableCell>
    </>
  );
}

export function OfflineSalesTotalsTable() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { data, error } = useCallQuery<OfflineSalesTotals>(['offline-sales-totals', filterValues], (dp) =>
    dp.offlineSalesTotals(filterValues),
  );
  const title = translate('admin.offline_sales.totals.title');
  const stateTitle = (state: string) => translate(`admin.offline_sales.totals.${state}`);
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  if (!data || data.cajas.length === 0) return null;
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Typography component="h2" variant="subtitle1" id="offline-totals-title" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="offline-totals-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.offline_sales.columns.caja')}</TableCell>
              <TableCell>{translate('admin.offline_sales.columns.store')}</TableCell>
              {LATE_SALE_STATES.map((state) => (
                <TableCell key={state} align="right">
                  {stateTitle(state)}
                </TableCell>
              ))}
              <TableCell align="right">{translate('admin.offline_sales.columns.cobrado')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.cajas.map((till) => (
              <TableRow key={`${till.id_caja}:${till.store}`}>
                <TableCell>{till.caja ?? translate('admin.offline_sales.unknown_till')}</TableCell>
                <TableCell>
                  <StoreName id={till.store} />
                </TableCell>
                <Figures totals={till} />
              </TableRow>
            ))}
            {data.cajas.length > 1 && (
              <TableRow>
                <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 500 }}>
                  {translate('admin.offline_sales.totals.all')}
                </TableCell>
                <Figures totals={data.total} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/**
 * `#/external/list` ('Pedidos pendientes'): every waiting order (complete 1 or 2) of the cafeteria
 * and the stationery shop with turn, customer, products and status, oldest first. Read-only; it
 * follows both stores' board events (polling while the stream is down).
 */
import { useCallback } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DELIVERY_STORES, segmentOf, type PendingOrder } from '../../../domain/delivery';
import { ORDER_STATUS_LABELS } from '../../../domain/orders';
import type { AppDataProvider } from '../../../dataProvider';
import { domainKeys } from '../../../i18n/domain-messages';
import { useLiveBoard } from '../../../kit/live/useLiveBoard';
import { useStoreLabel } from '../../../kit/useStoreLabel';
import { clockTime } from '../../../kit/format';

/** The order lists' name of a status (ORDER_STATUS_LABELS, read by key from the store's order list; Spanish stands in while its English is missing). */
const statusKey = (o: PendingOrder) =>
  domainKeys.option(`${segmentOf(o.store)}/requests`, 'complete', o.complete);

function PendingList() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const storeLabel = useStoreLabel();
  // One call answers every delivery store; any store's event reloads it.
  const load = useCallback(async () => dataProvider.externalPending(), [dataProvider]);
  const board = useLiveBoard(DELIVERY_STORES, load);
  const rows: PendingOrder[] = (board.data ?? [])
    .filter((o) => segmentOf(o.store) !== undefined)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const loading = board.data === null;
  const { live, error } = board;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h6">{translate('boards.pending.title')}</Typography>
          <Chip
            size="small"
            data-testid="pending-count"
            label={loading ? '…' : translate('boards.pending.count', { count: rows.length })}
          />
          <Chip
            size="small"
            variant="outlined"
            color={live ? 'success' : 'default'}
            label={translate(live ? 'app.live.on' : 'boards.pending.polling')}
          />
        </Stack>
        {error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!loading && rows.length === 0 ? (
          <Typography color="text.secondary">{translate('boards.pending.empty')}</Typography>
        ) : (
          <Table size="small" data-testid="pending-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('boards.turn')}</TableCell>
                <TableCell>{translate('boards.store')}</TableCell>
                <TableCell>{translate('boards.pending.customer')}</TableCell>
                <TableCell>{translate('boards.products')}</TableCell>
                <TableCell align="right">{translate('boards.quantity')}</TableCell>
                <TableCell>{translate('boards.pending.time')}</TableCell>
                <TableCell>{translate('boards.pending.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((o) => (
                <TableRow key={o.id} data-testid={`pending-${o.id}`}>
                  <TableCell sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{o.turn ?? '—'}</TableCell>
                  <TableCell>{storeLabel(o.store)}</TableCell>
                  <TableCell>{o.customer}</TableCell>
                  <TableCell>{o.products}</TableCell>
                  <TableCell align="right">{o.count}</TableCell>
                  <TableCell>{clockTime(o.created_at, locale)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={o.complete === '2' ? 'success' : 'warning'}
                      label={translate(statusKey(o), { _: ORDER_STATUS_LABELS[o.complete] })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function PendingListPage() {
  return <PendingList />;
}

/**
 * `#/external/list` ('Pedidos pendientes'): every waiting order (complete 1 or 2) of the cafeteria
 * and the stationery shop with turn, customer, products and status, oldest first. Read-only; it
 * follows both stores' board events (polling while the stream is down).
 */
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
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
import { DELIVERY_STORES, segmentOf, storeLabel, type PendingOrder } from '../../../domain/delivery';
import { ORDER_STATUS_LABELS } from '../../../domain/orders';
import type { AppDataProvider } from '../../../dataProvider';
import { useLiveBoard } from '../useLiveBoard';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit' });

function PendingList() {
  const dataProvider = useDataProvider<AppDataProvider>();
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
          <Typography variant="h6">Pedidos pendientes</Typography>
          <Chip
            size="small"
            data-testid="pending-count"
            label={loading ? '…' : `${rows.length} pendientes`}
          />
          <Chip
            size="small"
            variant="outlined"
            color={live ? 'success' : 'default'}
            label={live ? 'En vivo' : 'Actualizando cada 10 s'}
          />
        </Stack>
        {error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!loading && rows.length === 0 ? (
          <Typography color="text.secondary">No hay pedidos pendientes.</Typography>
        ) : (
          <Table size="small" data-testid="pending-table">
            <TableHead>
              <TableRow>
                <TableCell>Turno</TableCell>
                <TableCell>Tienda</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Productos</TableCell>
                <TableCell align="right">Cantidad</TableCell>
                <TableCell>Hora</TableCell>
                <TableCell>Estado</TableCell>
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
                  <TableCell>{time(o.created_at)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={o.complete === '2' ? 'success' : 'warning'}
                      label={ORDER_STATUS_LABELS[o.complete]}
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

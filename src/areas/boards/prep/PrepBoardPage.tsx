/**
 * 'Proceso alistamiento' (`#/cafeteria/enlistment/board`, spec part 2 §2): the kitchen's
 * board of orders to prepare, oldest first (turn, order detail, observations, product count,
 * a dispatch check button), the pending count and a button size for the screen at hand
 * (small, medium, large; remembered in this browser). A dispatched order is ready
 * (complete '2'): it leaves this board and its turn appears on the hall display. Live through
 * the store's event stream, polling every 10 s while it is down.
 */
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { AppDataProvider } from '../../../dataProvider';
import type { PrepOrder } from '../../../domain/boards';
import type { PosStore } from '../../../domain/orders';
import { LiveChip } from '../../../kit/live/LiveChip';
import { useLiveBoard } from '../../../kit/live/useLiveBoard';

type Size = 'small' | 'medium' | 'large';
const SIZES: Record<Size, string> = {
  small: 'boards.prep.sizes.small',
  medium: 'boards.prep.sizes.medium',
  large: 'boards.prep.sizes.large',
};
const SIZE_KEY = 'prepBoardButtonSize';
const FONT: Record<Size, string> = { small: '0.875rem', medium: '1.1rem', large: '1.5rem' };

const storedSize = (): Size => {
  const value = localStorage.getItem(SIZE_KEY);
  return value === 'small' || value === 'large' ? value : 'medium';
};

export function PrepBoardPage({ store }: { store: PosStore }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const load = useCallback(() => dataProvider.prepOrders(store), [dataProvider, store]);
  const { data, error, live, reload } = useLiveBoard(store, load);
  const [size, setSize] = useState<Size>(storedSize);
  // Orders being dispatched: one click each, the button waits for the answer.
  const busy = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const mark = () => setPending(new Set(busy.current));

  const dispatch = async (order: PrepOrder) => {
    if (busy.current.has(order.id)) return;
    busy.current.add(order.id);
    mark();
    try {
      await dataProvider.markReady(store, order.id);
      notify(translate('boards.prep.marked_ready', { turn: order.turn ?? '' }), { type: 'success' });
    } catch (e) {
      notify(e instanceof Error ? e.message : String(e), { type: 'error' });
    } finally {
      busy.current.delete(order.id);
      mark();
      reload();
    }
  };

  const orders = data ?? [];
  const cell = { fontSize: FONT[size] };
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('boards.prep.title')}
        </Typography>
        <Chip
          color={orders.length ? 'warning' : 'default'}
          label={translate('boards.prep.pending', { count: orders.length })}
          data-testid="pending-count"
        />
        <LiveChip live={live} />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={size}
          aria-label={translate('boards.prep.button_size')}
          onChange={(_, value: Size | null) => {
            if (!value) return;
            setSize(value);
            localStorage.setItem(SIZE_KEY, value);
          }}
        >
          {(Object.entries(SIZES) as [Size, string][]).map(([id, label]) => (
            <ToggleButton key={id} value={id}>
              {translate(label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Card>
        <Table aria-label={translate('boards.prep.table')}>
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>{translate('boards.turn')}</TableCell>
              <TableCell sx={cell}>{translate('boards.prep.detail')}</TableCell>
              <TableCell sx={cell}>{translate('boards.prep.comments')}</TableCell>
              <TableCell sx={cell} align="right">
                {translate('boards.products')}
              </TableCell>
              <TableCell sx={cell} align="right">
                {translate('boards.prep.dispatch')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id} data-testid={`prep-${order.id}`}>
                <TableCell sx={{ ...cell, fontWeight: 700 }}>{order.turn}</TableCell>
                <TableCell sx={cell}>
                  {order.products}
                  <Typography variant="body2" color="text.secondary">
                    {order.customer}
                  </Typography>
                </TableCell>
                <TableCell sx={cell}>{order.comment ?? ''}</TableCell>
                <TableCell sx={cell} align="right">
                  {order.count}
                </TableCell>
                <TableCell align="right">
                  <Button
                    variant="contained"
                    color="success"
                    size={size}
                    startIcon={<CheckCircleIcon />}
                    disabled={pending.has(order.id)}
                    onClick={() => dispatch(order)}
                    aria-label={translate('boards.prep.dispatch_turn', { turn: order.turn ?? '' })}
                    sx={size === 'large' ? { px: 4, py: 2, fontSize: '1.25rem' } : undefined}
                  >
                    {translate('boards.prep.ready')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {data && orders.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} sx={{ ...cell, textAlign: 'center', color: 'text.secondary', py: 6 }}>
                  {translate('boards.prep.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}

/**
 * `#/external/entrega`: the delivery counter. The customer is found by a typed document, a USB
 * scanner typing their credential code and Enter, or the camera; the screen shows their name and
 * code and one card per waiting order of the cafeteria and the stationery shop (turn, products,
 * quantity, total, Entregar). Only a ready order (complete '2') can be handed over; one still in
 * preparation is red with Entregar disabled. The cards follow both stores' board events, so an
 * order the kitchen marks ready turns deliverable without a reload; a delivered one leaves.
 */
import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import {
  DELIVERY_STORES,
  isDeliverable,
  segmentOf,
  type DeliveryCustomer,
  type DeliveryOrder,
} from '../../../domain/delivery';
import { formatMoney } from '../../../domain/money';
import type { AppDataProvider } from '../../../dataProvider';
import { useLiveBoard } from '../../../kit/live/useLiveBoard';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { ScanField } from '../../../kit/ui/ScanField';
import { CustomerHeader } from './CustomerHeader';
import { useStoreLabel } from '../../../kit/useStoreLabel';

/** The waiting orders of the customer shown (every delivery store), tagged with whose they are. */
interface Loaded {
  user: number;
  orders: DeliveryOrder[];
}

function OrderCard({
  order,
  busy,
  onDeliver,
}: {
  order: DeliveryOrder;
  busy: boolean;
  onDeliver: () => void;
}) {
  const ready = isDeliverable(order);
  const translate = useTranslate();
  const storeLabel = useStoreLabel();
  return (
    <Card
      variant="outlined"
      data-testid={`order-${order.id}`}
      data-complete={order.complete}
      sx={
        ready
          ? { height: '100%' }
          : { height: '100%', borderColor: 'error.main', bgcolor: 'rgba(211, 47, 47, 0.06)' }
      }
    >
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h5" color={ready ? 'text.primary' : 'error.main'}>
            {translate('boards.turn_number', { turn: order.turn ?? '—' })}
          </Typography>
          <Chip size="small" label={storeLabel(order.store)} />
        </Stack>
        <Typography variant="body1" sx={{ mb: 1 }}>
          {order.products}
        </Typography>
        {order.comment && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {order.comment}
          </Typography>
        )}
        <Typography variant="body2">{translate('boards.delivery.count', { count: order.count })}</Typography>
        <Typography variant="body2">
          {translate('boards.delivery.total', { total: formatMoney(order.total) })}
        </Typography>
        {!ready && (
          <Typography variant="subtitle2" color="error" sx={{ mt: 1 }}>
            {translate('boards.delivery.in_preparation')}
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button variant="contained" color="success" disabled={!ready || busy} onClick={onDeliver}>
          {translate('boards.deliver')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Delivery() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [customer, setCustomer] = useState<DeliveryCustomer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  /** Read by the live loads: whose orders to fetch now. */
  const current = useRef<number | null>(null);

  // Every delivery store's orders in one load; any store's event reloads them.
  const load = useCallback(async (): Promise<Loaded | null> => {
    const user = current.current;
    if (user === null) return null;
    const lists = await Promise.all(DELIVERY_STORES.map((store) => dataProvider.pendingOrders(store, user)));
    return { user, orders: lists.flat() };
  }, [dataProvider]);
  const board = useLiveBoard(DELIVERY_STORES, load);
  /** Handed over here: hidden at once, before the stores' lists reload. */
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());

  const found = async (text: string) => {
    const { customer: next } = await dataProvider.deliveryCustomer(text);
    current.current = next.id_user_primary;
    setCustomer(next);
    board.reload();
  };

  // The live list once it is this customer's; until then what the lookup answered.
  const live =
    customer && board.data && board.data.user === customer.id_user_primary ? board.data.orders : null;
  const orders = (live ?? customer?.pedidos ?? [])
    .filter((o) => segmentOf(o.store) !== undefined && !gone.has(o.id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

  const deliver = async (order: DeliveryOrder) => {
    const store = segmentOf(order.store);
    if (!store) return;
    setBusy(order.id);
    try {
      const answer = await dataProvider.dispatch(store, [order.id]);
      setGone((g) => new Set(g).add(order.id));
      // The server says 'Pedido entregado' (or 'N pedidos entregados'): rebuilt from its orders.
      setMessage(translate('boards.delivered', { smart_count: answer.orders.length }));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
      board.reload();
    }
  };

  const error = board.error;
  return (
    <Box sx={{ mt: 2 }}>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate('boards.delivery.title')}
          </Typography>
          <ScanField label={translate('boards.delivery.scan')} onSubmit={found} clearAfter captureKeys />
        </CardContent>
      </Card>
      {error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {customer && (
        <Card>
          <CardContent>
            <CustomerHeader customer={customer} />
            {orders.length === 0 ? (
              <Typography sx={{ mt: 2 }} data-testid="no-orders">
                {translate('boards.delivery.no_orders')}
              </Typography>
            ) : (
              <Grid container spacing={2} sx={{ mt: 1 }}>
                {orders.map((order) => (
                  <Grid key={order.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <OrderCard order={order} busy={busy === order.id} onDeliver={() => deliver(order)} />
                  </Grid>
                ))}
              </Grid>
            )}
          </CardContent>
        </Card>
      )}
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}

export function DeliveryPage() {
  return <Delivery />;
}

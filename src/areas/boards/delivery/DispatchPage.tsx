/**
 * `#/external/dispatch`: the prepare-and-deliver counter of the cafeteria or the stationery shop
 * (a switch; it can change while the list is empty). 'Preparar' opens the reader (camera, or a USB
 * scanner typing the code and Enter); each customer read adds a card 'name - code' with their
 * waiting orders of that store. A customer already listed is not added twice. Each order toggles
 * preparado / sin preparar (a local flag); Entregar sends only the prepared orders, which the server
 * marks ready if the kitchen had not and hands over, and removes the card; Cancelar removes the
 * card after 'Seguro que desea retirar esta entrega de la lista'.
 */
import { useReducer, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import {
  DELIVERY_STORES,
  dispatchCards,
  isListed,
  preparedIds,
  type DispatchCard,
} from '../../../domain/delivery';
import type { PosStore } from '../../../domain/orders';
import type { AppDataProvider } from '../../../dataProvider';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { ScanField } from '../../../kit/ui/ScanField';
import { CustomerHeader } from './CustomerHeader';
import { useStoreLabel } from '../../../kit/useStoreLabel';

function CustomerCard({
  card,
  busy,
  onToggle,
  onDeliver,
  onCancel,
}: {
  card: DispatchCard;
  busy: boolean;
  onToggle: (order: number) => void;
  onDeliver: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={`dispatch-card-${card.id_user_primary}`}>
      <CardContent>
        <CustomerHeader customer={card} inline />
        <List dense>
          {card.pedidos.map((order) => (
            <ListItem key={order.id} divider data-testid={`dispatch-order-${order.id}`} sx={{ gap: 2 }}>
              <ListItemText
                primary={translate('boards.turn_number', { turn: order.turn ?? '—' })}
                secondary={
                  order.complete === '2'
                    ? translate('boards.dispatch.ready_in_kitchen', { products: order.products })
                    : order.products
                }
                slotProps={{ primary: { variant: 'subtitle1' } }}
              />
              <FormControlLabel
                sx={{ minWidth: 170, mr: 0 }}
                control={
                  <Switch checked={order.preparado} onChange={() => onToggle(order.id)} color="success" />
                }
                label={translate(
                  order.preparado ? 'boards.dispatch.prepared' : 'boards.dispatch.not_prepared',
                )}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button variant="contained" color="success" onClick={onDeliver} disabled={busy}>
          {translate('boards.deliver')}
        </Button>
        <Button color="error" onClick={onCancel} disabled={busy}>
          {translate('boards.dispatch.cancel')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Dispatch() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const storeLabel = useStoreLabel();
  const [store, setStore] = useState<PosStore>(DELIVERY_STORES[0]);
  const [cards, act] = useReducer(dispatchCards, []);
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const read = async (text: string) => {
    const { customer } = await dataProvider.deliveryCustomer(text, store);
    if (isListed(cards, customer.id_user_primary)) {
      notify(translate('boards.dispatch.already_listed'), { type: 'info' });
      return;
    }
    // Nothing waiting: nothing to prepare, so no card (the server's '<name> no tiene pedidos pendientes').
    if (customer.pedidos.length === 0) {
      setMessage(translate('boards.dispatch.no_orders', { name: customer.name }));
      return;
    }
    act({ type: 'add', customer });
  };

  const deliver = async (card: DispatchCard) => {
    const pedidos = preparedIds(card);
    if (pedidos.length === 0) {
      setMessage(translate('boards.dispatch.nothing_to_deliver'));
      return;
    }
    setBusy(card.id_user_primary);
    try {
      const answer = await dataProvider.externalDispatch(pedidos);
      act({ type: 'remove', customer: card.id_user_primary });
      // The server says 'Pedido entregado' (or 'N pedidos entregados'): rebuilt from its orders.
      setMessage(translate('boards.delivered', { smart_count: answer.orders.length }));
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems={{ sm: 'center' }}
            sx={{ mb: scanning ? 2 : 0 }}
          >
            <ToggleButtonGroup
              exclusive
              size="small"
              value={store}
              onChange={(_, value: PosStore | null) => value && setStore(value)}
              disabled={cards.length > 0}
              aria-label={translate('boards.store')}
            >
              {DELIVERY_STORES.map((segment) => (
                <ToggleButton key={segment} value={segment}>
                  {storeLabel(segment)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button
              variant={scanning ? 'outlined' : 'contained'}
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(!scanning)}
            >
              {translate(scanning ? 'boards.dispatch.close_reader' : 'boards.dispatch.prepare')}
            </Button>
            {cards.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {translate('boards.dispatch.store_locked')}
              </Typography>
            )}
          </Stack>
          {scanning && (
            <ScanField
              label={translate('boards.dispatch.scan')}
              onSubmit={read}
              clearAfter
              continuous
              captureKeys
              testId="dispatch-scan"
            />
          )}
        </CardContent>
      </Card>
      {cards.length === 0 ? (
        <Typography color="text.secondary" data-testid="dispatch-empty">
          {translate('boards.dispatch.empty')}
        </Typography>
      ) : (
        <Stack spacing={2} divider={<Divider flexItem />}>
          {cards.map((card) => (
            <CustomerCard
              key={card.id_user_primary}
              card={card}
              busy={busy === card.id_user_primary}
              onToggle={(order) => act({ type: 'toggle', customer: card.id_user_primary, order })}
              onDeliver={() => deliver(card)}
              onCancel={() => setCancelling(card.id_user_primary)}
            />
          ))}
        </Stack>
      )}
      <Confirm
        isOpen={cancelling !== null}
        title="boards.dispatch.cancel_title"
        content="boards.dispatch.cancel_confirm"
        confirm="boards.dispatch.yes"
        cancel="boards.dispatch.no"
        onConfirm={() => {
          if (cancelling !== null) act({ type: 'remove', customer: cancelling });
          setCancelling(null);
        }}
        onClose={() => setCancelling(null)}
      />
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Box>
  );
}

export function DispatchPage() {
  return <Dispatch />;
}

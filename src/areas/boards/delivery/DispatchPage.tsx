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
import { Confirm, useDataProvider, useNotify } from 'react-admin';
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
  ALREADY_LISTED,
  CANCEL_DELIVERY_CONFIRM,
  DELIVERY_STORES,
  dispatchCards,
  isListed,
  NOTHING_TO_DELIVER,
  preparedIds,
  storeLabel,
  type DispatchCard,
} from '../../../domain/delivery';
import { STORE } from '../../../domain/stores';
import type { PosStore } from '../../../domain/orders';
import type { AppDataProvider } from '../../../dataProvider';
import { InfoDialog } from '../../../app/ui/InfoDialog';
import { ScanField } from '../../../app/ui/ScanField';
import { CustomerHeader } from './CustomerHeader';

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
  return (
    <Card variant="outlined" data-testid={`dispatch-card-${card.id_user_primary}`}>
      <CardContent>
        <CustomerHeader customer={card} inline />
        <List dense>
          {card.pedidos.map((order) => (
            <ListItem key={order.id} divider data-testid={`dispatch-order-${order.id}`} sx={{ gap: 2 }}>
              <ListItemText
                primary={`Turno ${order.turn ?? '—'}`}
                secondary={order.complete === '2' ? `${order.products} · Listo en cocina` : order.products}
                slotProps={{ primary: { variant: 'subtitle1' } }}
              />
              <FormControlLabel
                sx={{ minWidth: 170, mr: 0 }}
                control={
                  <Switch checked={order.preparado} onChange={() => onToggle(order.id)} color="success" />
                }
                label={order.preparado ? 'Preparado' : 'Sin preparar'}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions>
        <Button variant="contained" color="success" onClick={onDeliver} disabled={busy}>
          Entregar
        </Button>
        <Button color="error" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
      </CardActions>
    </Card>
  );
}

function Dispatch() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [store, setStore] = useState<PosStore>(DELIVERY_STORES[0]);
  const [cards, act] = useReducer(dispatchCards, []);
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const read = async (text: string) => {
    const { customer, message: answer } = await dataProvider.deliveryCustomer(text, store);
    if (isListed(cards, customer.id_user_primary)) {
      notify(ALREADY_LISTED, { type: 'info' });
      return;
    }
    // Nothing waiting: nothing to prepare, so no card (the server says so).
    if (customer.pedidos.length === 0) {
      setMessage(answer);
      return;
    }
    act({ type: 'add', customer });
  };

  const deliver = async (card: DispatchCard) => {
    const pedidos = preparedIds(card);
    if (pedidos.length === 0) {
      setMessage(NOTHING_TO_DELIVER);
      return;
    }
    setBusy(card.id_user_primary);
    try {
      const answer = await dataProvider.externalDispatch(pedidos);
      act({ type: 'remove', customer: card.id_user_primary });
      setMessage(answer.message);
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
              aria-label="Tienda"
            >
              {DELIVERY_STORES.map((segment) => (
                <ToggleButton key={segment} value={segment}>
                  {storeLabel(STORE[segment])}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button
              variant={scanning ? 'outlined' : 'contained'}
              startIcon={<QrCodeScannerIcon />}
              onClick={() => setScanning(!scanning)}
            >
              {scanning ? 'Cerrar lector' : 'Preparar'}
            </Button>
            {cards.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                Entregue o cancele la lista para cambiar de tienda.
              </Typography>
            )}
          </Stack>
          {scanning && (
            <ScanField
              label="Código del carnet o documento"
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
          No hay entregas en la lista. Presione Preparar y lea el carnet del cliente.
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
        title="Cancelar entrega"
        content={CANCEL_DELIVERY_CONFIRM}
        confirm="Si"
        cancel="No"
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

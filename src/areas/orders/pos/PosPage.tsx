/**
 * `#/cafeteria/requests/recreate` and `#/papeleria/requests/recreate`: the cashier's screen.
 * The customer (photo, name, balance, today's consumption, daily cap), category and
 * subcategory carousels, the product grid and the order. Every rule is checked here (cart.ts)
 * and again on the server, which answers the new balance.
 */
import { SALE_BODIES } from '../../../domain/saleBodies';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, CardContent, CircularProgress, Grid } from '@mui/material';
import {
  addProduct,
  cartTotal,
  checkoutProblem,
  minusProduct,
  needsEnlistment,
  removeProduct,
  type CartLine,
  type Customer,
} from '../../../domain/cart';
import { formatMoney } from '../../../domain/money';
import type { PosCatalog, PosProduct, PosStore } from '../../../domain/orders';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import type { AppDataProvider } from '../../../dataProvider';
import { InfoDialog } from '../../../app/ui/InfoDialog';
import { CatalogBrowser } from './CatalogBrowser';
import { clearCustomer, loadCustomer } from './customerStorage';
import { OrderSummary } from './OrderSummary';
import { CustomerCard } from './CustomerCard';
import type { CardState } from './ProductGrid';
import { saleTexts } from '../../../domain/stores';

const SOLD_OUT: CardState = { note: 'Agotado', disabled: true };
/** Still clickable: the click says why it cannot be sold. */
const RESTRICTED: CardState = { note: 'Restringido' };

const toCartProduct = (p: PosProduct) => ({
  id: p.id,
  name: p.name,
  price: p.price,
  stock: p.stock,
  enlistment: p.enlistment,
});

function Sale({ store }: { store: PosStore }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [lookup] = useState(() => loadCustomer(store));
  const [catalog, setCatalog] = useState<PosCatalog | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [comment, setComment] = useState('');
  const [immediate, setImmediate] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per distinct order: retrying the same order after a lost answer
  // replays the first answer; any change to the order is a new purchase with a new key.
  const idempotency = useIdempotencyKey();

  // The customer's restricted products (academic locks); the server refuses them anyway.
  const [locked, setLocked] = useState<number[]>([]);

  useEffect(() => {
    dataProvider.posCatalog(store).then(setCatalog, (e: Error) => setLoadError(e.message));
  }, [dataProvider, store]);
  const customerId = lookup?.user.id;
  useEffect(() => {
    if (customerId === undefined) return;
    dataProvider.lockedProducts(customerId).then(
      (rows) => setLocked(rows.map((p) => p.id)),
      () => setLocked([]),
    );
  }, [dataProvider, customerId]);

  if (!lookup?.carnet) return <Navigate to={`/${store}/requests/create`} replace />;
  const carnet = lookup.carnet;
  const customer: Customer = {
    saldo: carnet.saldo,
    lockSaldo: carnet.lockSaldo,
    purchase: carnet.purchase,
    locked,
  };
  const total = cartTotal(lines);

  const apply = (result: { lines: CartLine[]; error: string | null }) => {
    setLines(result.lines);
    if (result.error) setMessage(result.error);
  };

  const buy = async () => {
    const problem = checkoutProblem(lines, customer);
    if (problem) {
      setMessage(problem);
      return;
    }
    setBusy(true);
    const body = SALE_BODIES[store].toBody({
      userId: lookup.user.id,
      name: lookup.user.name,
      saldo: carnet.saldo,
      lines: lines.map((l) => ({ id: l.id, count: l.count, price: l.price })),
      total,
      comment,
      enlistment: needsEnlistment(lines) ? 1 : 0,
      immediate,
    });
    try {
      const { result, message: answer } = await dataProvider.purchase(store, body, idempotency.keyFor(body));
      idempotency.done();
      notify(answer, { type: 'success' });
      clearCustomer(store);
      navigate(`/${store}/requests/create`, {
        state: {
          lastSale: {
            customer: lookup.user.name,
            total: result.order.total,
            saldo: result.saldo,
            turn: result.order.turn,
          },
        },
      });
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <CustomerCard
          name={lookup.user.name}
          document={lookup.user.num_doc}
          url={lookup.user.url}
          figures={[
            { label: 'Saldo', value: formatMoney(carnet.saldo), testId: 'customer-saldo' },
            { label: 'Consumo de hoy', value: formatMoney(carnet.purchase) },
            {
              label: 'Bloqueo diario',
              value: carnet.lockSaldo > 0 ? formatMoney(carnet.lockSaldo) : 'Sin restriccion',
            },
          ]}
          action={
            <Button
              onClick={() => {
                clearCustomer(store);
                navigate(`/${store}/requests/create`);
              }}
            >
              Cambiar cliente
            </Button>
          }
        />
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!catalog && !loadError && <CircularProgress aria-label="Cargando productos" />}
        {catalog && (
          <CatalogBrowser
            catalog={catalog}
            onPick={(p) => apply(addProduct(lines, toCartProduct(p), customer))}
            stateOf={(p) => (p.stock < 1 ? SOLD_OUT : locked.includes(p.id) ? RESTRICTED : null)}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <CardContent>
            <OrderSummary
              lines={lines}
              saldo={carnet.saldo}
              comment={comment}
              immediate={immediate}
              onComment={setComment}
              onImmediate={setImmediate}
              onPlus={(line) => apply(addProduct(lines, line, customer))}
              onMinus={(line) => setLines(minusProduct(lines, line.id))}
              onRemove={(line) => setLines(removeProduct(lines, line.id))}
            />
            <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={buy} disabled={busy}>
              {busy ? <CircularProgress size={24} color="inherit" /> : saleTexts(store).buy}
            </Button>
          </CardContent>
        </Card>
      </Grid>
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Grid>
  );
}

export function PosPage({ store }: { store: PosStore }) {
  return <Sale store={store} />;
}

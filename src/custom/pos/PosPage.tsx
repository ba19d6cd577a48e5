/**
 * `#/cafeteria/requests/recreate` and `#/papeleria/requests/recreate`: the cashier's screen.
 * The customer (photo, name, balance, today's consumption, daily cap), category and
 * subcategory carousels, the product grid and the order. Every rule is checked here (cart.ts)
 * and again on the server, which answers the new balance.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { Alert, Avatar, Box, Button, ButtonBase, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import {
  addProduct,
  cartTotal,
  checkoutProblem,
  minusProduct,
  needsEnlistment,
  removeProduct,
  shortName,
  type CartLine,
  type Customer,
} from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import type { PosCatalog, PosProduct, PosStore } from '../../domain/orders';
import type { AppDataProvider } from '../../dataProvider';
import { imageUrl } from '../../dataProvider/instance';
import { InfoDialog } from '../dialogs/InfoDialog';
import { RequirePermission } from '../RequirePermission';
import { Carousel } from './Carousel';
import { clearCustomer, loadCustomer } from './customerStorage';
import { OrderSummary } from './OrderSummary';

const toCartProduct = (p: PosProduct) => ({ id: p.id, name: p.name, price: p.price, stock: p.stock, enlistment: p.enlistment });

function Sale({ store }: { store: PosStore }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [lookup] = useState(() => loadCustomer(store));
  const [catalog, setCatalog] = useState<PosCatalog | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  const [subcategory, setSubcategory] = useState<number | null>(null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [comment, setComment] = useState('');
  const [immediate, setImmediate] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One Idempotency-Key per distinct order: retrying the same order after a lost answer
  // replays the first answer; any change to the order is a new purchase with a new key.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  useEffect(() => {
    dataProvider.posCatalog(store).then(setCatalog, (e: Error) => setLoadError(e.message));
  }, [dataProvider, store]);

  const products = useMemo(
    () =>
      (catalog?.products ?? []).filter(
        (p) => (category === null || p.id_category === category) && (subcategory === null || p.id_subcategory === subcategory),
      ),
    [catalog, category, subcategory],
  );

  if (!lookup?.carnet) return <Navigate to={`/${store}/requests/create`} replace />;
  const carnet = lookup.carnet;
  const customer: Customer = { saldo: carnet.saldo, lockSaldo: carnet.lockSaldo, purchase: carnet.purchase };
  const total = cartTotal(lines);
  const subcategories = catalog?.categories.find((c) => c.id === category)?.subcategories ?? [];

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
    const products = lines.map((l) => ({ id: l.id, count: l.count, price: l.price }));
    const body =
      store === 'cafeteria'
        ? { id_user: lookup.user.id, products, total, comment, enlistment: needsEnlistment(lines) ? 1 : 0, inmediate: immediate ? 1 : 0, date_program: null }
        : { idStudent: lookup.user.id, name: lookup.user.name, saldo: carnet.saldo, products, total, comment, enlistment: needsEnlistment(lines) ? 1 : 0, immediate: immediate ? 1 : 0 };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: crypto.randomUUID() };
    try {
      const { result, message: answer } = await dataProvider.purchase(store, body, attempt.current.key);
      notify(answer, { type: 'success' });
      clearCustomer(store);
      navigate(`/${store}/requests/create`, {
        state: { lastSale: { customer: lookup.user.name, total: result.order.total, saldo: result.saldo, turn: result.order.turn } },
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
        <Card sx={{ mb: 2 }}>
          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Avatar src={imageUrl(lookup.user.url)} sx={{ width: 64, height: 64 }} alt={lookup.user.name} />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography variant="h6" data-testid="customer-name">
                {lookup.user.name}
              </Typography>
              <Typography color="text.secondary">Documento {lookup.user.num_doc}</Typography>
            </Box>
            <Stack direction="row" spacing={3}>
              <Box>
                <Typography variant="overline" color="text.secondary">
                  Saldo
                </Typography>
                <Typography variant="h6" data-testid="customer-saldo">
                  {formatMoney(carnet.saldo)}
                </Typography>
              </Box>
              <Box>
                <Typography variant="overline" color="text.secondary">
                  Consumo de hoy
                </Typography>
                <Typography variant="h6">{formatMoney(carnet.purchase)}</Typography>
              </Box>
              <Box>
                <Typography variant="overline" color="text.secondary">
                  Bloqueo diario
                </Typography>
                <Typography variant="h6">{carnet.lockSaldo > 0 ? formatMoney(carnet.lockSaldo) : 'Sin restriccion'}</Typography>
              </Box>
            </Stack>
            <Button
              onClick={() => {
                clearCustomer(store);
                navigate(`/${store}/requests/create`);
              }}
            >
              Cambiar cliente
            </Button>
          </CardContent>
        </Card>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!catalog && !loadError && <CircularProgress aria-label="Cargando productos" />}
        {catalog && (
          <>
            <Carousel
              label="Categorías"
              items={catalog.categories}
              selected={category}
              onSelect={(id) => {
                setCategory(id);
                setSubcategory(null);
              }}
            />
            {subcategories.length > 0 && <Carousel key={category} label="Subcategorías" items={subcategories} selected={subcategory} onSelect={setSubcategory} />}
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }} data-testid="product-grid">
              {products.map((p) => (
                <ButtonBase
                  key={p.id}
                  onClick={() => apply(addProduct(lines, toCartProduct(p), customer))}
                  disabled={p.stock < 1}
                  aria-label={`${p.name}, ${formatMoney(p.price)}`}
                  sx={{ display: 'block', textAlign: 'left', borderRadius: 2, border: 1, borderColor: 'divider', p: 1, opacity: p.stock < 1 ? 0.45 : 1, bgcolor: 'background.paper' }}
                >
                  <Avatar src={imageUrl(p.url)} variant="rounded" sx={{ width: '100%', height: 72, mb: 1 }} alt="" />
                  <Typography variant="body2" sx={{ fontWeight: 500, minHeight: 40 }}>
                    {shortName(p.name)}
                  </Typography>
                  <Typography variant="body2" color="primary">
                    {formatMoney(p.price)}
                  </Typography>
                  {p.stock < 1 && (
                    <Typography variant="caption" color="error">
                      Agotado
                    </Typography>
                  )}
                </ButtonBase>
              ))}
            </Box>
          </>
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
              {busy ? <CircularProgress size={24} color="inherit" /> : store === 'cafeteria' ? 'Comprar' : 'Buy'}
            </Button>
          </CardContent>
        </Card>
      </Grid>
      <InfoDialog
        open={message !== null}
        message={message ?? ''}
        onClose={() => setMessage(null)}
      />
    </Grid>
  );
}

export function PosPage({ store }: { store: PosStore }) {
  return (
    <RequirePermission keys={`${store}.pos`}>
      <Title title={store === 'cafeteria' ? 'Venta en cafetería' : 'Venta en papelería'} />
      <Sale store={store} />
    </RequirePermission>
  );
}

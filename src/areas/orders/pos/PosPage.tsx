/**
 * `#/cafeteria/requests/recreate` and `#/papeleria/requests/recreate`: the cashier's screen.
 * The customer (photo, name, balance, today's consumption, daily cap), category and
 * subcategory carousels, the product grid and the order. Every rule is checked here (cart.ts)
 * and again on the server, which answers the new balance. Without the server, the sale is checked
 * against the till's roster and queued (issue 33: ../till/).
 */
import { SALE_BODIES } from '../../../domain/saleBodies';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
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
  type CartProduct,
  type Customer,
} from '../../../domain/cart';
import { AllergyOverrideDialog } from './AllergyOverrideDialog';
import { useFoodRules } from './useFoodRules';
import { CustomerAllergies } from './CustomerAllergies';
import { formatMoney } from '../../../domain/money';
import type { PosProduct, PosStore } from '../../../domain/orders';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { useRestrictedProducts } from './useRestrictedProducts';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { CatalogBrowser } from '../../../kit/catalog/CatalogBrowser';
import { clearCustomer, loadCustomer } from './customerStorage';
import { OrderSummary } from './OrderSummary';
import { PosCustomerCard } from './PosCustomerCard';
import type { CardState } from '../../../kit/catalog/ProductGrid';
import { domainKeys } from '../../../i18n/domain-messages';
import { OFFLINE_UNKNOWN_CUSTOMER } from '../../../domain/offline';
import { useRuleText } from '../../../kit/ruleText';
import { lostConnection, type TillCustomer } from '../../../kit/till/offlineCustomer';
import { TillStatusBar } from '../../../kit/till/TillStatusBar';
import { useTill } from '../../../kit/till/useTill';

const toCartProduct = (p: PosProduct): CartProduct => ({
  id: p.id,
  name: p.name,
  price: p.price,
  stock: p.stock,
  enlistment: p.enlistment,
  sellos: p.sellos,
  alergenos: p.alergenos,
});

function Sale({ store }: { store: PosStore }) {
  const translate = useTranslate();
  const ruleText = useRuleText();
  const notify = useNotify();
  const navigate = useNavigate();
  const [lookup] = useState(() => loadCustomer(store) as TillCustomer | null);
  const till = useTill(store);
  // A customer read offline: the balance shown counts what this till queued for them.
  const [queued, setQueued] = useState({ customer: 0, customerToday: 0 });
  // A second click while the sale is being queued is not a second sale.
  const [queueing, setQueueing] = useState(false);
  const { queuedFor } = till;
  const offlineEntry = lookup?.offline;
  useEffect(() => {
    if (offlineEntry) void queuedFor(offlineEntry.id_user).then(setQueued);
  }, [offlineEntry, queuedFor]);
  const catalogQuery = useCallQuery(['posCatalog', store], (dp) => dp.posCatalog(store));
  // Stock is never shown from an earlier visit's copy, only once this visit has read it — unless
  // the server cannot be asked: then the till sells from the last copy it has.
  const offlineCatalog =
    !catalogQuery.isFetchedAfterMount && catalogQuery.isError && catalogQuery.data ? catalogQuery.data : null;
  const catalog = catalogQuery.isFetchedAfterMount ? (catalogQuery.data ?? null) : offlineCatalog;
  const loadError = catalog ? null : (catalogQuery.error?.message ?? null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [comment, setComment] = useState('');
  const [immediate, setImmediate] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  // One Idempotency-Key per distinct order: retrying the same order after a lost answer
  // replays the first answer; any change to the order is a new purchase with a new key.
  const idempotency = useIdempotencyKey();
  const purchase = useCallMutation((dp, { body, key }: { body: Record<string, unknown>; key: string }) =>
    dp.purchase(store, body, key),
  );

  const locked = useRestrictedProducts(lookup?.user.id, offlineEntry);

  const rules = useFoodRules(offlineEntry ? offlineEntry.alergias : lookup?.user.alergias, catalog?.politica);
  const { food, override } = rules;

  if (!lookup?.carnet) return <Navigate to={`/${store}/requests/create`} replace />;
  const credential = lookup.carnet;
  const customer: Customer = {
    saldo: credential.saldo - queued.customer,
    lockSaldo: credential.lockSaldo,
    purchase: credential.purchase + queued.customerToday,
    locked,
    food,
  };
  const total = cartTotal(lines);

  const soldOut: CardState = { note: translate('orders.pos.sold_out'), disabled: true };
  // Still clickable: the click says why it cannot be sold.
  const restricted: CardState = { note: translate('orders.pos.restricted') };
  // A supervisor is asked for a reason instead of only being told (issue 35).
  const pick = (product: CartProduct) => {
    const result = addProduct(lines, product, customer);
    if (!rules.askOverride(product, result.error, result.error ? ruleText(result.error) : '')) apply(result);
  };
  const authorize = (reason: string) => {
    const product = rules.authorize(reason);
    if (product) apply(addProduct(lines, product, { ...customer, food: { ...food, allergyAllowed: true } }));
  };

  const apply = (result: { lines: CartLine[]; error: string | null }) => {
    setLines(result.lines);
    if (result.error) setMessage(ruleText(result.error));
  };

  const sold = (saldo: number, total: number, turn: number | null) => {
    idempotency.done();
    clearCustomer(store);
    navigate(`/${store}/requests/create`, {
      state: { lastSale: { customer: lookup.user.name, total, saldo, turn } },
    });
  };

  /**
   * The server cannot be asked (or lost the answer): the sale goes in the till's queue under the key
   * it already has, if the offline rules allow it (issue 33).
   */
  const sellOffline = async (key: string) => {
    const entry = offlineEntry ?? till.entryOf(lookup.user.id);
    if (!entry) {
      setMessage(ruleText(OFFLINE_UNKNOWN_CUSTOMER));
      return;
    }
    setQueueing(true);
    const outcome = await till
      .sellOffline({
        key,
        entry,
        lines: lines.map((l) => ({
          id: l.id,
          name: l.name,
          count: l.count,
          price: l.price,
          sellos: l.sellos,
          alergenos: l.alergenos,
        })),
        comment,
        food: { blockedSeals: food.blockedSeals, sealSet: food.sealSet },
      })
      .finally(() => setQueueing(false));
    if (!outcome.ok) {
      setMessage(ruleText(outcome.message));
      return;
    }
    notify(translate('orders.till.saved', { saldo: formatMoney(outcome.saldo) }), { type: 'success' });
    sold(outcome.saldo, total, null);
  };

  const buy = () => {
    const problem = checkoutProblem(lines, customer);
    if (problem) {
      setMessage(ruleText(problem));
      return;
    }
    const body = SALE_BODIES[store].toBody({
      userId: lookup.user.id,
      name: lookup.user.name,
      saldo: credential.saldo,
      lines: lines.map((l) => ({ id: l.id, count: l.count, price: l.price })),
      total,
      comment,
      enlistment: needsEnlistment(lines) ? 1 : 0,
      immediate,
      ...(override !== null ? { allergyOverride: override } : {}),
    });
    const key = idempotency.keyFor(body);
    if (offlineEntry || !till.status.online) {
      void sellOffline(key);
      return;
    }
    purchase.mutate(
      { body, key },
      {
        onSuccess: ({ result }) => {
          // The server's answer names the new balance, which the answer also holds.
          notify(translate('orders.pos.purchased', { saldo: formatMoney(result.saldo) }), {
            type: 'success',
          });
          till.noteSale(lookup.user.id, { saldo: result.saldo, consumo: result.purchase });
          sold(result.saldo, result.order.total, result.order.turn);
        },
        onError: (e) => (lostConnection(e) ? void sellOffline(key) : setMessage(e.message)),
      },
    );
  };

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={12}>
        <TillStatusBar till={till} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <PosCustomerCard
          store={store}
          user={lookup.user}
          saldo={customer.saldo}
          today={customer.purchase}
          lockSaldo={credential.lockSaldo}
        />
        <CustomerAllergies
          allergies={food.allergies}
          note={offlineEntry ? null : lookup.user.alergias_nota}
        />
        {override !== null && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="allergy-override">
            {translate('orders.pos.override_active', { reason: override })}
          </Alert>
        )}
        {loadError && <Alert severity="error">{loadError}</Alert>}
        {!catalog && !loadError && <CircularProgress aria-label={translate('orders.pos.loading_products')} />}
        {catalog && (
          <CatalogBrowser
            catalog={catalog}
            onPick={(p) => pick(toCartProduct(p))}
            stateOf={(p) => (p.stock < 1 ? soldOut : locked.includes(p.id) ? restricted : rules.stateOf(p))}
          />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <CardContent>
            <OrderSummary
              lines={lines}
              saldo={customer.saldo}
              comment={comment}
              immediate={immediate}
              onComment={setComment}
              onImmediate={setImmediate}
              onPlus={(line) => apply(addProduct(lines, line, customer))}
              onMinus={(line) => setLines(minusProduct(lines, line.id))}
              onRemove={(line) => setLines(removeProduct(lines, line.id))}
            />
            <Button
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              onClick={buy}
              disabled={purchase.isPending || queueing}
            >
              {purchase.isPending || queueing ? (
                <CircularProgress size={24} color="inherit" />
              ) : (
                translate(domainKeys.store(store, 'sale.buy'))
              )}
            </Button>
          </CardContent>
        </Card>
      </Grid>
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
      <AllergyOverrideDialog
        refusal={rules.asking?.refusal ?? null}
        onAuthorize={authorize}
        onClose={rules.cancel}
      />
    </Grid>
  );
}

export function PosPage({ store }: { store: PosStore }) {
  return <Sale store={store} />;
}

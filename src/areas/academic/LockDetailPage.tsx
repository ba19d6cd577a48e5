/**
 * `#/academic/locks/create/{code}` (and `edit/{code}`): one student's restrictions (spec
 * part 2 §2 'Lock detail', §4, §5). The customer and balance; 'Establecer limite de gasto
 * diario?' with the amount and Guardar; the store's category and subcategory carousels and
 * product cards (the cashier's); 'Productos restringidos'. Adding or removing a product saves
 * at once, with the limit as the form shows it, so a limit below $1.000 blocks those too.
 */
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Grid,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import { shortName } from '../../domain/cart';
import { storeLabel } from '../../domain/stores';
import {
  ALREADY_LOCKED,
  dailyLimitLabel,
  limitFromForm,
  type BlockRecord,
  type LockedProduct,
  type ProductsBlockInput,
} from '../../domain/locks';
import { formatMoney } from '../../domain/money';
import {
  POS_SEGMENTS,
  POS_STORES,
  type PosProduct,
  type PosStore,
} from '../../domain/orders';
import { callKey, useCallMutation, useCallQuery } from '../../dataProvider/hooks';
import { imageUrl } from '../../dataProvider/instance';
import { CatalogBrowser } from '../orders/pos/CatalogBrowser';
import { CustomerCard } from '../orders/pos/CustomerCard';
import type { CardState } from '../orders/pos/ProductGrid';

const RESTRICTED: CardState = { note: 'Restringido' };

/** The refusal's message for the daily limit field, when the server put one there. */
function limitErrorOf(e: unknown): string | null {
  const body = (e as { body?: { errors?: Record<string, string> } } | null)?.body;
  return body?.errors?.saldo ?? null;
}

function Picker({
  restricted,
  onPick,
}: {
  restricted: ReadonlySet<number>;
  onPick: (p: PosProduct) => void;
}) {
  const [store, setStore] = useState<PosStore>(POS_SEGMENTS[0]);
  // One query per store: a tab shown before comes back from the cache.
  const { data: catalog, error } = useCallQuery(['lockCatalog', store], (dp) => dp.lockCatalog(store));

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Productos
        </Typography>
        <Tabs value={store} onChange={(_, value: PosStore) => setStore(value)} sx={{ mb: 2 }}>
          {POS_SEGMENTS.map((segment) => (
            <Tab key={segment} value={segment} label={storeLabel(POS_STORES[segment])} />
          ))}
        </Tabs>
        {error && <Alert severity="error">{error.message}</Alert>}
        {!catalog && !error && <CircularProgress aria-label="Cargando productos" />}
        {catalog && (
          <CatalogBrowser
            key={store}
            catalog={catalog}
            onPick={onPick}
            stateOf={(p) => (restricted.has(p.id) ? RESTRICTED : null)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** A student's block record and restricted products: loaded together, saved together. */
interface Detail {
  record: BlockRecord;
  products: LockedProduct[];
}
const detailKey = (code: string) => ['lockDetail', code];

function LockDetail({ code }: { code: string }) {
  const navigate = useNavigate();
  const detail = useCallQuery(detailKey(code), async (dp): Promise<Detail> => {
    const record = await dp.lockRecord(code);
    return { record, products: await dp.lockedProducts(record.id_user_primary) };
  });

  if (detail.error) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={<Button onClick={() => navigate('/academic/locks')}>Volver</Button>}
      >
        {detail.error.message}
      </Alert>
    );
  }
  // The form starts from what this visit read, never from an earlier visit's copy.
  if (!detail.isFetchedAfterMount || !detail.data) {
    return <CircularProgress aria-label="Cargando estudiante" sx={{ mt: 2 }} />;
  }
  return <LockEditor code={code} record={detail.data.record} restricted={detail.data.products} />;
}

function LockEditor({
  code,
  record,
  restricted,
}: {
  code: string;
  record: BlockRecord;
  restricted: LockedProduct[];
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [limitOn, setLimitOn] = useState(record.lockSaldo > 0);
  const [amount, setAmount] = useState(record.lockSaldo > 0 ? String(record.lockSaldo) : '');
  const [limitError, setLimitError] = useState<string | null>(null);
  const saveLocks = useCallMutation((dp, input: ProductsBlockInput) => dp.saveLocks(input));
  const busy = saveLocks.isPending;
  const restrictedIds = useMemo(() => new Set(restricted.map((p) => p.id)), [restricted]);

  /** Saves the whole state: these products and the limit the form shows. */
  const save = (ids: number[]) => {
    const { limit, problem } = limitFromForm(limitOn, amount);
    if (problem) {
      setLimitError(problem);
      notify(problem, { type: 'error' });
      return;
    }
    setLimitError(null);
    saveLocks.mutate(
      { id_user: record.id_user_primary, products: ids, saldo: limit },
      {
        onSuccess: (saved) => {
          // The saved student and products are the page's data now.
          queryClient.setQueryData<Detail>(callKey(detailKey(code)), { record: saved.record, products: saved.products });
          notify(saved.message, { type: 'success' });
        },
        onError: (e) => {
          setLimitError(limitErrorOf(e));
          notify(e.message, { type: 'error' });
        },
      },
    );
  };
  const ids = restricted.map((p) => p.id);

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={12}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/academic/locks')}>
          Volver a restricciones
        </Button>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <CustomerCard
          name={record.name}
          document={record.num_doc}
          url={record.url}
          figures={[
            { label: 'Saldo', value: formatMoney(record.saldo), testId: 'customer-saldo' },
            { label: 'Límite diario', value: dailyLimitLabel(record.lockSaldo), testId: 'customer-limit' },
            { label: 'Consumo de hoy', value: formatMoney(record.purchase), testId: 'customer-purchase' },
          ]}
        />
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <FormControlLabel
              control={
                <Checkbox
                  checked={limitOn}
                  onChange={(e) => {
                    setLimitOn(e.target.checked);
                    setLimitError(null);
                  }}
                />
              }
              label="Establecer limite de gasto diario?"
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label="Monto diario"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setLimitError(null);
                }}
                disabled={!limitOn}
                error={limitError !== null}
                helperText={limitError ?? (limitOn ? 'Mínimo $1.000' : 'Sin restriccion')}
                size="small"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button variant="contained" onClick={() => save(ids)} disabled={busy}>
                Guardar
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Picker
          restricted={restrictedIds}
          onPick={(p) =>
            restrictedIds.has(p.id) ? notify(ALREADY_LOCKED, { type: 'info' }) : save([...ids, p.id])
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
          <CardContent>
            <Typography variant="h6">Productos restringidos</Typography>
            {restricted.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Ningún producto restringido: puede comprar cualquiera.
              </Typography>
            ) : (
              <List dense data-testid="restricted-list">
                {restricted.map((p) => (
                  <ListItem
                    key={p.id}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Quitar ${p.name}`}
                        onClick={() => save(ids.filter((id) => id !== p.id))}
                        disabled={busy}
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemAvatar>
                      <Avatar src={imageUrl(p.url)} variant="rounded" alt="" />
                    </ListItemAvatar>
                    <ListItemText
                      primary={shortName(p.name)}
                      secondary={`${storeLabel(p.store)} · ${formatMoney(p.price)}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

export function LockDetailPage() {
  const { code = '' } = useParams<{ code: string }>();
  return <LockDetail key={code} code={code} />;
}

/**
 * The alternate request edit (`#/cafeteria/requests/{id}`, spec `…/requests/edit/{id}`):
 * the order's general information, a form to add an item (category, subcategory, product,
 * price, quantity, total) and the table of items (edit, delete), then Guardar. The server
 * moves only the difference of money and stock; products already sold keep their price.
 */
import { useMemo, useState } from 'react';
import { Confirm, Title, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import { formatMoney } from '../../../domain/money';
import { itemsTotal, putItem, type EditItem } from '../../../domain/orderEdit';
import { ORDER_STATUS, type Order, type OrderEdit, type PosStore } from '../../../domain/orders';
import { domainKeys } from '../../../i18n/domain-messages';
import { BackButton } from '../../../kit/generic/actions';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { useRuleText } from '../../../kit/ruleText';
import { EMPTY_DRAFT, OrderItemForm, type Draft } from './OrderItemForm';
import { OrderItemsTable } from './OrderItemsTable';

const yesNo = (flag: number) => (flag === 1 ? 'orders.edit.yes' : 'orders.edit.no');

export function OrderEditPage({ store }: { store: PosStore }) {
  const translate = useTranslate();
  const { id } = useParams();
  const {
    data: order,
    isPending,
    error,
  } = useGetOne<Order>(`${store}/requests`, { id: Number(id) }, { enabled: Boolean(id) });
  if (error)
    return (
      <Alert severity="error">
        {error instanceof Error ? error.message : translate('orders.edit.not_found')}
      </Alert>
    );
  // The list's row may stand in for the order while it loads: it has no lines yet.
  if (isPending || !order?.lines) return <CircularProgress aria-label={translate('orders.edit.loading')} />;
  return <OrderEditor key={order.id} store={store} order={order} />;
}

function OrderEditor({ store, order }: { store: PosStore; order: Order }) {
  const translate = useTranslate();
  const ruleText = useRuleText();
  const notify = useNotify();
  const navigate = useNavigate();
  const catalogQuery = useCallQuery(['posCatalog', store], (dp) => dp.posCatalog(store));
  const saldoQuery = useCallQuery(['lookupByDocument', order.num_doc], (dp) =>
    dp.lookupByDocument(order.num_doc),
  );
  // Stock and balance are never taken from an earlier visit's copy: only once this visit has read them.
  const catalog = catalogQuery.isFetchedAfterMount ? (catalogQuery.data ?? null) : null;
  const lookup = saldoQuery.isFetchedAfterMount ? saldoQuery.data : undefined;
  const saldo = lookup ? (lookup.data.carnet?.saldo ?? 0) : null;
  const [items, setItems] = useState<EditItem[]>(() =>
    order.lines.map((l) => ({
      idCategory: null,
      idSubCategory: null,
      idProduct: l.id_product,
      name: l.name,
      price: l.price,
      count: l.count,
      total: l.total,
    })),
  );
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<EditItem | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  /** A failed load's message, until its dialog is closed. */
  const loadError = (catalogQuery.error ?? saldoQuery.error)?.message ?? null;
  const [closedLoadError, setClosedLoadError] = useState<string | null>(null);
  // One key per distinct set of items: a retried Guardar replays, a changed order is a new edit.
  const idempotency = useIdempotencyKey();
  const editOrder = useCallMutation((dp, { request, key }: { request: OrderEdit; key: string }) =>
    dp.editOrder(store, order.id, request, key),
  );
  const reversed = order.complete === ORDER_STATUS.reversed;

  const sold = useMemo(() => new Map(order.lines.map((l) => [l.id_product, l.price])), [order.lines]);
  const productsById = useMemo(() => new Map((catalog?.products ?? []).map((p) => [p.id, p])), [catalog]);
  const subcategories = catalog?.categories.find((c) => c.id === draft.idCategory)?.subcategories ?? [];
  const choices = (catalog?.products ?? []).filter(
    (p) =>
      p.id_category === draft.idCategory &&
      (draft.idSubCategory === '' || p.id_subcategory === draft.idSubCategory),
  );
  const chosen = draft.idProduct === '' ? undefined : productsById.get(draft.idProduct);
  // A product already in the order keeps the price it was sold at.
  const price = draft.idProduct === '' ? 0 : (sold.get(draft.idProduct) ?? chosen?.price ?? 0);
  const count = Number(draft.count);
  const total = Number.isInteger(count) ? price * count : Number.NaN;
  // What the customer can pay: the balance plus what this order already cost (the edit gives it back first).
  const available = saldo === null ? 0 : saldo + order.total;
  const newTotal = itemsTotal(items);
  const status = translate(domainKeys.option(`${store}/requests`, 'complete', order.complete));

  const add = () => {
    if (draft.idProduct === '') {
      setMessage(translate('orders.edit.select_product'));
      return;
    }
    const name = chosen?.name ?? items.find((i) => i.idProduct === draft.idProduct)?.name ?? '';
    const result = putItem(
      items,
      {
        idCategory: draft.idCategory === '' ? null : draft.idCategory,
        idSubCategory: draft.idSubCategory === '' ? null : draft.idSubCategory,
        idProduct: draft.idProduct,
        name,
        price,
        count,
        total,
      },
      available,
      editing,
    );
    if (result.error) {
      setMessage(ruleText(result.error));
      return;
    }
    setItems(result.items);
    setDraft(EMPTY_DRAFT);
    setEditing(null);
  };

  const edit = (item: EditItem) => {
    const product = productsById.get(item.idProduct);
    setDraft({
      idCategory: product?.id_category ?? '',
      idSubCategory: product?.id_subcategory ?? '',
      idProduct: item.idProduct,
      count: String(item.count),
    });
    setEditing(item.idProduct);
  };

  const save = () => {
    const body = {
      products: items.map((i) => ({
        idProduct: i.idProduct,
        count: i.count,
        price: i.price,
        total: i.total,
      })),
    };
    const request = { ...body, idStudent: order.id_user, total: newTotal };
    editOrder.mutate(
      { request, key: idempotency.keyFor(request) },
      {
        onSuccess: () => {
          idempotency.done();
          // The server's answer is always 'Actualizado': the catalog's text of it.
          notify(translate('orders.edit.saved'), { type: 'success' });
          navigate(`/${store}/requests`);
        },
        onError: (e) => setMessage(e.message),
      },
    );
  };

  const field = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('orders.edit.title', { id: order.id })} />
      <BackButton />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate('orders.edit.general')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} useFlexGap flexWrap="wrap">
              {field(translate('orders.edit.student'), order.customer)}
              {field(translate('orders.edit.balance'), saldo === null ? '…' : formatMoney(saldo))}
              {field(translate('orders.edit.immediate'), translate(yesNo(order.immediate)))}
              {field(translate('orders.edit.enlistment'), translate(yesNo(order.enlistment)))}
              {field(translate('orders.edit.status'), status)}
              {order.turn !== null && field(translate('orders.edit.turn'), String(order.turn))}
            </Stack>
          </CardContent>
        </Card>

        {reversed ? (
          <Alert severity="info">{translate('orders.edit.reversed')}</Alert>
        ) : (
          <OrderItemForm
            draft={draft}
            onDraft={setDraft}
            categories={catalog?.categories ?? []}
            subcategories={subcategories}
            products={choices}
            price={price}
            total={total}
            editing={editing}
            canAdd={Boolean(catalog) && saldo !== null}
            onAdd={add}
            onCancel={() => {
              setEditing(null);
              setDraft(EMPTY_DRAFT);
            }}
          />
        )}

        <Card>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {translate('orders.edit.items')}
            </Typography>
            <OrderItemsTable
              items={items}
              editing={editing}
              reversed={reversed}
              before={order.total}
              total={newTotal}
              onEdit={edit}
              onRemove={setRemoving}
            />
            {!reversed && (
              <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
                <Button
                  variant="contained"
                  onClick={save}
                  disabled={editOrder.isPending || items.length === 0 || saldo === null}
                >
                  {translate('orders.edit.save')}
                </Button>
                {saldo !== null && (
                  <Typography color="text.secondary" data-testid="edit-remaining">
                    {translate('orders.edit.remaining', {
                      saldo: formatMoney(saldo + order.total - newTotal),
                    })}
                  </Typography>
                )}
              </Box>
            )}
          </CardContent>
        </Card>
      </Stack>
      <Confirm
        isOpen={removing !== null}
        title="orders.edit.remove"
        content="orders.edit.remove_confirm"
        confirm="orders.edit.accept"
        cancel="orders.edit.cancel"
        onConfirm={() => {
          setItems(items.filter((i) => i.idProduct !== removing?.idProduct));
          if (editing === removing?.idProduct) {
            setEditing(null);
            setDraft(EMPTY_DRAFT);
          }
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
      <InfoDialog
        open={message === null && loadError !== null && loadError !== closedLoadError}
        message={loadError ?? ''}
        onClose={() => setClosedLoadError(loadError)}
      />
    </Box>
  );
}

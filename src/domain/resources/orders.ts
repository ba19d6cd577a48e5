import { f } from '../fieldBuilders';
import { defineResource } from '../resource';
import { ORDER_STATUS_LABELS } from '../orders';
import { STORE, storeLabel, type StoreSegment } from '../stores';
import { isPermissionKey, permissionKey } from '../permissions';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([id, name]) => ({ id, name }));

/**
 * The order lists of a store, all read-only with no Nuevo (sales start at the cashier or the
 * lunch line): every order (`requests`), and the working lists of the old menu, each its own
 * path and key on the server: orders to prepare (`enlistment`), ready to hand over
 * (`deliveries`) and those that can still be reversed (`Reversion`).
 */
export const ORDER_LISTS = {
  requests: { label: 'Pedidos', readers: ['pos'] },
  enlistment: { label: 'Pedidos en preparación', readers: [] },
  deliveries: { label: 'Pedidos listos para entregar', readers: [] },
  Reversion: { label: 'Reversiones', readers: [] },
} as const;
export type OrderList = keyof typeof ORDER_LISTS;

/** The permission key of each list (the menu's keys: the Reversion list is `<store>.reversion`). */
const keyOf = (store: StoreSegment, list: OrderList) =>
  permissionKey(`${store}.${list === 'Reversion' ? 'reversion' : list}`);

/** The resource name of a store's order list ('restaurant/enlistment'). */
export const orderListName = (store: StoreSegment, list: OrderList) => `${store}/${list}`;

export const orderListResource = (store: StoreSegment, list: OrderList) => {
  const working = list === 'enlistment' || list === 'deliveries';
  return defineResource({
    name: orderListName(store, list),
    label: 'Pedido',
    labelPlural: `${ORDER_LISTS[list].label} de ${storeLabel(STORE[store]).toLowerCase()}`,
    permission: keyOf(store, list),
    // Those who sell read the orders, where the store has a point of sale.
    readers: ORDER_LISTS[list].readers.map((r) => `${store}.${r}`).filter(isPermissionKey),
    recordRepresentation: 'customer',
    searchable: ['customer', 'num_doc'],
    // The boards' lists serve the oldest order first.
    sort: working ? { field: 'created_at', order: 'ASC' } : { field: 'created_at', order: 'DESC' },
    fields: {
      id: f.integer('Pedido', { list: true }),
      created_at: f.datetime('Fecha', { list: true, rangeFilter: true }),
      turn: f.integer('Turno', { list: true }),
      customer: f.text('Cliente', { list: true }),
      num_doc: f.text('Documento', { list: true }),
      products: f.text('Productos', { list: true }),
      comment: f.text('Observaciones', { list: working }),
      total: f.money('Total', { list: true }),
      complete: f.select('Estado', STATUS_OPTIONS, {
        list: !working,
        filter: list === 'requests' || list === 'Reversion',
      }),
      funcionario: f.text('Cajero', { list: !working }),
    },
  });
};

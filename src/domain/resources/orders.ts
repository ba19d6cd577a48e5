import { f } from '../fields';
import { defineResource } from '../resource';
import { ORDER_STATUS_LABELS, type PosStore } from '../orders';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([id, name]) => ({ id, name }));

/** The requests (orders) list of a store with a point of sale: read-only, no Nuevo (sales start at the cashier). */
const requestsResource = (store: PosStore, labelPlural: string) =>
  defineResource({
    name: `${store}/requests`,
    label: 'Pedido',
    labelPlural,
    permission: `${store}.requests`,
    readers: [`${store}.pos`],
    recordRepresentation: 'customer',
    searchable: ['customer', 'num_doc'],
    sort: { field: 'created_at', order: 'DESC' },
    fields: {
      created_at: f.datetime('Fecha', { list: true, rangeFilter: true }),
      customer: f.text('Cliente', { list: true }),
      num_doc: f.text('Documento', { list: true }),
      products: f.text('Productos', { list: true }),
      total: f.money('Total', { list: true }),
      turn: f.integer('Turno', { list: true }),
      complete: f.select('Estado', STATUS_OPTIONS, { list: true, filter: true }),
      funcionario: f.text('Cajero', { list: true }),
    },
  });

export const cafeteriaRequestsResource = requestsResource('cafeteria', 'Pedidos de cafetería');
export const papeleriaRequestsResource = requestsResource('papeleria', 'Pedidos de papelería');

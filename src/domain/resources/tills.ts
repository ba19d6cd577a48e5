import { f } from '../fieldBuilders';
import { STORES } from '../inventory';
import { defineResource } from '../resource';

/**
 * The offline tills (issue 33, src/domain/offline.ts): each browser that sells registers itself
 * (`PUT /api/<store>/tills/<codigo>`), so there is no «Nuevo»; a till keeps its late sales, so it
 * is switched off (`activa`) rather than deleted. The administrator names it and sets its
 * allowance, with the rules of `allowanceSchema`. The wire speaks the columns' names (`Till`).
 */
export const tillsResource = defineResource({
  name: 'admin/tills',
  label: 'Caja',
  labelPlural: 'Cajas',
  permission: 'admin.tills',
  recordRepresentation: 'nombre',
  // The offline sales report filters by till.
  readers: ['admin.offlinesales'],
  searchable: ['nombre'],
  sort: { field: 'nombre', order: 'ASC' },
  fields: {
    nombre: f.text('Nombre', { required: true, list: true, maxLength: 60 }),
    store: f.select('Tienda', STORES, { list: true, filter: true, createHidden: true, onEdit: 'hidden' }),
    max_venta: f.money('Máximo por venta', { required: true, list: true, min: 0 }),
    max_total: f.money('Máximo total', { required: true, list: true, min: 0 }),
    max_horas: f.integer('Horas sin conexión', { required: true, list: true, min: 0, max: 72 }),
    sobregiro: f.money('Sobregiro', { required: true, list: true, min: 0 }),
    activa: f.flag('Activa', { list: true }),
    visto_en: f.datetime('Última conexión', { list: true, onEdit: 'hidden' }),
  },
  refuses: {
    create:
      'Las cajas no se crean a mano: cada navegador que vende se registra como caja la primera vez que abre su punto de venta',
    remove:
      'Una caja no se elimina (guarda sus ventas fuera de línea): desactívela para que no venda sin conexión',
  },
});

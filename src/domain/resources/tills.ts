import { f } from '../fieldBuilders';
import { STORES } from '../inventory';
import { defineResource } from '../resource';
import { TILL_UNUSED_DAYS, tillNameField } from '../tillChoice';

/**
 * The offline tills (issue 33, src/domain/offline.ts): created at a point of sale by whoever holds
 * this key (src/domain/tillChoice.ts), never here, so there is no «Nuevo»; a till keeps its late
 * sales, so it is switched off (`activa`) rather than deleted. The administrator names it, sets its
 * allowance with the rules of `allowanceSchema`, and retires the active ones the list marks unused
 * for TILL_UNUSED_DAYS (`sin_uso`). The wire speaks the columns' names (`Till`).
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
    nombre: tillNameField,
    store: f.select('Tienda', STORES, { list: true, filter: true, createHidden: true, onEdit: 'hidden' }),
    max_venta: f.money('Máximo por venta', { required: true, list: true, min: 0 }),
    max_total: f.money('Máximo total', { required: true, list: true, min: 0 }),
    max_horas: f.integer('Horas sin conexión', { required: true, list: true, min: 0, max: 72 }),
    sobregiro: f.money('Sobregiro', { required: true, list: true, min: 0 }),
    activa: f.flag('Activa', { list: true }),
    visto_en: f.datetime('Última conexión', { list: true, onEdit: 'hidden' }),
  },
  // Its last connection (or its creation, never connected) TILL_UNUSED_DAYS or more before the server's now; active ones only.
  marks: { sin_uso: { label: `Sin uso en ${TILL_UNUSED_DAYS} días` } },
  refuses: {
    create:
      'Las cajas se crean desde el punto de venta: quien tiene el permiso Cajas escribe su nombre y pulsa «Crear caja» en el aviso de un equipo sin caja asignada',
    remove:
      'Una caja no se elimina (guarda sus ventas fuera de línea): desactívela para que no venda sin conexión',
  },
});

import { f } from '../fields';
import { defineResource } from '../resource';

/**
 * A restaurant service (issue 14): a time window of one school schedule in which each student
 * has one meal. With none, the school day is one service (src/domain/restaurant.ts).
 */
export const restaurantServicesResource = defineResource({
  name: 'restaurant/services',
  label: 'Servicio',
  labelPlural: 'Servicios del restaurante',
  permission: 'restaurant.services',
  recordRepresentation: 'name',
  searchable: ['name'],
  sort: { field: 'h_start', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, maxLength: 60 }),
    turno: f.reference('Horario', 'admin/turns', { required: true, list: true, filter: true }),
    h_start: f.time('Hora de inicio', { required: true, list: true }),
    h_end: f.time('Hora de fin', { required: true, list: true }),
  },
  // Compared as HH:MM so that '11:30' and '11:30:00' count as the same time.
  check: (service) =>
    typeof service.h_start === 'string' && typeof service.h_end === 'string' && service.h_end.slice(0, 5) <= service.h_start.slice(0, 5)
      ? { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' }
      : null,
});

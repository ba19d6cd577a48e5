import { f } from '../fields';
import { defineResource } from '../resource';

/** A school schedule (jornada) that users and students belong to. */
export const turnsResource = defineResource({
  name: 'admin/turns',
  label: 'Turno',
  labelPlural: 'Turnos',
  permission: 'admin.turns',
  recordRepresentation: 'name',
  readers: ['admin.users'],
  searchable: ['name'],
  sort: { field: 'h_start', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true }),
    h_start: f.time('Hora de inicio', { required: true, list: true }),
    h_end: f.time('Hora de fin', { required: true, list: true }),
    id_school: f.reference('Colegio', 'admin/schools', { required: true, list: true, filter: true }),
  },
  check: (turn) =>
    typeof turn.h_start === 'string' && typeof turn.h_end === 'string' && turn.h_end <= turn.h_start
      ? { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' }
      : null,
});

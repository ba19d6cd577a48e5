import { f } from '../fields';
import { defineResource } from '../resource';

/** A school schedule (jornada) that users and students belong to. */
export const shiftsResource = defineResource({
  name: 'admin/turns',
  label: 'Turno',
  labelPlural: 'Turnos',
  permission: 'admin.turns',
  recordRepresentation: 'name',
  // Users and students belong to one.
  readers: ['admin.users', 'academic.students'],
  searchable: ['name'],
  sort: { field: 'h_start', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true }),
    h_start: f.time('Hora de inicio', { required: true, list: true }),
    h_end: f.time('Hora de fin', { required: true, list: true }),
    id_school: f.reference('Colegio', 'admin/schools', { required: true, list: true, filter: true }),
  },
  // Compared as HH:MM so that '06:30' and '06:30:00' count as the same time.
  check: (turn) =>
    typeof turn.h_start === 'string' && typeof turn.h_end === 'string' && turn.h_end.slice(0, 5) <= turn.h_start.slice(0, 5)
      ? { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' }
      : null,
});

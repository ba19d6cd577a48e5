import { f } from '../fieldBuilders';
import { defineResource } from '../resource';
import { EMPTY_FIELDS } from '../transport';

/**
 * Name and hours of a school schedule (jornada) that users and students belong to; the gate
 * marks late entries against its start. Empty or left out, on a create or an edit, from
 * administration or access control: the spec's 'Tienes Campos Vacios' (part 2 §5 words it for
 * these records' create and edit; part 1 shows no message of its own), so every door of
 * `admin/turns` answers the same.
 */
const shiftFields = {
  name: f.text('Nombre', { required: true, list: true, requiredMessage: EMPTY_FIELDS }),
  h_start: f.time('Hora de inicio', { required: true, list: true, requiredMessage: EMPTY_FIELDS }),
  h_end: f.time('Hora de fin', { required: true, list: true, requiredMessage: EMPTY_FIELDS }),
};

export const shiftsResource = defineResource({
  name: 'admin/turns',
  label: 'Turno',
  labelPlural: 'Turnos',
  // The same shifts are managed from administration and from access control (spec part 2 §2 'turns').
  permission: 'admin.turns',
  recordRepresentation: 'name',
  // Users and students belong to one.
  readers: ['admin.users', 'academic.students', 'access.turns'],
  searchable: ['name'],
  sort: { field: 'h_start', order: 'ASC' },
  fields: {
    ...shiftFields,
    // Left empty, the server puts the school's (the first) one: the old client always sent 1.
    id_school: f.reference('Colegio', 'admin/schools', { list: true, filter: true }),
  },
  // Compared as HH:MM so that '06:30' and '06:30:00' count as the same time.
  check: (turn) =>
    typeof turn.h_start === 'string' &&
    typeof turn.h_end === 'string' &&
    turn.h_end.slice(0, 5) <= turn.h_start.slice(0, 5)
      ? { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' }
      : null,
});

/**
 * Access control's view of the shifts (`#/controlacceso/turns`, key access.turns): the same
 * records (its API path is admin/turns) with the spec's three fields, checked in the form's order.
 */
export const accessShiftsView = defineResource({
  ...shiftsResource,
  name: 'controlacceso/turns',
  permission: 'access.turns',
  readers: [],
  searchable: ['name'],
  recordRepresentation: 'name',
  validationOrder: ['name', 'h_start', 'h_end'],
  fields: shiftFields,
});

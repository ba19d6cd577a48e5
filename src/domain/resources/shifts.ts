import { f } from '../fields';
import { defineResource } from '../resource';
import { EMPTY_FIELDS } from '../transport';

/** A school schedule (jornada) that users and students belong to; the gate marks late entries against its start. */
/** Name and hours; `requiredMessage` for an empty one where the screen has its own (access control's). */
const shiftFields = (requiredMessage?: string) => ({
  name: f.text('Nombre', { required: true, list: true, requiredMessage }),
  h_start: f.time('Hora de inicio', { required: true, list: true, requiredMessage }),
  h_end: f.time('Hora de fin', { required: true, list: true, requiredMessage }),
});

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
    ...shiftFields(),
    // Left empty, the server puts the school's (the first) one: the old client always sent 1.
    id_school: f.reference('Colegio', 'admin/schools', { list: true, filter: true }),
  },
  // Compared as HH:MM so that '06:30' and '06:30:00' count as the same time.
  check: (turn) =>
    typeof turn.h_start === 'string' && typeof turn.h_end === 'string' && turn.h_end.slice(0, 5) <= turn.h_start.slice(0, 5)
      ? { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' }
      : null,
});

/**
 * Access control's view of the shifts (`#/controlacceso/turns`, key access.turns): the same
 * records (its API path is admin/turns) with the spec's three fields and its message for an
 * empty one, 'Tienes Campos Vacios' (part 2 §5).
 */
export const accessShiftsView = defineResource({
  ...shiftsResource,
  name: 'controlacceso/turns',
  permission: 'access.turns',
  readers: [],
  searchable: ['name'],
  recordRepresentation: 'name',
  validationOrder: ['name', 'h_start', 'h_end'],
  fields: shiftFields(EMPTY_FIELDS),
});

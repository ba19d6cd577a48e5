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
  // Issue 53: when a student with no entry is absent; empty, the start + 30 minutes (src/domain/absences.ts).
  h_corte: f.time('Hora de corte de asistencia', { list: true }),
};

const hhmm = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 5) : null);

/** The end after the start, the cut-off within the shift; compared as HH:MM so that '06:30' and '06:30:00' are the same time. */
function checkHours(turn: Record<string, unknown>) {
  const [start, end, cutoff] = [hhmm(turn.h_start), hhmm(turn.h_end), hhmm(turn.h_corte)];
  if (start && end && end <= start)
    return { field: 'h_end', message: 'La hora de fin debe ser posterior a la hora de inicio' };
  if (start && end && cutoff && (cutoff <= start || cutoff >= end))
    return { field: 'h_corte', message: 'La hora de corte debe estar entre el inicio y el fin del turno' };
  return null;
}

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
  check: checkHours,
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

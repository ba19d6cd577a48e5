/**
 * Access control's gates (issue 16): where a passage happened. The spec names none; a school
 * has several (the main gate, the vehicle gate) and each guard's station chooses its own, which
 * every passage then records.
 */
import { f } from '../fieldBuilders';
import { defineResource } from '../resource';

export const gatesResource = defineResource({
  name: 'controlacceso/gates',
  label: 'Portería',
  labelPlural: 'Porterías',
  permission: 'access.gates',
  recordRepresentation: 'name',
  // The guard's station picks its gate; the reports name them.
  readers: ['access.qracces', 'access.reports'],
  searchable: ['name'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, maxLength: 60 }),
    ubicacion: f.text('Ubicación', { list: true, maxLength: 120 }),
  },
});

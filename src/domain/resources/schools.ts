import { f } from '../fieldBuilders';
import { defineResource } from '../resource';

export const schoolsResource = defineResource({
  name: 'admin/schools',
  label: 'Colegio',
  labelPlural: 'Colegios',
  permission: 'admin.schools',
  recordRepresentation: 'name',
  readers: ['admin.turns'],
  searchable: ['name', 'nit', 'address'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, unique: 'Ya existe un colegio con ese nombre' }),
    nit: f.text('NIT', { list: true, maxLength: 30 }),
    address: f.text('Dirección', { list: true, maxLength: 200 }),
    phone: f.text('Teléfono', { list: true, maxLength: 30 }),
    email: f.email('Correo electrónico'),
  },
});

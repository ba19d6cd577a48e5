import { f } from '../fields';
import { defineResource } from '../resource';
import { DOCUMENT_TYPES } from '../documents';

export const usersResource = defineResource({
  name: 'admin/users',
  label: 'Usuario',
  labelPlural: 'Usuarios',
  permission: 'admin.users',
  recordRepresentation: 'name',
  searchable: ['name', 'email', 'num_doc'],
  sort: { field: 'name', order: 'ASC' },
  fields: {
    name: f.text('Nombre', { required: true, list: true }),
    email: f.email('Correo electrónico', {
      required: true,
      list: true,
      unique: 'El email ya se encuentra registrado',
    }),
    type_doc: f.select('Tipo de documento', DOCUMENT_TYPES, { required: true, defaultValue: 1 }),
    num_doc: f.text('Número de documento', {
      required: true,
      list: true,
      maxLength: 20,
      unique: 'El numero de documento ya se encuentra registrado',
    }),
    id_rol: f.reference('Rol', 'admin/roles', { required: true, list: true, filter: true }),
    turno: f.reference('Turno', 'admin/turns', { list: true, filter: true }),
    address: f.text('Dirección', { maxLength: 200 }),
    phone: f.text('Teléfono', { maxLength: 30 }),
    cellphone: f.text('Celular', { maxLength: 30, list: true }),
    password: f.password('Contraseña', { required: true, onEdit: 'hidden' }),
    image: f.image('Foto'),
  },
});

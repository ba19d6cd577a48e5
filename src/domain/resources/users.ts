import { f } from '../fieldBuilders';
import { defineResource } from '../resource';
import { documentFields } from './people';

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
    ...documentFields(1),
    id_rol: f.reference('Rol', 'admin/roles', { required: true, list: true, filter: true }),
    turno: f.reference('Turno', 'admin/turns', { list: true, filter: true }),
    address: f.text('Dirección', { maxLength: 200 }),
    phone: f.text('Teléfono', { maxLength: 30 }),
    cellphone: f.text('Celular', { maxLength: 30, list: true }),
    // Set once, typed twice; changed later by its owner (Perfil) or by a reset, never on this edit form.
    password: f.password('Contraseña', { required: true, onEdit: 'hidden', confirm: true }),
    image: f.image('Foto'),
  },
});

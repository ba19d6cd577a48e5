import { f } from '../fieldBuilders';
import { defineResource } from '../resource';

const YES_NO = { defaultValue: 0, list: true } as const;

export const rolesResource = defineResource({
  name: 'admin/roles',
  label: 'Rol',
  labelPlural: 'Roles',
  permission: 'admin.roles',
  recordRepresentation: 'name',
  readers: ['admin.users'],
  searchable: ['name', 'description'],
  sort: { field: 'name', order: 'ASC' },
  validationOrder: ['description', 'name', 'function'],
  // Spec part 1 §8: 'Role list failure shows 'algo salio mal''.
  messages: { listFailed: 'algo salio mal' },
  fields: {
    name: f.text('Nombre', { required: true, list: true, requiredMessage: 'El nombre es obligatorio' }),
    description: f.text('Descripción', {
      required: true,
      list: true,
      maxLength: 250,
      requiredMessage: 'La descripcion es obligatoria',
    }),
    CheckRestaurante: f.flag('Notificaciones restaurante', YES_NO),
    CheckCafeteria: f.flag('Notificaciones cafetería', YES_NO),
    CheckPapeleria: f.flag('Notificaciones papelería', YES_NO),
    function: f.permissions('Permisos', { requiredMessage: 'Debe marcar por lo menos un permiso' }),
  },
});

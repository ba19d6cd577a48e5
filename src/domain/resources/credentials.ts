import { f } from '../fieldBuilders';
import { defineResource } from '../resource';

export const CREDENTIAL_STATES = [
  { id: 1, name: 'Activo' },
  { id: 0, name: 'Inactivo' },
] as const;

/**
 * The credentials list (columns, filters, Excel). Credentials are not plain CRUD: they are
 * created from a user found by document and their balance moves only through the ledger,
 * so the server module and the create/edit/top-up screens are their own.
 */
export const credentialsResource = defineResource({
  name: 'admin/carnets',
  label: 'Carnet',
  labelPlural: 'Carnets',
  permission: 'carnets.list',
  recordRepresentation: 'name_user_primary',
  // A code is a bearer secret: never searched by a part (the server finds a whole one exactly).
  searchable: ['name_user_primary', 'num_doc'],
  sort: { field: 'name_user_primary', order: 'ASC' },
  fields: {
    name_user_primary: f.text('Usuario', { list: true }),
    num_doc: f.text('Documento', { list: true }),
    code: f.text('Código'),
    saldo: f.money('Saldo', { list: true }),
    lockSaldo: f.money('Límite diario', { list: true }),
    active: f.select('Estado', CREDENTIAL_STATES, { list: true, filter: true }),
  },
});

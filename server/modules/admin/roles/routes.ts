/** The roles: generic CRUD, where a role is created, changed or deleted only with keys the staff member holds. */
import type { FastifyInstance } from 'fastify';
import { rolesResource } from '../../../../src/domain/resources';
import type { AreaOptions } from '../../../http/area';
import { registerCrud } from '../../../http/crud';
import { roleTable } from './queries';
import { checkGrantable, checkRoleManageable, checkStoredRoleManageable } from './service';

export function roleRoutes(app: FastifyInstance, { db }: AreaOptions) {
  registerCrud(app, db, {
    def: rolesResource,
    table: roleTable,
    inUse: { refuse: 'No se puede eliminar el rol: hay usuarios que lo tienen asignado' },
    // Rights (docs/architecture.md): a role is created, changed or deleted only with keys the staff member holds.
    // On update `existing` is the role as locked by the write: its current keys.
    validate: async (record, { staff, existing }) => {
      if (existing) checkRoleManageable(staff, (existing.function as string[] | undefined) ?? []);
      checkGrantable(staff, (record.function as string[] | undefined) ?? []);
    },
    beforeDelete: (id, staff) => checkStoredRoleManageable(db, staff, id),
  });
}

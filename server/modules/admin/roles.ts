import type { FastifyInstance } from 'fastify';
import { rolesResource } from '../../../src/domain/resources';
import { roles } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import type { AreaOptions } from '../area';
import { checkGrantable, checkRoleManageable, checkStoredRoleManageable } from './rights';

export function roleRoutes(app: FastifyInstance, { db }: AreaOptions) {
  registerCrud(app, db, {
    def: rolesResource,
    table: roles,
    inUse: { refuse: 'No se puede eliminar el rol: hay usuarios que lo tienen asignado' },
    // Rights (README): a role is created, changed or deleted only with keys the staff member holds.
    // On update `existing` is the role as locked by the write: its current keys.
    validate: async (record, { staff, existing }) => {
      if (existing) checkRoleManageable(staff, (existing.function as string[] | undefined) ?? []);
      checkGrantable(staff, (record.function as string[] | undefined) ?? []);
    },
    beforeDelete: (id, staff) => checkStoredRoleManageable(db, staff, id),
  });
}

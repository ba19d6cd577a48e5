/**
 * The roles: generic CRUD, where a role is created, changed or deleted only with keys the staff
 * member holds. A role that loses a key ends at once, on every node, the live streams of its users
 * that needed it (an ACCESS_TOPIC message in the change's transaction: plugins/event-streams.ts).
 */
import type { FastifyInstance } from 'fastify';
import { rolesResource } from '../../../../src/domain/resources';
import { accessChanged } from '../../../../src/domain/topics';
import type { AreaOptions } from '../../../http/area';
import { registerCrud } from '../../../http/crud';
import { roleTable } from './queries';
import { checkGrantable, checkRoleManageable, checkStoredRoleManageable } from './service';

export function roleRoutes(app: FastifyInstance, { db, bus }: AreaOptions) {
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
    afterWrite: async (row, { db: tx, existing }) => {
      const keys = new Set((row.function as string[] | undefined) ?? []);
      const before = (existing?.function as string[] | undefined) ?? [];
      if (before.some((key) => !keys.has(key)))
        await bus.enqueue(tx, accessChanged({ roles: [Number(row.id)] }));
    },
    beforeDelete: (id, staff) => checkStoredRoleManageable(db, staff, id),
    bus,
  });
}

import type { FastifyInstance } from 'fastify';
import { rolesResource } from '../../../src/domain/resources';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { registerCrud } from '../../http/crud';

export function roleRoutes(app: FastifyInstance, db: Db) {
  registerCrud(app, db, {
    def: rolesResource,
    table: roles,
    inUse: { refuse: 'No se puede eliminar el rol: hay usuarios que lo tienen asignado' },
  });
}

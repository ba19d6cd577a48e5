import type { FastifyInstance } from 'fastify';
import { schoolsResource, turnsResource } from '../../../src/domain/resources';
import { schools, turns } from '../../db/schema';
import { registerCrud } from '../../http/crud';
import type { AreaOptions } from '../area';

/** Schools and their schedules (turns). */
export function schoolRoutes(app: FastifyInstance, { db }: AreaOptions) {
  registerCrud(app, db, {
    def: schoolsResource,
    table: schools,
    inUse: { refuse: 'No se puede eliminar el colegio: tiene turnos asociados' },
  });
  registerCrud(app, db, {
    def: turnsResource,
    table: turns,
    inUse: { refuse: 'No se puede eliminar el turno: tiene usuarios asociados' },
  });
}

/**
 * The school's shifts (jornadas): the generic CRUD under admin/turns, managed from
 * administration (admin.turns) and from access control (access.turns, spec part 2 §2 'turns'),
 * plus the old client's paths (§7):
 *   POST /api/admin/crearturno      {name, id_school, h_start, h_end}; an empty field: 'Tienes Campos Vacios'
 *   POST /api/admin/mostrarturno    every shift, by start time
 *   POST /api/admin/controlacceso   {id}: the shift deleted (refused while people belong to it)
 * A shift created without a school gets the school's (the first) one: the old client always sent 1.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIFT_CREATED, SHIFT_DELETED } from '../../../../src/domain/access';
import { createSchema } from '../../../../src/domain/fields';
import { accessShiftsView, shiftsResource } from '../../../../src/domain/resources';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import { registerCrud } from '../../../http/crud';
import { rowSchema } from '../../../http/row-schema';
import { ok, okList } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { firstSchoolId, shiftTable, shiftsByStart } from './queries';

const NO_SCHOOL = 'Cree primero el colegio: el turno pertenece a uno';

export function shiftRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const crud = registerCrud(app, db, {
    def: shiftsResource,
    table: shiftTable,
    permission: ['admin.turns', 'access.turns'],
    prepare: async (input, { db: tx, mode }) => {
      if (mode !== 'create' || input.id_school != null) return {};
      const school = await firstSchoolId(tx);
      if (school === undefined) throw badRequest(NO_SCHOOL, { id_school: NO_SCHOOL });
      return { id_school: school };
    },
    inUse: { refuse: 'No se puede eliminar el turno: tiene usuarios asociados' },
  });

  const shift = rowSchema(shiftTable);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [shiftsResource.labelPlural];
  r.post(
    '/api/admin/crearturno',
    {
      config: { ...crud.config, validationOrder: accessShiftsView.validationOrder },
      schema: {
        tags,
        summary:
          'Crear un turno {name, id_school, h_start, h_end} (ruta del cliente anterior); un campo vacío: Tienes Campos Vacios',
        body: createSchema(accessShiftsView.fields).extend({
          id_school: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
        response: createdAnswers(shift),
      },
    },
    async (req, reply) => {
      const row = await crud.create(req.body as Record<string, unknown>, staffOf(req));
      reply.status(201);
      return ok(crud.toRecord(row), SHIFT_CREATED);
    },
  );
  r.post(
    '/api/admin/mostrarturno',
    {
      config: crud.readConfig,
      schema: { tags, summary: 'Todos los turnos, por hora de inicio', response: listAnswers(shift) },
    },
    async () => {
      const rows = await shiftsByStart(db);
      return okList(rows.map(crud.toRecord), rows.length);
    },
  );
  r.post(
    '/api/admin/controlacceso',
    {
      config: crud.config,
      schema: {
        tags,
        summary: 'Eliminar un turno {id}; se rechaza si tiene usuarios',
        body: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: answers(z.object({ id: z.number().int() })),
      },
    },
    async (req) => {
      await crud.remove(req.body.id, staffOf(req));
      return ok({ id: req.body.id }, SHIFT_DELETED);
    },
  );
}

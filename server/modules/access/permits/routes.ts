/**
 * Permits (spec part 2 §2 'permiss', §5, §7), key access.permiss:
 *   POST   /api/admin/savepermiso     {num_doc}: the active person of a document {id, name}; 404 'No Existe Usuario'
 *   POST   /api/admin/crearpermiso    {idUser, fecha, hora, tipo, observaciones}: every field
 *          required ('Tienes Campos Vacios'); answers {mensaje} with the permit
 *   GET    /api/admin/permisos        the permits of today and later (the screen's list)
 *   DELETE /api/admin/permisos/{id}   a permit not used at the gate yet
 * The gate uses a person's permit of the day and direction once (the gate's service); the writes are
 * in service.ts, the reads in queries.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMIT_CREATED, PERMIT_DELETED } from '../../../../src/domain/access';
import {
  PERMIT_FIELDS,
  permitCreatedSchema,
  permitLookupSchema,
  permitPersonSchema,
  permitRowSchema,
  permitSchema,
} from '../../../../src/domain/accessPermits';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import { localDate } from '../../../time';
import type { AreaOptions } from '../../../http/area';
import { activePersonByDocument, permitById, permitRows, permitsFrom } from './queries';
import { createPermit, deletePermit } from './service';
import { NO_USER } from '../../../../src/domain/credentials';

const tags = ['Control de acceso'];
const noUser = (field: string) => new AppError(404, NO_USER, 'not_found', { [field]: NO_USER });

export function permitRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const permission = { permission: 'access.permiss' } as const;

  r.post(
    '/api/admin/savepermiso',
    {
      // The reports find their person the same way.
      config: { permission: ['access.permiss', 'access.reports'] },
      schema: {
        tags,
        summary:
          'Buscar por documento a la persona del permiso o del reporte {num_doc}; 404 No Existe Usuario',
        body: permitLookupSchema,
        response: answers(permitPersonSchema),
      },
    },
    async (req) => {
      const person = await activePersonByDocument(db, req.body.num_doc);
      if (!person) throw noUser('num_doc');
      return ok(person);
    },
  );

  r.post(
    '/api/admin/crearpermiso',
    {
      config: { ...permission, validationOrder: PERMIT_FIELDS },
      schema: {
        tags,
        summary:
          'Crear un permiso de entrada (tipo 1) o salida (tipo 2) para un día y hora; todos los campos son obligatorios (Tienes Campos Vacios)',
        body: permitSchema,
        response: createdAnswers(permitCreatedSchema),
      },
    },
    async (req, reply) => {
      const id = await db.transaction((tx) => createPermit(tx, req.body, staffOf(req).id, clock.now()));
      const [row] = await permitRows(db, permitById(id));
      reply.status(201);
      return ok({ ...row, mensaje: PERMIT_CREATED }, PERMIT_CREATED);
    },
  );

  r.get(
    '/api/admin/permisos',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Los permisos de hoy en adelante, por día y hora',
        response: listAnswers(permitRowSchema),
      },
    },
    async () => {
      const rows = await permitRows(db, permitsFrom(localDate(clock.now(), config.timezone)));
      return okList(rows, rows.length);
    },
  );

  r.delete(
    '/api/admin/permisos/:id',
    {
      config: permission,
      schema: {
        tags,
        summary: 'Eliminar un permiso que aún no se usó en la portería',
        params: idParamsSchema,
        response: answers(z.object({ id: z.number().int() })),
      },
    },
    async (req) => {
      const id = req.params.id;
      await db.transaction((tx) => deletePermit(tx, id));
      return ok({ id }, PERMIT_DELETED);
    },
  );
}

/**
 * The staff's users: generic CRUD over the active users, the inactivated list, reactivation and
 * password reset. The rights checks are the roles feature's; the user writes beyond the CRUD are in
 * service.ts, the table and list conditions in queries.ts. A deactivation, a new role, a reset and a
 * reactivation end the user's live streams at once, on every node (an ACCESS_TOPIC message written
 * in the change's transaction: server/plugins/event-streams.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { usersResource } from '../../../../src/domain/resources';
import { accessChanged } from '../../../../src/domain/topics';
import type { Db } from '../../../db/client';
import { answers, listAnswers } from '../../../http/answers';
import { registerCrud } from '../../../http/crud';
import { rowSchema } from '../../../http/row-schema';
import { ok, okList } from '../../../http/envelope';
import { conflict, notFound } from '../../../http/errors';
import { idParamsSchema, listQuerySchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import { hashPassword } from '../../../security/passwords';
import type { AreaOptions } from '../../../http/area';
import { checkAssignable, checkManageable } from '../roles';
import { activeUsers, inactiveUsers, userTable } from './queries';
import { newTemporaryPassword, reactivateUser, resetPassword } from './service';

const HIDDEN = ['password_hash'] as const;
/** A user as answered: never their password's hash. */
const userRecord = rowSchema(userTable, { hidden: HIDDEN });
/** A temporary password, shown once. */
const resetAnswer = z.object({ id: z.number().int(), password: z.string() });

export function userRoutes(app: FastifyInstance, { db, clock, bus }: AreaOptions) {
  /** In the change's transaction `tx`: user `id`'s access changed. */
  const accessOf = (tx: Db, id: number) => bus.enqueue(tx, accessChanged({ users: [id] }));
  const crud = registerCrud(app, db, {
    def: usersResource,
    table: userTable,
    hidden: HIDDEN,
    scope: activeUsers,
    prepare: async (input, { mode }) =>
      mode === 'create' && typeof input.password === 'string'
        ? { password_hash: await hashPassword(input.password), must_change_password: false }
        : {},
    inUse: {
      deactivate: {
        column: 'active',
        message: 'El usuario tiene historial: se desactivó en lugar de eliminarse',
      },
    },
    // Rights (docs/architecture.md): the user's current role, and the role given, only with keys the staff member holds.
    validate: async (record, { db: tx, staff, mode, existing, input }) => {
      if (mode === 'update') await checkManageable(tx, staff, Number(existing!.id));
      if (mode === 'create' || (input.id_rol !== undefined && input.id_rol !== existing!.id_rol)) {
        await checkAssignable(tx, staff, Number(record.id_rol));
      }
    },
    // Another role: the streams it no longer allows close now.
    afterWrite: async (row, { db: tx, mode, existing }) => {
      if (mode === 'update' && row.id_rol !== existing!.id_rol) await accessOf(tx, Number(row.id));
    },
    beforeDelete: async (id, staff) => {
      if (id === staff.id) throw conflict('No puede eliminar su propio usuario');
      await checkManageable(db, staff, id);
    },
    afterDeactivate: (id, { db: tx }) => accessOf(tx, id),
    bus,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: usersResource.permission };
  const tags = ['Usuarios'];

  r.get(
    '/api/admin/usersdel',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios inactivos',
        querystring: listQuerySchema,
        response: listAnswers(userRecord),
      },
    },
    async (req) => {
      const { rows, total } = await crud.list(req.query, inactiveUsers());
      return okList(rows, total);
    },
  );

  /** Reactivates an inactivated user (not in the old system, which had no way back). */
  r.put(
    '/api/admin/usersdel/:id',
    {
      config,
      schema: { tags, summary: 'Reactivar usuario', params: idParamsSchema, response: answers(userRecord) },
    },
    async (req) => {
      await checkManageable(db, staffOf(req), req.params.id);
      const row = await db.transaction(async (tx) => {
        const reactivated = await reactivateUser(tx, req.params.id, clock.now());
        if (reactivated) await accessOf(tx, reactivated.id);
        return reactivated;
      });
      bus.flush();
      if (!row) throw notFound('El usuario no existe o ya está activo');
      return ok(crud.toRecord(row), 'Usuario reactivado');
    },
  );

  /** A temporary password, shown once to the administrator; the user must change it at the next login. */
  r.get(
    '/api/admin/reset-pass/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Restablecer contraseña',
        params: idParamsSchema,
        response: answers(resetAnswer),
      },
    },
    async (req) => {
      const id = req.params.id;
      const staff = staffOf(req);
      await crud.findOne(id, crud.scopeFor(staff));
      await checkManageable(db, staff, id);
      const { password, hash } = await newTemporaryPassword();
      await db.transaction(async (tx) => {
        await resetPassword(tx, id, hash, staff, clock.now());
        await accessOf(tx, id);
      });
      bus.flush();
      return ok({ id, password }, 'contraseña restablecida');
    },
  );
}

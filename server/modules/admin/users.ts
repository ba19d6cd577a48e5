/** Users: generic CRUD over active users, the inactivated list, reactivation and password reset. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usersResource } from '../../../src/domain/resources';
import { sessions, users } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { registerCrud } from '../../http/crud';
import type { AreaOptions } from '../area';
import { ok, okList } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { idParamsSchema, listQuerySchema } from '../../http/list-query';
import { hashPassword, temporaryPassword } from '../../security/passwords';
import { checkAssignable, checkManageable } from './rights';

const HIDDEN = ['password_hash'] as const;

export function userRoutes(app: FastifyInstance, { db }: AreaOptions) {
  const crud = registerCrud(app, db, {
    def: usersResource,
    table: users,
    hidden: HIDDEN,
    scope: () => eq(users.active, 1),
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
    // Rights (README): the user's current role, and the role given, only with keys the staff member holds.
    validate: async (record, { db: tx, staff, mode, existing, input }) => {
      if (mode === 'update') await checkManageable(tx, staff, Number(existing!.id));
      if (mode === 'create' || (input.id_rol !== undefined && input.id_rol !== existing!.id_rol)) {
        await checkAssignable(tx, staff, Number(record.id_rol));
      }
    },
    beforeDelete: async (id, staff) => {
      if (id === staff.id) throw conflict('No puede eliminar su propio usuario');
      await checkManageable(db, staff, id);
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: usersResource.permission };
  const tags = ['Usuarios'];

  r.get('/api/admin/usersdel', { config, schema: { tags, summary: 'Usuarios inactivos', querystring: listQuerySchema } }, async (req) => {
    const { rows, total } = await crud.list(req.query, eq(users.active, 0));
    return okList(rows, total);
  });

  /** Reactivates an inactivated user (not in the old system, which had no way back). */
  r.put('/api/admin/usersdel/:id', { config, schema: { tags, summary: 'Reactivar usuario', params: idParamsSchema } }, async (req) => {
    await checkManageable(db, staffOf(req), req.params.id);
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({ active: 1, updated_at: new Date() })
        .where(and(eq(users.id, req.params.id), eq(users.active, 0)))
        .returning();
      // Sessions from before the deactivation (a display's lasts weeks) do not come back with the user.
      if (updated) {
        await tx.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.user_id, updated.id), isNull(sessions.revoked_at)));
      }
      return updated;
    });
    if (!row) throw notFound('El usuario no existe o ya está activo');
    return ok(crud.toRecord(row), 'Usuario reactivado');
  });

  /** A temporary password, shown once to the administrator; the user must change it at the next login. */
  r.get('/api/admin/reset-pass/:id', { config, schema: { tags, summary: 'Restablecer contraseña', params: idParamsSchema } }, async (req) => {
    const id = req.params.id;
    const staff = staffOf(req);
    await crud.findOne(id, crud.scopeFor(staff));
    await checkManageable(db, staff, id);
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ password_hash: hash, must_change_password: id !== staff.id, updated_at: new Date() })
        .where(eq(users.id, id));
      // Sessions opened with the old password end now (the administrator's own stays).
      await tx
        .update(sessions)
        .set({ revoked_at: new Date() })
        .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at), ne(sessions.id, staff.sessionId)));
    });
    return ok({ id, password }, 'contraseña restablecida');
  });
}

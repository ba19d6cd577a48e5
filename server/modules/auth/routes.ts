/** Login, logout, the login form schema and the signed-in user's own profile. */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CURRENT_PASSWORD_WRONG,
  LOGIN_FORM_TYPES,
  loginFields,
  loginSchema,
  profileUpdateSchema,
  type LoginData,
  type Profile,
} from '../../../src/domain/auth';
import { formSchema } from '../../../src/domain/fields';
import { roles, sessions, users } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { ok } from '../../http/envelope';
import { AppError, conflict, fieldError, pgCode, PG_UNIQUE_VIOLATION } from '../../http/errors';
import { dummyVerify, hashPassword, verifyPassword } from '../../security/passwords';
import { hashToken, newToken } from '../../security/tokens';
import { decodeImage, storeImage } from '../../plugins/images';
import type { AreaOptions } from '../area';
import { assertNotLocked, clearFailures, recordFailure } from './login-throttle';

const WRONG = 'Usuario o contraseña incorrectos';

export function authRoutes(app: FastifyInstance, { db, config }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sesión'];
  const mine = { signedIn: true, duringPasswordChange: true };

  r.post('/api/forms/login', { config: { public: true }, schema: { tags, summary: 'Formulario de ingreso' } }, async () => {
    const schema = formSchema(loginFields, 'create');
    return ok({ fields: schema.fields.map((f) => ({ ...f, type: LOGIN_FORM_TYPES[f.source] ?? f.type })) });
  });

  r.post('/api/login', { config: { public: true }, schema: { tags, summary: 'Iniciar sesión', body: loginSchema } }, async (req) => {
    const email = req.body.email.trim().toLowerCase();
    await assertNotLocked(db, email);
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        hash: users.password_hash,
        active: users.active,
        mustChange: users.must_change_password,
        keys: roles.function,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.id_rol))
      .where(eq(users.email, email))
      .limit(1);
    const valid = user ? await verifyPassword(req.body.password, user.hash) : await dummyVerify(req.body.password);
    if (!user || !valid) {
      await recordFailure(db, email);
      throw new AppError(401, WRONG, 'invalid_credentials');
    }
    if (user.active !== 1) {
      throw new AppError(403, 'El usuario está inactivo. Comuníquese con el administrador.', 'inactive');
    }
    await clearFailures(db, email);
    const token = newToken();
    await db.insert(sessions).values({
      token_hash: hashToken(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + config.sessionHours * 3_600_000),
    });
    const data: LoginData = {
      token,
      id: user.id,
      name: user.name,
      permission: user.keys,
      mustChangePassword: user.mustChange,
    };
    return ok(data, 'Bienvenido');
  });

  r.post('/api/logout', { config: { ...mine, display: true }, schema: { tags, summary: 'Cerrar sesión' } }, async (req) => {
    await db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, staffOf(req).sessionId));
    return ok(null, 'Sesión cerrada');
  });

  const loadProfile = async (id: number): Promise<Profile> => {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        type_doc: users.type_doc,
        num_doc: users.num_doc,
        address: users.address,
        phone: users.phone,
        cellphone: users.cellphone,
        url: users.url,
        rol: roles.name,
      })
      .from(users)
      .leftJoin(roles, eq(roles.id, users.id_rol))
      .where(eq(users.id, id));
    return row;
  };

  r.post('/api/profile', { config: mine, schema: { tags, summary: 'Perfil del usuario' } }, async (req) =>
    ok(await loadProfile(staffOf(req).id)),
  );

  r.put('/api/profile/update', { config: mine, schema: { tags, summary: 'Actualizar perfil', body: profileUpdateSchema } }, async (req) => {
    const staff = staffOf(req);
    const body = req.body;
    const values: Partial<typeof users.$inferInsert> = {
      name: body.name,
      email: body.email.trim().toLowerCase(),
      address: body.address || null,
      phone: body.phone || null,
      cellphone: body.cellphone || null,
      updated_at: new Date(),
    };
    const image = body.image ? decodeImage(body.image) : null;
    if (body.password) {
      // A session left open must not be enough to take the account: the current password is
      // asked for every change, the forced one after a reset included (the temporary password
      // the user has just signed in with). A wrong one is a 400 on its field and writes
      // nothing. It is not counted as a failed login (login-throttle.ts): the caller already
      // holds a live session.
      const [me] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, staff.id));
      if (!me || !(await verifyPassword(body.current_password ?? '', me.hash))) {
        throw fieldError('current_password', CURRENT_PASSWORD_WRONG);
      }
      values.password_hash = await hashPassword(body.password);
      values.must_change_password = false;
    }
    try {
      await db.transaction(async (tx) => {
        // Stored in the same transaction: a refused update leaves no image behind.
        if (image) values.url = await storeImage(tx, image);
        await tx.update(users).set(values).where(eq(users.id, staff.id));
        if (body.password) {
          // A new password ends the user's other sessions; this one stays.
          await tx
            .update(sessions)
            .set({ revoked_at: new Date() })
            .where(and(eq(sessions.user_id, staff.id), ne(sessions.id, staff.sessionId)));
        }
      });
    } catch (err) {
      if (pgCode(err) === PG_UNIQUE_VIOLATION) {
        const message = 'El email ya se encuentra registrado';
        throw conflict(message, 'duplicate', { email: message });
      }
      throw err;
    }
    return ok(await loadProfile(staff.id), 'Actualizado');
  });
}

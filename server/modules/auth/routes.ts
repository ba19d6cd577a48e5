/**
 * Login, logout, the login form schema and the signed-in user's own profile. Here: schemas,
 * permission flags and envelopes; signing in and the profile's writes are in service.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopback } from '../../http/addresses';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOGIN_FORM_TYPES,
  loginDataSchema,
  loginFields,
  loginSchema,
  profileSchema,
  profileUpdateSchema,
} from '../../../src/domain/auth';
import { formDataSchema, formSchema } from '../../../src/domain/fields';
import { accessChanged } from '../../../src/domain/topics';
import { ok } from '../../http/envelope';
import { answers } from '../../http/answers';
import { staffOf } from '../../http/staff';
import type { AreaOptions } from '../../http/area';
import { fromServerMachine } from './service/published-password';
import { loadProfile } from './queries';
import {
  endSession,
  login,
  prepareProfileChange,
  profileWriteFailure,
  saveProfileChange,
} from './service/account';

export function authRoutes(app: FastifyInstance, { db, config, clock, bus }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Sesión'];
  const mine = { signedIn: true, duringPasswordChange: true };

  r.post(
    '/api/forms/login',
    {
      config: { public: true },
      schema: { tags, summary: 'Formulario de ingreso', response: answers(formDataSchema) },
    },
    async () => {
      const schema = formSchema(loginFields, 'create');
      return ok({ fields: schema.fields.map((f) => ({ ...f, type: LOGIN_FORM_TYPES[f.source] ?? f.type })) });
    },
  );

  // Each sign-in hashes a password: at most 60 a minute per client address and node, right or
  // wrong (wrong ones have their own, stricter throttle in service/login-throttle.ts). Not for the
  // server's own machine (its scripts and tests); a proxy there must set TRUST_PROXY.
  const rateLimit = { max: 60, timeWindow: 60_000, allowList: (req: FastifyRequest) => isLoopback(req.ip) };
  r.post(
    '/api/login',
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: 'Iniciar sesión', body: loginSchema, response: answers(loginDataSchema) },
    },
    async (req) => {
      const data = await login(
        db,
        req.body,
        config.sessionHours,
        { address: req.ip, fromServer: fromServerMachine(req) },
        clock,
      );
      return ok(data, 'Bienvenido');
    },
  );

  r.post(
    '/api/logout',
    {
      config: { ...mine, display: true },
      schema: { tags, summary: 'Cerrar sesión', response: answers(z.null()) },
    },
    async (req) => {
      const staff = staffOf(req);
      // Its live streams close now, on every node (plugins/event-streams.ts).
      await db.transaction(async (tx) => {
        await endSession(tx, staff.sessionId, clock.now());
        await bus.enqueue(tx, accessChanged({ users: [staff.id] }));
      });
      bus.flush();
      return ok(null, 'Sesión cerrada');
    },
  );

  r.post(
    '/api/profile',
    { config: mine, schema: { tags, summary: 'Perfil del usuario', response: answers(profileSchema) } },
    async (req) => ok(await loadProfile(db, staffOf(req).id)),
  );

  r.put(
    '/api/profile/update',
    {
      config: mine,
      schema: {
        tags,
        summary: 'Actualizar perfil',
        body: profileUpdateSchema,
        response: answers(profileSchema),
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const change = await prepareProfileChange(db, staff, req.body, req.ip, clock);
      await db
        .transaction(async (tx) => {
          await saveProfileChange(tx, staff, change);
          // A new password ends the other sessions: their live streams close now, on every node.
          if (change.passwordChanged) await bus.enqueue(tx, accessChanged({ users: [staff.id] }));
        })
        .catch(profileWriteFailure);
      bus.flush();
      return ok(await loadProfile(db, staff.id), 'Actualizado');
    },
  );
}

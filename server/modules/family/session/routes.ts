/** The portal's sign-in, activation from an invitation, and sign-out. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activationSchema, familyLoginSchema, familySessionSchema } from '../../../../src/domain/family';
import { answers } from '../../../http/answers';
import { isLoopback } from '../../../http/addresses';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { familyOf } from '../../../http/family';
import { fromServerMachine } from '../../auth';
import { activate, familyLogin, familyLogout } from './service';

export function familySessionRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  // As the staff's sign-in: each call may hash a password (login-throttle.ts adds the per-account throttle).
  const rateLimit = { max: 60, timeWindow: 60_000, allowList: (req: FastifyRequest) => isLoopback(req.ip) };

  r.post(
    '/api/family/login',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: 'Ingresar al portal con el correo o el documento del acudiente',
        body: familyLoginSchema,
        response: answers(familySessionSchema),
      },
    },
    async (req) =>
      ok(
        await familyLogin(db, req.body, { address: req.ip, fromServer: fromServerMachine(req) }, clock),
        'Bienvenido',
      ),
  );

  r.post(
    '/api/family/activate',
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary:
          'Activar el acceso con el enlace de invitación: fija la contraseña e inicia sesión (el enlace sirve una vez)',
        body: activationSchema,
        response: answers(familySessionSchema),
      },
    },
    async (req) => {
      const session = await db.transaction((tx) =>
        activate(tx, req.body, { fromServer: fromServerMachine(req) }, clock.now()),
      );
      return ok(session, 'Bienvenido');
    },
  );

  r.post(
    '/api/family/logout',
    {
      config: { family: true },
      schema: { tags, summary: 'Cerrar la sesión del portal', response: answers(z.null()) },
    },
    async (req) => {
      await familyLogout(db, familyOf(req).sessionId, clock.now());
      return ok(null, 'Sesión cerrada');
    },
  );
}

/**
 * The portal's sign-in, activation from an invitation (or from a link to choose a new password),
 * "¿Olvidó su contraseña?" (issue 55: a link by e-mail when the school sends e-mail), and sign-out.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVATION_PATH,
  activationSchema,
  familyForgotSchema,
  familyForgotTermsSchema,
  familyLoginSchema,
  familySessionSchema,
  RESET_MESSAGES,
} from '../../../../src/domain/family';
import { answers } from '../../../http/answers';
import { isLoopback } from '../../../http/addresses';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { conflict } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { smtpTransport } from '../../../http/mail';
import { beginAttempt, fromServerMachine } from '../../auth';
import { activate, familyLogin, familyLogout, requestReset, resetEmail } from './service';

export function familySessionRoutes(app: FastifyInstance, { db, clock, config }: AreaOptions) {
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

  const { smtpUrl, from } = config.notices;
  const mail = smtpUrl ? smtpTransport(smtpUrl) : null;
  if (mail) app.addHook('onClose', async () => mail.close());
  const forgotPath = '/api/family/password/forgot';

  r.get(
    forgotPath,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Si el colegio envía correos: sin ellos, un enlace nuevo se pide en secretaría',
        response: answers(familyForgotTermsSchema),
      },
    },
    async () => ok({ correo: mail !== null }),
  );

  r.post(
    forgotPath,
    {
      config: { public: true, rateLimit },
      schema: {
        tags,
        summary: `Pedir por correo un enlace para crear una nueva contraseña (sirve una vez, vence en una hora); la misma respuesta exista o no el acudiente`,
        body: familyForgotSchema,
        response: answers(z.null()),
      },
    },
    async (req) => {
      if (!mail) throw conflict(RESET_MESSAGES.noEmail);
      const usuario = req.body.usuario.trim().toLowerCase();
      // The sign-in's throttle, in a namespace of its own: every request counts, none "succeeds".
      await beginAttempt(db, `familia-clave:${usuario}`, req.ip, clock);
      const links = await db.transaction((tx) => requestReset(tx, usuario, clock.now()));
      const origin = req.server.linkOrigin();
      // Sent after the answer: how long a mail server takes must not tell who has an access.
      for (const link of links)
        void mail
          .sendMail({ from, ...resetEmail(link, `${origin}${ACTIVATION_PATH}${link.token}`) })
          .catch((err: unknown) => req.log.warn({ err }, 'El correo para una nueva contraseña no se envió'));
      return ok(null, RESET_MESSAGES.sent);
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

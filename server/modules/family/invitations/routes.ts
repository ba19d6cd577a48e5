/**
 * The staff's side of the portal, on the guardian's screen (key academic.attendant): the access's
 * state, an invitation (a single-use link to send or print as a QR) and its revocation.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVATION_PATH,
  invitationSchema,
  portalAccessSchema,
  type Invitation,
} from '../../../../src/domain/family';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import { portalAccess } from './queries';
import { inviteGuardian, revokeAccess } from './service';

export function invitationRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Académico: acudientes'];
  const config = { permission: 'academic.attendant' as const };
  const base = '/api/academic/attendant/:id';

  r.get(
    `${base}/portal`,
    {
      config,
      schema: {
        tags,
        summary: 'El acceso del acudiente al portal de familias',
        params: idParamsSchema,
        response: answers(portalAccessSchema),
      },
    },
    async (req) => ok(await portalAccess(db, req.params.id, clock.now())),
  );

  r.post(
    `${base}/invite`,
    {
      config,
      schema: {
        tags,
        summary: 'Invitar al portal: un enlace de un solo uso, válido 7 días (uno nuevo anula el anterior)',
        params: idParamsSchema,
        response: answers(invitationSchema),
      },
    },
    async (req) => {
      const { token, expires } = await db.transaction((tx) =>
        inviteGuardian(tx, req.params.id, staffOf(req).id, clock.now()),
      );
      const invitation: Invitation = {
        // The origin the server chooses (PUBLIC_URL, its certificate, its address), never the request's Host.
        link: `${req.server.linkOrigin()}${ACTIVATION_PATH}${token}`,
        token,
        expira: expires.toISOString(),
      };
      return ok(invitation, 'Invitación creada');
    },
  );

  r.delete(
    `${base}/portal`,
    {
      config,
      schema: {
        tags,
        summary: 'Quitar el acceso al portal: cierra sus sesiones y anula el enlace pendiente',
        params: idParamsSchema,
        response: answers(portalAccessSchema),
      },
    },
    async (req) => {
      await db.transaction((tx) => revokeAccess(tx, req.params.id, staffOf(req).id, clock.now()));
      return ok(await portalAccess(db, req.params.id, clock.now()), 'Acceso revocado');
    },
  );
}

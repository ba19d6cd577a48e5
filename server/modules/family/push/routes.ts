/**
 * Pushed notices on the guardian's devices (issue 55): the key a browser subscribes with, a
 * device allowed, a device forgotten. Every notice of the feed is then pushed to the family's
 * devices by the push worker (server/plugins/family-push.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUSH_MESSAGES,
  pushDeviceSchema,
  pushForgottenSchema,
  pushKeySchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '../../../../src/domain/push';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { familyOf } from '../../../http/family';
import { deviceOf } from './queries';
import { forgetDevice, subscribeDevice } from './service';

export function pushRoutes(app: FastifyInstance, { db, clock, config }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const family = { family: true };
  const path = '/api/family/push/subscriptions';

  r.get(
    '/api/family/push/key',
    {
      config: family,
      schema: {
        tags,
        summary: 'La clave pública VAPID del servidor, con la que el navegador suscribe el dispositivo',
        response: answers(pushKeySchema),
      },
    },
    async () => ok({ clave_publica: app.pushPublicKey }),
  );
  r.post(
    path,
    {
      config: { ...family, validationOrder: ['endpoint', 'keys'] },
      schema: {
        tags,
        summary:
          'Activar los avisos en un dispositivo: la suscripción Web Push del navegador (endpoint https de su servicio de avisos y sus claves); el mismo endpoint otra vez toma las claves y la familia nuevas',
        body: pushSubscribeSchema,
        response: answers(pushDeviceSchema),
      },
    },
    async (req) => {
      const { accountId } = familyOf(req);
      await db.transaction((tx) =>
        subscribeDevice(tx, accountId, req.body, clock.now(), config.push.allowPrivate),
      );
      return ok((await deviceOf(db, accountId, req.body.endpoint))!, PUSH_MESSAGES.subscribed);
    },
  );
  r.delete(
    path,
    {
      config: family,
      schema: {
        tags,
        summary: 'Desactivar los avisos en un dispositivo de la familia, por su endpoint',
        body: pushUnsubscribeSchema,
        response: answers(pushForgottenSchema),
      },
    },
    async (req) => {
      const { accountId } = familyOf(req);
      const borrado = await db.transaction((tx) => forgetDevice(tx, accountId, req.body.endpoint));
      return ok({ borrado }, borrado ? PUSH_MESSAGES.unsubscribed : PUSH_MESSAGES.notSubscribed);
    },
  );
}

/**
 * The family's notices (issue 32, item 6): the feed and its unread count, marking them read, and
 * what the family wants to be told of each child (the gate, late arrivals, the bus).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHILD_NOT_FOUND } from '../../../../src/domain/family';
import {
  familyNoticeSchema,
  noticeChoicesSchema,
  unreadNoticesSchema,
} from '../../../../src/domain/familyNotices';
import { answers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema, listQuerySchema } from '../../../http/list-query';
import { isChildOf } from '../children';
import { choicesOf, noticeFeed, unreadCount } from './queries';
import { markRead, saveChoices } from './service';

const choicesSchema = z.object({
  porteria: z.boolean({ error: 'porteria debe ser verdadero o falso' }),
  tarde: z.boolean({ error: 'tarde debe ser verdadero o falso' }),
  ruta: z.boolean({ error: 'ruta debe ser verdadero o falso' }),
  // Issue 53's two; a client that does not send them keeps what the family chose before.
  ausencia: z.boolean({ error: 'ausencia debe ser verdadero o falso' }).optional(),
  sin_salida: z.boolean({ error: 'sin_salida debe ser verdadero o falso' }).optional(),
  // Issue 55: a purchase a rule refused; kept as it was when not sent.
  intentos: z.boolean({ error: 'intentos debe ser verdadero o falso' }).optional(),
  // Issue 56: a pack of lunches with 2 left, and run out; kept as it was when not sent.
  almuerzos: z.boolean({ error: 'almuerzos debe ser verdadero o falso' }).optional(),
});
export const CHOICES_SAVED = 'Avisos guardados';
// A notice that arrives after the family's page was drawn stays unread.
const readSchema = z
  .object({
    hasta: z
      .number({ error: 'hasta debe ser el id de un aviso' })
      .int({ error: 'hasta debe ser el id de un aviso' })
      .positive({ error: 'hasta debe ser el id de un aviso' })
      .optional(),
  })
  .optional();

export function noticeRoutes(app: FastifyInstance, { db, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const config = { family: true };

  r.get(
    '/api/family/notices',
    {
      config,
      schema: {
        tags,
        summary: 'Los avisos de la familia, del más reciente al más antiguo (20 por página)',
        querystring: listQuerySchema.pick({ page: true }),
        response: listAnswers(familyNoticeSchema),
      },
    },
    async (req) => {
      const { rows, total } = await noticeFeed(db, familyOf(req).accountId, req.query.page);
      return okList(rows, total);
    },
  );
  r.get(
    '/api/family/notices/unread',
    {
      config,
      schema: {
        tags,
        summary: 'Cuántos avisos no ha leído la familia',
        response: answers(unreadNoticesSchema),
      },
    },
    async (req) => ok({ sin_leer: await unreadCount(db, familyOf(req).accountId) }),
  );
  r.post(
    '/api/family/notices/read',
    {
      config,
      schema: {
        tags,
        summary:
          'Marcar como leídos los avisos hasta el id `hasta` (el más reciente que la familia vio; sin él, todos); responde cuántos quedan sin leer',
        body: readSchema,
        response: answers(unreadNoticesSchema),
      },
    },
    async (req) => {
      const { accountId } = familyOf(req);
      await db.transaction((tx) => markRead(tx, accountId, clock.now(), req.body?.hasta));
      return ok({ sin_leer: await unreadCount(db, accountId) });
    },
  );

  const childPath = '/api/family/children/:id/notices';
  const mustBeChild = async (guardianId: number, id: number) => {
    if (!(await isChildOf(db, guardianId, id))) throw notFound(CHILD_NOT_FOUND);
  };
  r.get(
    childPath,
    {
      config,
      schema: {
        tags,
        summary:
          'De qué avisar sobre el hijo: sin ingreso al corte, portería, llegadas tarde, sin salida, ruta, intentos de compra rechazados, paquete de almuerzos por agotarse',
        params: idParamsSchema,
        response: answers(noticeChoicesSchema),
      },
    },
    async (req) => {
      const family = familyOf(req);
      await mustBeChild(family.guardianId, req.params.id);
      return ok(await choicesOf(db, family.accountId, req.params.id));
    },
  );
  r.put(
    childPath,
    {
      config,
      schema: {
        tags,
        summary: 'Elegir de qué avisar sobre el hijo (los avisos de saldo y de recargas llegan siempre)',
        params: idParamsSchema,
        body: choicesSchema,
        response: answers(noticeChoicesSchema),
      },
    },
    async (req) => {
      const family = familyOf(req);
      await mustBeChild(family.guardianId, req.params.id);
      await db.transaction(async (tx) => {
        const held = await choicesOf(tx, family.accountId, req.params.id);
        const choices = {
          ...req.body,
          ausencia: req.body.ausencia ?? held.ausencia,
          sin_salida: req.body.sin_salida ?? held.sin_salida,
          intentos: req.body.intentos ?? held.intentos,
          almuerzos: req.body.almuerzos ?? held.almuerzos,
        };
        await saveChoices(tx, family.accountId, req.params.id, choices, clock.now());
      });
      return ok(await choicesOf(db, family.accountId, req.params.id), CHOICES_SAVED);
    },
  );
}

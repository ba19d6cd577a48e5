/**
 * A guardian's children: the list with balances and the forecast, and one child's timeline. A
 * child who is not theirs, or an id that is nobody's, answers 404 alike.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHILD_NOT_FOUND, familyChildSchema } from '../../../../src/domain/family';
import { timelineEventSchema } from '../../../../src/domain/timeline';
import { answers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema, listQuerySchema } from '../../../http/list-query';
import { studentTimeline } from '../../academic';
import { localDate, zonedInstant } from '../../../time';
import { childrenOf, isChildOf } from './queries';

const TIMELINE_PAGE = 20;
const pageSchema = listQuerySchema.pick({ page: true }).extend({
  /** 1: only today's events, the school's day (the child page's *Hoy*). */
  hoy: z.enum(['1'], { error: 'El parámetro hoy solo admite el valor 1' }).optional(),
});

export function childrenRoutes(app: FastifyInstance, { db, config: { timezone }, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const config = { family: true };

  r.get(
    '/api/family/children',
    {
      config,
      schema: {
        tags,
        summary:
          'Los hijos del acudiente: saldo, consumo de hoy, tope diario, días que alcanza el saldo y el estado del carnet',
        response: answers(z.array(familyChildSchema)),
      },
    },
    async (req) => ok(await childrenOf(db, familyOf(req).guardianId, timezone, clock.now())),
  );

  r.get(
    '/api/family/children/:id/timeline',
    {
      config,
      schema: {
        tags,
        summary:
          'Lo que ha hecho el hijo (compras, almuerzos, recargas, portería, ruta, lo que intentó comprar y no se le vendió), del más reciente al más antiguo; con hoy=1, solo lo de hoy',
        params: idParamsSchema,
        querystring: pageSchema,
        // The staff's student timeline: the same events.
        response: listAnswers(timelineEventSchema),
      },
    },
    async (req) => {
      if (!(await isChildOf(db, familyOf(req).guardianId, req.params.id))) throw notFound(CHILD_NOT_FOUND);
      const { rows, total } = await studentTimeline(db, req.params.id, {
        page: req.query.page,
        perPage: TIMELINE_PAGE,
        ...(req.query.hoy
          ? { since: zonedInstant(localDate(clock.now(), timezone), '00:00:00', timezone) }
          : {}),
      });
      // Issue 55: who was at the till when the child tried to buy something is the school's to know.
      return okList(
        rows.map((row) => (row.source === 'attempts' ? { ...row, staff: null } : row)),
        total,
      );
    },
  );
}

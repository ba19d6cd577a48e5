/**
 * A child's *Gastos* on the portal: where the money went this week, this month or this school
 * year, the same figures as the student file's. Another family's child, or an id that is nobody's,
 * answers 404 alike.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHILD_NOT_FOUND } from '../../../../src/domain/family';
import { spendingQuerySchema, spendingSchema } from '../../../../src/domain/spending';
import { answers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { idParamsSchema } from '../../../http/list-query';
import { studentSpending } from '../../academic';
import { isChildOf } from '../children';

export function spendingRoutes(app: FastifyInstance, { db, config: { timezone }, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/family/children/:id/spending',
    {
      config: { family: true },
      schema: {
        tags: ['Portal de familias'],
        summary:
          'En qué gasta el hijo: esta semana, este mes o este año escolar (periodo=semana|mes|anio), por tienda, categoría, día y hora, y los productos en que más gastó; sin los pedidos reversados',
        params: idParamsSchema,
        querystring: spendingQuerySchema,
        response: answers(spendingSchema),
      },
    },
    async (req) => {
      if (!(await isChildOf(db, familyOf(req).guardianId, req.params.id))) throw notFound(CHILD_NOT_FOUND);
      return ok(await studentSpending(db, req.params.id, req.query.periodo, timezone, clock.now()));
    },
  );
}

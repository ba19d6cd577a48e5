/**
 * A child's lunch in the portal (issue 56; the rules are the restaurant's, server/modules/restaurant):
 *   GET    /api/family/children/{id}/lunch?desde=&hasta=   the child's days: menus, allergies, pre-orders, open or not
 *   POST   /api/family/preorders        {id_estudiante, fecha, id_menu}: replaces that day's earlier one
 *   DELETE /api/family/preorders/{id}   cancels it before the cut-off (409 after it)
 *   GET    /api/family/plans?id_estudiante=   the child's meal plans
 *   GET    /api/family/plans/quote?id_estudiante=&tipo=&mes=|cantidad=   a plan's price
 *   POST   /api/family/plans             {id_estudiante, tipo, mes|cantidad}: bought from the child's balance
 * A child who is not the family's, or a pre-order of one, answers 404 as an unknown id does.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHILD_NOT_FOUND } from '../../../../src/domain/family';
import {
  childLunchQuerySchema,
  childLunchSchema,
  LUNCH_MESSAGES,
  preorderInputSchema,
  preorderResultSchema,
} from '../../../../src/domain/lunchMenus';
import {
  familyPlanSchema,
  mealPlanSchema,
  PLAN_MESSAGES,
  planListQuerySchema,
  planQuoteQuerySchema,
  planQuoteSchema,
} from '../../../../src/domain/lunchPlans';
import { shiftDay } from '../../../../src/domain/calendar';
import { weekStartDate } from '../../../../src/domain/saleWindows';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { familyOf } from '../../../http/family';
import { localDate } from '../../../time';
import { idParamsSchema } from '../../../http/list-query';
import {
  childLunch,
  choiceOf,
  lunchClockOf,
  preorderDoors,
  plansOf,
  preorderById,
  quotePlan,
  sellPlan,
} from '../../restaurant';
import { isChildOf } from '../children';

export function familyLunchRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db, clock } = options;
  const today = () => localDate(clock.now(), options.config.timezone);
  const doors = preorderDoors(options);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Portal de familias'];
  const config = { family: true };
  const mustBeChild = async (guardianId: number, id: number) => {
    if (!(await isChildOf(db, guardianId, id))) throw notFound(CHILD_NOT_FOUND);
  };

  r.get(
    '/api/family/children/:id/lunch',
    {
      config,
      schema: {
        tags,
        summary:
          'Los días del hijo (máximo 31; sin desde y hasta, esta semana y la siguiente): sus menús, sus alergias en cada uno, sus pedidos y si aún se puede pedir; sus planes y su saldo',
        params: idParamsSchema,
        querystring: childLunchQuerySchema,
        response: answers(childLunchSchema),
      },
    },
    async (req) => {
      await mustBeChild(familyOf(req).guardianId, req.params.id);
      const at = await lunchClockOf(db, options);
      // This week and the next, from Monday, unless asked otherwise.
      const desde = req.query.desde ?? weekStartDate(at.today);
      const hasta = req.query.hasta ?? shiftDay(desde, 13);
      return ok(await childLunch(db, req.params.id, { desde, hasta }, { ...at, now: clock.now() }));
    },
  );

  r.post(
    '/api/family/preorders',
    {
      config,
      schema: {
        tags,
        summary:
          'Pedir el almuerzo del hijo {id_estudiante, fecha, id_menu} hasta la hora de corte del día: reemplaza el pedido del mismo día; ' +
          'se paga con su mensualidad, su paquete o su saldo',
        body: preorderInputSchema,
        response: createdAnswers(preorderResultSchema),
      },
    },
    async (req, reply) => {
      const family = familyOf(req);
      await mustBeChild(family.guardianId, req.body.id_estudiante);
      reply.code(201);
      return doors.place(req.body, { familyId: family.accountId, staffId: null });
    },
  );

  r.delete(
    '/api/family/preorders/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Cancelar un pedido de almuerzo del hijo antes de la hora de corte: devuelve su dinero o el almuerzo del paquete',
        params: idParamsSchema,
        response: answers(preorderResultSchema),
      },
    },
    async (req) => {
      const family = familyOf(req);
      const held = await preorderById(db, req.params.id);
      if (!held || !(await isChildOf(db, family.guardianId, held.id_estudiante)))
        throw notFound(LUNCH_MESSAGES.notFound);
      return doors.cancel(req.params.id, { familyId: family.accountId, staffId: null });
    },
  );

  r.get(
    '/api/family/plans',
    {
      config,
      schema: {
        tags,
        summary: 'Los planes de almuerzo del hijo',
        querystring: planListQuerySchema,
        response: listAnswers(mealPlanSchema),
      },
    },
    async (req) => {
      await mustBeChild(familyOf(req).guardianId, req.query.id_estudiante);
      const rows = await plansOf(db, req.query.id_estudiante, today());
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/api/family/plans/quote',
    {
      config,
      schema: {
        tags,
        summary: 'Cuánto cuesta un plan de almuerzo para el hijo',
        querystring: planQuoteQuerySchema,
        response: answers(planQuoteSchema),
      },
    },
    async (req) => {
      await mustBeChild(familyOf(req).guardianId, req.query.id_estudiante);
      return ok(await quotePlan(db, req.query.id_estudiante, choiceOf(req.query), today()));
    },
  );

  r.post(
    '/api/family/plans',
    {
      config,
      schema: {
        tags,
        summary:
          'Comprar un plan de almuerzo para el hijo con su saldo {id_estudiante, tipo: mensualidad|paquete, mes|cantidad}; 409 sin fondos',
        body: familyPlanSchema,
        response: createdAnswers(mealPlanSchema),
      },
    },
    async (req, reply) => {
      const family = familyOf(req);
      await mustBeChild(family.guardianId, req.body.id_estudiante);
      const day = today();
      const id = await db.transaction((tx) =>
        sellPlan(tx, clock, {
          studentId: req.body.id_estudiante,
          choice: choiceOf(req.body),
          method: 'saldo',
          staffId: null,
          familyId: family.accountId,
          today: day,
        }),
      );
      reply.code(201);
      return ok(
        (await plansOf(db, req.body.id_estudiante, day)).find((p) => p.id === id)!,
        PLAN_MESSAGES.sold,
      );
    },
  );
}

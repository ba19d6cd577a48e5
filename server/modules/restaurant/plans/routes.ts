/**
 * Meal plans at the front desk (issue 56, key restaurant.plans):
 *   GET  /api/restaurant/plans?id_estudiante=         the student's plans, newest first
 *   GET  /api/restaurant/plans/quote?id_estudiante=&tipo=mensualidad&mes= | &tipo=paquete&cantidad=
 *                                                     its lunches and price before selling it
 *   POST /api/restaurant/plans                        {id_estudiante, tipo, mes|cantidad, metodo_pago, referencia?}:
 *        sold by a desk method (a top-up and its charge) or from the balance; accepts Idempotency-Key
 * The portal buys plans through /api/family/plans (server/modules/family/lunch).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mealPlanSchema,
  PLAN_MESSAGES,
  planListQuerySchema,
  planQuoteQuerySchema,
  planQuoteSchema,
  planSaleSchema,
  type MealPlan,
} from '../../../../src/domain/lunchPlans';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { idempotent } from '../../../http/idempotency';
import { staffOf } from '../../../http/staff';
import { localDate } from '../../../time';
import { plansOf, quotePlan, type PlanChoice } from './queries';
import { sellPlan } from './service';

/** The plan a validated body or query asks for. */
export const choiceOf = (
  input: { tipo: 'mensualidad'; mes: string } | { tipo: 'paquete'; cantidad: number },
): PlanChoice =>
  input.tipo === 'mensualidad'
    ? { tipo: 'mensualidad', mes: input.mes }
    : { tipo: 'paquete', cantidad: input.cantidad };

export function planRoutes(app: FastifyInstance, { db, config, clock }: AreaOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  const today = () => localDate(clock.now(), config.timezone);

  r.get(
    '/api/restaurant/plans',
    {
      config: { permission: 'restaurant.plans' },
      schema: {
        tags,
        summary: 'Los planes de almuerzo del estudiante (mensualidades y paquetes), del más reciente',
        querystring: planListQuerySchema,
        response: listAnswers(mealPlanSchema),
      },
    },
    async (req) => {
      const rows = await plansOf(db, req.query.id_estudiante, today());
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/api/restaurant/plans/quote',
    {
      config: { permission: 'restaurant.plans' },
      schema: {
        tags,
        summary:
          'Cuánto cuesta un plan para el estudiante: sus almuerzos (los días de clase del mes que quedan, o el tamaño del paquete) y su precio',
        querystring: planQuoteQuerySchema,
        response: answers(planQuoteSchema),
      },
    },
    async (req) => ok(await quotePlan(db, req.query.id_estudiante, choiceOf(req.query), today())),
  );

  r.post(
    '/api/restaurant/plans',
    {
      config: { permission: 'restaurant.plans' },
      schema: {
        tags,
        summary:
          'Vender un plan de almuerzo {id_estudiante, tipo: mensualidad|paquete, mes|cantidad, metodo_pago: saldo|efectivo|transferencia|tarjeta, referencia?}; ' +
          'por un método de caja es una recarga y su cobro, ambos en el libro y en el cierre de caja; acepta Idempotency-Key; ' +
          '409 insufficient_funds (del saldo) o mensualidad ya vendida',
        body: planSaleSchema,
        response: createdAnswers(mealPlanSchema),
      },
    },
    async (req, reply) =>
      idempotent<MealPlan>(
        db,
        req,
        reply,
        async (tx) => {
          const day = today();
          const id = await sellPlan(tx, clock, {
            studentId: req.body.id_estudiante,
            choice: choiceOf(req.body),
            method: req.body.metodo_pago,
            reference: req.body.referencia,
            staffId: staffOf(req).id,
            familyId: null,
            today: day,
          });
          const plan = (await plansOf(tx, req.body.id_estudiante, day)).find((p) => p.id === id)!;
          return ok(plan, PLAN_MESSAGES.sold);
        },
        { status: 201 },
      ),
  );
}

/**
 * Staff pre-order for a child (issue 56; the rules in service.ts), keys restaurant.menus or restaurant.plans:
 *   GET    /api/restaurant/preorders?fecha=&id_estudiante=   a day's (today unless told) or a student's pre-orders
 *   POST   /api/restaurant/preorders                         {id_estudiante, fecha, id_menu}: replaces the day's earlier one
 *   DELETE /api/restaurant/preorders/{id}                    cancels it, before the cut-off; 409 after it
 * Families place theirs through /api/family/preorders (server/modules/family/lunch).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LUNCH_MESSAGES,
  preorderInputSchema,
  type PreorderInput,
  preorderListQuerySchema,
  preorderResultSchema,
  preorderSchema,
} from '../../../../src/domain/lunchMenus';
import { LUNCH_TOPIC } from '../../../../src/domain/topics';
import { answers, createdAnswers, listAnswers } from '../../../http/answers';
import type { AreaOptions } from '../../../http/area';
import { ok, okList } from '../../../http/envelope';
import { idParamsSchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { Db } from '../../../db/client';
import { localDate } from '../../../time';
import { readLunchSettings } from '../settings';
import { preorderById, preordersOf } from './queries';
import { cancelPreorder, placePreorder, type LunchClock, type PreorderActor } from './service';

/** The lunch's clock of a request: the server's instant, the school's today and the settings. */
export async function lunchClockOf(
  db: Db,
  { clock, config }: Pick<AreaOptions, 'clock' | 'config'>,
): Promise<LunchClock> {
  const today = localDate(clock.now(), config.timezone);
  return { clock, timezone: config.timezone, today, settings: await readLunchSettings(db) };
}

/**
 * The pre-order's two writes as both doors (the staff's here, the families' in
 * server/modules/family/lunch) run them: in one transaction with the kitchen's message, answering
 * the pre-order as read after commit and the child's balance.
 */
export function preorderDoors(options: AreaOptions) {
  const { db, bus } = options;
  const answer = async (id: number, saldo: number, message: string) =>
    ok({ pedido: (await preorderById(db, id))!, saldo }, message);
  return {
    async place(body: PreorderInput, actor: PreorderActor) {
      const at = await lunchClockOf(db, options);
      const placed = await db.transaction(async (tx) => {
        const done = await placePreorder(
          tx,
          { studentId: body.id_estudiante, fecha: body.fecha, menuId: body.id_menu },
          actor,
          at,
        );
        await bus.enqueue(tx, { topic: LUNCH_TOPIC, data: { fecha: body.fecha } });
        return done;
      });
      bus.flush();
      return answer(placed.id, placed.saldo, LUNCH_MESSAGES.ordered);
    },
    async cancel(id: number, actor: PreorderActor) {
      const at = await lunchClockOf(db, options);
      const saldo = await db.transaction(async (tx) => {
        const left = await cancelPreorder(tx, id, actor, at);
        await bus.enqueue(tx, { topic: LUNCH_TOPIC, data: {} });
        return left;
      });
      bus.flush();
      return answer(id, saldo, LUNCH_MESSAGES.cancelled);
    },
  };
}

export function staffPreorderRoutes(app: FastifyInstance, options: AreaOptions) {
  const { db } = options;
  const doors = preorderDoors(options);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Restaurante'];
  const config = { permission: ['restaurant.menus', 'restaurant.plans'] } as const;

  r.get(
    '/api/restaurant/preorders',
    {
      config,
      schema: {
        tags,
        summary:
          'Los pedidos de almuerzo de un día (hoy si no se indica) o de un estudiante desde hoy, en todos sus estados',
        querystring: preorderListQuerySchema,
        response: listAnswers(preorderSchema),
      },
    },
    async (req) => {
      const today = localDate(options.clock.now(), options.config.timezone);
      const { fecha, id_estudiante } = req.query;
      const rows = await preordersOf(
        db,
        id_estudiante
          ? { studentId: id_estudiante, day: fecha, from: fecha ? undefined : today }
          : { day: fecha ?? today },
      );
      return okList(rows, rows.length);
    },
  );

  r.post(
    '/api/restaurant/preorders',
    {
      config,
      schema: {
        tags,
        summary:
          'Pedir el almuerzo de un estudiante {id_estudiante, fecha, id_menu}: reemplaza el pedido del mismo día y servicio; ' +
          'se paga con su mensualidad, su paquete o su saldo; 409 después del corte, sin fondos o alérgico sin alternativo',
        body: preorderInputSchema,
        response: createdAnswers(preorderResultSchema),
      },
    },
    async (req, reply) => {
      reply.code(201);
      return doors.place(req.body, { familyId: null, staffId: staffOf(req).id });
    },
  );

  r.delete(
    '/api/restaurant/preorders/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Cancelar un pedido de almuerzo antes del corte: devuelve su dinero o el almuerzo del paquete; 409 después del corte',
        params: idParamsSchema,
        response: answers(preorderResultSchema),
      },
    },
    async (req) => doors.cancel(req.params.id, { familyId: null, staffId: staffOf(req).id }),
  );
}

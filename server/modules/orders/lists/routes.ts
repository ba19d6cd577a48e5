/**
 * The orders of every store (registry: src/domain/stores.ts), one implementation for each:
 *   GET  /api/<store>/requests            the store's orders (page, sort, filter in SQL); also
 *        /enlistment, /deliveries and /Reversion, the working lists of its menu
 *   GET  /api/<store>/requests/{id}       one order with its lines (also …/{id}/edit)
 *   PUT  /api/<store>/enlistment/{id}     the kitchen's Listo (1 → 2)
 *   POST /api/<store>/requests/dispatch   the hand-over (2 → 3)
 *   POST /api/<store>/requests/{id}/reverse (and reporteRevDelete, restaurant/reversion)   the reversal
 * The sale itself, at the stores with a point of sale, is pos.ts. The wire shapes are those
 * of src/domain/orders.ts. Here: schemas, permission keys, envelopes and the board events (written
 * in each change's transaction, sent once it commits: server/plugins/event-bus.ts); the state
 * changes are in service/flow.ts, the reads in queries/orders.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREP_KEYS } from '../../../../src/domain/boards';
import type { StoreId } from '../../../../src/domain/inventory';
import { formatMoney } from '../../../../src/domain/money';
import {
  dispatchSchema,
  reversedMessage,
  reverseSchema,
  isSaleSegment,
  orderSchema,
  orderSummarySchema,
  reverseResultSchema,
  type Order,
  type ReverseResult,
} from '../../../../src/domain/orders';
import { permissionKey } from '../../../../src/domain/permissions';
import { STORE, storeBySegment, type StoreSegment, storeLabel } from '../../../../src/domain/stores';
import { answers, listAnswers } from '../../../http/answers';
import { ok, okList } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { idempotent } from '../../../http/idempotency';
import { idParamsSchema, listQuerySchema } from '../../../http/list-query';
import { staffOf } from '../../../http/staff';
import type { AreaOptions } from '../../../http/area';
import { orderEvent } from './service/events';
import { deliver, markReady, ORDER_NOT_FOUND, reverse } from './service/flow';
import { orderList, storeOrders } from './queries/order-list';
import { findOrder } from './queries/orders';

export function orderRoutes(app: FastifyInstance, { db, config, bus, clock }: AreaOptions) {
  const { timezone } = config;
  const listOrders = orderList(timezone);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every store's orders flow (lists, preparation, hand-over, reversal); the stores with a point
  // of sale sell and edit in pos.ts (the restaurant sells at its lunch line, server/modules/restaurant).
  for (const segment of Object.keys(STORE) as StoreSegment[]) registerFlow(segment);

  /** A store's orders after the sale: its lists, one order, the kitchen's Listo, the hand-over and the reversal. */
  function registerFlow(segment: StoreSegment) {
    const store: StoreId = STORE[segment];
    const base = `/api/${segment}/requests`;
    const tags = [`Pedidos: ${storeLabel(store)}`];
    const key = (entry: string) => permissionKey(`${segment}.${entry}`);
    const reversalKey = key('reversion');
    // Those who sell read the orders too, where the store has a point of sale.
    const readKeys = [key('requests'), ...(isSaleSegment(segment) ? [key('pos')] : [])];
    const inStore = storeOrders(store);

    /**
     * The store's order lists: all its orders (`requests`), and the working lists of the old
     * system's menu, each its own path and key: orders waiting for preparation (`enlistment`),
     * ready at the counter (`deliveries`) and those that can still be reversed (`Reversion`).
     */
    const lists = [
      { path: base, keys: readKeys, states: null, what: 'Pedidos' },
      {
        path: `/api/${segment}/enlistment`,
        keys: [key('enlistment')],
        states: [1],
        what: 'Pedidos en preparación',
      },
      {
        path: `/api/${segment}/deliveries`,
        keys: [key('deliveries')],
        states: [2],
        what: 'Pedidos listos para entregar',
      },
      {
        path: `/api/${segment}/Reversion`,
        keys: [reversalKey],
        states: [1, 2, 3],
        what: 'Pedidos que se pueden reversar',
      },
    ];
    for (const list of lists) {
      const scope = storeOrders(store, list.states);
      r.get(
        list.path,
        {
          config: { permission: list.keys },
          schema: {
            tags,
            summary:
              `${list.what} de ${storeLabel(store).toLowerCase()} (sin líneas, con el texto products); ` +
              'filter: complete (1-4), id_user, from y to (AAAA-MM-DD, días del colegio, incluidos); q busca cliente y documento',
            querystring: listQuerySchema,
            response: listAnswers(orderSummarySchema),
          },
        },
        async (req) => {
          const { rows, total } = await listOrders(db, req.query, scope);
          return okList(rows, total);
        },
      );
    }

    const one = async (id: number): Promise<Order> => {
      const order = await findOrder(db, id, inStore);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return order;
    };
    for (const path of [`${base}/:id`, `${base}/:id/edit`]) {
      r.get(
        path,
        {
          config: { permission: readKeys },
          schema: {
            tags,
            summary: 'Un pedido con sus líneas (404 si es de otra tienda)',
            params: idParamsSchema,
            response: answers(orderSchema),
          },
        },
        async (req) => ok(await one(req.params.id)),
      );
    }

    // Reversal: the money and the stock back, once (a second reversal is 409).
    const reverseSummary =
      'Reversar un pedido: el valor vuelve al carnet (movimiento reversion) y los productos al inventario; ' +
      'acepta Idempotency-Key; 409 si ya fue reversado';
    /** The reversal in one transaction, the order named by the path or by the old client's body. */
    const reverseOrder = async (req: FastifyRequest, reply: FastifyReply, id: number) => {
      const staff = staffOf(req);
      return idempotent<ReverseResult>(
        db,
        req,
        reply,
        async (tx, key) => {
          const result = await reverse(tx, clock, store, id, staff.id, key);
          return ok(result, reversedMessage(formatMoney(result.saldo)));
        },
        { events: { bus, of: ({ data }) => orderEvent('reversed', data.order) } },
      );
    };
    r.post(
      `${base}/:id/reverse`,
      {
        config: { permission: reversalKey },
        schema: {
          tags,
          summary: reverseSummary,
          params: idParamsSchema,
          body: reverseSchema.optional(),
          response: answers(reverseResultSchema),
        },
      },
      (req, reply) => reverseOrder(req, reply, req.params.id),
    );
    r.post(
      `/api/${storeBySegment(segment)?.paths.reversal ?? `${segment}/reporteRevDelete`}`,
      {
        config: { permission: reversalKey },
        schema: {
          tags,
          summary: `${reverseSummary} (ruta del cliente anterior: body {id})`,
          body: reverseSchema.required(),
          response: answers(reverseResultSchema),
        },
      },
      (req, reply) => reverseOrder(req, reply, req.body.id),
    );

    // Preparation done (1 → 2) and hand-over (2 → 3, the turn is free again).
    r.put(
      `/api/${segment}/enlistment/:id`,
      {
        // The preparation board's keys (the kitchen) as well as the enlistment list's.
        config: { permission: PREP_KEYS[segment] },
        schema: {
          tags,
          summary: 'Marcar listo un pedido en preparación (complete 1 → 2); 409 si no está en preparación',
          params: idParamsSchema,
          response: answers(orderSchema),
        },
      },
      async (req) => {
        const order = await db.transaction(async (tx) => {
          const ready = await markReady(tx, clock, store, req.params.id);
          await bus.enqueue(tx, orderEvent('ready', ready));
          return ready;
        });
        bus.flush();
        return ok(order, 'Pedido listo para entregar');
      },
    );
    r.post(
      `${base}/dispatch`,
      {
        // The store's delivery list and the external delivery screens.
        config: { permission: [key('deliveries'), 'external.entrega', 'external.dispatch'] },
        schema: {
          tags,
          summary: 'Entregar pedidos listos (complete 2 → 3; todos o ninguno); libera su turno',
          body: dispatchSchema,
          response: answers(z.array(orderSchema)),
        },
      },
      async (req) => {
        const staff = staffOf(req);
        const delivered = await db.transaction(async (tx) => {
          const handed = await deliver(tx, clock, [store], req.body.pedidos, staff.id);
          await bus.enqueue(
            tx,
            handed.map((order) => orderEvent('delivered', order)),
          );
          return handed;
        });
        bus.flush();
        return ok(
          delivered,
          delivered.length === 1 ? 'Pedido entregado' : `${delivered.length} pedidos entregados`,
        );
      },
    );
  }
}

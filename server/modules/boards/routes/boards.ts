/**
 * What the boards read (spec part 2 §2, §7 'Boards and delivery'), for each store with boards:
 *   GET /api/<store>/events                 server-sent events of its orders (BoardEvent)
 *   GET /api/<store>/enlistment/external    orders to prepare (the preparation board)
 *   GET /api/<store>/enlistment/turns       ready orders as turn cards (the hall display)
 *   GET /api/restaurant/turnero             the restaurant's turn cards (its old path)
 * A store's stream is its orders' topic on the event bus (server/plugins/event-streams.ts):
 * `hello`, `order` per event, `resync` when events may have been missed (the board then reloads).
 */
import type { FastifyInstance } from 'fastify';
import { BOARD_STORES, EVENT_KEYS, PREP_KEYS, TURN_READ_KEYS, type BoardStore } from '../../../../src/domain/boards';
import { storeById } from '../../../../src/domain/stores';
import { orderTopic } from '../../../../src/domain/topics';
import { ok } from '../../../http/envelope';
import type { AreaOptions } from '../../../http/area';
import { prepOrders, turnCards } from '../queries';

export function boardRoutes(app: FastifyInstance, { db }: AreaOptions) {
  for (const [segment, store] of Object.entries(BOARD_STORES) as [BoardStore, (typeof BOARD_STORES)[BoardStore]][]) {
    const tags = ['Tableros'];

    app.get(
      `/api/${segment}/events`,
      {
        config: { permission: [...EVENT_KEYS[segment]], display: true },
        schema: { tags, summary: 'Eventos de los pedidos de la tienda (text/event-stream): hello, order, resync' },
      },
      async (req, reply) => app.eventStream(req, reply, [orderTopic(segment)], { store }),
    );

    app.get(
      `/api/${segment}/enlistment/external`,
      {
        config: { permission: [...PREP_KEYS[segment]] },
        schema: { tags, summary: 'Pedidos por preparar (complete 1), el más antiguo primero, con su número de unidades' },
      },
      async () => ok(await prepOrders(db, store)),
    );

    const turnPaths = [`/api/${segment}/enlistment/turns`, ...(storeById(store)?.turnAliases ?? []).map((alias) => `/api/${alias}`)];
    for (const path of turnPaths) {
      app.get(
        path,
        {
          config: { permission: [...TURN_READ_KEYS[segment]], display: true },
          schema: { tags, summary: 'Turnos listos para entregar (complete 2): id, name, turno, url' },
        },
        async () => ok(await turnCards(db, store)),
      );
    }
  }
}

/**
 * A store's event stream (spec part 2 §2, §7 'Boards and delivery'), for each store with boards:
 *   GET /api/<store>/events                 server-sent events of its orders (BoardEvent)
 * A store's stream is its orders' topic on the event bus (server/plugins/event-streams.ts):
 * `hello`, `order` per event, `resync` when events may have been missed (the board then reloads).
 */
import type { FastifyInstance } from 'fastify';
import { BOARD_STORES, EVENT_KEYS, type BoardStore } from '../../../../src/domain/boards';
import { orderTopic } from '../../../../src/domain/topics';
import { eventStream } from '../../../http/answers';

export function eventRoutes(app: FastifyInstance) {
  for (const [segment, store] of Object.entries(BOARD_STORES) as [
    BoardStore,
    (typeof BOARD_STORES)[BoardStore],
  ][]) {
    app.get(
      `/api/${segment}/events`,
      {
        config: { permission: [...EVENT_KEYS[segment]], display: true },
        schema: {
          tags: ['Tableros'],
          summary: 'Eventos de los pedidos de la tienda (text/event-stream): hello, order, resync',
          response: eventStream,
        },
      },
      async (req, reply) => app.eventStream(req, reply, [orderTopic(segment)], { store }),
    );
  }
}

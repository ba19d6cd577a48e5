/**
 * What the boards read (spec part 2 §2, §7 'Boards and delivery'), for each store with boards:
 *   GET /api/<store>/enlistment/external    orders to prepare (the preparation board)
 *   GET /api/<store>/enlistment/turns       ready orders as turn cards (the hall display)
 *   GET /api/restaurant/turnero             the restaurant's turn cards (its old path)
 * Each store's event stream is the events feature's (events/routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { BOARD_STORES, PREP_KEYS, TURN_READ_KEYS, type BoardStore } from '../../../../src/domain/boards';
import { storeById } from '../../../../src/domain/stores';
import { ok } from '../../../http/envelope';
import type { AreaOptions } from '../../../http/area';
import { prepOrders, turnCards } from '../queries';

export function boardRoutes(app: FastifyInstance, { db }: AreaOptions) {
  for (const [segment, store] of Object.entries(BOARD_STORES) as [BoardStore, (typeof BOARD_STORES)[BoardStore]][]) {
    const tags = ['Tableros'];

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

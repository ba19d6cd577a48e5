/**
 * The preparation board's read (spec part 2 §2, §7 'Boards and delivery'), for each store with boards:
 *   GET /api/<store>/enlistment/external    orders to prepare (the preparation board)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOARD_STORES, PREP_KEYS, prepOrderSchema, type BoardStore } from '../../../../src/domain/boards';
import { answers } from '../../../http/answers';
import { ok } from '../../../http/envelope';
import type { AreaOptions } from '../../../http/area';
import { prepOrders } from './queries';

export function prepRoutes(app: FastifyInstance, { db }: AreaOptions) {
  for (const [segment, store] of Object.entries(BOARD_STORES) as [
    BoardStore,
    (typeof BOARD_STORES)[BoardStore],
  ][]) {
    app.get(
      `/api/${segment}/enlistment/external`,
      {
        config: { permission: [...PREP_KEYS[segment]] },
        schema: {
          tags: ['Tableros'],
          summary: 'Pedidos por preparar (complete 1), el más antiguo primero, con su número de unidades',
          response: answers(z.array(prepOrderSchema)),
        },
      },
      async () => ok(await prepOrders(db, store)),
    );
  }
}

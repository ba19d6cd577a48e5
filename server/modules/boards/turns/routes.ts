/**
 * The hall display's turn cards (spec part 2 §2, §7 'Boards and delivery'), for each store with boards:
 *   GET /api/<store>/enlistment/turns       ready orders as turn cards (the hall display)
 *   GET /api/restaurant/turnero             the restaurant's turn cards (its old path)
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOARD_STORES, TURN_READ_KEYS, turnCardSchema, type BoardStore } from '../../../../src/domain/boards';
import { answers } from '../../../http/answers';
import { storeById } from '../../../../src/domain/stores';
import { ok } from '../../../http/envelope';
import type { AreaOptions } from '../../../http/area';
import { turnCards } from './queries';

export function turnRoutes(app: FastifyInstance, { db }: AreaOptions) {
  for (const [segment, store] of Object.entries(BOARD_STORES) as [
    BoardStore,
    (typeof BOARD_STORES)[BoardStore],
  ][]) {
    const turnPaths = [
      `/api/${segment}/enlistment/turns`,
      ...(storeById(store)?.turnAliases ?? []).map((alias) => `/api/${alias}`),
    ];
    for (const path of turnPaths) {
      app.get(
        path,
        {
          config: { permission: [...TURN_READ_KEYS[segment]], display: true },
          schema: {
            tags: ['Tableros'],
            summary: 'Turnos listos para entregar (complete 2): id, name, turno, url',
            response: answers(z.array(turnCardSchema)),
          },
        },
        async () => ok(await turnCards(db, store)),
      );
    }
  }
}

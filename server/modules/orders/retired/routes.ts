/**
 * The old client's calls that are gone (src/domain/retiredCalls.ts): each still has its route, so it
 * is checked for its key like any other and answers 410 with what replaced it, instead of the
 * anonymous 404 of a path nobody serves. The description marks them deprecated.
 */
import type { FastifyInstance } from 'fastify';
import { permissionKey } from '../../../../src/domain/permissions';
import { retiredCalls } from '../../../../src/domain/retiredCalls';
import { storeLabel, STORE, type StoreSegment } from '../../../../src/domain/stores';
import { REFUSALS } from '../../../http/answers';
import { AppError } from '../../../http/errors';

/** The stores whose old client made these calls: those with a point of sale. */
const OLD_CLIENT_STORES: readonly StoreSegment[] = ['cafeteria', 'papeleria'];

export function retiredRoutes(app: FastifyInstance) {
  for (const segment of OLD_CLIENT_STORES) {
    const tags = [`Pedidos: ${storeLabel(STORE[segment])}`];
    for (const call of retiredCalls(segment)) {
      app.route({
        method: call.method,
        url: `/api/${segment}/${call.path}`,
        config: { permission: permissionKey(`${segment}.${call.entry}`) },
        schema: {
          tags,
          summary: `Retirada (410): ${call.message} En su lugar: ${call.instead}`,
          deprecated: true,
          response: REFUSALS,
        },
        handler: async () => {
          throw new AppError(410, call.message, 'retired');
        },
      });
    }
  }
}

/**
 * Every /api answer is `Cache-Control: no-store`: balances, children's data and card codes must
 * not stay in a browser's or a proxy's cache on a shared school computer. An answer that sets its
 * own (the live streams) keeps it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const isApi = (request: FastifyRequest) => (request.routeOptions.url ?? request.url).startsWith('/api');

export const apiNoStore = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});

/**
 * The param guard (server/http/params.ts): bad path and query parameters answer a Spanish
 * 400 naming the parameter, for every route, before any handler or query runs.
 *
 * Runs on `onRequest`, after the security headers (helmet) and BEFORE the auth hook, so a
 * bad parameter answers the same 400 with or without a session. Why before: the router
 * already answers 400 to an undecodable path (`%C3%28`) before any hook can run, so `%00`
 * answering 401 to an anonymous caller and `%C3%28` 400 would be two answers to one
 * mistake; the auth hook reads only the Authorization header, never a parameter, and a
 * caller learns nothing from this 400 that a 401 on the same route does not already tell
 * (that the route exists). It also spares the session lookup for garbage requests.
 * Unmatched URLs are left to the 404 handler.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { checkRequestParams } from '../http/params';

// fastify-plugin: the hook belongs to the root, so every route (areas included) runs it.
export const paramGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url) return;
    const refused = checkRequestParams(request);
    if (refused) throw refused;
  });
});

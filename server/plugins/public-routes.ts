/**
 * Routes registered by libraries, which cannot declare their access themselves, marked public
 * here: the API docs (they describe the contract, never data) and the built web app's files.
 * Register it BEFORE the auth plugin: the auth plugin's onRoute check refuses any route that
 * declares nothing, and onRoute hooks run in the order they were added.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { DOCS_PREFIX } from './api-docs';

/** The static web app (@fastify/static, wildcard) answers `/` and `/*`, and only GET and HEAD. */
const isWebAppFile = (route: RouteOptions) =>
  (route.url === '/*' || route.url === '/') &&
  [route.method].flat().every((m) => m === 'GET' || m === 'HEAD');

export const publicRoutes = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX) || isWebAppFile(route)) {
      route.config = { ...(route.config ?? {}), public: true };
    }
  });
});

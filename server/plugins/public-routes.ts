/**
 * Routes registered by libraries, which cannot declare their access themselves, marked here: the
 * built web app's files are public; the API docs (the contract, never data) are public in
 * development and for signed-in staff in production (`docs: 'staff'`), where they would hand the
 * whole API and permission model to anyone on the school's network.
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

export const publicRoutes = fp(async (app: FastifyInstance, opts: { docs: 'public' | 'staff' }) => {
  app.addHook('onRoute', (route) => {
    if (isWebAppFile(route) || (route.url.startsWith(DOCS_PREFIX) && opts.docs === 'public')) {
      route.config = { ...(route.config ?? {}), public: true };
    } else if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...(route.config ?? {}), signedIn: true };
    }
  });
});

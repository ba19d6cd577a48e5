/**
 * With HTTPS on, no secret over plain HTTP (issue 50, item 1). The server then answers both on one
 * port (security/https-server.ts) so that `http://<address>:8080` can still point a person to the
 * secure address and the certificate to install; but a password or a session token sent that way
 * crosses the school's shared Wi-Fi in clear. So every plain-HTTP request to the API is refused
 * with 403, before the auth hook reads a token and before any body is parsed, except what the
 * plain page needs to point the way: `GET /api/health` and `GET /api/tls*`.
 * Decided from the route that matched, as the auth hook decides (any spelling of a path is that
 * route). `ALLOW_PLAIN_HTTP=1` leaves it off, for a school that knows why (docs/security.md).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTPS_REQUIRED } from '../../src/domain/tls';
import { AppError } from '../http/errors';

/** What the plain-HTTP page may read: whether the server answers HTTPS, and the authority to install. */
const allowedOverPlainHttp = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.routeOptions.url === '/api/health' || request.routeOptions.url!.startsWith('/api/tls'));

export const plainHttpGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // No route matched: the 404 handler answers, and it reads nothing. The web app's files are not secrets.
    if (!route?.startsWith('/api/') || request.protocol === 'https' || allowedOverPlainHttp(request)) return;
    const secure = `https://${request.host}`;
    throw new AppError(403, HTTPS_REQUIRED(secure), 'https_required');
  });
});

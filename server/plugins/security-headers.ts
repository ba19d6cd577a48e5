/**
 * Security headers (helmet) on every answer: a strict Content-Security-Policy for the web app.
 * Two of them only when the request really came over HTTPS — to this server (HTTPS or TLS=auto)
 * or to a proxy listed in TRUST_PROXY that says so in X-Forwarded-Proto: HSTS and the CSP's
 * `upgrade-insecure-requests`. Over plain HTTP (a school's network, `http://<address>:8080`)
 * they would send the browser to https for every script, and the page would stay blank.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** One year. No includeSubDomains: the server cannot know what else runs under its name. */
export const HSTS = 'max-age=31536000';

/** The origin of a tile URL template served over plain http (a school's own tile server); https ones are allowed already. */
export function plainHttpOrigin(template: string | null): string[] {
  if (!template?.startsWith('http:')) return [];
  try {
    return [new URL(template.replace(/\{[a-z]\}/g, '0')).origin];
  } catch {
    return [];
  }
}

export const securityHeaders = fp(async (app: FastifyInstance, opts: { imgOrigins?: string[] }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(opts.imgOrigins ?? [])],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // After helmet's own onRequest hooks (it writes on the raw response): add the HTTPS-only two.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.raw.setHeader('Strict-Transport-Security', HSTS);
    const csp = reply.raw.getHeader('Content-Security-Policy');
    if (typeof csp === 'string')
      reply.raw.setHeader('Content-Security-Policy', `${csp};upgrade-insecure-requests`);
  });
});

/** Security headers (helmet) on every answer: a strict Content-Security-Policy for the web app. */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});

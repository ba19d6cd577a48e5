/** The built web app at / (when `webRoot` holds an index.html); the API alone otherwise. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const webApp = fp(async (app: FastifyInstance, opts: { webRoot: string | null }) => {
  const webRoot = opts.webRoot ? resolve(opts.webRoot) : null;
  if (!webRoot || !existsSync(resolve(webRoot, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    setHeaders: (reply, path) => {
      // Hashed assets never change; index.html must be re-read to pick up a new build.
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});

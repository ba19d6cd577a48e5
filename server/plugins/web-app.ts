/**
 * The built web app at / (when `webRoot` holds an index.html); the API alone otherwise. The build
 * writes a Brotli and a gzip copy beside each text file (vite.config.ts): the best one the browser
 * accepts is sent as it is (Content-Encoding, Vary: Accept-Encoding), never compressed per request.
 */
import { existsSync } from 'node:fs';
import { basename, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * How long a browser may keep a built file. Hashed assets never change; index.html must be
 * re-read to pick up a new build, and so must the service worker (sw.js, and the workbox-*.js it
 * loads; vite.pwa.ts): the browser compares it byte for byte to see a new version.
 */
export function webCacheControl(path: string): string {
  const name = basename(path);
  if (name === 'sw.js' || /^workbox-[\w-]+\.js$/.test(name)) return 'no-cache';
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export const webApp = fp(async (app: FastifyInstance, opts: { webRoot: string | null }) => {
  const webRoot = opts.webRoot ? resolve(opts.webRoot) : null;
  if (!webRoot || !existsSync(resolve(webRoot, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', webCacheControl(path));
    },
  });
});

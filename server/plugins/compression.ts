/**
 * Answers compressed on the wire: an API answer or a built file without a ready copy (the service
 * worker) over 1 kB goes out in Brotli or gzip when the browser accepts it. The built app's own
 * copies are written at build time and sent as they are (web-app.ts); event streams write to the
 * socket themselves and are never buffered here; images and Excel files are already compressed.
 * Requests are not inflated: a small compressed body must not grow past its route's limit.
 */
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain nothing a packet would notice. */
export const COMPRESS_THRESHOLD = 1024;

export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
});

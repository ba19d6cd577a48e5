/**
 * Serves the stored images at /images/{id}, outside the API and its permissions; they are
 * checked and stored by server/http/images.ts. Served with long-lived cache headers: the id is
 * random and an image never changes, so it can be cached forever.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { download } from '../http/answers';

const stored = download(
  'image/png',
  'La imagen guardada, .png o .jpg (en caché para siempre: su id no cambia)',
);
/** The image (png or jpeg; a 304 when the client has it), or a plain-text "No encontrado"; other refusals are the envelope. */
const response = {
  ...stored,
  200: {
    ...stored[200],
    content: { ...stored[200].content, 'image/jpeg': stored[200].content['image/png'] },
  },
  404: { description: 'No encontrado', content: { 'text/plain': { schema: z.string() } } },
};

export const imageStorage = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  // Public by design: image ids are random, and the hall displays show them (docs/api.md: API contract).
  app.get<{ Params: { id: string } }>(
    '/images/:id',
    { config: { public: true }, schema: { response } },
    async (request, reply) => {
      const id = request.params.id;
      if (!/^[a-f0-9]{32}\.(png|jpg)$/.test(id)) return reply.status(404).send('No encontrado');
      if (request.headers['if-none-match'] === `"${id}"`) return reply.status(304).send();
      const [image] = await db.select().from(images).where(eq(images.id, id)).limit(1);
      if (!image) return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado');
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${id}"`)
        .type(image.mime)
        .send(image.bytes);
    },
  );
});

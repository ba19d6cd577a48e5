/**
 * Image storage, shared infrastructure rather than an area: any record's image field (the
 * generic CRUD, the profile, the demo catalog) stores through it, and it serves them at
 * /images/{id}, outside the API and its permissions.
 * Uploaded images: .jpg or .png checked by their bytes (not their name), at most 2 MB,
 * kept in the database and served with long-lived cache headers
 * (the id is random and an image never changes, so it can be cached forever).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { fieldError } from '../http/errors';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decodes a base64 image (plain or data URL), checks it and returns the bytes and type. */
export function decodeImage(value: string, field = 'image'): { bytes: Buffer; mime: string } {
  const base64 = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw fieldError(field, 'La imagen no es un archivo válido: debe ser .jpg o .png');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError(field, 'La imagen no puede superar 2 MB');
  const mime = sniffImage(bytes);
  if (!mime) throw fieldError(field, 'La imagen debe ser un archivo .jpg o .png');
  return { bytes, mime };
}

const newImageId = (mime: string) => `${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;

/** Stores a checked image and returns its url (relative to the server root, as the spec builds it). */
export async function storeImage(db: Pick<Db, 'insert'>, decoded: { bytes: Buffer; mime: string }): Promise<string> {
  const [url] = await storeImages(db, [decoded]);
  return url;
}

/** Stores several checked images in one statement; their urls in the same order. */
export async function storeImages(db: Pick<Db, 'insert'>, list: { bytes: Buffer; mime: string }[]): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = list.map((image) => ({ id: newImageId(image.mime), mime: image.mime, bytes: image.bytes }));
  await db.insert(images).values(rows);
  return rows.map((row) => `/images/${row.id}`);
}

export const imageStorage = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const { db } = opts;
  // Public by design: image ids are random, and the hall displays show them (README: API contract).
  app.get<{ Params: { id: string } }>('/images/:id', { config: { public: true } }, async (request, reply) => {
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
  });
});

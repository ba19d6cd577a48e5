/**
 * Image storage, shared by every area rather than one's own: any record's image field (the
 * generic CRUD, the profile, the students, the menu picture, the demo catalog) stores through
 * it. In the HTTP toolkit, not in the plugin that serves them at /images/{id}
 * (server/plugins/images.ts), because the generic CRUD (crud-values.ts) stores a form's image
 * and the toolkit imports no plugin.
 * Uploaded images are checked here, in one function for every upload path (checkImage): at
 * most 2 MB, a PNG or JPEG by what image-size reads in their header (not their name nor their
 * declared type; that type is the one stored and served), at most 4096 pixels a side. They are
 * kept in the database.
 */
import { randomBytes } from 'node:crypto';
import { imageSize } from 'image-size';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from '../../src/domain/images';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { fieldError } from './errors';

export interface CheckedImage {
  bytes: Buffer;
  mime: 'image/png' | 'image/jpeg';
}

/** image-size's name of a type → the type stored and served; any other type is refused. */
const MIME: Record<string, CheckedImage['mime']> = { png: 'image/png', jpg: 'image/jpeg' };

/** A PNG's signature and its IHDR chunk (length, type, 13 bytes, CRC). */
const PNG_HEADER_BYTES = 8 + 4 + 4 + 13 + 4;

/** The longest base64 of an image within MAX_IMAGE_BYTES: a longer string is refused before it is decoded. */
const MAX_IMAGE_BASE64 = Math.ceil(MAX_IMAGE_BYTES / 3) * 4;

/**
 * The one check of an uploaded image's bytes, refusals on `field`: its size, its real type (a
 * GIF or a text named .png is refused) and its pixels, read from its header without decoding it.
 */
export function checkImage(bytes: Buffer, field: string): CheckedImage {
  if (bytes.length > MAX_IMAGE_BYTES) throw fieldError(field, IMAGE_MESSAGES.tooBig);
  let size: ReturnType<typeof imageSize>;
  try {
    // A copy of its own: image-size reads through a DataView of the whole underlying memory, so
    // on a small Buffer (a slice of Node's shared pool) a header cut short would be read from
    // whatever follows it instead of failing.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    throw fieldError(field, IMAGE_MESSAGES.notJpgOrPng);
  }
  const mime = MIME[size.type ?? ''];
  // A PNG starts with its whole IHDR chunk (Apple's CgBI variant, which browsers do not show, does not).
  const png =
    mime === 'image/png' && bytes.length >= PNG_HEADER_BYTES && bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!mime || (mime === 'image/png' && !png) || !(size.width >= 1 && size.height >= 1))
    throw fieldError(field, IMAGE_MESSAGES.notJpgOrPng);
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    throw fieldError(field, IMAGE_MESSAGES.tooManyPixels(size.width, size.height));
  return { bytes, mime };
}

/** Decodes a base64 image (plain or data URL, whatever type it declares) and checks it (checkImage). */
export function decodeImage(value: string, field = 'image'): CheckedImage {
  const base64 = value.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length === 0) {
    throw fieldError(field, IMAGE_MESSAGES.unreadable);
  }
  if (base64.length > MAX_IMAGE_BASE64) throw fieldError(field, IMAGE_MESSAGES.tooBig);
  return checkImage(Buffer.from(base64, 'base64'), field);
}

const newImageId = (mime: string) =>
  `${randomBytes(16).toString('hex')}.${mime === 'image/png' ? 'png' : 'jpg'}`;

/** Stores a checked image and returns its url (relative to the server root, as the spec builds it). */
export async function storeImage(db: Pick<Db, 'insert'>, decoded: CheckedImage): Promise<string> {
  const [url] = await storeImages(db, [decoded]);
  return url;
}

/** Stores several checked images in one statement; their urls in the same order. */
export async function storeImages(
  db: Pick<Db, 'insert'>,
  list: { bytes: Buffer; mime: string }[],
): Promise<string[]> {
  if (list.length === 0) return [];
  const rows = list.map((image) => ({ id: newImageId(image.mime), mime: image.mime, bytes: image.bytes }));
  await db.insert(images).values(rows);
  return rows.map((row) => `/images/${row.id}`);
}

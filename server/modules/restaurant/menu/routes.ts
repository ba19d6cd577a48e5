/**
 * The day's menu picture (spec part 2 §2 'Enlistment upload', §7): the kitchen publishes an
 * image and the restaurant's hall displays show it beside the turns.
 *   GET    /api/restaurant/menu   the picture shown now, or null (the displays, Alistamiento)
 *   POST   /api/restaurant/menu   multipart/form-data with the image in the field `file`:
 *          .jpg or .png by its bytes, at most 2 MB and 4096 pixels a side; it becomes the picture shown
 *   DELETE /api/restaurant/menu   no picture from now on
 * Each change is a row (who, when), so the picture's history stays; the newest row counts.
 * A change writes its message on the menu's topic in its transaction, sent once it commits: the
 * displays reload the picture. The read is in queries.ts, the write in service.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MENU_FILE_FIELD,
  MENU_FILE_REQUIRED,
  MENU_NOT_MULTIPART,
  MENU_REMOVED,
  MENU_SAVED,
  menuPictureSchema,
} from '../../../../src/domain/restaurant';
import { z } from 'zod';
import { answers } from '../../../http/answers';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../../../src/domain/images';
import { MENU_KEYS, MENU_TOPIC } from '../../../../src/domain/topics';
import { ok } from '../../../http/envelope';
import { fieldError } from '../../../http/errors';
import { staffOf } from '../../../http/staff';
import { checkImage } from '../../../http/images';
import type { AreaOptions } from '../../../http/area';
import { currentMenu } from './queries';
import { changeMenu } from './service';

const tags = ['Restaurante'];

/** The multipart's image, read within the size limit, or the refusal naming the field. */
async function uploadedImage(req: FastifyRequest) {
  if (!req.isMultipart()) throw fieldError(MENU_FILE_FIELD, MENU_NOT_MULTIPART);
  let bytes: Buffer | undefined;
  try {
    const part = await req.file();
    if (part?.fieldname === MENU_FILE_FIELD) bytes = await part.toBuffer();
    else part?.file.resume();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(MENU_FILE_FIELD, IMAGE_MESSAGES.tooBig);
    if (code?.startsWith('FST_')) throw fieldError(MENU_FILE_FIELD, MENU_FILE_REQUIRED);
    throw err;
  }
  if (!bytes?.length) throw fieldError(MENU_FILE_FIELD, MENU_FILE_REQUIRED);
  // The same check as every other upload: its real type and its pixels, whatever its name.
  return checkImage(bytes, MENU_FILE_FIELD);
}

export async function menuRoutes(app: FastifyInstance, { db, bus, clock }: AreaOptions) {
  // Only this area reads multipart bodies; one file, no more than an image's size.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 } });

  /** The picture shown from now on (null: none) as a new row of the history, with its message to the displays. */
  const change = async (staffId: number, image: Awaited<ReturnType<typeof uploadedImage>> | null) => {
    await db.transaction(async (tx) => {
      const shown = await changeMenu(tx, staffId, image, clock.now());
      await bus.enqueue(tx, { topic: MENU_TOPIC, data: { url: shown } });
    });
    bus.flush();
  };

  app.get(
    '/api/restaurant/menu',
    {
      config: { permission: [...MENU_KEYS], display: true },
      schema: {
        tags,
        summary: 'El menú del día que muestran las pantallas del restaurante: {url, created_at, by}, o null',
        response: answers(menuPictureSchema.nullable()),
      },
    },
    async () => ok(await currentMenu(db)),
  );

  app.post(
    '/api/restaurant/menu',
    {
      config: { permission: 'restaurant.enlistment' },
      schema: {
        tags,
        summary:
          'Publicar el menú del día: multipart/form-data con la imagen (.jpg o .png, máximo 2 MB y 4096 × 4096 píxeles) en el campo file',
        consumes: ['multipart/form-data'],
        response: answers(menuPictureSchema.nullable()),
      },
    },
    async (req) => {
      const image = await uploadedImage(req);
      await change(staffOf(req).id, image);
      return ok(await currentMenu(db), MENU_SAVED);
    },
  );

  app.delete(
    '/api/restaurant/menu',
    {
      config: { permission: 'restaurant.enlistment' },
      schema: {
        tags,
        summary: 'Retirar el menú del día: las pantallas dejan de mostrarlo',
        response: answers(z.null()),
      },
    },
    async (req) => {
      await change(staffOf(req).id, null);
      return ok(null, MENU_REMOVED);
    },
  );
}

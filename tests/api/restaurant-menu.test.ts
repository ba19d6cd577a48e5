/**
 * The day's menu picture (issue 14 item 5; server/modules/restaurant/menu/routes.ts): published as
 * multipart with the image in `file`, checked by its bytes and size, read by the restaurant's
 * displays, taken down; every refusal says so on the field and changes nothing; each change
 * reaches the displays' stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENU_FILE_REQUIRED,
  MENU_NOT_MULTIPART,
  MENU_REMOVED,
  MENU_SAVED,
  type MenuPicture,
} from '../../src/domain/restaurant';
import { MENU_TOPIC } from '../../src/domain/topics';
import type { DisplaySession } from '../../src/domain/displays';
import { images, restaurantMenus } from '../../server/db/schema';
import { openEventStream } from './board-stream';
import {
  type Api,
  api,
  listenOnLoopback,
  schoolWithStaff,
  staffWith,
  type TestApp,
  unchanged,
} from './fixtures';
import { tinyPng } from './fixtures/data';

const BOUNDARY = '----menu-boundary';
const MENU_TABLES = { menus: restaurantMenus, images };

/** A multipart body with one file part (and its name, type and bytes). */
function multipartBody(field: string, filename: string, type: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const upload = (who: Api, body: Buffer | string) =>
  who.call<MenuPicture>('POST', '/api/restaurant/menu', body, MULTIPART);

let t: TestApp;
let admin: Api;
let anonymous: Api;
let kitchen: Api;
let line: Api;
let baseUrl: string;

beforeAll(async () => {
  ({
    t,
    admin: { api: admin },
    anonymous,
  } = await schoolWithStaff({ staff: ['admin'] }));
  kitchen = (await staffWith(t, admin, ['restaurant', 'restaurant.enlistment'])).api;
  line = (await staffWith(t, admin, ['restaurant', 'restaurant.requests'])).api;
  baseUrl = await listenOnLoopback(t);
});
afterAll(() => t?.close());

describe('the menu picture', () => {
  it('is none at first, then the uploaded image, which the restaurant display reads and the stream announces', async () => {
    expect((await kitchen.get('/api/restaurant/menu')).body.data).toBeNull();
    const screen = await admin.post<DisplaySession>('/api/display/session', {});
    expect(screen.status, screen.body.message).toBe(200);
    const stream = openEventStream(`${baseUrl}/api/events?topics=${MENU_TOPIC}`, screen.body.data.token);
    await stream.ready;

    const png = tinyPng();
    const res = await upload(kitchen, multipartBody('file', 'menu.png', 'image/png', png));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MENU_SAVED);
    expect(res.body.data).toMatchObject({
      url: expect.stringMatching(/^\/images\/[a-f0-9]{32}\.png$/),
      by: expect.any(String),
    });
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.rawPayload.equals(png)).toBe(true);

    const display = api(t.app, screen.body.data.token);
    expect((await display.get<MenuPicture>('/api/restaurant/menu')).body.data?.url).toBe(res.body.data.url);
    await expect.poll(() => stream.events.some((e) => e.event === 'menu'), { timeout: 10_000 }).toBe(true);
    stream.close();
  });

  it('takes the newest upload, and is taken down', async () => {
    const first = await upload(kitchen, multipartBody('file', 'a.png', 'image/png', tinyPng()));
    const second = await upload(kitchen, multipartBody('file', 'b.png', 'image/png', tinyPng()));
    expect(second.body.data.url).not.toBe(first.body.data.url);
    expect((await kitchen.get<MenuPicture>('/api/restaurant/menu')).body.data?.url).toBe(
      second.body.data.url,
    );
    const removed = await kitchen.delete('/api/restaurant/menu');
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MENU_REMOVED);
    expect((await kitchen.get('/api/restaurant/menu')).body.data).toBeNull();
  });
});

describe('a bad upload changes nothing and names the file field', () => {
  const refused = async (body: Buffer | string, message: string, headers = MULTIPART) => {
    const res = await unchanged(
      t,
      () => kitchen.call('POST', '/api/restaurant/menu', body, headers),
      MENU_TABLES,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ file: message });
  };

  it('refuses a file that is not a .jpg or .png by its bytes, whatever its name', async () => {
    await refused(
      multipartBody('file', 'menu.png', 'image/png', Buffer.from('no soy una imagen')),
      'La imagen debe ser un archivo .jpg o .png',
    );
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    await refused(multipartBody('file', 'menu.png', 'image/png', big), 'La imagen no puede superar 2 MB');
  });

  it('asks for the image when none came in the file field', async () => {
    await refused(multipartBody('imagen', 'menu.png', 'image/png', tinyPng()), MENU_FILE_REQUIRED);
    await refused(`--${BOUNDARY}--\r\n`, MENU_FILE_REQUIRED);
  });

  it('refuses a body that is not multipart', async () => {
    await refused(JSON.stringify({ file: 'menu.png' }), MENU_NOT_MULTIPART, {
      'content-type': 'application/json',
    });
  });
});

describe('who may change and read it', () => {
  it('needs a session and the enlistment key to change it; the lunch line may not', async () => {
    const body = multipartBody('file', 'menu.png', 'image/png', tinyPng());
    expect((await unchanged(t, () => upload(anonymous, body), MENU_TABLES)).status).toBe(401);
    expect((await unchanged(t, () => upload(line, body), MENU_TABLES)).status).toBe(403);
    expect((await unchanged(t, () => line.delete('/api/restaurant/menu'), MENU_TABLES)).status).toBe(403);
    expect((await line.get('/api/restaurant/menu')).status).toBe(403);
    expect((await anonymous.get('/api/restaurant/menu')).status).toBe(401);
  });
});

/** The profile photo: a real PNG is stored and served with cache headers; anything else is refused, changing nothing. */
import { describe, expect, it } from 'vitest';
import { images, users } from '../../server/db/schema';
import { DEMO_ADMIN, tinyPng, unchanged } from './fixtures';
import { cashier, openProfileSchool, type Profile, profileBody, t } from './fixtures/profile-school';

openProfileSchool();

describe('photo', () => {
  it('accepts a real PNG and serves it with long-lived cache headers', async () => {
    const png = tinyPng();
    const res = await cashier.put<Profile>(
      '/api/profile/update',
      await profileBody({ image: `data:image/png;base64,${png.toString('base64')}` }),
    );
    expect(res.status).toBe(200);
    const url = res.body.data.url;
    expect(url).toMatch(/^\/images\/[a-f0-9]{32}\.png$/);

    const image = await t.app.inject({ method: 'GET', url: url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
    // Images are public (the web app shows them in <img>), and a revalidation costs nothing.
    const etag = image.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: url!, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const unknown = await t.app.inject({ method: 'GET', url: `/images/${'0'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/images/..%2F..%2Fetc%2Fpasswd' });
    expect(traversal.statusCode).toBe(404);
  });

  it('refuses a file that is not a .jpg or .png by its content, changing nothing', async () => {
    await unchanged(
      t,
      async () => {
        const text = Buffer.from('Esto es un archivo de texto llamado foto.png\n');
        const bodies = [
          text.toString('base64'),
          `data:image/png;base64,${text.toString('base64')}`,
          Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]).toString('base64'), // GIF
        ];
        for (const image of bodies) {
          const res = await cashier.put(
            '/api/profile/update',
            await profileBody({ image, name: 'No debe cambiar' }),
          );
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({
            code: 0,
            reason: 'validation',
            errors: { image: 'La imagen debe ser un archivo .jpg o .png' },
          });
        }
        const notBase64 = await cashier.put(
          '/api/profile/update',
          await profileBody({ image: '### no es base64 ###' }),
        );
        expect(notBase64.status).toBe(400);
        expect(notBase64.body.errors).toEqual({
          image: 'La imagen no es un archivo válido: debe ser .jpg o .png',
        });
        const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
        const tooBig = await cashier.put(
          '/api/profile/update',
          await profileBody({ image: big.toString('base64') }),
        );
        expect(tooBig.status).toBe(400);
        expect(tooBig.body.errors).toEqual({ image: 'La imagen no puede superar 2 MB' });
        // A valid photo with a refused e-mail stores nothing either.
        const dup = await cashier.put(
          '/api/profile/update',
          await profileBody({ email: DEMO_ADMIN, image: tinyPng().toString('base64') }),
        );
        expect(dup.status).toBe(409);
      },
      { users, images },
    );
  });
});

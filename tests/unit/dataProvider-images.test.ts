/** The data provider's images: a new image file sent as a base64 data URL, anything else passed through. */
import { describe, expect, it } from 'vitest';
import { lastRequest, setupMswServer } from './support/msw';
import { answerAll, ok, provider } from './support/dataProvider';

setupMswServer();

describe('dataProvider: images', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
  const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;

  it('update sends a new image file as a base64 data URL', async () => {
    answerAll(ok({ id: 1 }));
    const rawFile = new File([PNG], 'a.png', { type: 'image/png' });
    await provider().update('admin/users', {
      id: 1,
      data: { name: 'Ana', image: { rawFile, src: 'blob:http://localhost/1', title: 'a.png' } },
      previousData: { id: 1 },
    });
    const sent = await lastRequest();
    expect(sent.body).toEqual({ name: 'Ana', image: PNG_DATA_URL });
  });

  it('create sends a new image file as a base64 data URL', async () => {
    answerAll(ok({ id: 1 }));
    await provider().create('admin/users', {
      data: { name: 'Ana', image: { rawFile: new File([PNG], 'a.png', { type: 'image/png' }) } },
    });
    expect((await lastRequest()).body).toEqual({ name: 'Ana', image: PNG_DATA_URL });
  });

  it('an unchanged image value is not sent', async () => {
    answerAll(ok({ id: 1 }));
    await provider().update('admin/users', {
      id: 1,
      data: { name: 'Ana', image: { src: '/images/x.png' } },
      previousData: { id: 1 },
    });
    const sent = await lastRequest();
    expect(sent.body).toEqual({ name: 'Ana' });
    expect(sent.body).not.toHaveProperty('image');
  });

  it('null and plain values pass through untouched', async () => {
    answerAll(ok({ id: 1 }));
    await provider().update('admin/users', {
      id: 1,
      data: { image: null, tags: ['a'], turno: 2 },
      previousData: { id: 1 },
    });
    expect((await lastRequest()).body).toEqual({ image: null, tags: ['a'], turno: 2 });
  });
});

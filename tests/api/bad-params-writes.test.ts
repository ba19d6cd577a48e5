/** Refused writes change nothing; bad characters in a body; prototype keys in a list's filter or sort. */
import { describe, expect, it } from 'vitest';
import { products, schools } from '../../server/db/schema';
import { api, unchanged } from './fixtures';
import { call, message, openBadParamsSchool, t, token } from './fixtures/bad-params-school';

openBadParamsSchool();

describe('refused writes change nothing', () => {
  it('PUT /api/admin/schools/%00 and DELETE /api/admin/schools/%C3%28 leave the schools as they were', async () => {
    await unchanged(
      t,
      async () => {
        const put = await api(t.app, token).put('/api/admin/schools/%00', { name: 'Colegio cambiado' });
        expect(put.status).toBe(400);
        expect(put.body.message).toBe(message('id'));
        const del = await api(t.app, token).delete('/api/admin/schools/%C3%28');
        expect(del.status).toBe(400);
        expect(del.body.message).toBe(message('id'));
      },
      { schools },
    );
  });

  it('POST /api/inventory/products/:id/add with a bad id leaves the stock as it was', async () => {
    await unchanged(
      t,
      async () => {
        const res = await api(t.app, token).call(
          'POST',
          '/api/inventory/products/1%00/add?q=%00',
          { quantity: 5 },
          { 'idempotency-key': 'bad-params-add-1' },
        );
        expect(res.status).toBe(400);
        expect(res.body.errors).toMatchObject({ id: message('id'), q: message('q') });
      },
      { products },
    );
  });
});

describe('bad characters in a body', () => {
  it('a NUL, an escape or a lone surrogate in a text field is refused naming the field, and nothing is written', async () => {
    const admin = api(t.app, token);
    for (const name of ['a\u0000b', 'a\ud800b', 'a\u001bb']) {
      await unchanged(
        t,
        async () => {
          const res = await admin.post('/api/admin/schools', { name, address: 'Calle 1' });
          expect(res.status).toBe(400);
          expect(res.body.errors).toEqual({ name: 'El campo Nombre contiene caracteres no válidos' });
        },
        { schools },
      );
    }
    const accented = await admin.post<{ name: string }>('/api/admin/schools', { name: 'Colegio Ñandú 😀' });
    expect(accented.status, accented.body.message).toBe(201);
  });
});

describe("prototype keys in a list's filter or sort", () => {
  /** Every GET operation of the API description that takes `filter` (the lists and reports). */
  const lists = () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    return Object.entries(doc.paths)
      .filter(([, ops]) => ops.get?.parameters?.some((p) => p.in === 'query' && p.name === 'filter'))
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
  };

  it('answer 400 naming the filter on every list, never a 500, changing nothing', async () => {
    const urls = lists();
    expect(urls.length).toBeGreaterThan(20);
    await unchanged(t, async () => {
      for (const url of urls) {
        for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
          const filter = `${url}?filter=${encodeURIComponent(`{"${key}":1}`)}`;
          const res = await call('GET', filter);
          expect(res.statusCode, `${filter}: ${res.body}`).toBe(400);
          expect(res.json()).toMatchObject({
            code: 0,
            reason: 'validation',
            errors: { filter: expect.any(String) },
          });
          const sort = await call('GET', `${url}?sort=${key}`);
          expect(sort.statusCode, `${url}?sort=${key}: ${sort.body}`).toBe(400);
        }
      }
    });
  });
});

/**
 * Bad path and query parameters (server/http/params.ts): a control character, invalid UTF-8,
 * a lone surrogate or a broken percent-encoding answers a Spanish 400 naming the parameter on
 * every route, before any query runs, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, schools, users } from '../../server/db/schema';
import {
  api,
  assertNoLeak,
  registeredRoutes,
  type RouteInfo,
  schoolWithStaff,
  type TestApp,
  unchanged,
} from './fixtures';

let t: TestApp;
let token: string;
beforeAll(async () => {
  ({ t, admin: { token } } = await schoolWithStaff({ staff: ['admin'] }));
});
afterAll(() => t?.close());

const message = (name: string) => `El parámetro ${name} contiene caracteres no válidos`;
const UNNAMED = 'La dirección de la petición contiene caracteres no válidos';

/** NUL (what PostgreSQL refuses) and invalid UTF-8 (what Fastify's router cannot decode). */
const BAD_VALUES = ['%00', '%C3%28'];

/** A route pattern's segment: fixed text, or the names a parameter prints as (`:document|:id`). */
type Segment = { text: string } | { names: string[] };

function segmentsOf(url: string): Segment[] {
  return url.split('/').map((segment): Segment => {
    if (segment === '*') return { names: ['*'] };
    if (!segment.includes(':')) return { text: segment };
    expect(segment, `segmento de parámetro simple en ${url}`).toMatch(/^:[A-Za-z_]+(\|:[A-Za-z_]+)*$/);
    return { names: segment.split('|').map((n) => n.slice(1)) };
  });
}

/** The route's URL with `value` in its `index`th segment and `1` in the other parameters. */
const urlWith = (route: RouteInfo, index: number, value: string) =>
  segmentsOf(route.url)
    .map((s, i) => (i === index ? value : 'text' in s ? s.text : s.names[0] === '*' ? 'x' : '1'))
    .join('/');

/** A concrete, decodable URL for the route. */
const plainUrl = (route: RouteInfo) => urlWith(route, -1, '');

async function call(method: string, url: string, withToken: string | null = token) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: withToken ? { authorization: `Bearer ${withToken}` } : {},
  });
  return res;
}

/** A 400 envelope naming one of `names` (or the unnamed part of the URL), with no leak. */
function expectRefused(res: Awaited<ReturnType<typeof call>>, method: string, url: string, names: string[]) {
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
  if (method === 'HEAD') return;
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = res.json();
  expect(body, `${method} ${url}`).toMatchObject({ code: 0, data: null, reason: 'validation' });
  const expected = names.map((n) => (n === '*' ? UNNAMED : message(n)));
  expect(expected, `${method} ${url}: ${body.message}`).toContain(body.message);
  const field = names.find((n) => message(n) === body.message) ?? '_';
  expect(body.errors?.[field], `${method} ${url}`).toBe(body.message);
  assertNoLeak(res.body);
  expect(res.body).not.toMatch(/\\u0000|%00|%C3%28/i);
}

describe('every registered route', () => {
  // The API docs' static files (`/api/docs/static/*`) print as `/api/docs/*`: tested on their own below.
  const all = () => registeredRoutes(t.app).filter((r) => !r.url.endsWith('*'));

  it('lists the routes with parameters', () => {
    const withParams = all().filter((r) => r.url.includes(':'));
    expect(withParams.length).toBeGreaterThan(40);
    expect(withParams.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/admin\/carnets\/:/),
        expect.stringMatching(/^GET \/api\/papeleria\/validatedispatch\/:/),
      ]),
    );
  });

  it('refuses NUL and invalid UTF-8 in each path parameter with a 400 naming it', async () => {
    await unchanged(
      t,
      async () => {
        let checked = 0;
        for (const route of all()) {
          const segments = segmentsOf(route.url);
          for (const [index, segment] of segments.entries()) {
            if (!('names' in segment)) continue;
            for (const bad of BAD_VALUES) {
              const url = urlWith(route, index, segment.names[0] === '*' ? `x${bad}` : bad);
              expectRefused(await call(route.method, url), route.method, url, segment.names);
              checked++;
            }
          }
        }
        expect(checked).toBeGreaterThan(80);
      },
      { users, schools },
    );
  });

  it('refuses NUL and invalid UTF-8 in a query parameter of each route with a 400 naming it', async () => {
    await unchanged(
      t,
      async () => {
        for (const route of all()) {
          for (const bad of BAD_VALUES) {
            const url = `${plainUrl(route)}?q=${bad}`;
            expectRefused(await call(route.method, url), route.method, url, ['q']);
          }
        }
      },
      { users },
    );
  });
});

describe('the reported cases', () => {
  it.each([
    ['/api/admin/carnets/%00', 'document'],
    ['/api/admin/carnets/%C3%28', 'document'],
    ['/api/admin/carnets/%ZZ', 'document'],
    ['/api/papeleria/validatedispatch/%00', 'code'],
    ['/api/admin/users?q=%00', 'q'],
  ])('GET %s answers 400 naming %s', async (url, name) => {
    const res = await api(t.app, token).get(url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, reason: 'validation', message: message(name), errors: { [name]: message(name) } });
  });

  it('GET /api/admin/carnets/%00/validatedispatch answers 400 naming its parameter', async () => {
    const res = await api(t.app, token).get('/api/admin/carnets/%00/validatedispatch');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 0, reason: 'validation' });
    expect(res.body.message).toMatch(/^El parámetro \w+ contiene caracteres no válidos$/);
  });
});

describe('what counts as a bad parameter', () => {
  it.each([
    ['NUL', '%00'],
    ['a tab', 'a%09b'],
    ['a line feed', 'a%0Ab'],
    ['a unit separator', '%1F'],
    ['DEL', '%7F'],
    ['invalid UTF-8', '%C3%28'],
    ['a truncated sequence', '%C3'],
    ['a lone surrogate (CESU-8)', '%ED%A0%80'],
    ['a broken escape', '%ZZ'],
    ['a lone percent sign', '50%'],
  ])('%s in a path parameter and in a query value', async (_name, bad) => {
    expectRefused(await call('GET', `/api/admin/carnets/${bad}`), 'GET', bad, ['document']);
    expectRefused(await call('GET', `/api/admin/users?page=1&q=${bad}`), 'GET', bad, ['q']);
  });

  it('names every bad parameter, the path one first', async () => {
    const res = await call('GET', '/api/admin/carnets/%00?q=%ZZ&sort=%7F');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: message('document'),
      errors: { document: message('document'), q: message('q'), sort: message('sort') },
    });
  });

  it('looks inside a JSON query value (the lists\' filter)', async () => {
    const url = `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ name: 'a\u0000' }))}`;
    expectRefused(await call('GET', url), 'GET', url, ['filter']);
    const key = `/api/admin/users?filter=${encodeURIComponent('{"na\\u0007me":"a"}')}`;
    expectRefused(await call('GET', key), 'GET', key, ['filter']);
  });

  it('does not echo a query key that is not a parameter name', async () => {
    for (const url of ['/api/admin/users?%ZZ=1', '/api/admin/users?%3Cscript%3E=%00']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, reason: 'validation', message: UNNAMED, errors: { _: UNNAMED } });
    }
  });

  it('accepts accents, spaces, plus signs, an escaped slash and an empty value', async () => {
    const good = [
      '/api/admin/users?q=G%C3%B3mez',
      '/api/admin/users?q=Valentina+G%C3%B3mez',
      '/api/admin/users?q=a%20b&sort=name&order=ASC',
      '/api/admin/users?q=',
      '/api/admin/users?q',
      `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ name: 'ñandú' }))}`,
    ];
    for (const url of good) {
      const res = await api(t.app, token).get(url);
      expect(res.status, `${url}: ${res.raw}`).toBe(200);
    }
    const carnet = await api(t.app, token).get('/api/admin/carnets/1098765432');
    expect(carnet.status).toBe(200);
    const unknown = await api(t.app, token).get('/api/admin/carnets/G%C3%B3mez%2F1');
    expect(unknown.status).toBe(404);
  });
});

describe('order with the auth hook and the router', () => {
  it('answers 400 before the session is looked at, as the undecodable path does', async () => {
    for (const url of ['/api/admin/carnets/%00', '/api/admin/carnets/%C3%28', '/api/admin/users?q=%00']) {
      expectRefused(await call('GET', url, null), 'GET', url, url.includes('q=') ? ['q'] : ['document']);
      expectRefused(await call('GET', url, 'no-es-un-token'), 'GET', url, url.includes('q=') ? ['q'] : ['document']);
    }
    // A clean request without a session is still 401.
    expect((await call('GET', '/api/admin/carnets/1098765432', null)).statusCode).toBe(401);
  });

  it('keeps the security headers on the 400', async () => {
    const hook = await call('GET', '/api/admin/carnets/%00');
    expect(hook.headers['x-content-type-options']).toBe('nosniff');
    expect(hook.headers['content-security-policy']).toContain("default-src 'self'");
    const router = await call('GET', '/api/admin/carnets/%C3%28');
    expect(router.headers['x-content-type-options']).toBe('nosniff');
  });

  it('checks the API docs\' static files too (a wildcard: nothing to name)', async () => {
    for (const url of ['/api/docs/static/x%00', '/api/docs/static/x%C3%28']) {
      expectRefused(await call('GET', url, null), 'GET', url, ['*']);
    }
    expect((await call('GET', '/api/docs/static/index.html', null)).statusCode).toBeLessThan(400);
  });

  it('leaves an unknown route to the 404, and a path the router cannot decode to a 400', async () => {
    const missing = await api(t.app, token).get('/api/no-existe?q=%00');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 0, reason: 'not_found' });
    const garbled = await call('GET', '/api/no%ZZexiste');
    expectRefused(garbled, 'GET', '/api/no%ZZexiste', ['*']);
  });
});

describe("Fastify's own URL errors", () => {
  it('FST_ERR_BAD_URL answers the Spanish envelope, naming the parameter', async () => {
    const res = await call('GET', '/api/admin/users/%ZZ/edit');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 0,
      message: message('id'),
      data: null,
      reason: 'validation',
      errors: { id: message('id') },
    });
    expect(res.body).not.toContain('FST_ERR');
    expect(res.body).not.toContain('valid url component');
  });

  it('a segment over the router\'s 100 characters answers 400 in Spanish, not 414', async () => {
    const res = await call('GET', `/api/admin/carnets/${'1'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      reason: 'validation',
      message: 'El parámetro document es demasiado largo',
    });
    expect(res.body).not.toContain('FST_ERR');
  });
});

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
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>> };
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
          expect(res.json()).toMatchObject({ code: 0, reason: 'validation', errors: { filter: expect.any(String) } });
          const sort = await call('GET', `${url}?sort=${key}`);
          expect(sort.statusCode, `${url}?sort=${key}: ${sort.body}`).toBe(400);
        }
      }
    });
  });
});

/** Bad parameters case by case: the reported URLs, which characters count as bad, and what is still accepted. */
import { describe, expect, it } from 'vitest';
import { api } from './fixtures';
import {
  call,
  expectRefused,
  message,
  openBadParamsSchool,
  t,
  token,
  UNNAMED,
} from './fixtures/bad-params-school';

openBadParamsSchool();

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
    expect(res.body).toMatchObject({
      code: 0,
      reason: 'validation',
      message: message(name),
      errors: { [name]: message(name) },
    });
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

  it("looks inside a JSON query value (the lists' filter)", async () => {
    const url = `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ name: 'a\u0000' }))}`;
    expectRefused(await call('GET', url), 'GET', url, ['filter']);
    const key = `/api/admin/users?filter=${encodeURIComponent('{"na\\u0007me":"a"}')}`;
    expectRefused(await call('GET', key), 'GET', key, ['filter']);
  });

  it('does not echo a query key that is not a parameter name', async () => {
    for (const url of ['/api/admin/users?%ZZ=1', '/api/admin/users?%3Cscript%3E=%00']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({
        code: 0,
        reason: 'validation',
        message: UNNAMED,
        errors: { _: UNNAMED },
      });
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
    const credential = await api(t.app, token).get('/api/admin/carnets/1098765432');
    expect(credential.status).toBe(200);
    const unknown = await api(t.app, token).get('/api/admin/carnets/G%C3%B3mez%2F1');
    expect(unknown.status).toBe(404);
  });
});

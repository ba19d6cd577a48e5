/** A bad parameter's 400 against the auth hook, the router, the docs' files, and Fastify's own URL errors. */
import { describe, expect, it } from 'vitest';
import { api } from './fixtures';
import { call, expectRefused, message, openBadParamsSchool, t, token } from './fixtures/bad-params-school';

openBadParamsSchool();

describe('order with the auth hook and the router', () => {
  it('answers 400 before the session is looked at, as the undecodable path does', async () => {
    for (const url of ['/api/admin/carnets/%00', '/api/admin/carnets/%C3%28', '/api/admin/users?q=%00']) {
      expectRefused(await call('GET', url, null), 'GET', url, url.includes('q=') ? ['q'] : ['document']);
      expectRefused(
        await call('GET', url, 'no-es-un-token'),
        'GET',
        url,
        url.includes('q=') ? ['q'] : ['document'],
      );
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

  it("checks the API docs' static files too (a wildcard: nothing to name)", async () => {
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

  it("a segment over the router's 100 characters answers 400 in Spanish, not 414", async () => {
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

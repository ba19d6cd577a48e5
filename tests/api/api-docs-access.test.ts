/**
 * The API description (issue 50, item 6): in production (NODE_ENV=production, which npm start sets)
 * it is for signed-in staff only — the whole API and permission model is not handed to anyone on
 * the school's network; a family's session does not open it either. In development it stays open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DEMO_ADMIN, DEMO_PASSWORD, login, schoolWithMaria, type Api, type TestApp } from './fixtures';

const DOCS = ['/api/docs/json', '/api/docs', '/api/docs/static/index.html', '/api/docs/yaml'];

describe('the API description in production', () => {
  let t: TestApp;
  let maria: Api;
  beforeAll(async () => {
    ({ t, maria } = await schoolWithMaria({ NODE_ENV: 'production' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 in the envelope without a session, whatever the spelling', async () => {
    for (const url of [...DOCS, '/%61pi/docs/json', '/api/docs/json?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code: 0, message: expect.stringMatching(/sesión/i) });
      expect(res.body, url).not.toContain('/api/admin/users');
    }
  });

  it("answers a family's session 403: the portal's accounts are not staff", async () => {
    const res = await maria.get('/api/docs/json');
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('/api/admin/users');
  });

  it('answers signed-in staff the description', async () => {
    const token = await login(t.app, DEMO_ADMIN, DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paths: expect.objectContaining({ '/api/login': expect.anything() }) });
  });
});

describe('the configuration', () => {
  it('keeps the description open in development and for staff in production', () => {
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('staff');
  });
});

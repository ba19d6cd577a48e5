/**
 * HTTPS on means no secret over plain HTTP (issue 50, item 1). The server answers HTTPS and plain
 * HTTP on one port so that `http://<address>:8080` can point the way; over plain HTTP its API
 * answers only the health and the HTTPS status and authority — a sign-in, a family's sign-in or a
 * session token sent in clear is refused with 403 naming the https address, and nothing is written.
 * ALLOW_PLAIN_HTTP=1 keeps plain HTTP working for a school that knows why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sessions, familySessions } from '../../server/db/schema';
import { prepareTls, type TlsSetup } from '../../server/security/tls';
import { buildTestApp, DEMO_ADMIN, DEMO_PASSWORD, snapshot, type TestApp } from './fixtures';
import { send } from '../http-request';

let t: TestApp;
let dir: string;
let tls: TlsSetup;
const apps: FastifyInstance[] = [];

/** The app with HTTPS (TLS=auto's certificate) listening on a port of its own: its http and https origins. */
async function serve(env: NodeJS.ProcessEnv = {}) {
  const app = await buildApp(t.database, { ...loadConfig(env), webRoot: null }, false, {
    tls,
    clock: t.clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const { port } = app.server.address() as AddressInfo;
  return { plain: `http://127.0.0.1:${port}`, secure: `https://127.0.0.1:${port}` };
}

beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'plain-http-'));
  tls = prepareTls({ mode: 'auto', dir, extraNames: [] })!;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ca = () => tls.authority!.pem;
const SIGN_IN = { email: DEMO_ADMIN, password: DEMO_PASSWORD };

describe('with HTTPS on', () => {
  let origins: { plain: string; secure: string };
  beforeAll(async () => {
    origins = await serve();
  });

  it('refuses a staff or family sign-in over plain HTTP with 403 naming the https address, and signs nobody in', async () => {
    const before = { staff: await snapshot(t.db, sessions), family: await snapshot(t.db, familySessions) };
    for (const path of ['/api/login', '/api/family/login', '/%61pi/login']) {
      const res = await send(`${origins.plain}${path}`, { method: 'POST', json: SIGN_IN });
      expect(res.status, path).toBe(403);
      const body = JSON.parse(res.body);
      expect(body, path).toMatchObject({ code: 0, reason: 'https_required' });
      expect(body.message, path).toContain(`abra ${origins.secure}`);
      expect(res.body, path).not.toContain('token');
    }
    expect(await snapshot(t.db, sessions)).toEqual(before.staff);
    expect(await snapshot(t.db, familySessions)).toEqual(before.family);
  });

  it('does not take a session token sent in clear', async () => {
    const signIn = await send(`${origins.secure}/api/login`, { ca: ca(), method: 'POST', json: SIGN_IN });
    expect(signIn.status, signIn.body).toBe(200);
    const token = JSON.parse(signIn.body).data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    expect((await send(`${origins.secure}/api/admin/users`, { ca: ca(), headers })).status).toBe(200);
    const plain = await send(`${origins.plain}/api/admin/users`, { headers });
    expect(plain.status).toBe(403);
    expect(JSON.parse(plain.body).reason).toBe('https_required');
    expect(plain.body).not.toContain(DEMO_ADMIN);
  });

  it('answers over plain HTTP what points the way: the health, the HTTPS status and the authority', async () => {
    for (const path of ['/api/health', '/api/tls', '/api/tls/ca.crt', '/api/tls/ca.pem']) {
      expect((await send(`${origins.plain}${path}`)).status, path).toBe(200);
    }
    // Not a write, whatever the path: only GET reads them.
    expect((await send(`${origins.plain}/api/tls`, { method: 'POST', json: {} })).status).not.toBe(200);
  });
});

describe('with HTTPS on and ALLOW_PLAIN_HTTP=1', () => {
  it('still signs in over plain HTTP, as the school chose', async () => {
    const { plain } = await serve({ ALLOW_PLAIN_HTTP: '1' });
    const res = await send(`${plain}/api/login`, { method: 'POST', json: SIGN_IN });
    expect(res.status, res.body).toBe(200);
    expect(loadConfig({ ALLOW_PLAIN_HTTP: '1' }).allowPlainHttp).toBe(true);
    expect(loadConfig({}).allowPlainHttp).toBe(false);
  });
});

/**
 * Deny by default, decided on the matched route (issue 28, item 1): every operation of the API
 * description, spelled the odd ways an attacker tries, sent over real HTTP without a session,
 * never reaches a handler (no 2xx) and never breaks the server (no 5xx); nothing changes.
 * Real HTTP, not `inject`: the router sees the raw request line exactly as a client sends it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { buildTestApp, DEFAULT_TABLES, isPublicApiRoute, LOCKS, type TestApp, unchanged } from './fixtures';

interface Answer {
  status: number;
  body: string;
}

/** One request with `path` written verbatim on the request line. */
function send(port: number, method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : '{}';
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The odd spellings of an /api path: percent-encoded letters, doubled slashes, case, absolute form. */
export function oddSpellings(path: string): string[] {
  const rest = path.slice('/api'.length); // '/admin/carnets/1'
  const encodeLast = rest.replace(/[a-z](?=[^a-z]*$)/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return [
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/%41PI${rest}`,
    `/%2561pi${rest}`,
    `//api${rest}`,
    `///api${rest}`,
    `/API${rest}`,
    `/api${encodeLast}`,
    `/api%2F${rest.slice(1)}`,
    `/./api${rest}`,
    `/x/../api${rest}`,
    `/api${rest}/`,
    `/api${rest};x`,
    `http://atacante.example/api${rest}`,
    `http://atacante.example/%61pi${rest}`,
  ];
}

/** Each operation of the API description with a concrete path (`{id}` → 1). */
function operations(app: FastifyInstance): { method: string; path: string }[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const out: { method: string; path: string }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || isPublicApiRoute(path)) continue;
    for (const method of Object.keys(ops)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      out.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') });
    }
  }
  return out;
}

let t: TestApp;
let web: FastifyInstance;
let webRoot: string;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  // The same app with a built web app at / (its wildcard route answers every other path).
  webRoot = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  web = await buildApp(t.database, { ...loadConfig({}), webRoot }, false, { clock: t.clock });
  await web.listen({ host: '127.0.0.1', port: 0 });
  port = (web.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await web?.close();
  rmSync(webRoot, { recursive: true, force: true });
  await t?.close();
});

describe('odd spellings of every operation, without a session', () => {
  it('never reach a handler nor break the server', async () => {
    const ops = operations(web);
    expect(ops.length).toBeGreaterThan(200);
    const reached: string[] = [];
    let sent = 0;
    await unchanged(
      t,
      async () => {
        for (const { method, path } of ops) {
          for (const odd of oddSpellings(path)) {
            const res = await send(port, method, odd);
            sent++;
            if (res.status < 300 || res.status >= 500)
              reached.push(`${method} ${odd} → ${res.status} ${res.body.slice(0, 80)}`);
          }
        }
      },
      { ...DEFAULT_TABLES, ...LOCKS },
    );
    expect(reached, `${reached.length} de ${sent}`).toEqual([]);
  });

  it('treats a decoded spelling exactly as its route: 401 with the envelope', async () => {
    for (const odd of [
      '/%61pi/admin/carnets',
      '/ap%69/admin/carnets',
      'http://atacante.example/api/admin/carnets',
    ]) {
      const res = await send(port, 'GET', odd);
      expect(res.status, odd).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ code: 0, reason: 'unauthenticated', data: null });
    }
    const write = await send(port, 'PUT', '/%61pi/admin/carnetscode/1');
    expect(write.status).toBe(401);
  });

  it('still serves the web app and the public routes', async () => {
    expect((await send(port, 'GET', '/')).status).toBe(200);
    expect((await send(port, 'GET', '/%61pi/health')).status).toBe(200);
    expect((await send(port, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('deny by default', () => {
  it('refuses to register a route that declares no access, /api or not', async () => {
    for (const url of ['/api/sin-permiso', '/fuera-de-api']) {
      const building = buildApp(t.database, { ...loadConfig({}), webRoot: null }, false, {
        extraAreas: [
          async (area) => {
            area.get(url, async () => ({}));
          },
        ],
      });
      await expect(building, url).rejects.toThrow(/no declara su permiso/);
    }
  });
});

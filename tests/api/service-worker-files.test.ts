/**
 * Issue 33: the back office's service worker. The server hands out sw.js and the workbox-*.js it
 * loads as JavaScript and never from a cache without asking (a new build must be seen), hashed
 * assets for a year, and its CSP lets the page start a worker of its own origin.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { buildTestApp, type TestApp } from './fixtures';

let t: TestApp;
let web: FastifyInstance;
let webRoot: string;
beforeAll(async () => {
  t = await buildTestApp();
  webRoot = mkdtempSync(join(tmpdir(), 'web-sw-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webRoot, 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(webRoot, 'workbox-59e8d569.js'), 'define([], function () {});');
  writeFileSync(join(webRoot, 'assets', 'main-DWR6HoDE.js'), 'export {};');
  web = await buildApp(t.database, { ...loadConfig({}), webRoot }, false, { clock: t.clock });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  rmSync(webRoot, { recursive: true, force: true });
  await t?.close();
});

describe('the service worker files', () => {
  it('sw.js and workbox-*.js are JavaScript, re-validated every time', async () => {
    for (const url of ['/sw.js', '/workbox-59e8d569.js']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('the shell is re-validated and hashed assets are kept a year', async () => {
    expect((await web.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    const asset = await web.inject({ method: 'GET', url: '/assets/main-DWR6HoDE.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the CSP allows a worker of the same origin, on the page and on the worker script', async () => {
    for (const url of ['/', '/sw.js']) {
      const csp = String((await web.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toMatch(/worker-src 'self'/);
      // The worker loads workbox-*.js with importScripts and fetches the precache: same origin.
      expect(csp, url).toMatch(/script-src 'self'/);
      expect(csp, url).toMatch(/connect-src 'self'/);
    }
  });
});

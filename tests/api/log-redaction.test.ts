/** The server's log never holds a card code or a document from a URL (issue 28, item 9). */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import {
  buildTestApp,
  credentialOf,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_STUDENT,
  login,
  type TestApp,
} from './fixtures';

let t: TestApp;
let logged: FastifyInstance;
let lines = '';
beforeAll(async () => {
  t = await buildTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines += String(chunk);
      done();
    },
  });
  logged = await buildApp(
    t.database,
    { ...loadConfig({ LOG_LEVEL: 'info' }), webRoot: null },
    { stream },
    { clock: t.clock },
  );
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await t?.close();
});

it('writes the requests with their codes and documents masked', async () => {
  const token = await login(logged, DEMO_ADMIN, DEMO_PASSWORD);
  const { code } = await credentialOf(t, DEMO_STUDENT.num_doc);
  expect(code).toMatch(/^CRN/);
  const headers = { authorization: `Bearer ${token}` };
  for (const url of [
    `/api/admin/carnets/${DEMO_STUDENT.num_doc}`,
    `/api/admin/carnets/${code}/validate`,
    `/api/admin/carnets/${encodeURIComponent(code.toLowerCase())}/validate`,
    `/api/admin/carnets/%43${code.slice(1)}/validate`,
  ]) {
    await logged.inject({ method: 'GET', url, headers });
  }
  expect(lines).toContain('/api/admin/carnets/');
  expect(lines).not.toContain(DEMO_STUDENT.num_doc);
  expect(lines.toUpperCase()).not.toContain(code);
  expect(lines.toUpperCase()).not.toContain(code.slice(1));
});

/**
 * Answers are written by their schemas (issue 51, items 2 and 3): a field a handler returns that
 * its operation's schema lacks is never written — a query that gains `password_hash` leaks
 * nothing — and the API tests' answer contract (fixtures/contract.ts) fails the call that
 * returned it, as it fails an answer of the wrong type.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { answers, listAnswers } from '../../server/http/answers';
import { ok, okList } from '../../server/http/envelope';
import type { AreaPlugin } from '../../server/http/area';
import { rowSchema } from '../../server/http/row-schema';
import { z } from 'zod';
import { buildTestApp, DEMO_ADMIN, DEMO_PASSWORD, signIn, type TestApp } from './fixtures';
import { violations } from './fixtures/contract';

const userRow = rowSchema(users, { hidden: ['password_hash'] });

/** Operations whose handlers answer more, or otherwise, than they declare. */
const careless: AreaPlugin = async (app, { db }) => {
  app.get(
    '/api/prueba/usuarios',
    { config: { signedIn: true }, schema: { response: listAnswers(userRow) } },
    // As a query that selects every column would: the hash included.
    async () => okList(await db.select().from(users).limit(3), 3),
  );
  app.get(
    '/api/prueba/mal-tipo',
    {
      config: { signedIn: true },
      schema: { response: answers(z.object({ id: z.number().int(), nombre: z.string() })) },
    },
    async (req) =>
      ok(req.query && 'texto' in (req.query as object) ? { id: 'uno', nombre: 'Ana' } : { id: 1, nombre: 7 }),
  );
};

let t: TestApp;
let plain: FastifyInstance;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { extraAreas: [careless] });
  // The same operations in an app without the tests' contract: as production writes them.
  plain = await buildApp(t.database, { ...loadConfig({}), webRoot: null }, false, {
    extraAreas: [careless],
    clock: t.clock,
  });
  await plain.ready();
  token = (await signIn(t.app, DEMO_ADMIN, DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
});

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('an answer written by its schema', () => {
  it('never carries a column the schema leaves out, whatever the query selected', async () => {
    const res = await get(plain, '/api/prueba/usuarios');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Record<string, unknown>[]; total: number };
    expect(body.data).toHaveLength(3);
    expect(body.total).toBe(3);
    for (const row of body.data) {
      expect(row).not.toHaveProperty('password_hash');
      expect(row).toMatchObject({ id: expect.any(Number), email: expect.any(String) });
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toMatch(/\$argon2|\$scrypt|\$2[aby]\$/);
  });

  it('fails the test that made the call when the handler answered a field its schema lacks', async () => {
    const before = violations.length;
    const res = await get(t.app, '/api/prueba/usuarios');
    expect(res.statusCode).toBe(500);
    expect(violations.slice(before)).toEqual([
      expect.stringMatching(/^GET \/api\/prueba\/usuarios \(200\): .*data\[0\]\.password_hash/),
    ]);
  });

  it('fails it when a value is not of its declared type', async () => {
    // A number where a text is declared: written as "7", and the difference is caught.
    const before = violations.length;
    const res = await get(t.app, '/api/prueba/mal-tipo');
    expect(res.statusCode).toBe(500);
    expect(violations.slice(before)).toEqual([
      expect.stringMatching(
        /^GET \/api\/prueba\/mal-tipo \(200\): .*data\.nombre: respondido 7, escrito "7"/,
      ),
    ]);
    // A text where an integer is declared cannot be written at all: a 500 in production too.
    const untyped = await get(plain, '/api/prueba/mal-tipo?texto=1');
    expect(untyped.statusCode).toBe(500);
    expect(untyped.json()).toMatchObject({ code: 0, reason: 'server_error' });
  });

  it('lets a refusal through by the refusal envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/prueba/usuarios' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 0, reason: 'unauthenticated', data: null });
  });
});

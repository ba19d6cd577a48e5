/**
 * The PostgreSQL pool's limits (issue 28, item 9): a statement that runs away is cancelled and
 * answered 503 in Spanish, and a server that accepts connections but never answers makes the
 * start fail instead of hanging. The statement timeout needs PostgreSQL (PGlite has no pool): it
 * shows as skipped on PGlite. The silent server needs none and runs on both.
 */
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres, type Database } from '../../server/db/client';
import { pgCode } from '../../server/http/errors';
import { buildTestApp, DEMO_ADMIN, DEMO_PASSWORD, login, type TestApp } from './fixtures';

describe.runIf(inject('dbDriver') === 'pg')('the PostgreSQL pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('cancels a statement past PG_STATEMENT_TIMEOUT_MS, and the API answers 503 unavailable', async () => {
    const limited: Database = await openPostgres(t.url!, { statementTimeoutMs: 300 });
    const app = await buildApp(limited, { ...loadConfig({}), webRoot: null }, false, {
      clock: t.clock,
      extraAreas: [
        async (area) => {
          area.get('/api/prueba/lenta', { config: { signedIn: true } }, async () => {
            await limited.db.execute(sql`select pg_sleep(5)`);
            return { code: 1, message: 'OK', data: null };
          });
        },
      ],
    });
    try {
      const cancelled = await limited.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(pgCode(cancelled)).toBe('57014');
      const token = await login(app, DEMO_ADMIN, DEMO_PASSWORD);
      const res = await app.inject({
        method: 'GET',
        url: '/api/prueba/lenta',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 0,
        message: 'La base de datos tardó demasiado en responder. Intente de nuevo en un momento.',
        data: null,
        reason: 'unavailable',
      });
      // A short statement still runs.
      const quick = (await limited.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
      expect(quick.rows).toEqual([{ one: 1 }]);
    } finally {
      await app.close();
      await limited.close();
    }
  });
});

describe('connecting to PostgreSQL', () => {
  it('gives up on a server that accepts the connection but never answers', async () => {
    const held: Socket[] = [];
    const silent: Server = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      await expect(
        openPostgres(`postgres://postgres@127.0.0.1:${port}/nada`, { connectTimeoutMs: 300 }),
      ).rejects.toThrow(/timeout/i);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

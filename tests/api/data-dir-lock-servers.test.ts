/**
 * Real servers on one data folder (server/db/data-dir-lock.ts): a second one on the same DATA_DIR exits at
 * once naming the first, which keeps serving its data; after a `kill -9` of the first, a new one takes the
 * stale lock over. PGlite only: it runs once, in the api:pglite project.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restore } from '../../server/db/backup';
import { LOCK_FILE } from '../../server/db/data-dir-lock';
import { madePrivate } from '../../server/db/private-folder';
import {
  cleanUpAfterFile,
  LISTENING,
  listeningPort,
  lockContent,
  type Proc,
  run,
  stop,
  tempDir,
} from './fixtures/child-processes';
import { buildCompiledServer } from './fixtures/compiled-server';

const runFile = promisify(execFile);
let server: ReturnType<typeof buildCompiledServer> | null = null;

const ADMIN_EMAIL = 'rectoria@colegio.test';
const ADMIN_PASSWORD = 'Candado2026!';

cleanUpAfterFile();

interface Server extends Proc {
  url: string;
}

/** A compiled server on `dataDir`, on a port it binds itself (PORT=0) and logs (LOG_LEVEL=info). */
function spawnServer(dataDir: string): Proc {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    DEMO: '0',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  delete env.DATABASE_URL;
  // The compiled server, as `npm start` runs it (node directly: the child's pid is the server's).
  return run([server!.main], env);
}

/** A server that listens: its address once it says where. */
async function startServer(dataDir: string): Promise<Server> {
  const proc = spawnServer(dataDir);
  return { ...proc, url: `http://127.0.0.1:${await listeningPort(proc.child, proc.stderr)}` };
}

async function health(url: string): Promise<number | null> {
  try {
    const res = await fetch(`${url}/api/health`);
    return ((await res.json()) as { code: number }).code;
  } catch {
    return null;
  }
}

async function waitHealthy(server: Server) {
  await expect
    .poll(
      async () => (server.child.exitCode !== null ? `exited: ${server.stderr()}` : await health(server.url)),
      {
        timeout: 90_000,
        interval: 250,
      },
    )
    .toBe(1);
}

async function loginCode(url: string): Promise<number> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return ((await res.json()) as { code: number }).code;
}

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')('two servers on one data folder', () => {
  beforeAll(() => {
    server = buildCompiledServer();
  });
  afterAll(() => server?.remove());

  it('refuses the second at once, keeps the first; after a kill -9 a new one takes over', async () => {
    const dataDir = join(tempDir(), 'data');
    const first = await startServer(dataDir);
    await waitHealthy(first);
    expect(await loginCode(first.url)).toBe(1);

    const second = spawnServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `Otro servidor (proceso ${first.child.pid} en ${hostname()}) ya usa la base de datos embebida en ${dataDir}.`,
    );
    expect(second.stderr()).not.toMatch(/^\s+at /m); // no stack trace
    expect(second.stdout()).not.toMatch(LISTENING); // it never listened

    // The first one and its data are untouched.
    expect(await health(first.url)).toBe(1);
    expect(await loginCode(first.url)).toBe(1);
    expect(lockContent(dataDir).pid).toBe(first.child.pid);

    // A power cut of the first: its lock stays behind, stale.
    await stop(first.child, 'SIGKILL');
    expect(lockContent(dataDir).pid).toBe(first.child.pid);
    const third = await startServer(dataDir);
    await waitHealthy(third);
    expect(lockContent(dataDir).pid).toBe(third.child.pid);
    expect(await loginCode(third.url)).toBe(1); // same data: the administrator is there

    // A clean stop releases the lock.
    await stop(third.child, 'SIGTERM');
    expect(third.child.exitCode).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 240_000);

  it("keeps the data folder private: an open one is made 0700 at start and the log says so; its daily backup restores without the server's lock", async () => {
    const dataDir = join(tempDir(), 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const first = await startServer(dataDir);
    await waitHealthy(first);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(first.stdout()).toContain(madePrivate(dataDir, 0o755));
    // The daily backup the running server took of its own folder, once it says it is written.
    await expect.poll(() => first.stdout(), { timeout: 60_000 }).toContain('Respaldo diario escrito');
    const [name] = readdirSync(`${dataDir}-backups`).filter(
      (f) => f.endsWith('.tar.gz') && !f.startsWith('.'),
    );
    const daily = join(`${dataDir}-backups`, name);
    // GNU tar lists it: the database's files, and none of the running server's.
    const { stdout: listing } = await runFile('tar', ['-tzf', daily]);
    expect(listing).toMatch(/^\/?PG_VERSION$/m);
    expect(listing).not.toMatch(/backoffice\.lock|postmaster\.pid/);
    await stop(first.child, 'SIGTERM');

    const moved = join(tempDir(), 'moved');
    await restore({ dataDir: moved }, daily);
    expect(statSync(moved).mode & 0o777).toBe(0o700);
    expect(existsSync(join(moved, LOCK_FILE))).toBe(false);
    const second = await startServer(moved);
    await waitHealthy(second);
    expect(await loginCode(second.url)).toBe(1);
    expect(second.stdout()).not.toContain('tenía permisos');
    await stop(second.child, 'SIGTERM');
  }, 240_000);
});

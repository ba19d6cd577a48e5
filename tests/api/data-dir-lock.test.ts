/**
 * One process per embedded database (server/db/data-dir-lock.ts). The lock module on its own
 * (held, released, taken over when stale, several processes racing for it), then real
 * servers: a second one on the same DATA_DIR exits at once naming the first, which keeps
 * serving its data; after a `kill -9` of the first, a new one takes the stale lock over.
 * PGlite only: it runs once, in the api:pglite project.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type DataDirLock } from '../../server/db/data-dir-lock';
import { buildCompiledServer } from './fixtures/compiled-server';

let server: ReturnType<typeof buildCompiledServer> | null = null;

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LOCK_MODULE = pathToFileURL(join(ROOT, 'server/db/data-dir-lock.ts')).href;
const ADMIN_EMAIL = 'rectoria@colegio.test';
const ADMIN_PASSWORD = 'Candado2026!';

const children = new Set<ChildProcess>();
const dirs: string[] = [];
const locks: DataDirLock[] = [];

afterAll(async () => {
  for (const lock of locks) lock.release();
  await Promise.all([...children].map((c) => stop(c, 'SIGKILL')));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

interface Proc {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

function run(args: string[], env: NodeJS.ProcessEnv = process.env): Proc {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      children.delete(child);
      done(code);
    }),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Kills a child and waits (bounded) for it to be gone. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill(signal);
  await Promise.race([gone, new Promise((done) => setTimeout(done, 10_000))]);
}

/** The pid of a process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const p = run(['-e', '']);
  await p.exited;
  return p.child.pid!;
}

function writeLock(dir: string, owner: object) {
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(owner));
}

function lockedError(fn: () => unknown): DataDirLockedError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DataDirLockedError);
    return err as DataDirLockedError;
  }
  throw new Error('se esperaba DataDirLockedError');
}

const acquire = (dir: string) => {
  const lock = lockDataDir(dir);
  locks.push(lock);
  return lock;
};

const lockContent = (dir: string) =>
  JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number };

describe.runIf(process.env.TEST_DB_DRIVER !== 'pg')('the lock of a data folder', () => {
  it('is held until released, then can be taken again', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const lock = acquire(dir);
    expect(lock.path).toBe(join(dir, LOCK_FILE));
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, hostname: hostname() });

    const err = lockedError(() => lockDataDir(dir));
    expect(err.message).toContain(`proceso ${process.pid} en ${hostname()}`);
    expect(err.message).toContain(dir);

    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    acquire(dir).release();
  });

  it('refuses a lock of another live process, naming it and the folder', async () => {
    const dir = tempDir();
    const other = run(['-e', 'setInterval(() => {}, 1000)']);
    const pid = other.child.pid!;
    writeLock(dir, { pid, hostname: hostname(), startedAt: new Date().toISOString() });
    const err = lockedError(() => lockDataDir(dir));
    expect(err.message).toBe(
      `Otro servidor (proceso ${pid} en ${hostname()}) ya usa la base de datos embebida en ${dir}. ` +
        'Deténgalo antes de iniciar otro, o use otra carpeta con DATA_DIR.',
    );
    expect(lockContent(dir).pid).toBe(pid); // untouched
    await stop(other.child, 'SIGKILL');
  });

  it('refuses a lock of another host, saying which file to delete if that server is gone', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, hostname: 'otro-equipo', startedAt: new Date().toISOString() });
    const err = lockedError(() => lockDataDir(dir));
    expect(err.message).toContain('proceso 4242 en otro-equipo');
    expect(err.message).toContain(`borre ${join(dir, LOCK_FILE)}`);
  });

  it('takes over a lock left by a dead process', async () => {
    const dir = tempDir();
    const pid = await deadPid();
    writeLock(dir, { pid, hostname: hostname(), startedAt: new Date().toISOString() });
    acquire(dir);
    expect(lockContent(dir).pid).toBe(process.pid);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      const dir = tempDir();
      const other = run(['-e', 'setInterval(() => {}, 1000)']);
      // The recorded start time is not the one of the live process with that pid.
      writeLock(dir, {
        pid: other.child.pid,
        hostname: hostname(),
        startedAt: '2020-01-01T00:00:00.000Z',
        procStart: '1',
      });
      acquire(dir);
      expect(lockContent(dir).pid).toBe(process.pid);
      await stop(other.child, 'SIGKILL');
    },
  );

  it('takes over a lock file that is not a lock', () => {
    for (const garbage of ['', 'no es json', '{"pid":0,"hostname":"x","startedAt":"y"}', '{"pid":-1}']) {
      const dir = tempDir();
      const path = join(dir, LOCK_FILE);
      writeFileSync(path, garbage);
      utimesSync(path, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      acquire(dir).release();
    }
  });

  it('does not delete a lock that is no longer its own', () => {
    const dir = tempDir();
    const lock = acquire(dir);
    writeLock(dir, { pid: 4242, hostname: 'otro-equipo', startedAt: new Date().toISOString() });
    lock.release();
    expect(lockContent(dir).pid).toBe(4242);
  });

  /** Processes that all try to take the lock at the same moment: what each one got. */
  async function race(dir: string, n: number): Promise<string[]> {
    const script =
      `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
      `process.stdout.write('ready\\n');` +
      `process.stdin.once('data', () => {` +
      `  try { lockDataDir(${JSON.stringify(dir)}); process.stdout.write('won\\n'); }` +
      `  catch (e) { process.stdout.write((e.name === 'DataDirLockedError' ? 'locked' : 'error ' + e.message) + '\\n'); }` +
      `});`;
    const racers = Array.from({ length: n }, () =>
      run(['--import', 'tsx', '--input-type=module', '-e', script]),
    );
    const said = (p: Proc, word: RegExp) =>
      expect
        .poll(() => p.stdout() + (p.child.exitCode === null ? '' : `exited: ${p.stderr()}`), {
          timeout: 30_000,
        })
        .toMatch(word);
    for (const p of racers) await said(p, /ready\n/);
    for (const p of racers) p.child.stdin!.write('go\n');
    for (const p of racers) await said(p, /ready\n(won|locked|error.*)\n/);
    const results = racers.map((p) => p.stdout().split('\n')[1]);
    // Closing stdin lets them end: the winner releases its lock on exit.
    for (const p of racers) p.child.stdin!.end();
    await Promise.all(racers.map((p) => p.exited));
    return results;
  }

  it('goes to exactly one of several processes racing for a free or a stale lock', async () => {
    const fresh = tempDir();
    expect((await race(fresh, 4)).sort()).toEqual(['locked', 'locked', 'locked', 'won']);
    expect(existsSync(join(fresh, LOCK_FILE))).toBe(false); // released at the winner's exit

    const stale = tempDir();
    writeLock(stale, { pid: await deadPid(), hostname: hostname(), startedAt: new Date().toISOString() });
    expect((await race(stale, 4)).sort()).toEqual(['locked', 'locked', 'locked', 'won']);
    expect(existsSync(join(stale, LOCK_FILE))).toBe(false);
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => done(port));
    });
  });
}

interface Server extends Proc {
  url: string;
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: '0',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  delete env.DATABASE_URL;
  // The compiled server, as `npm start` runs it (node directly: the child's pid is the server's).
  return { ...run([server!.main], env), url: `http://127.0.0.1:${port}` };
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

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `Otro servidor (proceso ${first.child.pid} en ${hostname()}) ya usa la base de datos embebida en ${dataDir}.`,
    );
    expect(second.stderr()).not.toMatch(/^\s+at /m); // no stack trace
    expect(await health(second.url)).toBeNull();

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
});

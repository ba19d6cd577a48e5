/**
 * The lock of a data folder on its own (server/db/data-dir-lock.ts): held, released, taken over when
 * stale, several processes racing for it. PGlite only: it runs once, in the api:pglite project.
 */
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, type DataDirLock } from '../../server/db/data-dir-lock';
import {
  cleanUpAfterFile,
  lockContent,
  type Proc,
  ROOT,
  run,
  stop,
  tempDir,
} from './fixtures/child-processes';

const LOCK_MODULE = pathToFileURL(join(ROOT, 'server/db/data-dir-lock.ts')).href;

const locks: DataDirLock[] = [];

cleanUpAfterFile();
// Runs before the clean-up above (after-hooks run last registered first).
afterAll(() => {
  for (const lock of locks) lock.release();
});

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
      const lock = acquire(dir);
      expect(lockContent(dir).pid, JSON.stringify(garbage)).toBe(process.pid);
      lock.release();
      expect(existsSync(path), JSON.stringify(garbage)).toBe(false);
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

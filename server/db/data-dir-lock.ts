/**
 * One process per embedded database. PGlite has no lock of its own: a second server opened
 * on the same DATA_DIR starts silently, each keeps its own copy of the pages in memory, and
 * the sales one of them acknowledged are lost when the other writes over them. So before
 * PGlite opens a folder the server takes this lock, and a second server is refused.
 *
 * The lock is the file `backoffice.lock` inside the data folder, as PostgreSQL's own
 * postmaster.pid: it lives on the same disk or volume as the data (so it also guards a folder
 * shared by two containers), it is writable wherever the data is, and PGlite ignores it. It
 * holds `{pid, hostname, startedAt}` plus, on Linux, the boot id and the process start time.
 *
 * It appears atomically with its whole content (written to a temporary file, then hard-linked:
 * `link` fails if the lock exists). A lock found there is refused when its process is alive,
 * and taken over when it is stale (a power cut, `kill -9`):
 *  - another host: its process cannot be checked from here, so it is refused; the message
 *    says to delete the file if that server is gone;
 *  - this host: stale if the process is gone (ESRCH, or a zombie), if the machine rebooted
 *    since (other boot id), if the pid now belongs to another process (Linux: its start time
 *    in /proc/<pid>/stat differs from the recorded one) or is our own pid (a restarted
 *    container reuses its pids); alive if `kill(pid, 0)` succeeds or says EPERM;
 *  - content that is not a lock (garbage, truncated) is stale.
 * Two servers taking over one stale lock at once: only the holder of `backoffice.lock.takeover`
 * (created the same atomic way) may delete it, after checking it is still the same stale
 * file; both then race on `link` and exactly one wins.
 *
 * Released (deleted, only if it is still ours) by `release()` — the Database's `close()` —
 * and, synchronously, when the process exits.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'backoffice.lock';

/**
 * The files of the server running on a data folder: this lock, its takeover guard and PostgreSQL's
 * pid file. A backup leaves them out and a restore drops them (db/dump-filter.ts, db/private-folder.ts).
 */
export const RUNNING_SERVER_FILES = [LOCK_FILE, `${LOCK_FILE}.takeover`, 'postmaster.pid'] as const;

export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** Linux: /proc/sys/kernel/random/boot_id when the lock was taken. */
  bootId?: string;
  /** Linux: the process start time, field 22 of /proc/<pid>/stat (clock ticks since boot). */
  procStart?: string;
}

export interface DataDirLock {
  /** The lock file. */
  path: string;
  /** Deletes the lock file if it is still ours; idempotent. */
  release: () => void;
}

/** The data folder is in use by another live server (or cannot be checked: another host). */
export class DataDirLockedError extends Error {
  constructor(
    readonly owner: LockOwner,
    readonly dataDir: string,
    readonly lockPath: string,
    otherHost: boolean,
  ) {
    super(
      `Otro servidor (proceso ${owner.pid} en ${owner.hostname}) ya usa la base de datos embebida en ${dataDir}. ` +
        'Deténgalo antes de iniciar otro, o use otra carpeta con DATA_DIR.' +
        (otherHost
          ? ` Desde este equipo no se puede comprobar si sigue en marcha: si ya se detuvo, borre ${lockPath} y vuelva a intentarlo.`
          : ''),
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files held by this process (a second open in the same process is refused too). */
const held = new Map<string, LockOwner>();

/** Takes the lock of `dataDir` (creating the folder) or throws DataDirLockedError. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  // A data folder is private (db/private-folder.ts): one this creates is 0700 from the start.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, LOCK_FILE);
  const mine = held.get(path);
  if (mine) throw new DataDirLockedError(mine, dir, path, false);

  const me = ownRecord();
  const content = `${JSON.stringify(me)}\n`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (create(path, content)) return hold(path, me, content);
    const found = readLock(path);
    if (found.kind === 'gone') continue;
    if (found.kind === 'garbage' && found.young) {
      sleep(50); // only without hard links: a lock being written right now
      continue;
    }
    if (found.kind === 'owner') {
      const verdict = judge(found.owner);
      if (verdict !== 'stale') throw new DataDirLockedError(found.owner, dir, path, verdict === 'other-host');
    }
    takeOver(path, found.text, content);
  }
  throw new Error(`No se pudo tomar el candado de la base de datos embebida: ${path}`);
}

function hold(path: string, owner: LockOwner, content: string): DataDirLock {
  held.set(path, owner);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    process.off('exit', release);
    try {
      removeIfUnchanged(path, content);
    } catch {
      // unreadable now: left in place, and judged by the next server
    }
  };
  process.on('exit', release);
  return { path, release };
}

/** Deletes the stale lock, if it is still the one judged stale, under the takeover guard. */
function takeOver(path: string, staleText: string, content: string) {
  const guard = `${path}.takeover`;
  if (!create(guard, content)) {
    const other = readLock(guard);
    if (other.kind === 'gone') return;
    // A guard left by a process that died during its takeover (a window of microseconds).
    const stale =
      other.kind === 'owner' ? judge(other.owner) === 'stale' : other.kind === 'garbage' && !other.young;
    if (stale) removeIfUnchanged(guard, other.text);
    else sleep(50); // another server is taking over: it will hold the lock in a moment
    return;
  }
  try {
    removeIfUnchanged(path, staleText);
  } finally {
    removeIfUnchanged(guard, content);
  }
}

type Found =
  | { kind: 'gone' }
  | { kind: 'owner'; owner: LockOwner; text: string }
  | { kind: 'garbage'; text: string; young: boolean };

function readLock(path: string): Found {
  let text: string;
  let mtimeMs: number;
  try {
    text = readFileSync(path, 'utf8');
    mtimeMs = statSync(path).mtimeMs;
  } catch (err) {
    if (code(err) === 'ENOENT') return { kind: 'gone' };
    throw err; // e.g. EACCES: whose lock it is cannot be known, so it is not taken over
  }
  const owner = parseOwner(text);
  if (owner) return { kind: 'owner', owner, text };
  return { kind: 'garbage', text, young: Date.now() - mtimeMs < 2_000 };
}

function parseOwner(text: string): LockOwner | null {
  try {
    const v = JSON.parse(text) as Partial<LockOwner> | null;
    if (!v || typeof v !== 'object') return null;
    // pid 0 or negative would make kill(pid, 0) signal a process group: not a lock.
    if (!Number.isSafeInteger(v.pid) || (v.pid as number) <= 0) return null;
    if (typeof v.hostname !== 'string' || typeof v.startedAt !== 'string') return null;
    return {
      pid: v.pid as number,
      hostname: v.hostname,
      startedAt: v.startedAt,
      ...(typeof v.bootId === 'string' ? { bootId: v.bootId } : {}),
      ...(typeof v.procStart === 'string' ? { procStart: v.procStart } : {}),
    };
  } catch {
    return null;
  }
}

function judge(owner: LockOwner): 'alive' | 'stale' | 'other-host' {
  if (owner.hostname !== hostname()) return 'other-host';
  // Not held by this process (checked before): the same pid is an earlier life of a container.
  if (owner.pid === process.pid) return 'stale';
  const boot = bootId();
  if (boot && owner.bootId && owner.bootId !== boot) return 'stale';
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if (code(err) === 'ESRCH') return 'stale';
    // EPERM: alive, owned by another user.
  }
  const now = procStat(owner.pid);
  if (now?.state === 'Z') return 'stale';
  if (now && owner.procStart && now.start !== owner.procStart) return 'stale';
  return 'alive';
}

function ownRecord(): LockOwner {
  const boot = bootId();
  const stat = procStat(process.pid);
  return {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    ...(boot ? { bootId: boot } : {}),
    ...(stat ? { procStart: stat.start } : {}),
  };
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Linux: a process's state letter and start time; null elsewhere or when it is gone. */
function procStat(pid: number): { state: string; start: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses; field 22 is starttime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.length > 19 ? { state: fields[0], start: fields[19] } : null;
  } catch {
    return null;
  }
}

/**
 * Creates `path` with `content`, atomically and whole: false if it already exists. On a file
 * system without hard links it falls back to an exclusive create (readers then give a young
 * garbage file a moment to be written).
 */
function create(path: string, content: string): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeWhole(tmp, content);
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    if (code(err) === 'EEXIST') return false;
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS'].includes(code(err) ?? '')) throw err;
    try {
      writeWhole(path, content);
      return true;
    } catch (err2) {
      if (code(err2) === 'EEXIST') return false;
      throw err2;
    }
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      // already gone
    }
  }
}

function writeWhole(path: string, content: string) {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function removeIfUnchanged(path: string, text: string) {
  try {
    if (readFileSync(path, 'utf8') === text) unlinkSync(path);
  } catch (err) {
    if (code(err) !== 'ENOENT') throw err;
  }
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const code = (err: unknown): string | undefined => (err as NodeJS.ErrnoException | null)?.code;

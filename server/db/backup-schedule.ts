/**
 * The embedded database's daily backups (docs/operations.md 'Backups'): on PGlite, `npm start` writes
 * BACKUP_DIR/colegio-YYYY-MM-DD.tar.gz (the school's local date, TZ_SCHOOL) from the server's
 * own, live instance — one at start if today's is missing, then one each day — and keeps the
 * last BACKUP_KEEP (0: none taken). PostgreSQL has its own tools for this (pg_dump from cron).
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { localDate } from '../time';
import { writeDump } from './backup';
import type { Database } from './client';

const DAILY = /^colegio-\d{4}-\d{2}-\d{2}\.tar\.gz$/;
/** What a backup interrupted by a crash leaves (private-file.ts): removed a day later. */
const LEFT_OVER = /^\.colegio-\d{4}-\d{2}-\d{2}\.tar\.gz\..*\.tmp$/;
const DAY_MS = 86_400_000;

export const dailyBackupName = (date: string) => `colegio-${date}.tar.gz`;

export interface BackupLog {
  info: (message: string) => void;
  error: (message: string) => void;
}

export interface DailyBackupOptions {
  /** A gzipped tarball of the live database (Database.dumpDataDir). */
  dump: () => Promise<Blob>;
  dir: string;
  keep: number;
  timezone: string;
  log: BackupLog;
  /** The server's clock: "today" of the backup's name, and the age of a leftover. */
  clock: Clock;
  /** How often it looks whether today's backup is missing: the day's is taken in the first look after midnight. */
  checkEveryMs?: number;
}

export interface DailyBackups {
  /** Writes today's backup if it is missing; never rejects (a failure is logged, and retried at the next look). */
  check: () => Promise<void>;
  /** Stops looking and waits for a backup being written (before the database closes). */
  stop: () => Promise<void>;
}

/** Deletes the daily backups beyond the newest `keep` (their names sort by date), and old leftovers. */
function prune(dir: string, keep: number, now: Date): string[] {
  const names = readdirSync(dir);
  const old = names
    .filter((n) => DAILY.test(n))
    .sort()
    .reverse()
    .slice(keep);
  const leftovers = names.filter(
    (n) => LEFT_OVER.test(n) && now.getTime() - statSync(join(dir, n)).mtimeMs > DAY_MS,
  );
  for (const name of [...old, ...leftovers]) rmSync(join(dir, name), { force: true });
  return old;
}

export function scheduleDailyBackups(opts: DailyBackupOptions): DailyBackups {
  const now = () => opts.clock.now();
  let running: Promise<void> | null = null;
  let stopped = false;

  const takeIfMissing = async () => {
    const file = join(opts.dir, dailyBackupName(localDate(now(), opts.timezone)));
    if (existsSync(file)) return;
    try {
      mkdirSync(opts.dir, { recursive: true, mode: 0o700 });
      await writeDump(opts.dump, file);
      const removed = prune(opts.dir, opts.keep, now());
      opts.log.info(
        `Respaldo diario escrito en ${file}${removed.length ? ` (borrados los anteriores a los últimos ${opts.keep}: ${removed.join(', ')})` : ''}`,
      );
    } catch (err) {
      opts.log.error(
        `El respaldo diario en ${file} falló (${err instanceof Error ? err.message : String(err)}); se reintentará`,
      );
    }
  };
  const check = () => {
    if (stopped) return Promise.resolve();
    running ??= takeIfMissing().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void check(), opts.checkEveryMs ?? 10 * 60_000);
  timer.unref(); // never what keeps the process alive
  void check();
  return {
    check,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * `npm start` (server/main.ts): the daily backups of the embedded database, stopped when the
 * app closes, by the app's clock (its day names the file). Nothing on PostgreSQL or with
 * BACKUP_KEEP=0; refused (logged) when BACKUP_DIR is inside DATA_DIR, whose every backup would
 * then hold the ones before it.
 */
export function startDailyBackups(
  app: FastifyInstance,
  database: Database,
  config: Config,
): DailyBackups | null {
  const dump = database.dumpDataDir;
  if (!dump || database.driver !== 'pglite' || config.backupKeep === 0) return null;
  const dataDir = resolve(config.dataDir);
  const dir = resolve(config.backupDir);
  if (dir === dataDir || dir.startsWith(dataDir + sep)) {
    app.log.error(
      `BACKUP_DIR (${dir}) está dentro de DATA_DIR (${dataDir}): no se toman respaldos diarios; elija otra carpeta`,
    );
    return null;
  }
  const backups = scheduleDailyBackups({
    dump: () => dump({ includeCaKey: config.backupIncludeCaKey }),
    dir,
    keep: config.backupKeep,
    timezone: config.timezone,
    log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) },
    clock: app.clock,
  });
  app.addHook('onClose', backups.stop);
  return backups;
}

/**
 * Backups (issue 17 item 4, issue 28 item 8) of the configured database, as `npm start` reads
 * it (docs/operations.md 'Backups'):
 * - PGlite (DATA_DIR): PGlite's own dump of its data folder (a gzipped tarball). The folder is
 *   locked as the server locks it, so a backup of a folder a running server uses is refused:
 *   stop it first (the server takes its own daily backups: backup-schedule.ts).
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, consistent while the servers run.
 * Backup files are private (0600: private-file.ts) and the PostgreSQL password never goes on a
 * command line (pg-tools.ts).
 *
 * A restore goes only into an empty database (a folder without one, or a PostgreSQL database
 * without tables), so it never mixes two schools' books. It takes only a backup of this
 * application (its tables are in it), and checks the books (books.ts) before it is kept. A
 * refused or failed restore leaves the target exactly as it was:
 * - PostgreSQL: the whole restore and the check run in one transaction, committed only if the
 *   books close (pg-tools.ts restoreInOneTransaction).
 * - PGlite: the backup is opened in a new folder next to DATA_DIR, migrated and checked there,
 *   and renamed into place only then.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  openAsBlob,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import { BOOK_RULES, checkBooks, type BooksCheck } from './books';
import { MIGRATIONS, pgliteExtensions, type Db } from './client';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { listDump, PgToolFailed, restoreInOneTransaction, runPgDump } from './pg-tools';
import { writePrivately } from './private-file';
import { tidyRestoredFolder } from './private-folder';
import { dumpForBackup } from './dump-filter';
import * as schema from './schema';

export const NOT_EMPTY =
  'La base de datos de destino no está vacía: la restauración solo se hace en una base de datos vacía';
export const NO_DATABASE = 'No hay una base de datos en la carpeta DATA_DIR para respaldar';
export const NOT_A_BACKUP = 'El archivo no es un respaldo de esta aplicación';
export const DAMAGED = 'El respaldo está dañado o incompleto; no se restauró nada';
export const BOOKS_DO_NOT_CLOSE = 'El respaldo no se restauró porque sus libros no cuadran';
export const NOTHING_RESTORED =
  'No se pudo restaurar el respaldo; la base de datos de destino quedó como estaba';

/** The tables every backup of this application holds (schema.table). */
export const PRODUCT_TABLES = [
  'drizzle.__drizzle_migrations',
  'public.users',
  'public.carnets',
  'public.carnet_movements',
  'public.products',
  'public.stock_movements',
  'public.orders',
  'public.order_lines',
];

export interface Target {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite: the backup carries TLS=auto's authority key too (BACKUP_INCLUDE_CA_KEY=1; db/dump-filter.ts). */
  includeCaKey?: boolean;
}

/** A refusal of the backup or restore scripts: printed alone, exit code 1. */
export class BackupRefused extends Error {}

/** "…: rule (n filas); rule (1 fila)": the rules of the books that do not close. */
export function booksRefusal(checks: BooksCheck[]): BackupRefused {
  const broken = checks
    .filter((c) => c.broken > 0)
    .map((c) => `${c.rule} (${c.broken} ${c.broken === 1 ? 'fila' : 'filas'})`);
  return new BackupRefused(
    `${BOOKS_DO_NOT_CLOSE}: ${broken.join('; ')}. La base de datos de destino quedó como estaba.`,
  );
}

/** A PGlite data folder holds a database once it has PG_VERSION. */
const hasPglite = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** A Blob written to `file` without holding it twice in memory. */
const writeBlob = async (blob: Blob, file: string) =>
  pipeline(Readable.fromWeb(blob.stream() as WebReadableStream<Uint8Array>), createWriteStream(file));

/** A backup of `dump()` (PGlite's gzipped tarball) into `file`, mode 0600, whole or not at all. */
export async function writeDump(dump: () => Promise<Blob>, file: string): Promise<void> {
  await writePrivately(file, async (tmp) => writeBlob(await dump(), tmp));
}

async function pgliteDump({ dataDir, includeCaKey }: Target): Promise<Blob> {
  if (!hasPglite(dataDir)) throw new BackupRefused(NO_DATABASE);
  const lock = lockDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir, { extensions: await pgliteExtensions() });
  try {
    await client.waitReady;
    return await dumpForBackup(await client.dumpDataDir('gzip'), { includeCaKey });
  } finally {
    await client.close();
    lock.release();
  }
}

export async function backup(target: Target, file: string): Promise<void> {
  const { databaseUrl } = target;
  if (databaseUrl) await writePrivately(file, (tmp) => runPgDump(databaseUrl, tmp));
  else await writeDump(() => pgliteDump(target), file);
}

export async function restore(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, file);
  else await restorePglite(target.dataDir, file);
}

// --- PostgreSQL ---

/** How many tables the PostgreSQL database has in its public schema. */
async function tableCount(url: string): Promise<number> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(result.rows[0].n);
  } finally {
    await client.end();
  }
}

/**
 * A dump of this application: its table of contents names its tables, and holds no large
 * objects (the application has none; restoring them would commit on its own).
 */
function isProductDump(toc: string): boolean {
  const lines = toc.split('\n');
  // "215; 1259 16386 TABLE public carnets postgres"
  const tables = new Set(
    lines.map((l) => /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(l)).map((m) => m && `${m[1]}.${m[2]}`),
  );
  const largeObjects = lines.some((l) => /^\d+; \d+ \d+ (BLOBS?|BLOB METADATA|LARGE OBJECTS?) /.test(l));
  return !largeObjects && PRODUCT_TABLES.every((t) => tables.has(t));
}

const BOOKS_MARKER = 'books_do_not_close:';

/**
 * SQL that raises an error when the books (books.ts) do not close, naming how many rows break
 * each rule: the last statement of a PostgreSQL restore's transaction.
 */
function booksGuardSql(): string {
  const dialect = new PgDialect();
  const counts = BOOK_RULES.map(({ count }) => {
    const query = dialect.sqlToQuery(count);
    if (query.params.length > 0) throw new Error('Las consultas de los libros no llevan parámetros');
    return `(${query.sql})::int`;
  });
  return `SET search_path TO public, pg_catalog;
DO $books$
DECLARE broken int[] := ARRAY[${counts.join(',\n')}];
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(broken) AS n WHERE n > 0) THEN
    RAISE EXCEPTION '${BOOKS_MARKER}%', array_to_string(broken, ',');
  END IF;
END
$books$;`;
}

/** The first error psql or pg_restore printed, for the message. */
const firstError = (stderr: string) =>
  stderr
    .split('\n')
    .find((l) => /error/i.test(l))
    ?.trim() ??
  stderr.trim().split('\n')[0] ??
  '';

async function restorePostgres(url: string, file: string): Promise<void> {
  const toc = await listDump(file).catch((err: unknown) => {
    if (err instanceof PgToolFailed) throw new BackupRefused(NOT_A_BACKUP);
    throw err;
  });
  if (!isProductDump(toc)) throw new BackupRefused(NOT_A_BACKUP);
  if ((await tableCount(url)) > 0) throw new BackupRefused(NOT_EMPTY);
  try {
    await restoreInOneTransaction(url, file, booksGuardSql());
  } catch (err) {
    if (!(err instanceof PgToolFailed)) throw err;
    const books = new RegExp(`${BOOKS_MARKER}([\\d,]+)`).exec(err.stderr);
    if (books) {
      const counts = books[1].split(',').map(Number);
      throw booksRefusal(BOOK_RULES.map(({ rule }, i) => ({ rule, broken: counts[i] ?? 0 })));
    }
    if (err.tool === 'pg_restore') throw new BackupRefused(`${DAMAGED} (${firstError(err.stderr)})`);
    throw new BackupRefused(`${NOTHING_RESTORED}: ${firstError(err.stderr)}`);
  }
}

// --- PGlite ---

/** Reads the whole gzip stream: a flipped byte (its CRC) or a cut (its length) fails here. */
async function checkGzip(file: string): Promise<void> {
  const head = Buffer.alloc(2);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 2, 0);
  } finally {
    closeSync(fd);
  }
  // gzip's magic number: PGlite's dump is a gzipped tarball.
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw new BackupRefused(NOT_A_BACKUP);
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(createReadStream(file), createGunzip(), discard).catch(() => {
    throw new BackupRefused(DAMAGED);
  });
}

/** Opens the dump in `folder`: a PGlite data folder, or NOT_A_BACKUP. */
async function openDump(folder: string, file: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(folder, {
    extensions: await pgliteExtensions(),
    loadDataDir: await openAsBlob(file),
  });
  try {
    await client.waitReady;
    return client;
  } catch {
    await client.close().catch(() => undefined);
    throw new BackupRefused(NOT_A_BACKUP);
  }
}

/** The backup was opened in `client`: it must be this application's, then migrated, then its books close. */
async function checkRestored(client: PGlite): Promise<void> {
  const found = await client.query<{ n: number }>(
    "select count(*)::int as n from pg_tables where schemaname || '.' || tablename = any($1)",
    [PRODUCT_TABLES],
  );
  if (found.rows[0].n !== PRODUCT_TABLES.length) throw new BackupRefused(NOT_A_BACKUP);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS }); // a backup of an older version
  const checks = await checkBooks(db as unknown as Db);
  if (checks.some((c) => c.broken > 0)) throw booksRefusal(checks);
}

function removeEmptyFolder(folder: string) {
  try {
    rmdirSync(folder);
  } catch {
    // not empty any more (a server started on it meanwhile): its own now
  }
}

async function restorePglite(dataDir: string, file: string): Promise<void> {
  const folder = resolve(dataDir);
  const existed = existsSync(folder);
  if (hasPglite(folder) || (existed && readdirSync(folder).some((f) => f !== LOCK_FILE)))
    throw new BackupRefused(NOT_EMPTY);
  await checkGzip(file);
  // Held while restoring: a server started meanwhile on DATA_DIR is refused.
  const lock = lockDataDir(folder);
  const staging = join(dirname(folder), `.${basename(folder)}.restoring-${randomBytes(4).toString('hex')}`);
  try {
    const client = await openDump(staging, file);
    try {
      await checkRestored(client);
    } finally {
      await client.close();
    }
    tidyRestoredFolder(staging); // no copied lock, 0700, TLS keys 0600: before anyone can see it
    lock.release(); // deletes the lock file: DATA_DIR is an empty folder again
    renameSync(staging, folder); // replaces an empty folder
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
    if (!existed) removeEmptyFolder(folder); // the one the lock created
    throw err;
  }
}

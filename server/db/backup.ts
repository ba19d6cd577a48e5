/**
 * Backups (issue 17 item 4) of the configured database, as `npm start` reads it (README 'Backups'):
 * - PGlite (DATA_DIR): PGlite's own dump of its data folder (a gzipped tarball). The folder is
 *   locked as the server locks it, so a backup of a folder a running server uses is refused:
 *   stop it first (a copy taken under a running server could be torn).
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, consistent while the servers run.
 * A restore goes only into an empty database (a folder without one, or a PostgreSQL database
 * without tables), so it never mixes two schools' books.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { openPglite, pgliteExtensions } from './client';

const run = promisify(execFile);

export const NOT_EMPTY = 'La base de datos de destino no está vacía: la restauración solo se hace en una base de datos vacía';
export const NO_DATABASE = 'No hay una base de datos en la carpeta DATA_DIR para respaldar';
export const NOT_A_BACKUP = 'El archivo no es un respaldo de esta aplicación';

export interface Target {
  databaseUrl?: string;
  dataDir: string;
}

/** A refusal of the backup or restore scripts: printed alone, exit code 1. */
export class BackupRefused extends Error {}

/** A PGlite data folder holds a database once it has PG_VERSION. */
const hasPglite = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

async function pgliteDump(dataDir: string): Promise<Blob> {
  if (!hasPglite(dataDir)) throw new BackupRefused(NO_DATABASE);
  const lock = lockDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dataDir, { extensions: await pgliteExtensions() });
  try {
    await client.waitReady;
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
    lock.release();
  }
}

export async function backup(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', file, target.databaseUrl]);
    return;
  }
  const dump = await pgliteDump(target.dataDir);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/** How many tables the PostgreSQL database has in its public schema. */
async function tableCount(url: string): Promise<number> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = 'public'");
    return Number(result.rows[0].n);
  } finally {
    await client.end();
  }
}

export async function restore(target: Target, file: string): Promise<void> {
  const bytes = readFileSync(file);
  if (target.databaseUrl) {
    if (bytes.subarray(0, 5).toString('latin1') !== 'PGDMP') throw new BackupRefused(NOT_A_BACKUP);
    if ((await tableCount(target.databaseUrl)) > 0) throw new BackupRefused(NOT_EMPTY);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', target.databaseUrl, file]);
    return;
  }
  // gzip's magic number: PGlite's dump is a gzipped tarball.
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new BackupRefused(NOT_A_BACKUP);
  if (hasPglite(target.dataDir) || (existsSync(target.dataDir) && readdirSync(target.dataDir).some((f) => f !== LOCK_FILE))) {
    throw new BackupRefused(NOT_EMPTY);
  }
  // Opened from the dump (and migrated, should the backup be of an older version), then closed.
  const database = await openPglite(target.dataDir, new Blob([bytes]));
  await database.close();
}

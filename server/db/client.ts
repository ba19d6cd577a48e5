/**
 * Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both get the same Drizzle type and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
}

export const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = new PGlite(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** An already migrated PGlite (e.g. a test's `clone()`) as a Database; closing it closes the client. */
export async function pgliteDatabase(client: PGliteInterface): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client as PGlite, { schema });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * A freshly migrated in-memory PGlite, dumped as an uncompressed tarball: tests load it
 * (`loadDataDir`) instead of running the migrations again.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  try {
    await client.waitReady;
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint (money) comes back as a JS number: pesos stay far below 2^53.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // An idle connection closed by the server (restart, failover, a dropped database) must not
  // crash the process: the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexión inactiva cerrada (${err.message})`));
  // Several API nodes may start at once: one migrates while the others wait on the lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    client.release();
  }
  const db = drizzle(pool, { schema });
  return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

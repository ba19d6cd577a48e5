/**
 * Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both get the same Drizzle type and the same migrations.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { dumpForBackup, type BackupOptions } from './dump-filter';
import * as schema from './schema';
import { statementCounter, type StatementCount } from './statement-count';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload (sent at its transaction's
   * commit, from any connection, any API node). `onReconnect` runs when notifications may
   * have been lost (PostgreSQL: the listening connection was replaced). Resolves to the
   * function that stops listening.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  /** Statements sent so far (statement-count.ts). */
  statements: StatementCount;
  /**
   * PGlite only: its own dump of the live data folder, a gzipped tarball (the daily backups).
   * It is taken between two queries (PGlite runs one at a time), so the copy is consistent; a
   * transaction still open then is not in it (opening the copy rolls it back, as after a crash).
   */
  dumpDataDir?: (options?: BackupOptions) => Promise<Blob>;
}

export const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The extensions the migrations create (pg_trgm, for the lists' search): every PGlite of the app opens with them. */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * PGlite in `dataDir` (null: in memory). A data folder is first locked for this process
 * (data-dir-lock.ts): a second server on it gets DataDirLockedError, before anything is opened.
 */
export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Also creates the folder (PGlite creates only the last folder of its path).
  const lock = dataDir ? lockDataDir(dataDir) : null;
  let client: PGlite | null = null;
  try {
    client = new PGlite(dataDir ?? undefined, {
      extensions: await pgliteExtensions(),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await client.waitReady;
    const counter = statementCounter();
    const db = drizzle(client, { schema, logger: counter.logger });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const opened = client;
    const close = async () => {
      try {
        await opened.close();
      } finally {
        lock?.release();
      }
    };
    return {
      db: db as unknown as Db,
      driver: 'pglite',
      listen: pgliteListen(client),
      close,
      statements: counter.count,
      // Without this server's lock and pid file (a restore elsewhere starts at once) nor, unless
      // asked, the local authority's key (db/dump-filter.ts).
      dumpDataDir: async (options) => dumpForBackup(await opened.dumpDataDir('gzip'), options),
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
}

/** PGlite is one connection in this process: its LISTEN hears every NOTIFY, nothing is lost. */
const pgliteListen =
  (client: PGliteInterface): Database['listen'] =>
  async (channel, onPayload) =>
    client.listen(channel, onPayload);

/** An already migrated PGlite (e.g. a test's `clone()`) as a Database; closing it closes the client. */
export async function pgliteDatabase(client: PGliteInterface): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const counter = statementCounter();
  const db = drizzle(client as PGlite, { schema, logger: counter.logger });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    statements: counter.count,
    listen: pgliteListen(client),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/**
 * A freshly migrated in-memory PGlite, dumped as an uncompressed tarball: tests load it
 * (`loadDataDir`) instead of running the migrations again.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: await pgliteExtensions() });
  try {
    await client.waitReady;
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Limits of the PostgreSQL pool: a server that does not answer, a statement that runs away. */
export interface PoolLimits {
  /** Milliseconds a statement may run before PostgreSQL cancels it (0: no limit; scripts). */
  statementTimeoutMs?: number;
  /** Milliseconds to open a connection before giving up (CONNECT_TIMEOUT_MS by default). */
  connectTimeoutMs?: number;
}

/** Milliseconds to open a connection before giving up (the server is down or unreachable). */
const CONNECT_TIMEOUT_MS = 10_000;
/** A transaction left open and idle (a bug, a stuck node) is ended so it holds no locks. */
const IDLE_IN_TRANSACTION_MS = 60_000;

export async function openPostgres(url: string, limits: PoolLimits = {}): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint (money) comes back as a JS number: pesos stay far below 2^53.
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
  });
  // An idle connection closed by the server (restart, failover, a dropped database) must not
  // crash the process: the pool replaces it and the next query reconnects.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexión inactiva cerrada (${err.message})`));
  // Several API nodes may start at once: one migrates while the others wait on the lock.
  const client = await pool.connect();
  try {
    // Waiting for another node's migrations, and building an index on a large table, may
    // take longer than a request's statement is allowed.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock(727001)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    await client.query('RESET statement_timeout').catch(() => undefined);
    client.release();
  }
  const counter = statementCounter();
  const db = drizzle(pool, { schema, logger: counter.logger });
  const listeners = new Set<PgListener>();
  return {
    db: db as unknown as Db,
    driver: 'pg',
    statements: counter.count,
    listen: async (channel, onPayload, onReconnect) => {
      const listener = new PgListener(url, channel, onPayload, onReconnect);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to other queries). When
 * it drops (server restart, failover) it reconnects with a growing delay, up to 10 s, and
 * reports that notifications may have been missed meanwhile.
 */
class PgListener {
  private client: PgClient | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private delay = 250;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect?: () => void,
  ) {}

  async start(): Promise<void> {
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: this.url });
    client.on('notification', (n) => {
      if (n.channel === this.channel && n.payload !== undefined) this.onPayload(n.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${quoteIdent(this.channel)}`);
    this.client = client;
    this.delay = 250;
  }

  private lost(client: PgClient) {
    if (this.stopped || this.client !== client || this.retry) return;
    this.client = null;
    client.end().catch(() => undefined);
    const attempt = () => {
      this.retry = null;
      if (this.stopped) return;
      this.start().then(
        () => this.onReconnect?.(),
        () => {
          this.delay = Math.min(this.delay * 2, 10_000);
          this.retry = setTimeout(attempt, this.delay);
        },
      );
    };
    this.retry = setTimeout(attempt, this.delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function openDatabase(
  opts: { databaseUrl?: string; dataDir: string } & PoolLimits,
): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts.dataDir);
}

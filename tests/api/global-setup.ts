/**
 * Prepares one migrated database per project run, so each test file starts from a copy
 * instead of running the migrations (and the demo's seed) again:
 *  - pglite: an in-memory PGlite is migrated once and dumped to a tarball in the temp
 *    folder; each worker loads it once, seeds a copy once, and clones one of the two per file
 *    (fixtures/app.ts).
 *  - pg: a template database of this run (`bo_tmpl_<pid>_<random>`) is created and migrated
 *    on the server of TEST_DATABASE_URL, and a copy of it seeded (`…_seeded`); every file runs
 *    `CREATE DATABASE … TEMPLATE` one of them.
 *    Its own name per run, so two runs on one server (two checkouts, CI) never drop each
 *    other's template.
 * A missing prerequisite fails the run with a clear message: tests are never skipped silently.
 */
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump, openPostgres } from '../../server/db/client';
import { seedingClock, seedTestSchool } from './fixtures/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the files of this project use. */
    dbDriver: 'pglite' | 'pg';
    /** pglite: path of the migrated data-dir tarball. */
    pgliteDump: string;
    /** pg: server URL (any database), the template name and this run's database prefix. */
    pgUrl: string;
    pgTemplate: string;
    /** pg: the template with the tests' school seeded (fixtures/seed.ts). */
    pgSeededTemplate: string;
    pgPrefix: string;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery<T = unknown>(url: string, text: string): Promise<T[]> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(text);
    return result.rows as T[];
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const driver = (project.config.env?.TEST_DB_DRIVER ?? process.env.TEST_DB_DRIVER ?? 'pglite') as string;

  if (driver === 'pglite') {
    project.provide('dbDriver', 'pglite');
    const path = join(tmpdir(), `backoffice-api-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    const dump = await migratedPgliteDump();
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDump', path);
    return () => rmSync(path, { force: true });
  }

  if (driver !== 'pg') throw new Error(`TEST_DB_DRIVER desconocido: ${driver}`);
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'El proyecto api:postgres necesita TEST_DATABASE_URL (p. ej. postgres://postgres@127.0.0.1:5432/test)',
    );
  try {
    await adminQuery(url, 'SELECT 1');
  } catch (err) {
    throw new Error(`No se pudo conectar a TEST_DATABASE_URL (${url}): ${(err as Error).message}`, {
      cause: err,
    });
  }
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const templateName = `bo_tmpl_${run}`;
  await adminQuery(url, `CREATE DATABASE ${templateName}`);
  const template = await openPostgres(databaseUrl(url, templateName));
  await template.close();
  // A copy with the tests' school in it, seeded once at the project's pinned instant.
  const seededName = `${templateName}_seeded`;
  await adminQuery(url, `CREATE DATABASE ${seededName} TEMPLATE ${templateName}`);
  const seeded = await openPostgres(databaseUrl(url, seededName));
  try {
    await seedTestSchool(seeded.db, seedingClock({ ...process.env, ...project.config.env }));
  } finally {
    await seeded.close();
  }

  // Per-file databases are named <prefix><random>; teardown drops whatever a crashed file left.
  const prefix = `bo_test_${run}_`;
  project.provide('dbDriver', 'pg');
  project.provide('pgUrl', url);
  project.provide('pgTemplate', templateName);
  project.provide('pgSeededTemplate', seededName);
  project.provide('pgPrefix', prefix);

  return async () => {
    const left = await adminQuery<{ datname: string }>(
      url,
      `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`,
    );
    for (const { datname } of [...left, { datname: templateName }, { datname: seededName }])
      await adminQuery(url, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  };
}

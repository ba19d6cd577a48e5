/**
 * Backups (issue 17 item 4): a backup of the demo school restored into a fresh folder (PGlite)
 * or a fresh database (PostgreSQL, its project) holds the same books; a restore into a database
 * that is not empty, of a file that is not a backup, or a backup of a folder a server holds, is
 * refused and changes nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { backup, BackupRefused, NOT_A_BACKUP, NOT_EMPTY, restore } from '../../server/db/backup';
import { openPglite, openPostgres, type Db } from '../../server/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';
import { seedDemo } from '../../server/db/seed';
import { adminQuery, databaseUrl } from './global-setup';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The books, in figures: what a restore must give back exactly. */
async function books(db: Db) {
  const result = await db.execute(sql`select
    (select count(*) from users)::int as users,
    (select count(*) from carnet_movements)::int as movements,
    (select coalesce(sum(saldo), 0) from carnets)::bigint as balances,
    (select coalesce(sum(amount), 0) from carnet_movements)::bigint as ledger,
    (select count(*) from orders)::int as orders,
    (select coalesce(sum(stock), 0) from products)::bigint as stock,
    (select count(*) from stock_movements)::int as stock_log,
    (select count(*) from access_passages)::int as passages,
    (select max(id) from carnet_movements)::int as last_movement`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

describe.runIf(inject('dbDriver') === 'pglite')('PGlite', () => {
  const source = join(dir, 'source');
  const file = join(dir, 'school.tar.gz');

  it('restores a backup into a fresh folder with the same books', async () => {
    const original = await openPglite(source);
    await seedDemo(original.db);
    const expected = await books(original.db);
    expect(Number(expected.balances)).toBe(Number(expected.ledger));
    await original.close();

    await backup({ dataDir: source }, file);
    const fresh = join(dir, 'fresh');
    await restore({ dataDir: fresh }, file);
    const restored = await openPglite(fresh);
    try {
      expect(await books(restored.db)).toEqual(expected);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a folder that holds a database, a file that is not a backup, and a folder a server holds', async () => {
    await expect(restore({ dataDir: source }, file)).rejects.toThrow(new BackupRefused(NOT_EMPTY));
    const junk = join(dir, 'junk.bin');
    writeFileSync(junk, 'no soy un respaldo');
    await expect(restore({ dataDir: join(dir, 'other') }, junk)).rejects.toThrow(new BackupRefused(NOT_A_BACKUP));
    const held = lockDataDir(source);
    try {
      await expect(backup({ dataDir: source }, join(dir, 'torn.tar.gz'))).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      held.release();
    }
  });

  it('npm run restore says why it refuses, and exits with 1', async () => {
    const refused = await run(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', 'restore', file], {
      env: { ...process.env, DATA_DIR: source, DATABASE_URL: '' },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1, stderr: `${NOT_EMPTY}\n` });
  });
});

describe.runIf(inject('dbDriver') === 'pg')('PostgreSQL', () => {
  const url = inject('pgUrl');
  const names = [`${inject('pgPrefix')}bk_src`, `${inject('pgPrefix')}bk_dst`];
  afterAll(async () => {
    for (const name of names) await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('restores a pg_dump into a fresh database with the same books, and refuses one that is not empty', async () => {
    for (const name of names) {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminQuery(url, `CREATE DATABASE "${name}"`);
    }
    const [sourceUrl, targetUrl] = names.map((name) => databaseUrl(url, name));
    const original = await openPostgres(sourceUrl);
    await seedDemo(original.db);
    const expected = await books(original.db);
    await original.close();

    const file = join(dir, 'school.dump');
    await backup({ databaseUrl: sourceUrl, dataDir: '' }, file);
    await restore({ databaseUrl: targetUrl, dataDir: '' }, file);
    const restored = await openPostgres(targetUrl);
    try {
      expect(await books(restored.db)).toEqual(expected);
    } finally {
      await restored.close();
    }
    await expect(restore({ databaseUrl: sourceUrl, dataDir: '' }, file)).rejects.toThrow(new BackupRefused(NOT_EMPTY));
  }, 180_000);
});

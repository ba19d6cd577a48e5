/** Backups on PostgreSQL (issue 28 item 8): a pg_dump of the demo school restored into an empty database holds the same books, its file readable by its owner only; a restore refused (a database not empty, a damaged file, not a backup of this application, books that do not close) leaves the database as it was. */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup, DAMAGED, NOT_A_BACKUP, NOT_EMPTY, restore } from '../../server/db/backup';
import { openPostgres } from '../../server/db/client';
import { listDump } from '../../server/db/pg-tools';
import { buildTestApp, type TestApp } from './fixtures';
import { adminQuery, databaseUrl } from './global-setup';
import {
  backupFolder,
  books,
  BROKEN_BALANCE,
  expectBooksClose,
  flipped,
  mode,
  refusal,
  shiftBalance,
  truncated,
} from './fixtures/backup-files';

const dir = backupFolder();

describe.runIf(inject('dbDriver') === 'pg')('PostgreSQL', () => {
  const url = inject('pgUrl');
  const name = (n: string) => `${inject('pgPrefix')}bk_${n}`;
  const created: string[] = [];
  let t: TestApp;
  let expected: Record<string, unknown>;
  const file = join(dir, 'school.dump');

  /** A new, empty database. */
  async function emptyDatabase(n: string): Promise<string> {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name(n)}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${name(n)}"`);
    created.push(name(n));
    return databaseUrl(url, name(n));
  }

  /** The same URL with a password: the server trusts this machine, so it is ignored, but must not leak. */
  const withPassword = (u: string) => {
    const parsed = new URL(u);
    parsed.password = 'Cl@ve-de-prueba';
    return parsed.toString();
  };

  /** Everything a restore could create: relations, schemas, extensions. */
  const state = async (u: string) =>
    (
      await adminQuery(
        u,
        `select
          (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%')::int as relations,
          (select string_agg(nspname, ',' order by nspname) from pg_namespace
            where nspname not like 'pg\\_%' and nspname <> 'information_schema') as schemas,
          (select string_agg(extname, ',' order by extname) from pg_extension) as extensions`,
      )
    )[0];

  beforeAll(async () => {
    t = await buildTestApp();
    expected = await books(t.db);
    writeFileSync(file, 'un respaldo viejo');
    chmodSync(file, 0o644);
    await backup({ databaseUrl: withPassword(t.url!), dataDir: '' }, file);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    for (const n of created) await adminQuery(url, `DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`);
  });

  it('restores a pg_dump (a file of mode 0600) into an empty database with the same books, and refuses one that is not empty', async () => {
    expect(mode(file)).toBe(0o600);
    // A logical dump: the database's objects only, none of a running server's files nor its keys.
    const listing = await listDump(file);
    expect(listing).toMatch(/TABLE DATA public carnets /);
    expect(listing).not.toMatch(/backoffice\.lock|postmaster\.pid|ca\.key|server\.key/);
    const target = await emptyDatabase('dst');
    await restore({ databaseUrl: withPassword(target), dataDir: '' }, file);
    const database = await openPostgres(target);
    try {
      expect(await books(database.db)).toEqual(expected);
      await expectBooksClose(database.db);
    } finally {
      await database.close();
    }
    const before = await state(target);
    expect(await refusal(restore({ databaseUrl: target, dataDir: '' }, file))).toBe(NOT_EMPTY);
    expect(await state(target)).toEqual(before);
  }, 60_000);

  it('refuses a damaged file, or one that is not a backup of this application, leaving the database empty', async () => {
    const junk = join(dir, 'junk.dump');
    writeFileSync(junk, 'no soy un respaldo');
    const other = await emptyDatabase('other');
    await adminQuery(
      other,
      'create table notes (id int primary key, body text); insert into notes values (1, $$hola$$)',
    );
    const otherDump = join(dir, 'other.dump');
    await backup({ databaseUrl: other, dataDir: '' }, otherDump);

    const target = await emptyDatabase('refused');
    const empty = await state(target);
    const cases: [string, RegExp][] = [
      [junk, new RegExp(`^${NOT_A_BACKUP}$`)],
      [otherDump, new RegExp(`^${NOT_A_BACKUP}$`)],
      [flipped(file, 'flipped.dump'), new RegExp(`^${DAMAGED} \\(pg_restore: error: .+\\)$`)],
      [truncated(file, 'truncated.dump'), new RegExp(`^${DAMAGED} \\(pg_restore: error: .+\\)$`)],
    ];
    for (const [bad, message] of cases) {
      expect(await refusal(restore({ databaseUrl: target, dataDir: '' }, bad))).toMatch(message);
      expect(await state(target)).toEqual(empty);
    }
  }, 60_000);

  it('refuses a backup whose books do not close, saying which rule, and leaves the database empty', async () => {
    const tampered = join(dir, 'tampered.dump');
    await shiftBalance(t.db, 100);
    try {
      await backup({ databaseUrl: t.url!, dataDir: '' }, tampered);
    } finally {
      await shiftBalance(t.db, -100);
    }
    const target = await emptyDatabase('tampered');
    const empty = await state(target);
    expect(await refusal(restore({ databaseUrl: target, dataDir: '' }, tampered))).toBe(BROKEN_BALANCE);
    expect(await state(target)).toEqual(empty);
  }, 60_000);
});

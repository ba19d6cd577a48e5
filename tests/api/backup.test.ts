/**
 * Backups (issue 17 item 4, issue 28 item 8): a backup of the demo school restored into a new
 * folder (PGlite) or an empty database (PostgreSQL) holds the same books, and its file is
 * readable by its owner only. A restore is refused, leaving the target exactly as it was, when
 * the target is not empty, when the file is damaged (bytes flipped, cut short), when it is not
 * a backup of this application (anything else, a valid archive of something else), and when its
 * books do not close (the message says which rule). The PostgreSQL password never goes on the
 * command line of pg_dump / pg_restore / psql.
 */
import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  backup,
  BackupRefused,
  BOOKS_DO_NOT_CLOSE,
  DAMAGED,
  NOT_A_BACKUP,
  NOT_EMPTY,
  restore,
  writeDump,
} from '../../server/db/backup';
import { checkBooks } from '../../server/db/books';
import { openPglite, openPostgres, type Db } from '../../server/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';
import { dumpInvocation, pgInvocation, psqlInvocation } from '../../server/db/pg-tools';
import { buildTestApp, type TestApp } from './fixtures';
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

async function expectBooksClose(db: Db) {
  expect((await checkBooks(db)).filter((c) => c.broken > 0)).toEqual([]);
}

const mode = (file: string) => statSync(file).mode & 0o777;

/** A copy of `file` with 64 bytes in its middle inverted. */
function flipped(file: string, name: string): string {
  const bytes = readFileSync(file);
  const at = bytes.length >> 1;
  for (let i = at; i < at + 64; i++) bytes[i] ^= 0xff;
  writeFileSync(join(dir, name), bytes);
  return join(dir, name);
}

/** A copy of the first 60 % of `file`. */
function truncated(file: string, name: string): string {
  const bytes = readFileSync(file);
  writeFileSync(join(dir, name), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  return join(dir, name);
}

/** A refused restore's error (it must be a refusal, with a message). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => new Error('restaurado: se esperaba un rechazo'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BackupRefused);
  return (err as Error).message;
}

/** Sets the first credential's balance `by` pesos off its ledger (and back with -by). */
const shiftBalance = (db: Db, by: number) =>
  db.execute(sql`update carnets set saldo = saldo + ${by} where id = (select min(id) from carnets)`);

const BROKEN_BALANCE = `${BOOKS_DO_NOT_CLOSE}: saldo del carnet = suma de su libro de movimientos (1 fila). La base de datos de destino quedó como estaba.`;

describe('the PostgreSQL password', () => {
  it('travels in the environment, never on the command line of pg_dump, pg_restore or psql', () => {
    const urls = [
      {
        url: 'postgres://backoffice:Cl%40ve%20secreta@db.colegio:5433/colegio?sslmode=require',
        password: 'Cl@ve secreta',
      },
      {
        url: 'postgres://backoffice@db.colegio/colegio?password=Otra-Clave&sslmode=require',
        password: 'Otra-Clave',
      },
    ];
    for (const { url, password } of urls) {
      for (const invocation of [dumpInvocation(url, '/tmp/x.dump'), psqlInvocation(url)]) {
        const argv = invocation.args.join(' ');
        expect(argv).not.toContain(password);
        expect(argv).not.toContain(encodeURIComponent(password));
        expect(argv).not.toMatch(/password|Cl%40ve|Otra-Clave/i);
        // The rest of the connection is kept: host, port, user, database, options.
        expect(argv).toContain('backoffice@db.colegio');
        expect(argv).toContain('sslmode=require');
        expect(invocation.env.PGPASSWORD).toBe(password);
      }
    }
    // Without a password in the URL the child inherits the environment as it is (e.g. ~/.pgpass).
    const plain = pgInvocation('pg_dump', [], 'postgres://postgres@127.0.0.1:5432/test', {
      PATH: '/usr/bin',
    });
    expect(plain).toEqual({
      command: 'pg_dump',
      args: ['--dbname=postgres://postgres@127.0.0.1:5432/test'],
      env: { PATH: '/usr/bin' },
    });
  });
});

describe.runIf(inject('dbDriver') === 'pglite')('PGlite', () => {
  let t: TestApp;
  let expected: Record<string, unknown>;
  const file = join(dir, 'school.tar.gz');
  const restored = join(dir, 'restored');

  beforeAll(async () => {
    t = await buildTestApp();
    expected = await books(t.db);
    await writeDump(t.database.dumpDataDir!, file);
    await restore({ dataDir: restored }, file);
  }, 60_000);
  afterAll(() => t?.close());

  /** What is in `folder` (or that it is absent) and next to it: a refused restore changes neither. */
  function state(folder: string) {
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? walk(join(d, e.name))
          : [
              `${relative(folder, join(d, e.name))} ${statSync(join(d, e.name)).size} ${statSync(join(d, e.name)).mtimeMs}`,
            ],
      );
    return {
      folder: existsSync(folder) ? walk(folder).sort() : 'absent',
      next: readdirSync(dirname(folder)).sort(),
    };
  }

  it('restores a backup of the live database into a new folder with the same books; backup files are 0600', async () => {
    expect(mode(file)).toBe(0o600);
    const database = await openPglite(restored);
    try {
      expect(await books(database.db)).toEqual(expected);
      await expectBooksClose(database.db);
    } finally {
      await database.close();
    }

    // npm run backup of that folder, over a file that was readable by all, into an empty folder.
    const again = join(dir, 'again.tar.gz');
    writeFileSync(again, 'un respaldo viejo');
    chmodSync(again, 0o644);
    await backup({ dataDir: restored }, again);
    expect(mode(again)).toBe(0o600);
    const emptyFolder = join(dir, 'empty-before');
    mkdirSync(emptyFolder);
    await restore({ dataDir: emptyFolder }, again);
    const second = await openPglite(emptyFolder);
    try {
      expect(await books(second.db)).toEqual(expected);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('refuses a damaged file, or one that is not a backup of this application, leaving the folder as it was', async () => {
    const junk = join(dir, 'junk.bin');
    writeFileSync(junk, 'no soy un respaldo');
    // A valid gzipped tarball, of other files.
    const other = join(dir, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notas.txt'), 'hola');
    const otherTar = join(dir, 'other.tar.gz');
    await run('tar', ['-czf', otherTar, '-C', dir, 'other']);
    // A valid PGlite dump, of a database with one unrelated table.
    const { PGlite } = await import('@electric-sql/pglite');
    const foreign = new PGlite();
    await foreign.exec(
      'create table notes (id int primary key, body text); insert into notes values (1, $$hola$$)',
    );
    const foreignDump = join(dir, 'foreign.tar.gz');
    await writeDump(() => foreign.dumpDataDir('gzip'), foreignDump);
    await foreign.close();

    // Into a folder that does not exist, or an empty one: either is left as it was.
    const absent = join(dir, 'absent');
    const emptyFolder = join(dir, 'empty');
    mkdirSync(emptyFolder);
    const cases = [
      { file: junk, target: absent, message: NOT_A_BACKUP },
      { file: flipped(file, 'flipped.tar.gz'), target: emptyFolder, message: DAMAGED },
      { file: truncated(file, 'truncated.tar.gz'), target: absent, message: DAMAGED },
      { file: otherTar, target: emptyFolder, message: NOT_A_BACKUP },
      { file: foreignDump, target: absent, message: NOT_A_BACKUP },
    ];
    for (const { file: bad, target, message } of cases) {
      const before = state(target);
      expect(await refusal(restore({ dataDir: target }, bad))).toBe(message);
      expect(state(target)).toEqual(before);
    }
  }, 60_000);

  it('refuses a folder that holds a database, and a backup of a folder a server holds', async () => {
    const before = state(restored);
    expect(await refusal(restore({ dataDir: restored }, file))).toBe(NOT_EMPTY);
    expect(state(restored)).toEqual(before);
    const held = lockDataDir(restored);
    try {
      await expect(backup({ dataDir: restored }, join(dir, 'torn.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
    } finally {
      held.release();
    }
    expect(existsSync(join(dir, 'torn.tar.gz'))).toBe(false);
  });

  it('refuses a backup whose books do not close, saying which rule, and npm run restore exits with 1', async () => {
    const tampered = join(dir, 'tampered.tar.gz');
    await shiftBalance(t.db, 100);
    try {
      await writeDump(t.database.dumpDataDir!, tampered);
    } finally {
      await shiftBalance(t.db, -100);
    }
    const target = join(dir, 'tampered-target');
    const before = state(target);
    expect(await refusal(restore({ dataDir: target }, tampered))).toBe(BROKEN_BALANCE);
    expect(state(target)).toEqual(before);

    const cli = (backupFile: string, dataDir: string) =>
      run(process.execPath, ['--import', 'tsx', 'server/db/backup-cli.ts', 'restore', backupFile], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).catch((err: { code: number; stderr: string }) => err);
    const [books, notEmpty] = await Promise.all([cli(tampered, target), cli(file, restored)]);
    expect(books).toMatchObject({ code: 1, stderr: `${BROKEN_BALANCE}\n` });
    expect(notEmpty).toMatchObject({ code: 1, stderr: `${NOT_EMPTY}\n` });
    expect(state(target)).toEqual(before);
  }, 60_000);
});

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

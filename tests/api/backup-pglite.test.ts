/** Backups on PGlite (issue 17 item 4): a backup of the demo school restored into a new folder holds the same books, its file readable by its owner only; a restore refused (a folder not empty, a damaged file, not a backup of this application, books that do not close) leaves the folder as it was. */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup, DAMAGED, NOT_A_BACKUP, NOT_EMPTY, restore, writeDump } from '../../server/db/backup';
import { openPglite } from '../../server/db/client';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock';
import { buildTestApp, type TestApp } from './fixtures';
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

const run = promisify(execFile);
const dir = backupFolder();

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

/**
 * The embedded database's daily backups (server/db/backup-schedule.ts): from the live
 * database, one file a school day (named by the school's local date, mode 0600), only the
 * last N kept, a failure logged and retried, and what they wrote restores with the same books.
 * `npm start`'s wiring takes one at start and stops when the app closes. PGlite only.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { restore } from '../../server/db/backup';
import { dailyBackupName, scheduleDailyBackups, startDailyBackups } from '../../server/db/backup-schedule';
import { checkBooks } from '../../server/db/books';
import { openPglite, type Db } from '../../server/db/client';
import { buildTestApp, type TestApp } from './fixtures';

const dir = mkdtempSync(join(tmpdir(), 'backup-schedule-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const mode = (file: string) => statSync(file).mode & 0o777;
const DAY = 86_400_000;

async function ledger(db: Db) {
  const result = await db.execute(sql`select (select count(*) from carnet_movements)::int as movements,
    (select coalesce(sum(saldo), 0) from carnets)::bigint as balances, (select count(*) from orders)::int as orders`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

describe.runIf(inject('dbDriver') === 'pglite')('daily backups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('writes one backup a day (0600, named by the school date), keeps the last N, and what it wrote restores', async () => {
    const folder = join(dir, 'days');
    const lines: string[] = [];
    let dumps = 0;
    // 22:00 in Bogotá is already the next day in UTC: the name follows the school's date.
    let clock = new Date('2026-11-21T03:00:00Z');
    const backups = scheduleDailyBackups({
      // The last day's is the live database's dump, restored below; the days before only need
      // to be files (quicker).
      dump: async () => {
        dumps++;
        return dumps === 5 ? t.database.dumpDataDir!() : new Blob([`respaldo del día ${dumps}`]);
      },
      dir: folder,
      keep: 3,
      timezone: 'America/Bogota',
      log: { info: (l) => lines.push(l), error: (l) => lines.push(`ERROR ${l}`) },
      clock: { now: () => clock, nowMs: () => clock.getTime() },
      checkEveryMs: 3_600_000,
    });
    try {
      await backups.check(); // the one taken at start
      expect(readdirSync(folder)).toEqual([dailyBackupName('2026-11-20')]);
      await backups.check(); // same day: nothing more
      expect(dumps).toBe(1);
      for (let day = 1; day <= 4; day++) {
        clock = new Date(clock.getTime() + DAY);
        await backups.check();
      }
      expect(readdirSync(folder).sort()).toEqual(
        ['2026-11-22', '2026-11-23', '2026-11-24'].map(dailyBackupName),
      );
      for (const name of readdirSync(folder)) expect(mode(join(folder, name))).toBe(0o600);
      expect(mode(folder)).toBe(0o700);
      expect(dumps).toBe(5);
      expect(lines).toHaveLength(5);
      expect(lines[0]).toBe(`Respaldo diario escrito en ${join(folder, dailyBackupName('2026-11-20'))}`);
      expect(lines[4]).toContain(dailyBackupName('2026-11-24'));
      expect(lines[4]).toContain(`borrados los anteriores a los últimos 3: ${dailyBackupName('2026-11-21')}`);
    } finally {
      await backups.stop();
    }
    await backups.check(); // stopped: takes nothing
    expect(dumps).toBe(5);

    const restored = join(dir, 'restored');
    await restore({ dataDir: restored }, join(folder, dailyBackupName('2026-11-24')));
    const database = await openPglite(restored);
    try {
      expect(await ledger(database.db)).toEqual(await ledger(t.db));
      expect((await checkBooks(database.db)).filter((c) => c.broken > 0)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('looks on a timer, logs a failure, leaves no partial file and retries at the next look', async () => {
    const folder = join(dir, 'timer');
    const lines: string[] = [];
    let fail = true;
    const backups = scheduleDailyBackups({
      dump: async () => {
        if (fail) throw new Error('disco lleno');
        return new Blob(['un respaldo']);
      },
      dir: folder,
      keep: 2,
      timezone: 'America/Bogota',
      log: { info: (l) => lines.push(l), error: (l) => lines.push(`ERROR ${l}`) },
      clock: t.clock,
      checkEveryMs: 20,
    });
    try {
      await vi.waitFor(() =>
        expect(lines[0]).toMatch(/^ERROR El respaldo diario en .+ falló \(disco lleno\); se reintentará$/),
      );
      expect(readdirSync(folder)).toEqual([]);
      fail = false;
      await vi.waitFor(() => expect(lines.at(-1)).toMatch(/^Respaldo diario escrito en /), {
        timeout: 10_000,
      });
      expect(readdirSync(folder)).toHaveLength(1);
      expect(readdirSync(folder)[0]).toMatch(/^colegio-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
      expect(mode(join(folder, readdirSync(folder)[0]))).toBe(0o600);
    } finally {
      await backups.stop();
    }
  });

  it('npm start takes one at start into BACKUP_DIR and stops with the app; BACKUP_KEEP=0 or a folder inside DATA_DIR takes none', async () => {
    const dataDir = join(dir, 'data');
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      backupDir: `${resolve(dataDir)}-backups`,
      backupKeep: 7,
    });

    const folder = join(dir, 'start');
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: folder, BACKUP_KEEP: '2' }),
      webRoot: null,
    };
    const app = await buildApp(t.database, config, false, { clock: t.clock });
    expect(startDailyBackups(app, t.database, config)).not.toBeNull();
    await app.close(); // waits for the backup being written
    const [name] = readdirSync(folder);
    expect(name).toMatch(/^colegio-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    expect(mode(join(folder, name))).toBe(0o600);

    for (const env of [
      { DATA_DIR: dataDir, BACKUP_KEEP: '0', BACKUP_DIR: join(dir, 'off') },
      { DATA_DIR: dataDir, BACKUP_DIR: join(dataDir, 'backups') },
    ]) {
      const other = { ...loadConfig(env), webRoot: null };
      const otherApp = await buildApp(t.database, other, false, { clock: t.clock });
      expect(startDailyBackups(otherApp, t.database, other)).toBeNull();
      await otherApp.close();
    }
    expect(existsSync(join(dir, 'off'))).toBe(false);
    expect(existsSync(join(dataDir, 'backups'))).toBe(false);
  });

  it('removes what a backup cut short by a crash left, a day later', async () => {
    const folder = join(dir, 'leftovers');
    const clock = new Date('2026-11-25T15:00:00Z');
    const schedule = () =>
      scheduleDailyBackups({
        dump: async () => new Blob(['un respaldo']),
        dir: folder,
        keep: 2,
        timezone: 'America/Bogota',
        log: { info: () => undefined, error: () => undefined },
        clock: { now: () => clock, nowMs: () => clock.getTime() },
      });
    await schedule().stop(); // the one at start, then no timer
    const old = join(folder, `.${dailyBackupName('2026-11-20')}.4242-0a0b0c0d.tmp`);
    const young = join(folder, `.${dailyBackupName('2026-11-25')}.4243-0a0b0c0d.tmp`);
    writeFileSync(old, 'medio respaldo');
    writeFileSync(young, 'medio respaldo');
    utimesSync(old, new Date(clock.getTime() - 2 * DAY), new Date(clock.getTime() - 2 * DAY));
    utimesSync(young, clock, clock);
    rmSync(join(folder, dailyBackupName('2026-11-25')));
    await schedule().stop();
    expect(readdirSync(folder).sort()).toEqual([
      `.${dailyBackupName('2026-11-25')}.4243-0a0b0c0d.tmp`,
      dailyBackupName('2026-11-25'),
    ]);
  });
});

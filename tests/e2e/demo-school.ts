import type { PGliteInterface } from '@electric-sql/pglite';
import { startClock } from '../../server/clock';
import { migratedPgliteDump, pgliteDatabase, pgliteExtensions } from '../../server/db/client';
import { seedDemo } from '../../server/demo/seed';
import { pinnedInstant } from '../clock';

/**
 * The demo school, migrated and seeded once per worker (the e2e projects run with `isolate:
 * false`, so this module and its instance last from file to file): each file's server gets a
 * `clone()`, about a second, where migrating and seeding took five. It is seeded a few seconds
 * before the run's pinned instant, so its rows are in the past of every file's clock, which
 * starts at that instant: the demo's "today" is the server's.
 */
let demo: Promise<PGliteInterface> | null = null;
export function demoSchool(): Promise<PGliteInterface> {
  demo ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite({
      loadDataDir: await migratedPgliteDump(),
      extensions: await pgliteExtensions(),
    });
    await client.waitReady;
    const database = await pgliteDatabase(client);
    await seedDemo(database.db, { clock: startClock(new Date(pinnedInstant().getTime() - 5_000)) });
    return client;
  })();
  return demo;
}

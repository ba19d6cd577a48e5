/**
 * `npm run db:migrate`: applies the migrations in server/db/migrations to the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR) and exits. The server also migrates at start;
 * this is for a deployment that wants the schema ready before the nodes come up.
 */
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';

const config = loadConfig();
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  console.log(`Migraciones aplicadas (${config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`})`);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (server/db/backup.ts) on the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR). A refusal (the target not empty, a damaged or
 * foreign file, books that do not close) prints its reason and exits with 1.
 */
import { loadConfig } from '../config';
import { backup, BackupRefused, restore } from './backup';
import { DataDirLockedError } from './data-dir-lock';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'backup' && mode !== 'restore') || !file) {
  console.error('Uso: npm run backup -- ARCHIVO   |   npm run restore -- ARCHIVO');
  process.exit(2);
}
const config = loadConfig();
const target = {
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  includeCaKey: config.backupIncludeCaKey,
};
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`;
try {
  if (mode === 'backup') {
    await backup(target, file);
    console.log(`Respaldo de ${where} escrito en ${file}`);
  } else {
    await restore(target, file);
    console.log(`Respaldo ${file} restaurado en ${where}; sus libros cuadran`);
  }
} catch (err) {
  if (err instanceof BackupRefused || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  // pg_dump / pg_restore say what went wrong on their stderr.
  const stderr = (err as { stderr?: string }).stderr;
  console.error(stderr?.trim() || (err instanceof Error ? err.message : String(err)));
  process.exit(1);
}

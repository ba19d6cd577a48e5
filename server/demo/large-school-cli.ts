/**
 * `npm run seed:large`: the large school (large-school.ts) into the configured database
 * (DATABASE_URL, or PGlite in DATA_DIR, as `npm start` reads them), which must be empty.
 * SEED_SCALE (default 1) scales it: 0.1 makes a tenth. Prints each step's time, the counts
 * and the books' check; exits with 1 on a refusal or books that do not close.
 */
import { sql } from 'drizzle-orm';
import { startClock } from '../clock';
import { loadConfig } from '../config';
import { checkBooks } from '../db/books';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { LargeSchoolRefused, seedLargeSchool } from './large-school';

const scale = Number(process.env.SEED_SCALE ?? '1');
if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
  console.error('SEED_SCALE debe ser un número mayor que 0 y hasta 10 (1 es el colegio grande completo)');
  process.exit(2);
}
const config = loadConfig();
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite en ${config.dataDir}`;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

let database;
try {
  database = await openDatabase(config);
} catch (err) {
  console.error(
    err instanceof DataDirLockedError ? err.message : `No se pudo abrir ${where}: ${(err as Error).message}`,
  );
  process.exit(1);
}
try {
  console.log(`Colegio grande (escala ${scale}) en ${where}`);
  const counts = await seedLargeSchool(database.db, {
    scale,
    timezone: config.timezone,
    clock: startClock(config.clockStart),
    log: (line) => console.log(`  ${line}`),
  });
  // Outside the load's transaction: the visibility map lets counts and sorts read indexes only.
  await database.db.execute(sql`vacuum (analyze)`);
  console.log(`Cargado en ${seconds()} s:`);
  for (const [name, n] of Object.entries(counts))
    console.log(`  ${name.padEnd(16)} ${n.toLocaleString('es-CO')}`);
  const books = await checkBooks(database.db);
  const broken = books.filter((b) => b.broken > 0);
  for (const b of books)
    console.log(
      `  ${b.broken === 0 ? '✓' : '✗'} ${b.rule}${b.broken ? `: ${b.broken} filas no cuadran` : ''}`,
    );
  console.log(broken.length === 0 ? `Los libros cuadran. Total: ${seconds()} s` : 'Los libros NO cuadran');
  process.exitCode = broken.length === 0 ? 0 : 1;
} catch (err) {
  if (!(err instanceof LargeSchoolRefused)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
